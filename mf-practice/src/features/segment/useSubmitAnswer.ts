import { practiceApi, serverMessage, type PracticeSegment } from '@ccl/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

export const NOTHING_RECORDED = 'Please record something before submitting.';

/**
 * Next / Finish: uploads the take (POST /practice/submit) and goes where the server says — the next
 * segment, or the complete page. A failure is only logged (spec §8); the take stays, so pressing
 * Next again retries with the same recording.
 */
export function useSubmitAnswer(sessionId: number, segment: PracticeSegment) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (recording: Blob | null) => {
    const segmentId = segment.userInterpretationSegmentId;
    if (!recording || !segmentId) {
      console.warn(NOTHING_RECORDED);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await practiceApi.submitSegment({ recording, segmentId, sessionId });
      // replace: Back from the next segment leaves the practice rather than revisiting an answered one.
      if (answer.completed) navigate(`/practice/complete/${sessionId}`, { replace: true });
      else if (answer.nextSegmentOrder) navigate(`/practice/${sessionId}/${answer.nextSegmentOrder}`, { replace: true });
      else throw new Error('The server named no next segment');
    } catch (error) {
      console.error('Submit failed', serverMessage(error) ?? 'Unknown error');
      setSubmitting(false);
    }
  };

  return { submitting, submit };
}
