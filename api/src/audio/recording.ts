import type { AudioFacts } from '../ai/provider.js';
import { decodeToMono } from './decode.js';
import { encodeOpus } from './opus.js';
import { durationMs, type Pcm } from './pcm.js';
import { sniffAudio, type AudioContainer } from './sniff.js';
import { analyseSpeech } from './vad.js';

/**
 * A candidate's answer as we keep it: whatever the browser uploaded (Ogg, WebM, MP4 or WAV) becomes
 * Ogg Opus, 16 kHz, mono (spec §3 "Recording"), and its speech activity is measured on the way.
 */
export const RECORDING_FORMAT = { sampleRate: 16000, bitrate: 32000, contentType: 'audio/ogg', extension: 'ogg' } as const;

export interface NormalisedRecording {
  audio: Buffer;
  durationMs: number;
  facts: AudioFacts;
  /** What was uploaded. */
  container: AudioContainer;
}

export type RecordingProblem = 'unsupported' | 'empty' | 'unreadable' | 'too_long';

/** Why an upload is refused; the routes turn it into a 4xx with the matching message. */
export class RecordingRejected extends Error {
  constructor(readonly problem: RecordingProblem) {
    super(`recording rejected: ${problem}`);
    this.name = 'RecordingRejected';
  }
}

/** Shorter than one 20 ms frame of audio: nothing to listen to. */
const MIN_SAMPLES_MS = 20;
/**
 * The browser stops recording at 20 s (spec §9); three times that leaves room for any recorder's slack,
 * while a long file made to fit the size limit at a low bitrate cannot keep the audio thread busy.
 */
export const MAX_RECORDING_MS = 60_000;

export async function normaliseRecording(bytes: Uint8Array): Promise<NormalisedRecording> {
  if (bytes.length === 0) throw new RecordingRejected('empty');
  const container = sniffAudio(bytes);
  if (!container) throw new RecordingRejected('unsupported');

  let pcm: Pcm;
  try {
    pcm = await decodeToMono(bytes);
  } catch {
    throw new RecordingRejected('unreadable');
  }
  if (pcm.sampleRate <= 0 || durationMs(pcm) < MIN_SAMPLES_MS) throw new RecordingRejected('empty');
  if (durationMs(pcm) > MAX_RECORDING_MS) throw new RecordingRejected('too_long');

  const facts = analyseSpeech(pcm.samples, pcm.sampleRate);
  const audio = await encodeOpus(pcm, { sampleRate: RECORDING_FORMAT.sampleRate, bitrate: RECORDING_FORMAT.bitrate });
  return { audio, durationMs: durationMs(pcm), facts, container };
}
