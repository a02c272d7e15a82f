import type { Worker } from 'node:worker_threads';
import { startThread } from '../../threads.js';
import { VoiceUnavailableError } from '../espeak.js';
import { RecordingRejected } from '../recording.js';
import type { AudioFailure, AudioReply, AudioRequest, AudioTask, AudioTasks } from './protocol.js';

/**
 * The main-thread side of the audio threads. One thread per process does the audio work people and
 * scoring wait for, one task at a time, most urgent first: what a person is waiting for (an upload,
 * the segment they opened, a vocabulary word) goes before background work (scoring's analysis of an
 * answer), so a long task delays a request by at most the one task already running.
 *
 * 'idle' work — speaking the whole content bank ahead of time, many minutes of CPU after a first
 * start — runs on a second thread that asks the OS for its lowest priority (nice 19): it uses a core
 * only when nothing else in the machine wants it, so it never competes with requests, the database
 * thread or scoring (issue #19: on two cores it held one of them for the whole mixed load).
 */
export type AudioPriority = 'interactive' | 'background' | 'idle';

/** The OS priority of the idle thread: the lowest (Linux, macOS); where a thread cannot be niced it runs as is. */
export const IDLE_NICENESS = 19;

/** Longer than any real task (a 4 MB WAV decodes and encodes in about a second); a stuck thread is replaced. */
const TASK_TIMEOUT_MS = 60_000;
/** The idle thread may wait minutes for a core while the machine is busy: that is its purpose, not a hang. */
const IDLE_TASK_TIMEOUT_MS = 15 * 60_000;

interface Pending {
  request: AudioRequest;
  transfer: ArrayBuffer[];
  resolve: (output: never) => void;
  reject: (error: Error) => void;
}

/** The thread was closed (shutdown) before the task ran or finished: nothing is wrong with the task. */
export class AudioThreadClosedError extends Error {
  constructor() {
    super('The audio thread is closed.');
    this.name = 'AudioThreadClosedError';
  }
}

function rebuildError(failure: AudioFailure): Error {
  if (failure.problem) return new RecordingRejected(failure.problem);
  if (failure.voice) return new VoiceUnavailableError(failure.voice);
  const error = new Error(failure.message);
  error.name = failure.name;
  return error;
}

export interface AudioThreadOptions {
  /** The OS priority (nice value) the thread gives itself when it starts; 0 leaves it as the process's. */
  niceness?: number;
  /** How long one task may take before the thread counts as stuck and is replaced. */
  taskTimeoutMs?: number;
}

type QueuePriority = Exclude<AudioPriority, 'idle'>;

export class AudioThread {
  private worker: Worker | undefined;
  private readonly queues: Record<QueuePriority, Pending[]> = { interactive: [], background: [] };
  private running: (Pending & { timer: NodeJS.Timeout }) | undefined;
  private nextId = 1;
  private closed = false;
  /** The thread for 'idle' work, started on its first task. */
  private idle: AudioThread | undefined;

  constructor(private readonly options: AudioThreadOptions = {}) {}

  run<T extends AudioTask>(
    task: T,
    input: AudioTasks[T]['input'],
    priority: AudioPriority = 'interactive',
  ): Promise<AudioTasks[T]['output']> {
    if (this.closed) return Promise.reject(new AudioThreadClosedError());
    if (priority === 'idle') {
      this.idle ??= new AudioThread({ niceness: IDLE_NICENESS, taskTimeoutMs: IDLE_TASK_TIMEOUT_MS });
      return this.idle.run(task, input, 'background');
    }
    // Bytes move to the thread without a copy there, so copy them here first: a Buffer may share
    // its memory with others (Node's pool), and transferring would take it from them.
    let transfer: ArrayBuffer[] = [];
    if ('bytes' in input) {
      const bytes = new Uint8Array((input as { bytes: Uint8Array }).bytes);
      input = { ...input, bytes };
      transfer = [bytes.buffer];
    }
    return new Promise((resolve, reject) => {
      const request = { id: this.nextId++, task, input } as AudioRequest;
      this.queues[priority].push({ request, transfer, resolve: resolve as (output: never) => void, reject });
      this.pump();
    });
  }

  /** Stops the thread; queued tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new AudioThreadClosedError();
    for (const task of [...this.queues.interactive, ...this.queues.background]) task.reject(error);
    this.queues.interactive = [];
    this.queues.background = [];
    this.finish(undefined, error);
    const worker = this.worker;
    this.worker = undefined;
    await Promise.all([worker?.terminate(), this.idle?.close()]);
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const next = this.queues.interactive.shift() ?? this.queues.background.shift();
    if (!next) {
      // Idle: the thread must not keep a finished script or test alive.
      this.worker?.unref();
      return;
    }
    const worker = this.ensureWorker();
    worker.ref();
    const timeoutMs = this.options.taskTimeoutMs ?? TASK_TIMEOUT_MS;
    const timer = setTimeout(
      () => this.replaceWorker(new Error(`The audio thread did not finish a ${next.request.task} task in ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    this.running = { ...next, timer };
    worker.postMessage(next.request, next.transfer);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // The thread's entry (entry.ts under tsx, entry.js built): see startThread.
    const worker = startThread(import.meta.url, './entry', { workerData: { niceness: this.options.niceness ?? 0 } });
    worker.on('message', (reply: AudioReply) => {
      if (!this.running || reply.id !== this.running.request.id) return;
      if (reply.ok) this.finish(reply.output);
      else this.finish(undefined, rebuildError(reply.error));
      this.pump();
    });
    worker.on('error', (error) => this.replaceWorker(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.replaceWorker(new Error(`The audio thread stopped (exit code ${code}).`));
    });
    this.worker = worker;
    return worker;
  }

  /** The thread crashed or hung: fail the task it had, start afresh for the others. */
  private replaceWorker(error: Error): void {
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
    this.finish(undefined, error);
    this.pump();
  }

  private finish(output: unknown, error?: Error): void {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    clearTimeout(running.timer);
    if (error) running.reject(error);
    else running.resolve(output as never);
  }
}

let shared: AudioThread | undefined;

/** The process's audio thread, started on first use. */
export function audioThread(): AudioThread {
  shared ??= new AudioThread();
  return shared;
}

/** Ends the process's audio thread (server shutdown, end of a test file); the next use starts a new one. */
export async function closeAudioThread(): Promise<void> {
  const thread = shared;
  shared = undefined;
  await thread?.close();
}
