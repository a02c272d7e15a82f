/** The entities of spec §3 as the API sends them. */

import type { User } from './session/user';

export type { Plan, User } from './session/user';

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

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page?: number;
  total?: number;
}

export interface DialogueListResponse {
  dialogues: Paginated<Dialogue>;
  total: number;
}

export interface TranscriptResponse {
  dialogue: Dialogue & { segments: DialogueSegment[] };
  giveFree: boolean;
}

export interface VocabularyTerm {
  id: number;
  english_word: string;
  translated_word: string;
}

export interface VocabularyCategory {
  category_name: string;
  terms: VocabularyTerm[];
}

export interface CreditProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  credits: number;
}

export interface Stats {
  total_dialogues: number;
  total_ai_scoring: number;
}

export type { CreditConfig } from './queries/creditConfig';

export interface PracticeStart {
  sessionId: number;
  segmentOrder: number;
}

export interface PracticeSegment {
  dialogueId: number;
  mode: number;
  segmentOrder: number;
  totalSegments: number;
  targetLanguage: string;
  speakerAudioPath: string | null;
  userInterpretationSegmentId: number | null;
  nextSegmentExists: boolean;
}

export interface SubmitAnswer {
  completed: boolean;
  nextSegmentOrder: number | null;
}

export type CompletionStatus = 'dispatched' | 'insufficient_credit' | (string & {});

export interface CompletionResponse {
  status: CompletionStatus;
  message: string;
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

export type CreditTransactionType = 'purchase' | 'bonus' | 'usage';

export interface CreditTransaction {
  id: number;
  type: CreditTransactionType;
  description: string;
  credits: number;
  created_at: string;
  stripe_payment_intent_id: string | null;
  /** Cents. */
  amount_paid: number | null;
  currency: string | null;
}

export interface PublicFeedback {
  id: number;
  feedback: string;
  user: { name: string } | null;
  session: { dialogue: { id: number; title: string; target_language: string } | null } | null;
  created_at_human: string;
  delete: boolean;
}

export interface Upvote {
  id?: number;
  user_id: number;
}

export interface Reply {
  id: number;
  content: string;
  user: { id: number; name: string; verified?: boolean };
  created_at_human: string;
  upvotes: Upvote[];
  has_upvoted: boolean;
  can_delete: boolean;
}

export interface Discussion extends Reply {
  replies: Reply[];
}

export interface DiscussionPage {
  data: Discussion[];
  current_page: number;
  last_page: number;
}

export interface AuthResponse {
  token: string;
  user: User;
}

export type VerificationStatus = 'singup' | 'unverified' | 'reset';
