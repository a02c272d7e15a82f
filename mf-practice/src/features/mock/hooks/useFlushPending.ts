import { useEffect, useState } from 'react';
import { useDurableUpload } from '../../recording/hooks/useDurableUpload';
import { blobOf, pendingAnswers } from '../../recording/model/pendingAnswers';
import { submitMockAnswer } from '../api/mockExams';

/**
 * On opening a mock: answers recorded on this device but not yet on the server (the tab closed or the
 * page reloaded mid-upload) are uploaded first, then `done` runs (the mock is read again).
 */
export function useFlushPending(sessionIds: number[], done: () => void) {
  const { state, upload } = useDurableUpload(submitMockAnswer);
  const [flushing, setFlushing] = useState(true);
  const key = sessionIds.join(',');

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const pending = await pendingAnswers(key.split(',').map(Number));
      for (const answer of pending) {
        if (cancelled) return;
        await upload({ recording: blobOf(answer), segmentId: answer.segmentId, sessionId: answer.sessionId });
      }
      if (cancelled) return;
      setFlushing(false);
      if (pending.length > 0) done();
    })();
    return () => {
      cancelled = true;
    };
  }, [key, upload, done]);

  return { flushing, saved: state === 'saved' };
}
