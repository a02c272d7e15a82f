import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transaction } from '../../test/builders';
import { givenDashboardServer } from '../../test/handlers';
import DashboardPage from './DashboardPage';

const renderDashboard = (route = '/dashboard') => renderPage(<DashboardPage />, { route, path: '/dashboard' });

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
    givenDashboardServer({ transactions: [transaction({ id: 1 })] });
    renderDashboard();
    const tabs = screen.getAllByRole('tab');
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
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No credit transactions yet.')).toBeInTheDocument();
  });
});
