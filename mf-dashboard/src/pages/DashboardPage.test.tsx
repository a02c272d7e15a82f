import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { registerRemoteLoader, useSession, type CreditTransaction, type TestResult, type User } from '@ccl/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { result, transaction } from '../testing/builders';
import DashboardPage from './DashboardPage';

/** The API as the dashboard reads it; each test says what the server holds. */
function givenServer({ user = TEST_USER, results = [], transactions = [] }: { user?: User; results?: TestResult[] | (() => TestResult[]); transactions?: CreditTransaction[] } = {}) {
  const calls = { results: 0, user: 0, history: 0 };
  server.use(
    http.get('*/api/user', () => {
      calls.user += 1;
      return HttpResponse.json({ data: user });
    }),
    http.get('*/api/generate-result', () => {
      calls.results += 1;
      return HttpResponse.json({ data: typeof results === 'function' ? results() : results });
    }),
    http.get('*/api/user/credit-transactions', () => {
      calls.history += 1;
      return HttpResponse.json({ success: true, data: transactions });
    }),
  );
  return calls;
}

function renderDashboard(route = '/dashboard', pollMs?: number) {
  return renderPage(<DashboardPage {...(pollMs ? { pollMs } : {})} />, { route, path: '/dashboard' });
}

describe('Dashboard: guests and tabs', () => {
  it('asks a guest to log in instead of showing an empty page', async () => {
    givenSession(null);
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Log in to view your dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('has Overview, Test Results and History tabs, usable by keyboard, with the tab in the URL', async () => {
    givenSession(TEST_USER);
    givenServer({ transactions: [transaction({ id: 1 })] });
    renderDashboard();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Test Results', 'History']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    screen.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { name: 'Test Results' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=results');
    expect(await screen.findByText(/You have no test results yet/)).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=history');
    expect(await screen.findByRole('table', { name: 'Credit history' })).toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    givenSession(TEST_USER);
    givenServer();
    renderDashboard('/dashboard?tab=history');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No credit transactions yet.')).toBeInTheDocument();
  });
});

describe('Dashboard: Overview', () => {
  const scored = [
    result({ id: 3, final_score: 22, dialogue: { id: 43, title: 'Booking a GP visit', category: { name: 'Health' }, segments: [], target_language: 'Hindi' } }),
    result({ id: 4, final_score: 38.5, dialogue: { id: 44, title: 'Lease renewal', category: { name: 'Housing' }, segments: [], target_language: 'Hindi' } }),
  ];

  it('shows the four cards: credits with a disabled Coming Soon Top Up, scorings used, highest score, plan', async () => {
    givenSession({ ...TEST_USER, available_credits: 5, scoring_used: 2 });
    givenServer({ user: { ...TEST_USER, available_credits: 4, scoring_used: 3 }, results: scored });
    renderDashboard();
    const credits = screen.getByRole('region', { name: 'Available Credits' });
    expect(within(credits).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    // The overview rereads the user: credits and the scoring count change on the server.
    await waitFor(() => expect(within(credits).getByText('4')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'AI Scoring Used' })).getByText('3')).toBeInTheDocument();
    const highest = screen.getByRole('region', { name: 'Highest Score' });
    expect(await within(highest).findByText('38.5/45')).toBeInTheDocument();
    expect(within(highest).getByText('Dialogue #44 · Lease renewal')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Plan' })).getByText('Free')).toBeInTheDocument();
  });

  it("says 'Test Not Taken' without a scored test, and shows Pro for a paid plan without ads", async () => {
    const pro = { ...TEST_USER, plan: 'Pro' };
    givenSession(pro);
    givenServer({ user: pro, results: [result({ id: 1, final_score: null, status: 'scoring' })] });
    renderDashboard();
    expect(await screen.findByText('Test Not Taken')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Plan' })).getByText('Pro')).toBeInTheDocument();
    expect(screen.queryByTestId('ad-slot')).not.toBeInTheDocument();
  });

  it('shows the ad slot to a Free-plan user, and both charts with their figures', async () => {
    givenSession(TEST_USER);
    givenServer({ results: scored });
    renderDashboard();
    expect(screen.getByTestId('ad-slot')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Progress Over Time' })).toBeInTheDocument();
    expect(screen.getByText('2 scored tests · average 30.3/45')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Average Score by Category' })).toBeInTheDocument();
    expect(screen.getByText('Health: 22.00')).toBeInTheDocument();
    expect(screen.getByText('Housing: 38.50')).toBeInTheDocument();
  });

  it('says so when there is nothing to chart yet', async () => {
    givenSession(TEST_USER);
    givenServer();
    renderDashboard();
    expect(await screen.findByText(/No scored tests yet/)).toBeInTheDocument();
    expect(screen.getByText(/No tests yet/)).toBeInTheDocument();
  });

  it('shows the yellow banner at exactly 0 credits, and not at 1', async () => {
    const broke = { ...TEST_USER, available_credits: 0 };
    givenSession(broke);
    givenServer({ user: broke });
    const { unmount } = renderDashboard();
    expect(screen.getByText('No credits available - Purchase credits to continue practicing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top Up Credits' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading results...')).not.toBeInTheDocument());
    unmount();

    const one = { ...TEST_USER, available_credits: 1 };
    givenSession(one);
    givenServer({ user: one });
    renderDashboard();
    await waitFor(() => expect(screen.queryByText('Loading results...')).not.toBeInTheDocument());
    expect(screen.queryByText('No credits available - Purchase credits to continue practicing')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Top Up Credits' })).not.toBeInTheDocument();
  });

  it("'Top Up Credits' opens billing's purchase dialog; a purchase updates the credits and the banner goes", async () => {
    const broke = { ...TEST_USER, available_credits: 0 };
    givenSession(broke);
    let userOnServer: User = broke;
    server.use(http.get('*/api/user', () => HttpResponse.json({ data: userOnServer })));
    givenServer({ user: broke });
    server.use(http.get('*/api/user', () => HttpResponse.json({ data: userOnServer })));
    const loads: string[] = [];
    registerRemoteLoader(async (remote, module) => {
      loads.push(`${remote}/${module}`);
      return function FakePurchaseDialog({ open, onClose, onSuccess }: { open: boolean; onClose: () => void; onSuccess?: (r: { new_balance: number; credits_added: number }) => void }) {
        if (!open) return null;
        return (
          <div role="dialog" aria-label="Purchase Credits">
            <button
              onClick={() => {
                userOnServer = { ...broke, available_credits: 20, total_credits_purchased: 20 };
                onSuccess?.({ new_balance: 20, credits_added: 20 });
                onClose();
              }}
            >
              Pay
            </button>
          </div>
        );
      };
    });
    renderDashboard();
    expect(loads).toEqual([]); // loaded when first opened, not with the page
    await userEvent.click(screen.getByRole('button', { name: 'Top Up Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Credits' });
    expect(loads).toEqual(['billing/./CreditPurchaseDialog']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(useSession.getState().user?.available_credits).toBe(20));
    expect(screen.queryByText('No credits available - Purchase credits to continue practicing')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Available Credits' })).getByText('20')).toBeInTheDocument();
  });

  it('says so when the purchase dialog cannot be loaded, and tries again on the next click', async () => {
    const broke = { ...TEST_USER, available_credits: 0 };
    givenSession(broke);
    givenServer({ user: broke });
    let attempts = 0;
    registerRemoteLoader(async () => {
      attempts += 1;
      throw new Error('billing is down');
    });
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Top Up Credits' }));
    expect(await screen.findByText('Credit purchase is unavailable right now. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Top Up Credits' }));
    await waitFor(() => expect(attempts).toBe(2));
  });

  it("shows the server's message when results cannot be loaded, and retries", async () => {
    givenSession(TEST_USER);
    givenServer();
    server.use(http.get('*/api/generate-result', () => HttpResponse.json({ message: 'Database unavailable.' }, { status: 503 }), { once: true }));
    renderDashboard();
    expect(await screen.findByText('Database unavailable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No scored tests yet/)).toBeInTheDocument();
  });
});

describe('Dashboard: polling while scoring', () => {
  it('refreshes results by itself while one is scoring, then stops, and rereads the user once scored', async () => {
    givenSession(TEST_USER);
    let served = 0;
    const calls = givenServer({
      user: { ...TEST_USER, scoring_used: 3 },
      results: () => {
        served += 1;
        return [served < 3 ? result({ id: 1, final_score: null, status: 'scoring' }) : result({ id: 1, final_score: 27 })];
      },
    });
    renderDashboard('/dashboard?tab=results', 40);
    expect(await screen.findByText('Scoring...')).toBeInTheDocument();
    expect(await screen.findByText('27/45', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.results).toBe(3);
    // Once on opening the dashboard, once when the result was scored.
    await waitFor(() => expect(calls.user).toBe(2));

    // Nothing is scoring any more: no more requests.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls.results).toBe(3);
  });

  it('does not poll when nothing is scoring (a zero, an unscored attempt)', async () => {
    givenSession(TEST_USER);
    const calls = givenServer({ results: [result({ id: 1, final_score: 0 }), result({ id: 2, final_score: null, status: 'completed' })] });
    renderDashboard('/dashboard?tab=results', 40);
    expect(await screen.findByText('Scoring in progress')).toBeInTheDocument();
    expect(screen.getByText('Not scored')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls.results).toBe(1);
  });

  it('keeps the results on screen when a poll fails, and polls on', async () => {
    givenSession(TEST_USER);
    let served = 0;
    server.use(
      http.get('*/api/user', () => HttpResponse.json({ data: TEST_USER })),
      http.get('*/api/generate-result', () => {
        served += 1;
        if (served === 2) return HttpResponse.json({ message: 'Temporary failure.' }, { status: 500 });
        return HttpResponse.json({ data: [served < 3 ? result({ id: 1, final_score: null, status: 'scoring' }) : result({ id: 1, final_score: 12 })] });
      }),
    );
    renderDashboard('/dashboard?tab=results', 40);
    expect(await screen.findByText('Scoring...')).toBeInTheDocument();
    expect(await screen.findByText('12/45', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Temporary failure.')).not.toBeInTheDocument();
  });
});
