import { useToasts } from '@ccl/shared';
import { useCallback, useRef, useState, type AudioHTMLAttributes, type RefObject, type SyntheticEvent } from 'react';
import type { VocabularySpeechSide } from '../api/types';
import { vocabularyTermSpeechUrl } from '../api/vocabulary';

const SPEECH_FAILED = "Couldn't play this term. Please try again.";

function keyOf(termId: number, side: VocabularySpeechSide): string {
  return `${termId}:${side}`;
}

/**
 * Plays vocabulary speech through one <audio> element for the whole page, so starting a term stops
 * the one before. `playing` is the term and side now sounding; the same button stops it.
 */
export function useTermSpeech(): {
  audioProps: AudioHTMLAttributes<HTMLAudioElement> & { ref: RefObject<HTMLAudioElement | null> };
  isPlaying: (termId: number, side: VocabularySpeechSide) => boolean;
  toggle: (termId: number, side: VocabularySpeechSide) => void;
} {
  const { showToast } = useToasts();
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  // The element reports a failed load and play() rejects for the same fault: tell the user once.
  const reported = useRef<string | null>(null);

  const fail = useCallback(
    (key: string, error: unknown) => {
      if (reported.current === key) return;
      reported.current = key;
      console.error('Vocabulary speech failed', error);
      showToast(SPEECH_FAILED, { variant: 'error' });
      setPlaying((now) => (now === key ? null : now));
    },
    [showToast],
  );

  const toggle = useCallback(
    (termId: number, side: VocabularySpeechSide) => {
      const audio = ref.current;
      if (!audio) return;
      const key = keyOf(termId, side);
      if (playing === key) {
        audio.pause();
        setPlaying(null);
        return;
      }
      reported.current = null;
      audio.dataset.term = key;
      audio.src = vocabularyTermSpeechUrl(termId, side);
      setPlaying(key);
      audio.play().catch((error: unknown) => {
        // A newer click replaced this sound before it started: not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        fail(key, error);
      });
    },
    [playing, fail],
  );

  const isPlaying = useCallback((termId: number, side: VocabularySpeechSide) => playing === keyOf(termId, side), [playing]);

  const audioProps = {
    ref,
    preload: 'none' as const,
    hidden: true,
    onEnded: () => setPlaying(null),
    onError: (event: SyntheticEvent<HTMLAudioElement>) => {
      const key = event.currentTarget.dataset.term;
      if (key && event.currentTarget.getAttribute('src')) fail(key, event.currentTarget.error);
    },
  };

  return { audioProps, isPlaying, toggle };
}
