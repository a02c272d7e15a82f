import { DEFAULT_RUNTIME_CONFIG, useRuntimeConfig, useSession, type CreditPurchaseDialogProps } from '@ccl/shared';
import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { CreditProduct } from '../features/packages/api/types';
import { PaymentGatewayProvider, type CardPaymentOutcome, type LoadPaymentGateway } from '../features/purchase/api/paymentGateway';
import { fakeGateway } from '../../test/fakePaymentGateway';
import CreditPurchaseDialog from './CreditPurchaseDialog';

// MUI under jsdom is slow on a busy machine (the first render of a file takes seconds): room for it.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(40_000);

const PRODUCTS: CreditProduct[] = [
  { id: 11, name: 'Basic', description: 'Twenty credits for regular practice', price: 25, credits: 20 },
  { id: 12, name: 'Premium', description: 'Forty credits with priority support', price: 45, credits: 40 },
];

interface Api {
  intents: unknown[];
  confirms: unknown[];
}

function givenApi({
  products = () => HttpResponse.json({ products: PRODUCTS }),
  intent = () => HttpResponse.json({ client_secret: 'pi_123_secret_abc' }),
  confirm = () => HttpResponse.json({ new_balance: 25, credits_added: 20 }),
}: {
  products?: () => Response;
  intent?: () => Response;
  confirm?: () => Response;
} = {}): Api {
  const api: Api = { intents: [], confirms: [] };
  server.use(
    http.get('*/api/stripe/products', products),
    http.post('*/api/stripe/create-payment-intent', async ({ request }) => {
      api.intents.push(await request.json());
      return intent();
    }),
    http.post('*/api/stripe/confirm-payment', async ({ request }) => {
      api.confirms.push(await request.json());
      return confirm();
    }),
  );
  return api;
}

function Harness({ load, ...props }: Partial<CreditPurchaseDialogProps> & { load: LoadPaymentGateway }) {
  const [open, setOpen] = useState(true);
  return (
    <PaymentGatewayProvider load={load}>
      <button type="button" onClick={() => setOpen(true)}>
        Open purchase
      </button>
      <CreditPurchaseDialog open={open} onClose={() => setOpen(false)} {...props} />
    </PaymentGatewayProvider>
  );
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Purchase Credits' });
}

async function choose(name: RegExp) {
  await userEvent.click(await screen.findByRole('radio', { name }));
}

async function continueToPayment() {
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
}

async function reachPayment() {
  await choose(/Basic/);
  await continueToPayment();
  await screen.findByRole('button', { name: 'Pay $25 AUD' });
  await screen.findByRole('textbox', { name: 'Card number' });
}

beforeEach(() => {
  givenSession({ ...TEST_USER, available_credits: 5, total_credits_purchased: 0, plan: 'Free' });
  useRuntimeConfig.setState({ ...DEFAULT_RUNTIME_CONFIG, paymentsEnabled: true, stripePublishableKey: 'pk_test_billing' }, true);
});
afterEach(() => {
  useRuntimeConfig.setState(DEFAULT_RUNTIME_CONFIG, true);
  jest.useRealTimers();
});

describe('CreditPurchaseDialog — payments off (beta)', () => {
  it('shows the beta message and the packages, with no way to pay and no Stripe.js', async () => {
    useRuntimeConfig.setState({ paymentsEnabled: false });
    const api = givenApi();
    const { load, log } = fakeGateway();
    renderPage(<Harness load={load} />);
    expect(dialog()).toBeInTheDocument();
    expect(await screen.findByText('Free during the beta')).toBeInTheDocument();
    expect(screen.getByText(/full free access to every feature\. Credit purchases will open soon\./)).toBeInTheDocument();
    await choose(/Premium — \$45 AUD for 40 credits/);
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    expect(api.intents).toEqual([]);
    expect(log.loadedWith).toEqual([]);
  });
});

