import { IconButton } from '@mui/material';
import AddIcon from '@mui/icons-material/LibraryAddOutlined';
import DoneIcon from '@mui/icons-material/LibraryAddCheckOutlined';
import { DeferredTooltip, useSession, useToasts } from '@ccl/shared';
import { useMutation } from '@tanstack/react-query';
import { addTermToDeck } from '../api/deck';

export const ADDED = 'Added to your review deck, both directions.';
export const ALREADY = 'This term is already in your review deck.';
export const ADD_FAILED = 'The term could not be added to your review deck. Please try again.';

/** "Add to deck" for one vocabulary term; signed-in users only (the deck is theirs). */
export function AddToDeckButton({ termId, word }: { termId: number; word: string }) {
  const signedIn = useSession((s) => s.user !== null);
  const { showToast } = useToasts();
  const add = useMutation({
    mutationFn: () => addTermToDeck(termId),
    onSuccess: ({ added }) => showToast(added > 0 ? ADDED : ALREADY, { variant: 'success' }),
    onError: () => showToast(ADD_FAILED, { variant: 'error' }),
  });
  if (!signedIn) return null;
  const label = `Add to deck: ${word}`;
  return (
    <DeferredTooltip title="Add to deck">
      <IconButton size="small" aria-label={label} onClick={() => add.mutate()} disabled={add.isPending} sx={{ ml: 'auto' }}>
        {add.isSuccess ? <DoneIcon fontSize="small" /> : <AddIcon fontSize="small" />}
      </IconButton>
    </DeferredTooltip>
  );
}
