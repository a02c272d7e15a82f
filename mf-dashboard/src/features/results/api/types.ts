/**
 * The wire types of GET /generate-result (spec §3 "Test result", "Segment attempt"), moved verbatim from
 * the core's legacy types.ts. When the API's generated contract (@ccl/contract) is in the worktree, these
 * become aliases of ResponseOf<'/generate-result', 'get'> — a change of this file only.
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

export type DeductionCategory =
  | 'omission'
  | 'distortion'
  | 'insertion'
  | 'grammar'
  | 'usage'
  | 'register'
  | 'pronunciation'
  | 'late_start'
  | 'long_pause'
  | 'hesitation'
  | 'self_correction'
  | 'no_answer';

export type DeductionSeverity = 'minor' | 'major' | 'critical';

export interface Deduction {
  id?: number;
  category: DeductionCategory | (string & {});
  severity: DeductionSeverity;
  points: number;
  words: string | null;
  explanation?: string | null;
}

export interface SegmentAttempt {
  id: number;
  segment_id: number;
  user_audio_file_path: string | null;
  audio_url: string | null;
  user_transcription: string | null;
  evaluation_feedback: string | null;
  score_for_segment: number | null;
  max_score?: number | null;
  deductions?: Deduction[];
}

export type ResultStatus = 'in_progress' | 'completed' | 'scoring' | 'scored' | 'failed' | (string & {});

export interface TestResult {
  id: number;
  dialogue_id: number;
  mode?: number;
  final_score: number | null;
  /** 'scoring' until scored; 'completed' when finished without scoring (no credit); 'failed' when scoring could not finish. */
  status?: ResultStatus;
  end_time: string | null;
  end_time_human: string | null;
  dialogue: {
    id: number;
    title: string;
    category: Category | null;
    segments: DialogueSegment[];
    target_language: string;
  };
  segment_attempts: SegmentAttempt[];
}