describe('CreditPurchaseDialog — select', () => {
  it('lists the packages from GET /stripe/products; nothing is chosen until the user picks one', async () => {
    givenApi();
    const { load } = fakeGateway();
    renderPage(<Harness load={load} />);
    expect(screen.getByText('Loading credit packages...')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Basic — \$25 AUD for 20 credits/ })).not.toBeChecked();
    expect(screen.getByText('Forty credits with priority support')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    await choose(/Basic/);
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });

  it('starts with the package the pricing page preselected', async () => {
    givenApi();
    renderPage(<Harness load={fakeGateway().load} initialProductId={12} />);
    expect(await screen.findByRole('radio', { name: /Premium/ })).toBeChecked();
  });

  it("toasts 'Failed to load credit packages' and offers to try again", async () => {
    let fail = true;
    givenApi({
      products: () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ products: PRODUCTS })),
    });
    renderPage(<Harness load={fakeGateway().load} />);
    await waitFor(() => expect(screen.getAllByText('Failed to load credit packages')).toHaveLength(2)); // toast + inline
    fail = false;
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radio', { name: /Basic/ })).toBeInTheDocument();
  });

  it("asks a guest to log in ('Please log in to purchase credits') and creates no payment", async () => {
    givenSession(null);
    const api = givenApi();
    renderPage(<Harness load={fakeGateway().load} />);
    await choose(/Basic/);
    await continueToPayment();
    expect(await screen.findByText('Please log in to purchase credits')).toBeInTheDocument();
    expect(api.intents).toEqual([]);
  });
});

