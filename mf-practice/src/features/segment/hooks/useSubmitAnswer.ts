import { serverMessage } from '@ccl/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { submitAnswer } from '../api/segment';
import type { PracticeSegment } from '../api/types';

export const NOTHING_RECORDED = 'Please record something before submitting.';

/**
 * Next / Finish: uploads the take (POST /practice/submit) and goes where the server says — the next
 * segment, or the complete page. A failure is only logged (spec §8); the take stays, so pressing
 * Next again retries with the same recording.
 */
export function useSubmitAnswer(sessionId: number, segment: PracticeSegment) {
  const navigate = useNavigate();
  const upload = useMutation({
    mutationFn: async (payload: { recording: Blob; segmentId: number; sessionId: number }) => {
      const answer = await submitAnswer(payload);
      if (!answer.completed && !answer.nextSegmentOrder) throw new Error('The server named no next segment');
      return answer;
    },
    // replace: Back from the next segment leaves the practice rather than revisiting an answered one.
    onSuccess: (answer) =>
      navigate(answer.completed ? `/practice/complete/${sessionId}` : `/practice/${sessionId}/${answer.nextSegmentOrder}`, {
        replace: true,
      }),
    onError: (error) => console.error('Submit failed', serverMessage(error) ?? 'Unknown error'),
  });

  const submit = (recording: Blob | null) => {
    const segmentId = segment.userInterpretationSegmentId;
    if (!recording || !segmentId) {
      console.warn(NOTHING_RECORDED);
      return;
    }
    upload.mutate({ recording, segmentId, sessionId });
  };

  // After a successful upload the controls stay busy until the next segment replaces this one.
  return { submitting: upload.isPending || upload.isSuccess, submit };
}
