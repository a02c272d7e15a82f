import { contentApi, type TranscriptResponse } from '@ccl/shared';
import { useCallback, useEffect, useState } from 'react';

export type TranscriptState = { status: 'loading' } | { status: 'loaded'; transcript: TranscriptResponse } | { status: 'failed' };

/**
 * POST /transcript for one dialogue. Asked again when the signed-in user changes, because giveFree
 * (may this user see interpreter turns and audio?) is an answer about the user.
 */
export function useTranscript(dialogueId: number, userId: number | null): { state: TranscriptState; retry: () => void } {
  const [state, setState] = useState<TranscriptState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    contentApi.getTranscript(dialogueId).then(
      (transcript) => {
        if (!current) return;
        if (transcript && transcript.dialogue && Array.isArray(transcript.dialogue.segments)) {
          setState({ status: 'loaded', transcript });
        } else {
          console.error('Unexpected transcript response', transcript);
          setState({ status: 'failed' });
        }
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Failed to fetch the transcript', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [dialogueId, userId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/** Interpreter turns hold the expected interpretation; the rest are the speakers' turns. */
export function isInterpreterTurn(speakerRole: string): boolean {
  return speakerRole.trim().toLowerCase() === 'interpreter';
}