describe('CreditPurchaseDialog — payment', () => {
  it('creates the payment intent for the chosen package and only then loads Stripe.js', async () => {
    const api = givenApi();
    const { load, log } = fakeGateway();
    renderPage(<Harness load={load} />);
    await choose(/Premium/);
    expect(log.loadedWith).toEqual([]);
    await continueToPayment();
    expect(await screen.findByRole('button', { name: 'Pay $45 AUD' })).toBeInTheDocument();
    expect(api.intents).toEqual([{ product_id: 12 }]);
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(log.loadedWith).toEqual(['pk_test_billing']);
    expect(screen.getByText('Premium: 40 credits for $45 AUD')).toBeInTheDocument();
  });

  it("toasts 'Failed to initialize payment: ' with the server's message and goes back to select", async () => {
    givenApi({ intent: () => HttpResponse.json({ message: 'Purchases are not available during the beta.' }, { status: 503 }) });
    renderPage(<Harness load={fakeGateway().load} />);
    await choose(/Basic/);
    await continueToPayment();
    expect(await screen.findByText('Failed to initialize payment: Purchases are not available during the beta.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Basic/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });

  it("uses the server's `error` field, or the request's own message, after 'Failed to initialize payment: '", async () => {
    givenApi({ intent: () => HttpResponse.json({ error: 'Card payments are paused' }, { status: 500 }) });
    renderPage(<Harness load={fakeGateway().load} />);
    await choose(/Basic/);
    await continueToPayment();
    expect(await screen.findByText('Failed to initialize payment: Card payments are paused')).toBeInTheDocument();
    server.use(http.post('*/api/stripe/create-payment-intent', () => HttpResponse.text('bad gateway', { status: 502 })));
    await continueToPayment();
    expect(await screen.findByText('Failed to initialize payment: Request failed with status code 502')).toBeInTheDocument();
  });

  it('Back to Selection returns to the packages with the same one chosen', async () => {
    givenApi();
    const { load, log } = fakeGateway();
    renderPage(<Harness load={load} />);
    await reachPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Selection' }));
    expect(await screen.findByRole('radio', { name: /Basic/ })).toBeChecked();
    expect(log.destroyed).toBe(1);
  });

  it("says 'Payment system not ready' when Stripe.js cannot be loaded", async () => {
    givenApi();
    const load: LoadPaymentGateway = async () => {
      throw new Error('Failed to load Stripe.js');
    };
    renderPage(<Harness load={load} />);
    await choose(/Basic/);
    await continueToPayment();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment system not ready');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25 AUD' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment system not ready');
  });

  it("says 'Payment system not ready' when there is no publishable key", async () => {
    useRuntimeConfig.setState({ stripePublishableKey: null });
    givenApi();
    const { load, log } = fakeGateway();
    renderPage(<Harness load={load} />);
    await choose(/Basic/);
    await continueToPayment();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment system not ready');
    expect(log.loadedWith).toEqual([]);
  });

  it("shows the card provider's message for a card error, and the same payment intent can be paid again", async () => {
    const api = givenApi();
    const { load, log } = fakeGateway([
      { status: 'card-error', message: 'Your card was declined.' },
      { status: 'succeeded', paymentIntentId: 'pi_123' },
    ]);
    renderPage(<Harness load={load} />);
    await reachPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25 AUD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25 AUD' }));
    expect(await screen.findByText('Credits Added Successfully')).toBeInTheDocument();
    expect(log.charged).toEqual(['pi_123_secret_abc', 'pi_123_secret_abc']);
    expect(api.intents).toHaveLength(1);
  });

  it("says 'Payment failed. Please try again.' for any other failure", async () => {
    givenApi();
    const { load } = fakeGateway([{ status: 'failed' }, new Error('network down')]);
    renderPage(<Harness load={load} />);
    await reachPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25 AUD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25 AUD' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $25 AUD' })).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
  });

  it('shows what the card field reports as the user types', async () => {
    givenApi();
    renderPage(<Harness load={fakeGateway().load} />);
    await reachPayment();
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4000');
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
  });
});

describe('CreditPurchaseDialog — processing, applying credits, success', () => {
  it('charges the card, confirms with the server, counts down, closes, then updates the session (no reload) and reports once', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let releaseCharge!: (outcome: CardPaymentOutcome) => void;
    const charge = new Promise<CardPaymentOutcome>((resolve) => (releaseCharge = resolve));
    let releaseConfirm!: () => void;
    const confirmed = new Promise<void>((resolve) => (releaseConfirm = resolve));
    const api = givenApi();
    server.use(
      http.post('*/api/stripe/confirm-payment', async ({ request }) => {
        api.confirms.push(await request.json());
        await confirmed;
        return HttpResponse.json({ new_balance: 25, credits_added: 20 });
      }),
    );
    const base = fakeGateway();
    const load: LoadPaymentGateway = async (key) => ({ ...(await base.load(key)), confirmCardPayment: () => charge });
    const onSuccess = jest.fn();
    renderPage(<Harness load={load} onSuccess={onSuccess} />);
    await reachPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25 AUD' }));

    // processing: nothing can be clicked away, the dialog cannot be closed
    expect(await screen.findByText('Processing your payment...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to Selection' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();

    // applying credits
    await act(async () => releaseCharge({ status: 'succeeded', paymentIntentId: 'pi_123' }));
    expect(await screen.findByText('Payment received. Adding the credits to your account...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await act(async () => releaseConfirm());

    // success
    expect(await screen.findByText('Credits Added Successfully')).toBeInTheDocument();
    expect(screen.getByText('Successfully added 20 credits!')).toBeInTheDocument();
    expect(screen.getByText('20 credits added. Your balance is now 25 credits.')).toBeInTheDocument();
    expect(api.confirms).toEqual([{ payment_intent_id: 'pi_123', product_id: 11 }]);
    // The host's page (and the session) change when the success screen ends, not under it.
    expect(useSession.getState().user).toMatchObject({ available_credits: 5, plan: 'Free' });
    expect(screen.getByText('This window closes in 5 seconds.')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('This window closes in 4 seconds.')).toBeInTheDocument();
    for (let second = 0; second < 4; second += 1) act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith({ new_balance: 25, credits_added: 20 });
    expect(useSession.getState().user).toMatchObject({ available_credits: 25, plan: 'Pro', total_credits_purchased: 20 });

    // Reopening starts over at select.
    await userEvent.click(screen.getByRole('button', { name: 'Open purchase' }));
    expect(await screen.findByRole('radio', { name: /Basic/ })).not.toBeChecked();
    expect(screen.queryByText('Credits Added Successfully')).not.toBeInTheDocument();
  });

  it("says 'Payment confirmed but failed to add credits. Please contact support.' and can try again", async () => {
    let fail = true;
    const api = givenApi({
      confirm: () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json({ new_balance: 45, credits_added: 40 }),
    });
    const { load } = fakeGateway([{ status: 'succeeded', paymentIntentId: 'pi_777' }]);
    renderPage(<Harness load={load} initialProductId={12} />);
    expect(await screen.findByRole('radio', { name: /Premium/ })).toBeChecked();
    await continueToPayment();
    await screen.findByRole('textbox', { name: 'Card number' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $45 AUD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment confirmed but failed to add credits. Please contact support.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(useSession.getState().user?.available_credits).toBe(5);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Credits Added Successfully')).toBeInTheDocument();
    expect(api.confirms).toEqual([
      { payment_intent_id: 'pi_777', product_id: 12 },
      { payment_intent_id: 'pi_777', product_id: 12 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useSession.getState().user?.available_credits).toBe(45);
  });

  it('Purchase More Credits goes back to select and reports the finished purchase once', async () => {
    givenApi();
    const { load } = fakeGateway([{ status: 'succeeded', paymentIntentId: 'pi_123' }]);
    const onSuccess = jest.fn();
    renderPage(<Harness load={load} onSuccess={onSuccess} />);
    await reachPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25 AUD' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase More Credits' }));
    expect(await screen.findByRole('radio', { name: /Basic/ })).not.toBeChecked();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('closing on the success screen before the countdown ends still reports the purchase', async () => {
    givenApi();
    const { load } = fakeGateway([{ status: 'succeeded', paymentIntentId: 'pi_123' }]);
    const onSuccess = jest.fn();
    renderPage(<Harness load={load} onSuccess={onSuccess} />);
    await reachPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25 AUD' }));
    await screen.findByText('Credits Added Successfully');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(useSession.getState().user?.available_credits).toBe(25);
  });

  it('a host that removes the dialog during the countdown still gets the purchase into the session', async () => {
    givenApi();
    const { load } = fakeGateway([{ status: 'succeeded', paymentIntentId: 'pi_123' }]);
    const onSuccess = jest.fn();
    const { unmount } = renderPage(<Harness load={load} onSuccess={onSuccess} />);
    await reachPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25 AUD' }));
    await screen.findByText('Credits Added Successfully');
    unmount();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(useSession.getState().user).toMatchObject({ available_credits: 25, plan: 'Pro' });
  });
});

describe('CreditPurchaseDialog — removed by its host while the credits are being added', () => {
  it('still hands the purchase to the session and the host when the server answers', async () => {
    let releaseConfirm!: () => void;
    const confirmed = new Promise<void>((resolve) => (releaseConfirm = resolve));
    givenApi();
    server.use(
      http.post('*/api/stripe/confirm-payment', async () => {
        await confirmed;
        return HttpResponse.json({ new_balance: 25, credits_added: 20 });
      }),
    );
    const { load } = fakeGateway([{ status: 'succeeded', paymentIntentId: 'pi_123' }]);
    const onSuccess = jest.fn();
    const { unmount } = renderPage(<Harness load={load} onSuccess={onSuccess} />);
    await reachPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25 AUD' }));
    await screen.findByText('Payment received. Adding the credits to your account...');
    unmount();
    expect(onSuccess).not.toHaveBeenCalled();
    releaseConfirm();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ new_balance: 25, credits_added: 20 }));
    expect(useSession.getState().user).toMatchObject({ available_credits: 25, plan: 'Pro' });
  });
});

describe('CreditPurchaseDialog — closing', () => {
  it('closing from the payment step resets to select on the next opening', async () => {
    givenApi();
    renderPage(<Harness load={fakeGateway().load} />);
    await reachPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open purchase' }));
    expect(await screen.findByRole('radio', { name: /Basic/ })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /^Pay \$/ })).not.toBeInTheDocument();
  });
});
