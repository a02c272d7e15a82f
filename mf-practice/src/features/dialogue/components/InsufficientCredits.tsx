import { Button } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRemoteComponent, type InsufficientCreditsDialogProps } from '@ccl/shared';
import { useNavigate } from 'react-router-dom';

/**
 * The billing remote's 'Insufficient Credits' dialog, loaded through the shell the first time it is
 * needed. Should billing be unreachable, a plain dialog says the same, so the candidate still learns
 * why nothing started and where to get credits.
 */
export function InsufficientCredits({ open, onClose, creditsNeeded }: InsufficientCreditsDialogProps) {
  const remote = useRemoteComponent('billing', './InsufficientCreditsDialog', open);
  if (remote.status === 'ready') return <remote.Component open={open} onClose={onClose} creditsNeeded={creditsNeeded} />;
  if (remote.status === 'failed') return <FallbackDialog open={open} onClose={onClose} creditsNeeded={creditsNeeded} />;
  return null;
}

function FallbackDialog({ open, onClose, creditsNeeded }: InsufficientCreditsDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="insufficient-credits-title">
      <DialogTitle id="insufficient-credits-title">Insufficient Credits</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You need at least {creditsNeeded} {creditsNeeded === 1 ? 'credit' : 'credits'} to start this dialogue.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            navigate('/pricing');
          }}
        >
          Buy Credits
        </Button>
      </DialogActions>
    </Dialog>
  );
}
