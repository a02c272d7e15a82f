import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { dialogueQuery, generatedDialogueQuery } from '../api/dialogue';
import type { Dialogue } from '../api/types';
import { dialoguePath } from '../model/dialoguePath';

/**
 * The dialogue of the intro page, fetched or generated once per visit. With an id: the one handed over in
 * navigation state when it is that dialogue, else POST /fetch-dialogue. Without an id: POST
 * /generate-dialogue, after which the new id replaces the URL (with the dialogue in state), so a reload
 * fetches it instead of generating again.
 */
export function useDialogue(language: string, dialogueId: number | null): UseQueryResult<Dialogue> {
  const location = useLocation();
  const navigate = useNavigate();
  const handedOver = (location.state as { dialogue?: Dialogue } | null)?.dialogue ?? null;
  const dialogue = useQuery(dialogueId === null ? generatedDialogueQuery(language, location.key) : dialogueQuery(dialogueId, handedOver));

  const generated = dialogueId === null ? dialogue.data : undefined;
  useEffect(() => {
    if (generated) navigate(dialoguePath(language, generated.id), { replace: true, state: { dialogue: generated } });
  }, [generated, language, navigate]);

  return dialogue;
}
