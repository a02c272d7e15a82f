import { Alert, Button } from '@mui/material';
import { useRemoteComponent, useToasts } from '@ccl/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePurchaseCompleted } from '../hooks/usePurchaseCompleted';

// Drawn only after a click: MUI's dialog (~10 KB brotli with its modal) is not downloaded with the dashboard (issue #14).
const PurchaseLoadingDialog = lazy(() => import('./PurchaseLoadingDialog'));

export const PURCHASE_UNAVAILABLE = 'Credit purchase is unavailable right now. Please try again later.';

/**
 * The yellow banner shown at exactly 0 credits (spec §2). 'Top Up Credits' opens billing's credit
 * purchase dialog, loaded from the billing remote at runtime the first time it is opened.
 */
export function NoCreditsBanner({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const dialog = useRemoteComponent('billing', './CreditPurchaseDialog', open);
  const onPurchased = usePurchaseCompleted(userId);
  const { showToast } = useToasts();

  useEffect(() => {
    if (!open || dialog.status !== 'failed') return;
    console.error('Could not load the credit purchase dialog', dialog.error);
    showToast(PURCHASE_UNAVAILABLE, { variant: 'error' });
    // Closing lets the next click try loading it again.
    setOpen(false);
  }, [open, dialog, showToast]);

  return (
    <>
      <Alert
        severity="warning"
        // Yellow (spec §2), with dark text that stays readable on it.
        sx={{ bgcolor: '#fef3c7', color: '#78350f', border: '1px solid #fcd34d', alignItems: 'center', flexWrap: 'wrap' }}
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={() => setOpen(true)}>
            Top Up Credits
          </Button>
        }
      >
        No credits available - Purchase credits to continue practicing
      </Alert>
      {open && dialog.status === 'loading' && (
        <Suspense fallback={null}>
          <PurchaseLoadingDialog />
        </Suspense>
      )}
      {dialog.status === 'ready' && <dialog.Component open={open} onClose={() => setOpen(false)} onSuccess={onPurchased} />}
    </>
  );
}
