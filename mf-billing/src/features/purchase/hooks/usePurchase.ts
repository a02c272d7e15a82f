import { serverMessage, useRuntimeConfig, useSession, type CreditPurchaseDialogProps, useToasts } from '@ccl/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { CreditProduct } from '../../packages/api/types';
import { useCreditProducts } from '../../packages/hooks/useCreditProducts';
import { useLoadPaymentGateway, type CardInput, type PaymentGateway } from '../api/paymentGateway';
import { confirmPayment, createPaymentIntent } from '../api/purchaseApi';
import type { PurchaseResult } from '../api/types';
import { canClose, initialPurchaseState, purchaseReducer } from '../model/purchaseMachine';

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to purchase credits';

/** The payment provider with its card field mounted: what paying needs. */
export interface ReadyCard {
  gateway: PaymentGateway;
  card: CardInput;
}

/**
 * The credit purchase of spec §4 (select → payment → processing → applying → success) for the dialog:
 * the transitions live in purchaseMachine.ts; this hook runs their side effects — the API calls, Stripe,
 * toasts, the countdown — and hands a finished purchase to the session and the host.
 */
export function usePurchase({ open, onClose, onSuccess, initialProductId = null }: CreditPurchaseDialogProps) {
  const { showToast } = useToasts();
  const paymentsEnabled = useRuntimeConfig((config) => config.paymentsEnabled);
  const publishableKey = useRuntimeConfig((config) => config.stripePublishableKey);
  const user = useSession((session) => session.user);
  const loadGateway = useLoadPaymentGateway();
  const products = useCreditProducts(open);
  // No query of this remote changes: the new balance goes to the session store (finishPurchase), and the
  // host refreshes what it shows from onSuccess.
  const { mutateAsync: createIntent } = useMutation({ mutationFn: createPaymentIntent });
  const { mutateAsync: addCredits } = useMutation({ mutationFn: confirmPayment });
  const [state, dispatch] = useReducer(purchaseReducer, initialProductId, initialPurchaseState);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  // Credits the server added that the session and the host have not been told about yet.
  const unreported = useRef<PurchaseResult | null>(null);

  /**
   * Hands a finished purchase to the session (new balance and paid plan, no reload) and to the host.
   * Done when the success screen ends rather than when the server answers: a host may hide whatever
   * holds this dialog once the balance is above 0 (the dashboard's banner), which would remove the
   * success screen before it is read.
   */
  const finishPurchase = useCallback(() => {
    const result = unreported.current;
    if (!result) return;
    unreported.current = null;
    const session = useSession.getState();
    session.updateUser({
      available_credits: result.new_balance,
      plan: 'Pro',
      total_credits_purchased: (session.user?.total_credits_purchased ?? 0) + result.credits_added,
    });
    onSuccessRef.current?.(result);
  }, []);

  // Removed by its host mid-purchase: the purchase still reaches the session, now or when it lands.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      finishPurchase();
    };
  }, [finishPurchase]);

  // Every opening starts at select (so closing, wherever it happened, resets), before it is painted.
  useLayoutEffect(() => {
    if (!open) return;
    finishPurchase();
    dispatch({ type: 'reset', selectedId: initialProductId });
  }, [open, initialProductId, finishPurchase]);

  const close = () => {
    if (!canClose(state)) return;
    finishPurchase();
    onClose();
  };

  // The success screen counts down, then closes the dialog and reports the purchase.
  useEffect(() => {
    if (state.step !== 'success') return;
    if (state.secondsLeft === 0) {
      close();
      return;
    }
    const timer = setTimeout(() => dispatch({ type: 'tick' }), 1000);
    return () => clearTimeout(timer);
    // close() reads the same state this effect was run for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const startPayment = async () => {
    if (state.step !== 'select' || state.creatingIntent) return;
    const product = products.data?.find((p) => p.id === state.selectedId);
    if (!product) return;
    if (!user) {
      showToast(LOGIN_REQUIRED_MESSAGE, { variant: 'error' });
      return;
    }
    dispatch({ type: 'start-payment' });
    try {
      const { client_secret } = await createIntent(product.id);
      dispatch({ type: 'intent-created', product, clientSecret: client_secret });
    } catch (error) {
      console.error('Failed to initialize payment', error);
      const reason = serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
      showToast(`Failed to initialize payment: ${reason}`, { variant: 'error' });
      dispatch({ type: 'intent-failed' });
    }
  };

  const applyCredits = async (product: CreditProduct, paymentIntentId: string) => {
    try {
      const result = await addCredits({ payment_intent_id: paymentIntentId, product_id: product.id });
      unreported.current = result;
      if (!mounted.current) finishPurchase();
      showToast(`Successfully added ${result.credits_added} credits!`, { variant: 'success' });
      dispatch({ type: 'credits-added', result });
    } catch (error) {
      console.error('Payment confirmed but failed to add credits', error);
      dispatch({ type: 'credits-failed' });
    }
  };

  const pay = async (ready: ReadyCard | null) => {
    if (state.step !== 'payment') return;
    if (!ready || !state.clientSecret) {
      dispatch({ type: 'not-ready' });
      return;
    }
    const { product, clientSecret } = state;
    dispatch({ type: 'pay' });
    let outcome;
    try {
      outcome = await ready.gateway.confirmCardPayment(clientSecret, ready.card);
    } catch (error) {
      console.error('Card payment failed', error);
      outcome = { status: 'failed' } as const;
    }
    if (outcome.status === 'succeeded') {
      dispatch({ type: 'payment-succeeded', paymentIntentId: outcome.paymentIntentId });
      await applyCredits(product, outcome.paymentIntentId);
    } else if (outcome.status === 'card-error') {
      dispatch({ type: 'card-error', message: outcome.message });
    } else {
      dispatch({ type: 'payment-failed' });
    }
  };

  const retryCredits = () => {
    if (state.step !== 'applying' || !state.error) return;
    dispatch({ type: 'retry-credits' });
    void applyCredits(state.product, state.paymentIntentId);
  };

  const purchaseMore = () => {
    finishPurchase();
    dispatch({ type: 'reset' });
  };

  return {
    state,
    products,
    paymentsEnabled,
    publishableKey,
    loadGateway,
    closable: canClose(state),
    close,
    choose: (productId: number) => dispatch({ type: 'choose', productId }),
    startPayment,
    backToSelection: () => dispatch({ type: 'back-to-selection' }),
    pay,
    paymentUnavailable: () => dispatch({ type: 'not-ready' }),
    retryCredits,
    purchaseMore,
  };
}
