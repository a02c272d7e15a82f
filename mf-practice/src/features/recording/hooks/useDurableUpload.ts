import { httpStatus, serverMessage } from '@ccl/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { forgetAnswer, keepAnswer } from '../model/pendingAnswers';

/** 'saved': kept on this device, the upload is being retried; 'refused': the server said no (its message). */
export type UploadState = 'idle' | 'uploading' | 'saved' | 'refused';

export const RETRY_MS = 4000;

export type Send<T> = (payload: { recording: Blob; segmentId: number; sessionId: number }) => Promise<T>;

/** sent: the server has the answer — `answer` is its reply, or null when it already had it from an earlier try. */
export type UploadOutcome<T> = { sent: true; answer: T | null } | { sent: false; message: string | null };

/** The server already has this answer (a retry after a lost reply): done, not refused. */
const alreadyAnswered = (error: unknown) => httpStatus(error) === 409 && /already been answered/.test(serverMessage(error) ?? '');

/**
 * Uploads an answer so that it cannot be lost: it is kept in IndexedDB first, then sent; a failed
 * send (no connection, a server error) is retried every few seconds and when the browser is back
 * online, until the server has it; only then is the kept copy forgotten. A refusal (4xx) stops.
 */
export function useDurableUpload<T>(send: Send<T>) {
  const [state, setState] = useState<UploadState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const mounted = useRef(true);
  const retry = useRef<(() => void) | null>(null);

  useEffect(() => {
    mounted.current = true;
    const online = () => retry.current?.();
    window.addEventListener('online', online);
    return () => {
      mounted.current = false;
      window.removeEventListener('online', online);
      retry.current = null;
    };
  }, []);

  const upload = useCallback(
    async (payload: { recording: Blob; segmentId: number; sessionId: number }): Promise<UploadOutcome<T>> => {
      setMessage(null);
      setState('uploading');
      await keepAnswer(payload.sessionId, payload.segmentId, payload.recording);
      let answer: T | null = null;
      for (;;) {
        try {
          answer = await send(payload);
          break;
        } catch (error) {
          if (alreadyAnswered(error)) break;
          const status = httpStatus(error);
          if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
            await forgetAnswer(payload.sessionId, payload.segmentId);
            const refusal = serverMessage(error) ?? null;
            if (mounted.current) {
              setMessage(refusal ?? 'Your answer was not accepted.');
              setState('refused');
            }
            return { sent: false, message: refusal };
          }
          if (!mounted.current) return { sent: false, message: null };
          setState('saved');
          // Wait for the next try: a timer, or the browser coming back online, whichever is first.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, RETRY_MS);
            retry.current = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          retry.current = null;
          if (!mounted.current) return { sent: false, message: null };
          setState('uploading');
        }
      }
      await forgetAnswer(payload.sessionId, payload.segmentId);
      if (mounted.current) setState('idle');
      return { sent: true, answer };
    },
    [send],
  );

  return { state, message, upload };
}

export const UPLOAD_STATUS: Record<Exclude<UploadState, 'idle' | 'refused'>, string> = {
  uploading: 'Uploading your answer...',
  saved: 'Your answer is saved on this device. Uploading it as soon as the connection is back...',
};
