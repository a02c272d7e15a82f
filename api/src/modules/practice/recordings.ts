import type { AudioFacts } from '../../ai/provider.js';
import { RecordingRejected, RECORDING_FORMAT } from '../../audio/recording.js';
import { audioThread } from '../../audio/worker/client.js';
import { HttpError } from '../../http/errors.js';

/** Where an answer is stored: one file per session and interpreter segment. */
export function recordingKey(sessionId: number, segmentId: number): string {
  return `recordings/session-${sessionId}/segment-${segmentId}.${RECORDING_FORMAT.extension}`;
}

export const RECORDING_MESSAGES = {
  unsupported: 'The recording must be an Ogg, WebM, MP4 or WAV audio file.',
  empty: 'The recording has no audio.',
  unreadable: 'The recording could not be decoded. Please record your answer again.',
  too_long: 'The recording is too long: an answer can last at most 60 seconds.',
} as const;

export interface StoredAnswer {
  audio: Buffer;
  durationMs: number;
  facts: AudioFacts;
}

/** The upload as we keep it (Ogg Opus 16 kHz mono), or a 4xx that says what is wrong with it. */
export async function normaliseAnswer(upload: Buffer): Promise<StoredAnswer> {
  try {
    const result = await audioThread().run('normalise', { bytes: upload });
    return {
      audio: Buffer.from(result.audio.buffer, result.audio.byteOffset, result.audio.byteLength),
      durationMs: result.durationMs,
      facts: result.facts,
    };
  } catch (error) {
    if (error instanceof RecordingRejected) {
      throw new HttpError(error.problem === 'unsupported' ? 415 : 422, RECORDING_MESSAGES[error.problem], {
        user_audio: [RECORDING_MESSAGES[error.problem]],
      });
    }
    throw error;
  }
}
