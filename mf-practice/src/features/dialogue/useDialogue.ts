import { contentApi, httpStatus, serverMessage, type Dialogue } from '@ccl/shared';
import { useEffect, useRef, useState } from 'react';

export const RATE_LIMITED = 'Rate limiting has been enforced for dialogue generation to ensure fair usage.';
export const DIALOGUE_FAILED = 'Something went wrong.';

export type DialogueLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; dialogue: Dialogue };

/** Spec §8: a 429, or a message saying 'too many', is the rate limit; anything else is generic. */
export function dialogueFailure(error: unknown): string {
  return httpStatus(error) === 429 || /too many/i.test(serverMessage(error) ?? '') ? RATE_LIMITED : DIALOGUE_FAILED;
}

/**
 * The dialogue of the intro page. With an id: the one handed over in navigation state when it is
 * that dialogue, else POST /fetch-dialogue. Without an id: POST /generate-dialogue, once per visit —
 * the request is kept in a ref, so React StrictMode's second effect run reuses it instead of
 * generating (and rate-limiting) twice. `onGenerated` then puts the new id in the URL.
 */
export function useDialogue({
  language,
  dialogueId,
  handedOver,
  onGenerated,
}: {
  language: string;
  dialogueId: number | null;
  handedOver: Dialogue | null;
  onGenerated: (dialogue: Dialogue) => void;
}): DialogueLoad {
  const [load, setLoad] = useState<DialogueLoad>(() => (handedOver && dialogueId !== null && handedOver.id === dialogueId ? { status: 'ready', dialogue: handedOver } : { status: 'loading' }));
  const generation = useRef<Promise<Dialogue> | null>(null);
  const generated = useRef(onGenerated);
  generated.current = onGenerated;

  useEffect(() => {
    let active = true;
    const settle = (request: Promise<Dialogue>, after?: (dialogue: Dialogue) => void) =>
      request.then(
        (dialogue) => {
          if (!active) return;
          setLoad({ status: 'ready', dialogue });
          after?.(dialogue);
        },
        (error: unknown) => {
          console.error('Failed to prepare the dialogue', error);
          if (active) setLoad({ status: 'failed', message: dialogueFailure(error) });
        },
      );

    if (dialogueId === null) {
      setLoad({ status: 'loading' });
      generation.current ??= contentApi.generateDialogue(language);
      void settle(generation.current, (dialogue) => generated.current(dialogue));
    } else if (handedOver && handedOver.id === dialogueId) {
      setLoad({ status: 'ready', dialogue: handedOver });
    } else {
      setLoad({ status: 'loading' });
      void settle(contentApi.fetchDialogue(dialogueId));
    }
    return () => {
      active = false;
    };
    // handedOver is read only when the id changes: it belongs to the navigation that set the id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, dialogueId]);

  return load;
}
