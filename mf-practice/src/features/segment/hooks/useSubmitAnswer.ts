import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { UPLOAD_STATUS, useDurableUpload } from '../../recording/hooks/useDurableUpload';
import { submitAnswer } from '../api/segment';
import type { PracticeSegment } from '../api/types';

export const NOTHING_RECORDED = 'Please record something before submitting.';

/**
 * Next / Finish: uploads the take (POST /practice/submit) and goes where the server says — the next
 * segment, or the complete page. The take is kept in IndexedDB until the server has it: a lost
 * connection or a server error is retried by itself (the page says the answer is saved on this
 * device); a refusal (4xx) is only logged (spec §8) and the take stays, so Next tries again.
 */
export function useSubmitAnswer(sessionId: number, segment: PracticeSegment) {
  const navigate = useNavigate();
  const durable = useDurableUpload(submitAnswer);
  const [busy, setBusy] = useState(false);

  const submit = (recording: Blob | null) => {
    const segmentId = segment.userInterpretationSegmentId;
    if (!recording || !segmentId) {
      console.warn(NOTHING_RECORDED);
      return;
    }
    setBusy(true);
    void durable.upload({ recording, segmentId, sessionId }).then((outcome) => {
      if (!outcome.sent) {
        console.error('Submit failed', outcome.message ?? 'Unknown error');
        setBusy(false);
        return;
      }
      // No reply: the server had this answer from an earlier try; the segment says what follows it.
      const completed = outcome.answer ? outcome.answer.completed : !segment.nextSegmentExists;
      const next = outcome.answer?.nextSegmentOrder ?? segment.segmentOrder + 2;
      // replace: Back from the next segment leaves the practice rather than revisiting an answered one.
      navigate(completed ? `/practice/complete/${sessionId}` : `/practice/${sessionId}/${next}`, { replace: true });
    });
  };

  // After a successful upload the controls stay busy until the next segment replaces this one.
  return { submitting: busy, saved: durable.state === 'saved' ? UPLOAD_STATUS.saved : null, submit };
}
