import { useRemoteComponent, type InsufficientCreditsDialogProps } from '@ccl/shared';
import { lazy, Suspense } from 'react';

// Drawn only when billing cannot be reached: its dialog components (~11 KB brotli) are fetched then, not
// preloaded with every dialogue's intro page (issue #14).
const FallbackDialog = lazy(() => import('./InsufficientCreditsFallback'));

/**
 * The billing remote's 'Insufficient Credits' dialog, loaded through the shell the first time it is
 * needed. Should billing be unreachable, a plain dialog says the same, so the candidate still learns
 * why nothing started and where to get credits.
 */
export function InsufficientCredits({ open, onClose, creditsNeeded }: InsufficientCreditsDialogProps) {
  const remote = useRemoteComponent('billing', './InsufficientCreditsDialog', open);
  if (remote.status === 'ready') return <remote.Component open={open} onClose={onClose} creditsNeeded={creditsNeeded} />;
  if (remote.status === 'failed') {
    return (
      <Suspense fallback={null}>
        <FallbackDialog open={open} onClose={onClose} creditsNeeded={creditsNeeded} />
      </Suspense>
    );
  }
  return null;
}
