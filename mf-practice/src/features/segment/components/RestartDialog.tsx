import { Button } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Spec §2: 'Restart Dialogue?' with Cancel and Restart. */
export function RestartDialog({
  open,
  busy,
  onCancel,
  onRestart,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onRestart: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="restart-title" aria-describedby="restart-text">
      <DialogTitle id="restart-title">Restart Dialogue?</DialogTitle>
      <DialogContent>
        <DialogContentText id="restart-text">
          Are you sure you want to restart this dialogue from the beginning? Your current progress will be lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onRestart} disabled={busy}>
          Restart
        </Button>
      </DialogActions>
    </Dialog>
  );
}
