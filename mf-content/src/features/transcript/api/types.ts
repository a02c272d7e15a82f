/** Wire types of POST /transcript (spec §3 "Transcript response"), moved verbatim from the core's legacy types.ts. */

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

export interface TranscriptResponse {
  dialogue: Dialogue & { segments: DialogueSegment[] };
  giveFree: boolean;
}
