/**
 * The audio thread (started by client.ts): decoding, resampling, Opus encoding and eSpeak NG
 * synthesis are CPU work of a few hundred milliseconds each — here they run beside the HTTP
 * thread instead of stalling every request behind them. Tasks arrive one at a time.
 */
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { speak, VoiceUnavailableError } from '../espeak.js';
import { encodeOpus } from '../opus.js';
import { durationMs } from '../pcm.js';
import { normaliseRecording, RecordingRejected } from '../recording.js';
import type { AudioFailure, AudioReply, AudioRequest, AudioTask, AudioTasks } from './protocol.js';

type Handlers = { [T in AudioTask]: (input: AudioTasks[T]['input']) => Promise<AudioTasks[T]['output']> };

const handlers: Handlers = {
  async normalise({ bytes }) {
    const result = await normaliseRecording(bytes);
    return { audio: new Uint8Array(result.audio), durationMs: result.durationMs, facts: result.facts, container: result.container };
  },
  async speak({ text, voice, wordsPerMinute, sampleRate, bitrate }) {
    const pcm = await speak(text, voice, wordsPerMinute);
    if (pcm.samples.length === 0) throw new Error(`eSpeak NG made no audio for a text of ${text.length} characters`);
    const audio = await encodeOpus(pcm, { sampleRate, bitrate });
    return { audio: new Uint8Array(audio), durationMs: durationMs(pcm) };
  },
};

function failure(error: unknown): AudioFailure {
  if (error instanceof RecordingRejected) return { name: error.name, message: error.message, problem: error.problem };
  if (error instanceof VoiceUnavailableError) return { name: error.name, message: error.message, voice: error.voice };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

const port = parentPort;
if (!port) throw new Error('audio/worker/entry.ts runs only as a worker thread');

/**
 * Lowers this thread's OS priority (client.ts: the idle thread). setpriority on a thread id changes
 * only that thread on Linux, whose id /proc/thread-self names; elsewhere the thread keeps the
 * process's priority — slower to yield, never wrong.
 */
function lowerPriority(niceness: number): void {
  if (niceness === 0) return;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(threadId, niceness);
  } catch {
    // Not Linux, or /proc not mounted.
  }
}
lowerPriority((workerData as { niceness?: number } | null)?.niceness ?? 0);

port.on('message', (request: AudioRequest) => {
  const handler = handlers[request.task] as (input: unknown) => Promise<AudioTasks[AudioTask]['output']>;
  handler(request.input).then(
    (output) => port.postMessage({ id: request.id, ok: true, output } satisfies AudioReply, [output.audio.buffer as ArrayBuffer]),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: failure(error) } satisfies AudioReply),
  );
});
