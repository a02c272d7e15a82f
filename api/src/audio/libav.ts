import LibAVWrapper from '@libav.js/variant-opus-af';

/**
 * One libav.js instance (FFmpeg's libraries in WebAssembly, the Opus + audio-filter build) for the
 * whole thread: loading it compiles several megabytes of WebAssembly, so it is done once and kept.
 * `noworker`: we already run inside the audio thread (audio-worker.ts), a second worker would only
 * add copying.
 */
export type LibAV = Awaited<ReturnType<typeof LibAVWrapper.LibAV>>;

let instance: Promise<LibAV> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function load(): Promise<LibAV> {
  instance ??= LibAVWrapper.LibAV({ noworker: true }).catch((error: unknown) => {
    instance = undefined;
    throw error;
  });
  return instance;
}

/**
 * Runs `work` with the instance, one job at a time: libav.js keeps files in one in-memory file
 * system and its calls interleave at every await, so two encodings must not overlap.
 */
export function withLibAV<T>(work: (libav: LibAV) => Promise<T>): Promise<T> {
  const run = queue.then(async () => work(await load()));
  queue = run.catch(() => undefined);
  return run;
}

let fileCounter = 0;
/** A file name in libav.js's in-memory file system that no other job uses. */
export function scratchFile(extension: string): string {
  fileCounter += 1;
  return `scratch-${fileCounter}.${extension}`;
}
