import { PRACTICE_MODE } from '@ccl/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { startPractice } from '../../dialogue/api/practice';

/** Restart (practice mode): a new practice session of the same dialogue, from its first segment. */
export function useRestart(dialogueId: number) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const restart = useMutation({
    mutationFn: () => startPractice({ dialogueId, mode: PRACTICE_MODE.practice }),
    onSuccess: ({ sessionId, segmentOrder }) => {
      setOpen(false);
      navigate(`/practice/${sessionId}/${segmentOrder}`, { replace: true });
    },
    onError: (error) => {
      // Spec §8: restart failures are only logged.
      console.error('Restart failed', error);
      setOpen(false);
    },
  });

  return { open, busy: restart.isPending, ask: () => setOpen(true), cancel: () => setOpen(false), restart: () => restart.mutate() };
}
