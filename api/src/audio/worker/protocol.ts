import type { AudioFacts } from '../../ai/provider.js';
import type { AudioContainer } from '../sniff.js';
import type { OpusRate } from '../opus.js';
import type { RecordingProblem } from '../recording.js';

/**
 * What the main thread asks the audio thread to do, and what comes back. Audio travels as
 * Uint8Array whose buffer is transferred, not copied.
 */
export interface AudioTasks {
  /** An uploaded answer → Ogg Opus 16 kHz mono + its speech activity (recording.ts). */
  normalise: {
    input: { bytes: Uint8Array };
    output: { audio: Uint8Array; durationMs: number; facts: AudioFacts; container: AudioContainer };
  };
  /** Text → eSpeak NG speech → Ogg Opus. */
  speak: {
    input: { text: string; voice: string; wordsPerMinute: number; sampleRate: OpusRate; bitrate: number };
    output: { audio: Uint8Array; durationMs: number };
  };
}

export type AudioTask = keyof AudioTasks;

export interface AudioRequest<T extends AudioTask = AudioTask> {
  id: number;
  task: T;
  input: AudioTasks[T]['input'];
}

/** An error as it crosses the thread boundary; `problem`/`voice` rebuild our own error types. */
export interface AudioFailure {
  name: string;
  message: string;
  problem?: RecordingProblem;
  voice?: string;
}

export type AudioReply = { id: number; ok: true; output: AudioTasks[AudioTask]['output'] } | { id: number; ok: false; error: AudioFailure };
