import { CircularProgress, Stack, Typography } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';

/** Shown while billing's purchase dialog is downloaded after 'Top Up Credits'. */
export default function PurchaseLoadingDialog() {
  return (
    <Dialog open aria-label="Loading">
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={22} />
          <Typography>Loading...</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
