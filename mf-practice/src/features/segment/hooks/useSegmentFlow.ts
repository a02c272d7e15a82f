import { LIMITS, PRACTICE_MODE } from '@ccl/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import chimeUrl from '../../../assets/chime.wav';

/**
 * Where a segment stands (spec §4 "Speaker audio end"): listening to the speaker; in test mode the
 * 5-second wait and then the chime; then answering, when the controls are enabled.
 */
export type SegmentPhase = 'listen' | 'countdown' | 'chime' | 'answer';

export interface SegmentFlow {
  phase: SegmentPhase;
  /** Seconds left before the chime (test mode). */
  countdown: number;
  /** The browser refused to play the chime: the candidate records by hand. */
  chimeBlocked: boolean;
  speakerFinished: () => void;
}

export { chimeUrl };

/**
 * Practice mode: when the speaker audio ends, Record is enabled and recording is manual. Any other
 * mode: wait 5 s, play the chime, and when it ends enable the controls and start recording by itself.
 */
export function useSegmentFlow(mode: number, startRecording: () => void): SegmentFlow {
  const [phase, setPhase] = useState<SegmentPhase>('listen');
  const [countdown, setCountdown] = useState<number>(LIMITS.chimeDelaySeconds);
  const [chimeBlocked, setChimeBlocked] = useState(false);
  const start = useRef(startRecording);
  start.current = startRecording;

  const speakerFinished = useCallback(() => {
    // Only the first end counts: replaying in practice mode doesn't restart anything.
    setPhase((current) => (current !== 'listen' ? current : mode === PRACTICE_MODE.practice ? 'answer' : 'countdown'));
  }, [mode]);

  useEffect(() => {
    if (phase !== 'countdown') return;
    const began = Date.now();
    setCountdown(LIMITS.chimeDelaySeconds);
    const tick = setInterval(() => setCountdown(Math.max(0, LIMITS.chimeDelaySeconds - Math.floor((Date.now() - began) / 1000))), 250);
    const chime = setTimeout(() => setPhase('chime'), LIMITS.chimeDelaySeconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(chime);
    };
  }, [phase]);

  useEffect(() => {
    if (phase !== 'chime') return;
    let settled = false;
    const chime = new Audio(chimeUrl);
    const blocked = (reason: unknown) => {
      if (settled) return;
      settled = true;
      console.warn('The chime was blocked; recording is manual for this segment', reason);
      setChimeBlocked(true);
      setPhase('answer');
    };
    chime.addEventListener(
      'ended',
      () => {
        if (settled) return;
        settled = true;
        setPhase('answer');
        start.current();
      },
      { once: true },
    );
    chime.addEventListener('error', () => blocked(chime.error));
    chime.play().catch(blocked);
    return () => {
      settled = true;
      chime.pause();
    };
  }, [phase]);

  return { phase, countdown, chimeBlocked, speakerFinished };
}
