import { useCallback, useEffect, useRef, useState } from 'react';
import { HEARD_LEVEL, meterLevel } from '../model/meterLevel';

export type MicrophoneCheck =
  | { status: 'idle' }
  | { status: 'requesting' }
  | { status: 'listening'; level: number; heard: boolean }
  | { status: 'done'; heard: boolean }
  | { status: 'blocked' }
  | { status: 'no-device' }
  | { status: 'unsupported' }
  | { status: 'failed' };

/** How often the meter reads the microphone. */
const SAMPLE_MS = 50;
/** The check ends by itself, so a forgotten tab never keeps the microphone open. */
export const MIC_CHECK_SECONDS = 15;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  // Older Safari only has the prefixed name; a browser may also have neither.
  const w = window as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

function failureStatus(error: unknown): MicrophoneCheck {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { status: 'blocked' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return { status: 'no-device' };
  return { status: 'failed' };
}

/**
 * Asks for the microphone, reports a live level for up to MIC_CHECK_SECONDS, then releases it: every
 * track is stopped and the audio context closed on stop, on timeout and when the page goes away.
 */
export function useMicrophoneCheck(): { check: MicrophoneCheck; start: () => void; stop: () => void } {
  const [check, setCheck] = useState<MicrophoneCheck>({ status: 'idle' });
  const release = useRef<(() => void) | null>(null);
  const heard = useRef(false);
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current += 1;
    const releaseNow = release.current;
    release.current = null;
    if (releaseNow) {
      releaseNow();
      setCheck({ status: 'done', heard: heard.current });
    }
  }, []);

  const start = useCallback(() => {
    const Context = audioContextClass();
    if (!navigator.mediaDevices?.getUserMedia || !Context) {
      setCheck({ status: 'unsupported' });
      return;
    }
    const thisRun = ++run.current;
    heard.current = false;
    setCheck({ status: 'requesting' });
    navigator.mediaDevices.getUserMedia({ audio: true }).then(
      (stream) => {
        if (thisRun !== run.current) {
          // Stopped (or left the page) while the permission prompt was open.
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        const context = new Context();
        const source = context.createMediaStreamSource(stream);
        const analyser = context.createAnalyser();
        analyser.fftSize = 1024;
        source.connect(analyser);
        const frame = new Uint8Array(analyser.fftSize);
        let shown = 0;
        const sampler = window.setInterval(() => {
          analyser.getByteTimeDomainData(frame);
          const level = meterLevel(frame);
          if (level >= HEARD_LEVEL) heard.current = true;
          // Rise at once, fall gently: a meter that drops to zero between syllables is hard to read.
          shown = Math.max(level, Math.round(shown * 0.8));
          setCheck({ status: 'listening', level: shown, heard: heard.current });
        }, SAMPLE_MS);
        const timeout = window.setTimeout(stop, MIC_CHECK_SECONDS * 1000);
        release.current = () => {
          window.clearInterval(sampler);
          window.clearTimeout(timeout);
          source.disconnect();
          stream.getTracks().forEach((track) => track.stop());
          void context.close().catch(() => undefined);
        };
        setCheck({ status: 'listening', level: 0, heard: false });
      },
      (error: unknown) => {
        if (thisRun !== run.current) return;
        console.warn('Microphone check failed', error);
        setCheck(failureStatus(error));
      },
    );
  }, [stop]);

  useEffect(
    () => () => {
      run.current += 1;
      release.current?.();
      release.current = null;
    },
    [],
  );

  return { check, start, stop };
}
