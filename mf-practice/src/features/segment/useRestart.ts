import { PRACTICE_MODE, practiceApi } from '@ccl/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Restart (practice mode): a new practice session of the same dialogue, from its first segment. */
export function useRestart(dialogueId: number) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const restart = async () => {
    setBusy(true);
    try {
      const { sessionId, segmentOrder } = await practiceApi.startPractice({ dialogueId, mode: PRACTICE_MODE.practice });
      setOpen(false);
      navigate(`/practice/${sessionId}/${segmentOrder}`, { replace: true });
    } catch (error) {
      // Spec §8: restart failures are only logged.
      console.error('Restart failed', error);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return { open, busy, ask: () => setOpen(true), cancel: () => setOpen(false), restart };
}
