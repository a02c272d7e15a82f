import { DEFAULT_RUNTIME_CONFIG, useRuntimeConfig } from '@ccl/shared';
import { declaredEarlyCalls, givenSession, recordApiCalls, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CreditProduct } from '../features/packages/api/types';
import EARLY_REQUESTS from '../early-requests.json';
import PricingPage from './PricingPage';

// MUI under jsdom is slow on a busy machine (the first render of a file takes seconds): room for it.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(40_000);

const PRODUCTS: CreditProduct[] = [
  { id: 3, name: 'Basic', description: 'Twenty credits for regular practice', price: 25, credits: 20 },
  { id: 4, name: 'Premium', description: 'Forty credits with priority support', price: 45, credits: 40 },
];

function givenApi({ products = true, freeCredits = 99 as number | null } = {}) {
  const intents: unknown[] = [];
  const productLoads: string[] = [];
  server.use(
    http.get('*/api/stripe/products', ({ request }) => {
      productLoads.push(request.url);
      return products ? HttpResponse.json({ products: PRODUCTS }) : HttpResponse.json({ message: 'down' }, { status: 500 });
    }),
    http.get('*/api/credit-config', () =>
      freeCredits === null
        ? HttpResponse.error()
        : HttpResponse.json({ success: true, data: { free_credit_amount: freeCredits, credit_cost_per_dialogue: 1 } }),
    ),
    http.post('*/api/stripe/create-payment-intent', async ({ request }) => {
      intents.push(await request.json());
      return HttpResponse.json({ message: 'Purchases are not available during the beta.' }, { status: 503 });
    }),
  );
  return { intents, productLoads };
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

afterEach(() => useRuntimeConfig.setState(DEFAULT_RUNTIME_CONFIG, true));

describe('PricingPage during the beta (payments off)', () => {
  it('asks for the credit settings the server has the shell send early (early-requests.json)', async () => {
    const calls = recordApiCalls();
    givenSession(null);
    givenApi();
    renderPage(<PricingPage />, { route: '/pricing' });
    expect(await screen.findByText('Twenty credits for regular practice')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toEqual(expect.arrayContaining(declaredEarlyCalls(EARLY_REQUESTS, './PricingPage', {}, { signedIn: false }))),
    );
  });

  it('shows the beta note, both packages from the server and disabled Buy buttons', async () => {
    givenSession(TEST_USER);
    givenApi();
    renderPage(<PricingPage />, { route: '/pricing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByText('Free during the beta')).toBeInTheDocument();
    expect(await screen.findByText('Twenty credits for regular practice')).toBeInTheDocument();

    const basic = within(card('Basic'));
    expect(basic.getByText('20 credits')).toBeInTheDocument();
    expect(basic.getByText(/\$25/)).toHaveTextContent('$25 AUD');
    expect(basic.queryByText('Priority support')).not.toBeInTheDocument();
    expect(basic.getByRole('button', { name: 'Buy Basic' })).toBeDisabled();

    const premium = within(card('Premium'));
    expect(premium.getByText('40 credits')).toBeInTheDocument();
    expect(premium.getByText(/\$45/)).toHaveTextContent('$45 AUD');
    expect(premium.getAllByText('Priority support').length).toBeGreaterThan(0);
    expect(premium.getByRole('button', { name: 'Buy Premium' })).toBeDisabled();

    for (const fact of ['Credits never expire', 'No subscriptions', 'Unlimited top-ups']) {
      expect(screen.getByRole('heading', { name: fact })).toBeInTheDocument();
    }
  });

  it('says how many free credits a sign-up gives (GET /credit-config) and invites guests to sign up or log in', async () => {
    givenSession(null);
    givenApi({ freeCredits: 25 });
    renderPage(<PricingPage />, { route: '/pricing' });
    expect(await screen.findByRole('heading', { name: '25 credits free when you sign up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Log in to purchase credits' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Buy Basic' })).toBeDisabled();
  });

  it('falls back to 99 free credits when the credit configuration cannot be read', async () => {
    givenSession(TEST_USER);
    givenApi({ freeCredits: null });
    renderPage(<PricingPage />, { route: '/pricing' });
    await screen.findByText('Twenty credits for regular practice');
    expect(screen.getByRole('heading', { name: '99 credits free when you sign up' })).toBeInTheDocument();
    // Signed in: no sign-up or login invitation.
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to purchase credits' })).not.toBeInTheDocument();
  });

  it("toasts 'Failed to load credit packages' and still shows the two packages, which cannot be bought", async () => {
    useRuntimeConfig.setState({ paymentsEnabled: true, stripePublishableKey: 'pk_test_1' });
    givenSession(TEST_USER);
    givenApi({ products: false });
    renderPage(<PricingPage />, { route: '/pricing' });
    expect(await screen.findByText('Failed to load credit packages')).toBeInTheDocument();
    expect(within(card('Basic')).getByText('20 credits')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('40 credits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Basic' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Premium' })).toBeDisabled();
  });
});

describe('PricingPage with payments on', () => {
  beforeEach(() => useRuntimeConfig.setState({ paymentsEnabled: true, stripePublishableKey: 'pk_test_1' }));

  it('has no beta note; Buy opens the purchase dialog with that package chosen', async () => {
    givenSession(TEST_USER);
    givenApi();
    renderPage(<PricingPage />, { route: '/pricing' });
    expect(screen.queryByText('Free during the beta')).not.toBeInTheDocument();
    await screen.findByText('Forty credits with priority support');
    await userEvent.click(screen.getByRole('button', { name: 'Buy Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Credits' });
    expect(await within(dialog).findByRole('radio', { name: /Premium/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Basic/ })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Buy Basic' }));
    expect(await within(await screen.findByRole('dialog')).findByRole('radio', { name: /Basic/ })).toBeChecked();
  });

  it('the dialog shows the packages the page already loaded, without asking the server again', async () => {
    givenSession(TEST_USER);
    const { productLoads } = givenApi();
    renderPage(<PricingPage />, { route: '/pricing' });
    await screen.findByText('Twenty credits for regular practice');
    await userEvent.click(screen.getByRole('button', { name: 'Buy Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Credits' });
    expect(within(dialog).getByRole('radio', { name: /Basic/ })).toBeChecked();
    expect(within(dialog).queryByText('Loading credit packages...')).not.toBeInTheDocument();
    expect(productLoads).toHaveLength(1);
  });

  it("asks a guest to log in: toast 'Please log in to purchase credits', no dialog, no payment", async () => {
    givenSession(null);
    const { intents } = givenApi();
    renderPage(<PricingPage />, { route: '/pricing' });
    await screen.findByText('Twenty credits for regular practice');
    await userEvent.click(screen.getByRole('button', { name: 'Buy Basic' }));
    expect(await screen.findByText('Please log in to purchase credits')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to purchase credits' })).toHaveAttribute('href', '/login');
    expect(intents).toEqual([]);
  });
});
