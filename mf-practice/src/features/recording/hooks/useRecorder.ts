import { LIMITS } from '@ccl/shared';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { RecordingEngine } from '../model/recordingEngine';
import { RecordingEngineContext } from '../model/recordingEngineContext';

/** Spec §4 "Recording status": Idle, Recording, Finished — plus the moment the microphone is opening. */
export type RecordingStatus = 'idle' | 'starting' | 'recording' | 'finished';

export interface Recorder {
  status: RecordingStatus;
  /** Whole seconds recorded so far (the mm:ss timer). */
  seconds: number;
  /** The last finished take, kept until a new take starts (and across a failed upload). */
  recording: Blob | null;
  /** True after the candidate pressed Stop (the button then reads 'Record Again'). */
  stoppedManually: boolean;
  /** Why the microphone couldn't be used, in words for the candidate. */
  error: string | null;
  start: () => void;
  stop: () => void;
}

const MAX_MS = LIMITS.recordingMaxSeconds * 1000;

function describeMicrophoneError(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Microphone access was blocked. Allow this site to use your microphone, then press Record.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No microphone was found. Connect one, then press Record.';
  if (name === 'RecordingUnsupportedError') return 'This browser cannot record audio. Please use a recent Chrome, Edge or Firefox.';
  return 'The microphone could not be started. Check it is connected and not used by another app, then press Record.';
}

/**
 * Records one answer at a time: start resets the timer to 0, Stop (or the 20-second cap) ends it and
 * keeps the audio. Unmounting (a new segment) releases the microphone.
 */
export function useRecorder(): Recorder {
  const createEngine = useContext(RecordingEngineContext);
  const [status, setStatus] = useState<RecordingStatus>('idle');
  const [seconds, setSeconds] = useState(0);
  const [recording, setRecording] = useState<Blob | null>(null);
  const [stoppedManually, setStoppedManually] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const engine = useRef<RecordingEngine | null>(null);
  const startedAt = useRef(0);
  const timers = useRef<{ tick?: ReturnType<typeof setInterval>; cap?: ReturnType<typeof setTimeout> }>({});
  const mounted = useRef(true);

  const clearTimers = () => {
    clearInterval(timers.current.tick);
    clearTimeout(timers.current.cap);
    timers.current = {};
  };

  const finish = useCallback((manual: boolean) => {
    const current = engine.current;
    if (!current) return;
    engine.current = null;
    clearTimers();
    setSeconds(Math.min(LIMITS.recordingMaxSeconds, Math.floor((Date.now() - startedAt.current) / 1000)));
    current.stop().then(
      (blob) => {
        if (!mounted.current) return;
        setRecording(blob);
        setStoppedManually(manual);
        setStatus('finished');
      },
      (failure: unknown) => {
        console.error('Recording failed', failure);
        if (!mounted.current) return;
        setError('The recording could not be saved. Please press Record and try again.');
        setStatus('idle');
      },
    );
  }, []);

  const start = useCallback(() => {
    if (engine.current) return;
    const next = createEngine();
    engine.current = next;
    setError(null);
    setSeconds(0);
    setStatus('starting');
    next.start().then(
      () => {
        if (!mounted.current || engine.current !== next) {
          next.cancel();
          return;
        }
        startedAt.current = Date.now();
        setRecording(null);
        setStoppedManually(false);
        setStatus('recording');
        timers.current.tick = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt.current) / 1000)), 250);
        timers.current.cap = setTimeout(() => finish(false), MAX_MS);
      },
      (failure: unknown) => {
        console.error('Could not start recording', failure);
        if (engine.current === next) engine.current = null;
        if (!mounted.current) return;
        setError(describeMicrophoneError(failure));
        setStatus((s) => (s === 'starting' ? (recording ? 'finished' : 'idle') : s));
      },
    );
  }, [createEngine, finish, recording]);

  const stop = useCallback(() => {
    // Stop only works while recording.
    if (status === 'recording') finish(true);
  }, [status, finish]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimers();
      engine.current?.cancel();
      engine.current = null;
    };
  }, []);

  return { status, seconds, recording, stoppedManually, error, start, stop };
}
