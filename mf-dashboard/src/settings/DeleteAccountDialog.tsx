import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { accountApi, errorMessage, removeToken, useSession } from '@ccl/shared';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export const ACCOUNT_DELETED = 'Your account has been deleted.';
export const DELETE_FAILED = 'Failed to delete account.';

/**
 * 'Confirm Account Deletion' (spec §2, §5): the current password and the word DELETE, both required;
 * the server checks them. Success ends the session and goes home.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const setUser = useSession((s) => s.setUser);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (deleting) return;
    setPassword('');
    setConfirm('');
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirm || deleting) return;
    setDeleting(true);
    setFailure(null);
    try {
      await accountApi.deleteAccount({ password, confirm });
      removeToken();
      setUser(null);
      enqueueSnackbar(ACCOUNT_DELETED, { variant: 'success' });
      navigate('/');
    } catch (error) {
      setFailure(errorMessage(error, DELETE_FAILED));
      setDeleting(false);
    }
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
            <TextField label="Type DELETE to confirm" value={confirm} onChange={(e) => setConfirm(e.target.value)} required autoComplete="off" />
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
