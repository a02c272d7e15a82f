/**
 * Wire types of the dialogue calls (spec §3), moved verbatim from @ccl/shared's legacy types.ts. When the
 * API's generated contract (@ccl/contract) is in the worktree, these become aliases of its ResponseOf<…>.
 */

export interface Category {
  id?: number;
  name: string;
}

export interface DialogueSegment {
  id: number;
  segment_order: number;
  speaker_role: string;
  speaker_language: string;
  source_text: string;
  expected_target_text?: string | null;
  audio_url?: string | null;
}

export interface Dialogue {
  id: number;
  title: string;
  description: string;
  description_audio_file_path?: string | null;
  language: string;
  category: Category | null;
  segments?: DialogueSegment[];
  practiced_session_for_current_user?: { final_score: number | null } | null;
  created_at?: string;
}

export interface PracticeStart {
  sessionId: number;
  segmentOrder: number;
}
