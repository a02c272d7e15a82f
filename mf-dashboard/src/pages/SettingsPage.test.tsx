import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { useSession } from '@ccl/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { givenExamGoal } from '../../test/handlers';
import SettingsPage from './SettingsPage';

const renderSettings = () => renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });

// The page also shows the exam form, which reads the exam goal.
beforeEach(() => givenExamGoal());

describe('Settings', () => {
  it('asks a guest to log in', () => {
    givenSession(null);
    renderSettings();
    expect(screen.getByRole('heading', { name: 'Log in to manage your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it("shows 'Account Settings for {email}' and the name prefilled", () => {
    givenSession(TEST_USER);
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings for priya@example.com' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Priya Sharma');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
  });

  it('logs out from the settings page', async () => {
    givenSession(TEST_USER);
    server.use(http.post('*/api/logout', () => HttpResponse.json({ message: 'Logged out.' })));
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(useSession.getState().user).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('You’ve been logged out successfully.')).toBeInTheDocument();
  });
});
