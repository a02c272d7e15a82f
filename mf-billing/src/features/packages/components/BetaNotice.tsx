import { Alert, AlertTitle } from '@mui/material';

export const BETA_TITLE = 'Free during the beta';
export const BETA_TEXT = 'CCL Practice is in beta, and you have full free access to every feature. Credit purchases will open soon.';

/** Spec §1: while purchases are off the product is in beta with full free access. */
export function BetaNotice() {
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>{BETA_TITLE}</AlertTitle>
      {BETA_TEXT}
    </Alert>
  );
}
