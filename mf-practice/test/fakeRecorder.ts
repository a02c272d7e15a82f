import type { RecordingEngine } from '../src/features/recording/model/recordingEngine';

/** A stand-in microphone + encoder: each take is an engine whose start/stop the test can watch or fail. */
export interface FakeRecorder {
  create: () => RecordingEngine;
  engines: FakeEngine[];
  /** The next start() rejects with this (e.g. a NotAllowedError DOMException). */
  failNextStart: (error: Error) => void;
}

export interface FakeEngine extends RecordingEngine {
  state: 'new' | 'recording' | 'stopped' | 'cancelled' | 'failed';
  take: number;
}

export function fakeRecorder(): FakeRecorder {
  const engines: FakeEngine[] = [];
  let failure: Error | null = null;
  return {
    engines,
    failNextStart: (error) => {
      failure = error;
    },
    create: () => {
      const take = engines.length + 1;
      const engine: FakeEngine = {
        state: 'new',
        take,
        async start() {
          if (failure) {
            const error = failure;
            failure = null;
            engine.state = 'failed';
            throw error;
          }
          engine.state = 'recording';
        },
        async stop() {
          engine.state = 'stopped';
          return new Blob([`OggS take ${take}`], { type: 'audio/ogg' });
        },
        cancel() {
          engine.state = 'cancelled';
        },
      };
      engines.push(engine);
      return engine;
    },
  };
}
