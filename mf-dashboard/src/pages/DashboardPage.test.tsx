import { useSession } from '@ccl/shared';
import { declaredEarlyCalls, givenSession, recordApiCalls, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { transaction, unfinishedAttempt } from '../../test/builders';
import { givenDashboardServer, NO_DATE_PLAN } from '../../test/handlers';
import EARLY_REQUESTS from '../early-requests.json';
import DashboardPage from './DashboardPage';

const renderDashboard = (route = '/dashboard') => renderPage(<DashboardPage />, { route, path: '/dashboard' });

describe('Dashboard: guests and tabs', () => {
  it('reads the user again when opened, even moments after the session did: an attempt scored since shows in its counts', async () => {
    window.localStorage.setItem('token', 'test-token');
    const calls = givenDashboardServer();
    await useSession.getState().fetchUser();
    expect(calls.user).toBe(1);
    // Scored in the background between the session's read and the dashboard.
    server.use(http.get('*/api/user', () => HttpResponse.json({ data: { ...TEST_USER, scoring_used: TEST_USER.scoring_used + 1 } })));
    renderDashboard();
    const used = await screen.findByRole('region', { name: 'AI Scoring Used' });
    expect(await within(used).findByText(String(TEST_USER.scoring_used + 1))).toBeInTheDocument();
  });

  it('asks first for what the server has the shell send early for a signed-in candidate (early-requests.json)', async () => {
    const calls = recordApiCalls();
    givenSession(TEST_USER);
    givenDashboardServer();
    renderDashboard();
    expect(await screen.findAllByRole('tab')).not.toHaveLength(0);
    const early = declaredEarlyCalls(EARLY_REQUESTS, './DashboardPage', {}, { signedIn: true });
    expect(calls.slice(0, early.length)).toEqual(expect.arrayContaining(early));
  });

  it('asks a guest to log in instead of showing an empty page', async () => {
    givenSession(null);
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Log in to view your dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('has Overview, Test Results and History tabs, usable by keyboard, with the tab in the URL', async () => {
    givenSession(TEST_USER);
    givenDashboardServer({ transactions: [transaction({ id: 1 })] });
    renderDashboard();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Test Results', 'Mock Exams', 'History']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    act(() => screen.getByRole('tab', { name: 'Overview' }).focus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { name: 'Test Results' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=results');
    expect(await screen.findByText(/You have no test results yet/)).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=mock');
    expect(await screen.findByText('You have not taken a mock exam yet.')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=history');
    expect(await screen.findByRole('table', { name: 'Credit history' })).toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    givenSession(TEST_USER);
    givenDashboardServer();
    renderDashboard('/dashboard?tab=history');
    expect(await screen.findByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No credit transactions yet.')).toBeInTheDocument();
  });

  it('is drawn once, when its first answers have come, so nothing already shown is pushed down', async () => {
    givenSession(TEST_USER);
    givenDashboardServer({
      attempts: {
        unfinished: [unfinishedAttempt()],
        abandoned: [],
      },
    });
    let answerPlan: () => void = () => undefined;
    const planHeld = new Promise<void>((resolve) => (answerPlan = resolve));
    server.use(
      http.get('*/api/learning/plan', async () => {
        await planHeld;
        return HttpResponse.json(NO_DATE_PLAN);
      }),
    );
    renderDashboard();
    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
    // The unfinished attempt has come, but alone it would later be pushed down by nothing — or push the tabs.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Unfinished attempts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    act(() => answerPlan());
    expect(await screen.findByRole('region', { name: 'Unfinished attempts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'This week’s plan' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard...')).not.toBeInTheDocument();
  });

  it('is drawn when an answer fails, the part that failed saying so', async () => {
    givenSession(TEST_USER);
    givenDashboardServer();
    server.use(http.get('*/api/learning/progress', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    renderDashboard();
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Your progress could not be loaded.')).toBeInTheDocument();
  });
});
