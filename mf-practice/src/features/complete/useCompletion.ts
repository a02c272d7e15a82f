import { httpStatus, practiceApi, serverMessage, type CompletionResponse } from '@ccl/shared';
import { useEffect, useRef, useState } from 'react';

export type Completion = { status: 'loading' } | { status: 'failed' } | { status: 'answered'; answer: CompletionResponse };

/**
 * POST /practice/complete/{sessionId}, once on arrival. The request lives in a ref so React
 * StrictMode's second effect run reuses it: completing twice could charge or queue scoring twice.
 */
export function useCompletion(sessionId: number): Completion {
  const [completion, setCompletion] = useState<Completion>({ status: 'loading' });
  const request = useRef<Promise<CompletionResponse> | null>(null);

  useEffect(() => {
    let active = true;
    request.current ??= practiceApi.completePractice(sessionId);
    request.current.then(
      (answer) => active && setCompletion({ status: 'answered', answer }),
      (error: unknown) => {
        console.error('Completing the practice failed', error);
        if (!active) return;
        // A refusal (e.g. 422 for an attempt with unanswered segments) carries a message meant for the
        // candidate: show it as the spec's "other status". Only a failed call is 'An unexpected error occurred.'
        const status = httpStatus(error);
        const message = serverMessage(error);
        if (status !== undefined && status >= 400 && status < 500 && status !== 401 && message) setCompletion({ status: 'answered', answer: { status: 'refused', message } });
        else setCompletion({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [sessionId]);

  return completion;
}
