import { Button } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef } from 'react';
import type { PostRef } from '../model/posts';

const TEXTS = {
  discussion: {
    title: 'Delete discussion?',
    body: 'The discussion and all its replies will be removed for everyone. This cannot be undone.',
  },
  reply: { title: 'Delete reply?', body: 'The reply will be removed for everyone. This cannot be undone.' },
} as const;

/** Deleting is confirmed in a dialog (spec §2); Cancel (or Escape) keeps the post. */
export function ConfirmDeleteDialog({
  target,
  deleting,
  onCancel,
  onConfirm,
}: {
  target: PostRef | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  // Keep the last target's wording while the dialog animates closed.
  const shown = useRef<PostRef | null>(target);
  if (target) shown.current = target;
  const text = TEXTS[shown.current?.kind ?? 'discussion'];
  return (
    <Dialog open={target !== null} onClose={deleting ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
