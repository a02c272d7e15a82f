import { serverMessage, useSession } from '@ccl/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { startMock } from '../api/mockExams';

/** Starts a mock (a guest goes to /login) and opens it; a refusal (credits, dialogues) is shown as the server says it. */
export function useStartMock(language: string) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const start = useMutation({
    mutationFn: (dialogueIds?: [number, number]) => startMock({ language, ...(dialogueIds ? { dialogueIds } : {}) }),
    onSuccess: (mock) => navigate(`/mock-exam/${mock.id}`),
  });
  return {
    start: (dialogueIds?: [number, number]) => (user ? start.mutate(dialogueIds) : navigate('/login')),
    busy: start.isPending,
    refusal: start.isError ? (serverMessage(start.error) ?? 'The mock exam could not be started. Please try again.') : null,
  };
}
