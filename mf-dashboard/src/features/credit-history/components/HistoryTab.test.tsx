import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { formatDate } from '@ccl/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { transaction } from '../../../../test/builders';
import { givenDashboardServer } from '../../../../test/handlers';
import DashboardPage from '../../../pages/DashboardPage';
import type { CreditTransaction } from '../api/types';

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
const usage = transaction({
  id: 4,
  type: 'usage',
  description: 'AI scoring of dialogue #12',
  credits: -1,
  created_at: '2025-07-12T08:00:00.000Z',
});
const bonus = transaction({
  id: 1,
  type: 'bonus',
  description: 'Free credits on sign-up',
  credits: 99,
  created_at: '2025-07-01T08:00:00.000Z',
});

function givenHistory(transactions: () => CreditTransaction[] | Response) {
  const calls = givenDashboardServer({ transactions });
  return () => calls.history;
}

const renderHistory = () => renderPage(<DashboardPage />, { route: '/dashboard?tab=history', path: '/dashboard' });

beforeEach(() => givenSession(TEST_USER));

describe('History', () => {
  it('lists transactions newest first: date, type, description, signed credits, payment id end, amount with currency', async () => {
    givenHistory(() => [bonus, purchase, usage]);
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Credit history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Description', 'Credits', 'Payment ID', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [formatDate(usage.created_at), 'usage', 'AI scoring of dialogue #12', '-1', '—', '—'],
      [formatDate(purchase.created_at), 'purchase', 'Basic package', '+20', '28a3tqPa', '$25.00 AUD'],
      [formatDate(bonus.created_at), 'bonus', 'Free credits on sign-up', '+99', '—', '—'],
    ]);
  });

  it("says 'Failed to load credit history' with a 'Try again' link that loads it again", async () => {
    let fail = true;
    const calls = givenHistory(() => (fail ? HttpResponse.json({ message: 'Server error.' }, { status: 500 }) : [bonus]));
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load credit history');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Free credits on sign-up')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('loads once: switching tabs and back keeps what was loaded', async () => {
    const calls = givenHistory(() => [bonus]);
    renderHistory();
    await screen.findByText('Free credits on sign-up');
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('Free credits on sign-up')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('shows each transaction as a card on a phone', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
      onchange: null,
    })) as typeof window.matchMedia;
    givenHistory(() => [purchase]);
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Credit history' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Basic package');
    expect(item).toHaveTextContent('+20');
    expect(item).toHaveTextContent('$25.00 AUD · Payment 28a3tqPa');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
