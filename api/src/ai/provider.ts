import type { CategoryName } from '@ccl/shared/domain';
import type { BankDialogue } from '../content/schema.js';

/**
 * The one interface every AI capability goes through (DESIGN.md "AI"). Implementations:
 * `offline` (default: content bank, eSpeak NG speech, no transcription, audio-only analysis) and
 * `openai` (any OpenAI-compatible endpoint). Selected by AI_PROVIDER.
 */

/**
 * Who waits for a piece of audio work: a person (first), a background job (next), or nobody yet —
 * 'idle', the content bank spoken ahead of time, which runs only on a core nothing else wants.
 */
export type SpeechPriority = 'interactive' | 'background' | 'idle';

/** Speech for one piece of text, compact and ready to store (Ogg Opus or MP3, ≤ 32 kbps). */
export interface SynthesizedSpeech {
  audio: Buffer;
  contentType: 'audio/ogg' | 'audio/mpeg';
  /** File extension for storage keys: 'ogg' or 'mp3'. */
  extension: 'ogg' | 'mp3';
  durationMs: number;
}

/** What the audio of an answer shows, measured from its decoded samples (speech activity). */
export interface AudioFacts {
  durationMs: number;
  /** Time from the start of the recording to the first speech, null when there is no speech. */
  onsetMs: number | null;
  /** Total time with speech. */
  speechMs: number;
  /** Silent gaps between speech, longer than 2 s, in ms. */
  longPausesMs: number[];
  /** True when the recording is (almost) all silence. */
  silent: boolean;
}

export type Transcription =
  | {
      ok: true;
      text: string;
      /** Mean log-probability of the recognised tokens or segments, when the endpoint reports it. */
      meanLogprob?: number;
    }
  | {
      ok: false;
      /** 'unavailable': this provider cannot transcribe (offline); 'failed': it tried and could not. */
      reason: 'unavailable' | 'failed';
      detail?: string;
      /** A failure that may pass (timeout, 429, 5xx): worth trying again later. */
      retryable?: boolean;
    };

/** What an error is about (DESIGN.md "Scoring model"): accuracy, language quality, delivery, or no answer at all. */
export const ERROR_CATEGORIES = [
  'omission',
  'distortion',
  'insertion',
  'grammar',
  'usage',
  'register',
  'pronunciation',
  'late_start',
  'long_pause',
  'hesitation',
  'self_correction',
  'no_answer',
] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

export type Severity = 'minor' | 'major' | 'critical';

/** One error the provider found; points come from our fixed table, never from the model. */
export interface FoundError {
  category: ErrorCategory;
  severity: Severity;
  /** The words involved (from the expected text or the transcript). */
  words: string | null;
  explanation: string;
}

export interface FindErrorsInput {
  /** The expected interpretation (the interpreter turn's text). */
  expected: string;
  /** Language the candidate should have spoken (the interpreter turn's language). */
  targetLanguage: string;
  /** What the speaker said (the turn being interpreted), for context. */
  source: string;
  sourceLanguage: string;
  transcript: Transcription;
  audio: AudioFacts;
  /**
   * The key meaning units the interpretation must carry (kind + the words of the expected text): an
   * omission must name one of them exactly, every other error quote the transcript (issue #17).
   */
  keyUnits: ReadonlyArray<{ kind: string; text: string }>;
}

export interface FoundErrors {
  errors: FoundError[];
  /** True when accuracy and language quality were judged (a transcript was available). */
  accuracyAssessed: boolean;
  /** A sentence or two for the candidate about this turn, in plain words. */
  summary: string;
  /** Errors the model found but could not support with the transcript or a key unit, even when asked again: dropped, with why. */
  dropped?: Array<{ error: FoundError; reason: string }>;
}

export interface AiProvider {
  readonly name: 'offline' | 'openai';
  /** A new dialogue in `language` (English + language) on the category's topic, in the content bank's shape. */
  generateDialogue(language: string, category: CategoryName, options?: { avoidTitles?: string[] }): Promise<BankDialogue>;
  /** `priority`: 'interactive' when a person waits for it, 'background' for whole-dialogue jobs (the default). */
  synthesize(text: string, language: string, options?: { priority?: SpeechPriority }): Promise<SynthesizedSpeech>;
  transcribe(audio: Buffer, contentType: string, language: string): Promise<Transcription>;
  findErrors(input: FindErrorsInput): Promise<FoundErrors>;
}
