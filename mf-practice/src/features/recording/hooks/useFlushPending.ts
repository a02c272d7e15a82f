import { useEffect, useRef, useState } from 'react';
import { blobOf, pendingAnswers } from '../model/pendingAnswers';
import { UPLOAD_STATUS, useDurableUpload, type Send } from './useDurableUpload';

/**
 * On opening an attempt (a single dialogue or a mock): answers recorded on this device but not yet on
 * the server (the tab closed or the page reloaded mid-upload) are uploaded first, with `send` (the
 * attempt's own answer call), each retried like any answer until the server has it. Then, only if
 * something was uploaded, `reread` runs (the attempt is read again, so it reopens after the answers the
 * server now has) before `flushing` ends. `status` is the upload's UPLOAD_STATUS text while one runs.
 */
export function useFlushPending<T>(send: Send<T>, sessionIds: number[], reread: () => Promise<unknown> | void) {
  const { state, upload } = useDurableUpload(send);
  const [flushing, setFlushing] = useState(true);
  const key = sessionIds.join(',');
  // The newest `reread` without restarting the upload when its identity changes (a navigate() bound to the URL).
  const latestReread = useRef(reread);
  useEffect(() => {
    latestReread.current = reread;
  });

  useEffect(() => {
    let cancelled = false;
    setFlushing(true);
    void (async () => {
      const pending = await pendingAnswers(key.split(',').map(Number));
      for (const answer of pending) {
        // Unmounted, or StrictMode's first mount: the surviving run uploads, never both.
        if (cancelled) return;
        await upload({ recording: blobOf(answer), segmentId: answer.segmentId, sessionId: answer.sessionId });
      }
      if (cancelled) return;
      try {
        if (pending.length > 0) await latestReread.current();
      } catch (error) {
        // The uploads are over: the attempt opens as it was read before.
        console.warn('Could not read the attempt again after uploading the kept answers', error);
      }
      if (!cancelled) setFlushing(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [key, upload]);

  const status = state === 'uploading' || state === 'saved' ? UPLOAD_STATUS[state] : null;
  return { flushing, state, status };
}
