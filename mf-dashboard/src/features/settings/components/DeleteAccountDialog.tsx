import { Alert, Button, Stack } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@ccl/shared';
import { useState, type FormEvent } from 'react';
import { useDeleteAccount } from '../hooks/useDeleteAccount';

export const DELETE_FAILED = 'Failed to delete account.';

/**
 * 'Confirm Account Deletion' (spec §2, §5): the current password and the word DELETE, both required;
 * the server checks them. Success ends the session and goes home.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const deletion = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const deleting = deletion.isPending;
  // Shown inside the dialog, so the typed password and word stay for another try.
  const failure = deletion.isError ? errorMessage(deletion.error, DELETE_FAILED) : null;

  const close = () => {
    if (deleting) return;
    setPassword('');
    setConfirm('');
    deletion.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirm || deleting) return;
    deletion.mutate({ password, confirm });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="delete-account-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-account-title">Confirm Account Deletion</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            This permanently deletes your account, your recordings, results and credit history. It cannot be undone.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Enter Current Password"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              autoComplete="current-password"
              autoFocus
            />
            <TextField
              label="Type DELETE to confirm"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              required
              autoComplete="off"
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!password || !confirm || deleting}>
            Confirm Delete
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
