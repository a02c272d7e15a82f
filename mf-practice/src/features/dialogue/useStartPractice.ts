import { contentApi, httpStatus, LIMITS, practiceApi, useSession, type Dialogue } from '@ccl/shared';
import axios from 'axios';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** A 402 with status 'insufficient_credit': the server's own credit check said no. */
function isInsufficientCredit(error: unknown): boolean {
  if (httpStatus(error) === 402) return true;
  const data = axios.isAxiosError(error) ? (error.response?.data as { status?: unknown } | undefined) : undefined;
  return data?.status === 'insufficient_credit';
}

async function creditCost(): Promise<number> {
  try {
    return (await contentApi.getCreditConfig()).credit_cost_per_dialogue;
  } catch (error) {
    // Spec §8: defaults are used when the credit config can't be read.
    console.error('Failed to load the credit config', error);
    return LIMITS.creditCostPerDialogueFallback;
  }
}

/**
 * Start Practice / Start Test (spec §5): guests sign up first; a user without enough credits gets
 * the Insufficient Credits dialog; a new language becomes the user's last used language; then
 * POST /start-practice and on to the first segment. A failed start is only logged (spec §8).
 */
export function useStartPractice(dialogue: Dialogue | null) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const updateUser = useSession((s) => s.updateUser);
  const [starting, setStarting] = useState<number | null>(null);
  // The needed amount outlives the open flag, so the dialog keeps its text while it closes.
  const [credits, setCredits] = useState({ open: false, needed: 0 });
  const needCredits = (needed: number) => setCredits({ open: true, needed });

  const start = async (mode: number) => {
    if (!user) {
      navigate('/signup');
      return;
    }
    if (!dialogue || starting !== null) return;
    setStarting(mode);
    const cost = await creditCost();
    if (user.available_credits < cost) {
      needCredits(cost);
      setStarting(null);
      return;
    }
    if (dialogue.language !== user.last_used_language) {
      practiceApi.updateSettings({ last_used_language: dialogue.language }).catch((error: unknown) => console.error('Failed to update the last used language', error));
      updateUser({ last_used_language: dialogue.language });
    }
    try {
      const { sessionId, segmentOrder } = await practiceApi.startPractice({ dialogueId: dialogue.id, mode });
      navigate(`/practice/${sessionId}/${segmentOrder}`);
    } catch (error) {
      if (isInsufficientCredit(error)) needCredits(cost);
      else console.error('Failed to start the practice', error);
      setStarting(null);
    }
  };

  return { start, starting, credits, closeCreditsDialog: () => setCredits((c) => ({ ...c, open: false })) };
}
