import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { formatDate, type CreditTransaction } from '@ccl/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import DashboardPage from '../../pages/DashboardPage';
import { transaction } from '../../testing/builders';
import { shortPaymentId, signedCredits } from './HistoryTab';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const purchase = transaction({
  id: 3,
  type: 'purchase',
  description: 'Basic package',
  credits: 20,
  created_at: '2025-07-10T08:00:00.000Z',
  stripe_payment_intent_id: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
  amount_paid: 2500,
  currency: 'aud',
});
const usage = transaction({ id: 4, type: 'usage', description: 'AI scoring of dialogue #12', credits: -1, created_at: '2025-07-12T08:00:00.000Z' });
const bonus = transaction({ id: 1, type: 'bonus', description: 'Free credits on sign-up', credits: 99, created_at: '2025-07-01T08:00:00.000Z' });

function givenHistory(handler: () => Response) {
  let calls = 0;
  server.use(
    http.get('*/api/user', () => HttpResponse.json({ data: TEST_USER })),
    http.get('*/api/generate-result', () => HttpResponse.json({ data: [] })),
    http.get('*/api/user/credit-transactions', () => {
      calls += 1;
      return handler();
    }),
  );
  return () => calls;
}

const renderHistory = () => renderPage(<DashboardPage />, { route: '/dashboard?tab=history', path: '/dashboard' });

beforeEach(() => givenSession(TEST_USER));

describe('History', () => {
  it('lists transactions newest first: date, type, description, signed credits, payment id end, amount with currency', async () => {
    givenHistory(() => HttpResponse.json({ success: true, data: [bonus, purchase, usage] as CreditTransaction[] }));
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Credit history' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Type', 'Description', 'Credits', 'Payment ID', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      [formatDate(usage.created_at), 'usage', 'AI scoring of dialogue #12', '-1', '—', '—'],
      [formatDate(purchase.created_at), 'purchase', 'Basic package', '+20', '28a3tqPa', '$25.00 AUD'],
      [formatDate(bonus.created_at), 'bonus', 'Free credits on sign-up', '+99', '—', '—'],
    ]);
  });

  it("says 'Failed to load credit history' with a 'Try again' link that loads it again", async () => {
    let fail = true;
    const calls = givenHistory(() => (fail ? HttpResponse.json({ message: 'Server error.' }, { status: 500 }) : HttpResponse.json({ success: true, data: [bonus] })));
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load credit history');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Free credits on sign-up')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('loads once: switching tabs and back keeps what was loaded', async () => {
    const calls = givenHistory(() => HttpResponse.json({ success: true, data: [bonus] }));
    renderHistory();
    await screen.findByText('Free credits on sign-up');
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('Free credits on sign-up')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('shows each transaction as a card on a phone', async () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false, onchange: null })) as typeof window.matchMedia;
    givenHistory(() => HttpResponse.json({ success: true, data: [purchase] }));
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Credit history' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Basic package');
    expect(item).toHaveTextContent('+20');
    expect(item).toHaveTextContent('$25.00 AUD · Payment 28a3tqPa');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('formats signed credits and payment ids', () => {
    expect(signedCredits(20)).toBe('+20');
    expect(signedCredits(-1)).toBe('-1');
    expect(signedCredits(0)).toBe('0');
    expect(shortPaymentId('pi_3MtwBwLkdIwHu7ix28a3tqPa')).toBe('28a3tqPa');
    expect(shortPaymentId(null)).toBe('—');
  });
});
