import type { ExposedProps } from '@ccl/shared';

/**
 * Stands in for billing's './CreditPurchaseDialog' (registered with registerRemoteLoader): typed by the
 * core's contract, and 'Pay' completes a purchase of `credits`.
 */
export function fakePurchaseDialog({ credits, onPay }: { credits: number; onPay?: () => void }) {
  return function FakePurchaseDialog({ open, onClose, onSuccess }: ExposedProps<'billing', './CreditPurchaseDialog'>) {
    if (!open) return null;
    return (
      <div role="dialog" aria-label="Purchase Credits">
        <button
          onClick={() => {
            onPay?.();
            onSuccess?.({ new_balance: credits, credits_added: credits });
            onClose();
          }}
        >
          Pay
        </button>
      </div>
    );
  };
}
