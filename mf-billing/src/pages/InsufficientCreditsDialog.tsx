import { Button } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { InsufficientCreditsDialogProps } from '@ccl/shared';
import { useNavigate } from 'react-router-dom';

/**
 * Spec §5: shown when a practice or test cannot start for lack of credits. Exposed to mf-practice,
 * which opens it at runtime through the shell (never by importing this file).
 */
export default function InsufficientCreditsDialog({ open, onClose, creditsNeeded }: InsufficientCreditsDialogProps) {
  const navigate = useNavigate();

  const buyCredits = () => {
    onClose();
    navigate('/pricing');
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="insufficient-credits-title"
      aria-describedby="insufficient-credits-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="insufficient-credits-title">Insufficient Credits</DialogTitle>
      <DialogContent>
        <DialogContentText id="insufficient-credits-text">
          You need at least {creditsNeeded} {creditsNeeded === 1 ? 'credit' : 'credits'} to start a practice or test. Buy credits to keep
          practising.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={buyCredits}>
          Buy Credits
        </Button>
      </DialogActions>
    </Dialog>
  );
}
