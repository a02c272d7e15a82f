import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { registerRemoteLoader, useSession, type User } from '@ccl/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { result } from '../../../../test/builders';
import { fakePurchaseDialog } from '../../../../test/fakes';
import { givenDashboardServer } from '../../../../test/handlers';
import DashboardPage from '../../../pages/DashboardPage';

const renderDashboard = (route = '/dashboard') => renderPage(<DashboardPage />, { route, path: '/dashboard' });

describe('Dashboard: Overview', () => {
  const scored = [
    result({
      id: 3,
      final_score: 22,
      dialogue: { id: 43, title: 'Booking a GP visit', category: { name: 'Health' }, segments: [], target_language: 'Hindi' },
    }),
    result({
      id: 4,
      final_score: 38.5,
      dialogue: { id: 44, title: 'Lease renewal', category: { name: 'Housing' }, segments: [], target_language: 'Hindi' },
    }),
  ];

  it('shows the four cards: credits with a disabled Coming Soon Top Up, scorings used, highest score, plan', async () => {
    givenSession({ ...TEST_USER, available_credits: 5, scoring_used: 2 });
    givenDashboardServer({ user: { ...TEST_USER, available_credits: 4, scoring_used: 3 }, results: scored });
    renderDashboard();
    const credits = await screen.findByRole('region', { name: 'Available Credits' });
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
    givenDashboardServer({ user: pro, results: [result({ id: 1, final_score: null, status: 'scoring' })] });
    renderDashboard();
    expect(await screen.findByText('Test Not Taken')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Plan' })).getByText('Pro')).toBeInTheDocument();
    expect(screen.queryByTestId('ad-slot')).not.toBeInTheDocument();
  });

  it('shows the ad slot to a Free-plan user, and both charts with their figures', async () => {
    givenSession(TEST_USER);
    givenDashboardServer({ results: scored });
    renderDashboard();
    expect(await screen.findByTestId('ad-slot')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Progress Over Time' })).toBeInTheDocument();
    expect(screen.getByText('2 scored tests · average 30.3/45')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Average Score by Category' })).toBeInTheDocument();
    expect(screen.getByText('Health: 22.00')).toBeInTheDocument();
    expect(screen.getByText('Housing: 38.50')).toBeInTheDocument();
  });

  it("says 'delivery only' or 'self-marked' beside a category average that rests on such scores (issue #17)", async () => {
    givenSession(TEST_USER);
    givenDashboardServer({
      results: [
        { ...scored[0]!, score_label: 'delivery_only' },
        { ...scored[1]!, score_label: 'self_marked' },
      ],
    });
    renderDashboard();
    const chart = await screen.findByRole('region', { name: 'Average Score by Category' });
    const [health, housing] = within(chart).getAllByRole('listitem');
    expect(health).toHaveTextContent('Health: 22.00 delivery only');
    expect(housing).toHaveTextContent('Housing: 38.50 self-marked');
  });

  it('says so when there is nothing to chart yet', async () => {
    givenSession(TEST_USER);
    givenDashboardServer();
    renderDashboard();
    expect(await screen.findByText(/No scored tests yet/)).toBeInTheDocument();
    expect(screen.getByText(/No tests yet/)).toBeInTheDocument();
  });

  it('shows the yellow banner at exactly 0 credits, and not at 1', async () => {
    const broke = { ...TEST_USER, available_credits: 0 };
    givenSession(broke);
    givenDashboardServer({ user: broke });
    const { unmount } = renderDashboard();
    expect(await screen.findByRole('button', { name: 'Top Up Credits' })).toBeInTheDocument();
    expect(screen.getByText('No credits available - Purchase credits to continue practicing')).toBeInTheDocument();
    unmount();

    const one = { ...TEST_USER, available_credits: 1 };
    givenSession(one);
    givenDashboardServer({ user: one });
    renderDashboard();
    // The overview drawn, its cards and charts with it (the banner would be above them).
    expect(await screen.findByRole('region', { name: 'Available Credits' })).toBeInTheDocument();
    expect(await screen.findByText(/No scored tests yet/)).toBeInTheDocument();
    expect(screen.queryByText('No credits available - Purchase credits to continue practicing')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Top Up Credits' })).not.toBeInTheDocument();
  });

  it("'Top Up Credits' opens billing's purchase dialog; a purchase updates the credits, the banner goes, and the user and history are read again", async () => {
    const broke = { ...TEST_USER, available_credits: 0 };
    givenSession(broke);
    let userOnServer: User = broke;
    const calls = givenDashboardServer({ user: () => userOnServer });
    const loads: string[] = [];
    registerRemoteLoader(async (remote, module) => {
      loads.push(`${remote}/${module}`);
      return fakePurchaseDialog({
        credits: 20,
        onPay: () => (userOnServer = { ...broke, available_credits: 20, total_credits_purchased: 20 }),
      });
    });
    renderDashboard('/dashboard?tab=history');
    expect(await screen.findByText('No credit transactions yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(calls.user).toBe(1));
    expect(loads).toEqual([]); // loaded when first opened, not with the page
    await userEvent.click(screen.getByRole('button', { name: 'Top Up Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Credits' });
    expect(loads).toEqual(['billing/./CreditPurchaseDialog']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(useSession.getState().user?.available_credits).toBe(20));
    expect(screen.queryByText('No credits available - Purchase credits to continue practicing')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Available Credits' })).getByText('20')).toBeInTheDocument();
    await waitFor(() => expect(calls.user).toBe(2));
    // The history loaded before is stale now: showing it again reads it again.
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(calls.history).toBe(2));
  });

  it('says so when the purchase dialog cannot be loaded, and tries again on the next click', async () => {
    const broke = { ...TEST_USER, available_credits: 0 };
    givenSession(broke);
    givenDashboardServer({ user: broke });
    let attempts = 0;
    registerRemoteLoader(async () => {
      attempts += 1;
      throw new Error('billing is down');
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Top Up Credits' }));
    expect(await screen.findByText('Credit purchase is unavailable right now. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Top Up Credits' }));
    await waitFor(() => expect(attempts).toBe(2));
  });

  it("shows the server's message when results cannot be loaded, and retries", async () => {
    givenSession(TEST_USER);
    let served = 0;
    givenDashboardServer({
      results: () => (++served === 1 ? HttpResponse.json({ message: 'Database unavailable.' }, { status: 503 }) : []),
    });
    renderDashboard();
    expect(await screen.findByText('Database unavailable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No scored tests yet/)).toBeInTheDocument();
  });
});
