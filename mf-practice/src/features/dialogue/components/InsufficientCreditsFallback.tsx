import { Button } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { InsufficientCreditsDialogProps } from '@ccl/shared';
import { useNavigate } from 'react-router-dom';

/** 'Insufficient Credits' without the billing remote: why nothing started, and where to get credits. */
export default function FallbackDialog({ open, onClose, creditsNeeded }: InsufficientCreditsDialogProps) {
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
