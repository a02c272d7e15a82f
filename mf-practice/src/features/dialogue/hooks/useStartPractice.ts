import { creditConfigQuery, DEFAULT_CREDIT_CONFIG, httpStatus, useSession, type PracticeMode, type User } from '@ccl/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import axios from 'axios';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { startPractice, updateLastUsedLanguage } from '../api/practice';
import type { Dialogue } from '../api/types';

/** Starting needs more credits than the user has: said by our own check or by the server (402). */
class InsufficientCreditsError extends Error {
  constructor(readonly needed: number) {
    super(`At least ${needed} credits are needed`);
    this.name = 'InsufficientCreditsError';
  }
}

/** A 402 with status 'insufficient_credit': the server's own credit check said no. */
function isInsufficientCredit(error: unknown): boolean {
  if (httpStatus(error) === 402) return true;
  const data = axios.isAxiosError(error) ? (error.response?.data as { status?: unknown } | undefined) : undefined;
  return data?.status === 'insufficient_credit';
}

/** The cost as the server configures it, read when the user starts (a click may come before the config arrives). */
async function creditCost(queryClient: QueryClient): Promise<number> {
  try {
    return (await queryClient.fetchQuery({ ...creditConfigQuery, retry: false })).credit_cost_per_dialogue;
  } catch (error) {
    // Spec §8: defaults are used when the credit config can't be read.
    console.error('Failed to load the credit config', error);
    return DEFAULT_CREDIT_CONFIG.credit_cost_per_dialogue;
  }
}

/** A new language becomes the user's last used one: at once in the session, on the server alongside the start. */
function useRememberLanguage() {
  const updateUser = useSession((s) => s.updateUser);
  return useMutation({
    mutationFn: updateLastUsedLanguage,
    onMutate: (language) => updateUser({ last_used_language: language }),
    // Spec §8: only logged; the practice starts anyway.
    onError: (error) => console.error('Failed to update the last used language', error),
  });
}

/**
 * Start Practice / Start Test (spec §5): guests sign up first; a user without enough credits gets the
 * Insufficient Credits dialog; a new language becomes the user's last used language; then
 * POST /start-practice and on to the first segment. A failed start is only logged (spec §8).
 */
export function useStartPractice(dialogue: Dialogue | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const rememberLanguage = useRememberLanguage();
  // The needed amount outlives the open flag, so the dialog keeps its text while it closes.
  const [credits, setCredits] = useState({ open: false, needed: 0 });

  const mutation = useMutation({
    mutationFn: async ({ dialogue, mode, user }: { dialogue: Dialogue; mode: PracticeMode; user: User }) => {
      const cost = await creditCost(queryClient);
      if (user.available_credits < cost) throw new InsufficientCreditsError(cost);
      if (dialogue.language !== user.last_used_language) rememberLanguage.mutate(dialogue.language);
      try {
        return await startPractice({ dialogueId: dialogue.id, mode });
      } catch (error) {
        throw isInsufficientCredit(error) ? new InsufficientCreditsError(cost) : error;
      }
    },
    onSuccess: ({ sessionId, segmentOrder }) => navigate(`/practice/${sessionId}/${segmentOrder}`),
    onError: (error) => {
      if (error instanceof InsufficientCreditsError) setCredits({ open: true, needed: error.needed });
      else console.error('Failed to start the practice', error);
    },
  });

  const start = (mode: PracticeMode) => {
    if (!user) {
      navigate('/signup');
      return;
    }
    if (!dialogue || mutation.isPending) return;
    mutation.mutate({ dialogue, mode, user });
  };

  // After a successful start the buttons stay busy until the first segment replaces this page.
  const starting = mutation.isPending || mutation.isSuccess ? mutation.variables.mode : null;

  return { start, starting, credits, closeCreditsDialog: () => setCredits((c) => ({ ...c, open: false })) };
}
