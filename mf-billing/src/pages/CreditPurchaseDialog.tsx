import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { CreditPurchaseDialogProps } from '@ccl/shared';
import { PaymentStep } from '../features/purchase/components/PaymentStep';
import { ApplyingStep, SuccessStep } from '../features/purchase/components/ResultSteps';
import { SelectStep } from '../features/purchase/components/SelectStep';
import { usePurchase } from '../features/purchase/hooks/usePurchase';

/**
 * The 'Purchase Credits' dialog of spec §4: select → payment → processing → applying → success.
 * Exposed to other remotes (the dashboard's no-credits banner opens it through the shell), its props
 * are the core's contract; the pricing page opens it with a package chosen.
 */
export default function CreditPurchaseDialog(props: CreditPurchaseDialogProps) {
  const purchase = usePurchase(props);
  const { state } = purchase;

  return (
    <Dialog open={props.open} onClose={purchase.close} aria-labelledby="purchase-credits-title" fullWidth maxWidth="sm">
      <DialogTitle id="purchase-credits-title" sx={{ pr: 6 }}>
        Purchase Credits
      </DialogTitle>
      <IconButton aria-label="Close" onClick={purchase.close} disabled={!purchase.closable} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {state.step === 'select' && (
          <SelectStep
            products={purchase.products}
            selectedId={state.selectedId}
            creatingIntent={state.creatingIntent}
            paymentsEnabled={purchase.paymentsEnabled}
            onChoose={purchase.choose}
            onContinue={() => void purchase.startPayment()}
          />
        )}
        {(state.step === 'payment' || state.step === 'processing') && (
          <PaymentStep
            product={state.product}
            error={state.step === 'payment' ? state.error : null}
            processing={state.step === 'processing'}
            loadGateway={purchase.loadGateway}
            publishableKey={purchase.publishableKey}
            onBack={purchase.backToSelection}
            onPay={(ready) => void purchase.pay(ready)}
            onUnavailable={purchase.paymentUnavailable}
          />
        )}
        {state.step === 'applying' && <ApplyingStep error={state.error} onRetry={purchase.retryCredits} />}
        {state.step === 'success' && (
          <SuccessStep result={state.result} secondsLeft={state.secondsLeft} onPurchaseMore={purchase.purchaseMore} />
        )}
      </DialogContent>
    </Dialog>
  );
}
