import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { useSession } from '@ccl/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SettingsPage from './SettingsPage';

const renderSettings = () => renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });

/** Records every PUT /settings body and answers with `answer`. */
function givenSettingsEndpoint(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.put('*/api/settings', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const ok = (body: Record<string, unknown>) => HttpResponse.json({ message: 'Settings updated successfully!', data: { ...TEST_USER, name: body.name } });

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

  it('sends only the name when no password is entered, and updates the name in the session', async () => {
    givenSession(TEST_USER);
    const bodies = givenSettingsEndpoint(ok);
    renderSettings();
    const name = screen.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, '  Priya S.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings updated successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Priya S.' }]);
    expect(useSession.getState().user?.name).toBe('Priya S.');
  });

  it('sends the password and its confirmation when a new one is entered, then clears them', async () => {
    givenSession(TEST_USER);
    const bodies = givenSettingsEndpoint(ok);
    renderSettings();
    await userEvent.type(screen.getByLabelText('New Password'), 'a new passphrase');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings updated successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Priya Sharma', password: 'a new passphrase', password_confirmation: 'a new passphrase' }]);
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
  });

  it("says 'Passwords do not match!' and sends nothing when they differ", async () => {
    givenSession(TEST_USER);
    const bodies = givenSettingsEndpoint(ok);
    renderSettings();
    await userEvent.type(screen.getByLabelText('New Password'), 'a new passphrase');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'another passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('explains a blank name or a short password without sending anything', async () => {
    givenSession(TEST_USER);
    const bodies = givenSettingsEndpoint(ok);
    renderSettings();
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("says 'Failed to update settings.' when saving fails, and keeps the session's name", async () => {
    givenSession(TEST_USER);
    givenSettingsEndpoint(() => HttpResponse.json({ message: 'Server error.' }, { status: 500 }));
    renderSettings();
    await userEvent.type(screen.getByLabelText(/^Name/), ' Junior');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update settings.')).toBeInTheDocument();
    expect(useSession.getState().user?.name).toBe('Priya Sharma');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Priya Sharma Junior');
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

describe('Delete account', () => {
  async function openDialog() {
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    return screen.findByRole('dialog', { name: 'Confirm Account Deletion' });
  }

  it('sits in the Danger Zone and needs both fields before Confirm Delete is enabled', async () => {
    givenSession(TEST_USER);
    renderSettings();
    expect(within(screen.getByRole('region', { name: 'Danger Zone' })).getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Delete' });
    expect(within(dialog).getByLabelText(/Enter Current Password/)).toBeRequired();
    expect(within(dialog).getByLabelText(/Type DELETE to confirm/)).toBeRequired();
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Enter Current Password/), 'my password');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Type DELETE to confirm/), 'DELETE');
    expect(confirm).toBeEnabled();
  });

  it('deletes the account: token removed, session cleared, toast, home', async () => {
    givenSession(TEST_USER, 'the-token');
    let received: unknown;
    server.use(
      http.delete('*/api/delete-account', async ({ request }) => {
        received = { body: await request.json(), auth: request.headers.get('authorization') };
        return HttpResponse.json({ message: 'Your account has been deleted.' });
      }),
    );
    renderSettings();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Enter Current Password/), 'my password');
    await userEvent.type(within(dialog).getByLabelText(/Type DELETE to confirm/), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(received).toEqual({ body: { password: 'my password', confirm: 'DELETE' }, auth: 'Bearer the-token' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to delete account.', and keeps the session", async () => {
    givenSession(TEST_USER, 'the-token');
    server.use(http.delete('*/api/delete-account', () => HttpResponse.json({ message: 'The password is incorrect.' }, { status: 422 }), { once: true }));
    renderSettings();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Enter Current Password/), 'wrong');
    await userEvent.type(within(dialog).getByLabelText(/Type DELETE to confirm/), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();

    server.use(http.delete('*/api/delete-account', () => HttpResponse.error()));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    expect(await within(dialog).findByText('Failed to delete account.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('the-token');
    expect(useSession.getState().user).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('Cancel closes the dialog and forgets what was typed', async () => {
    givenSession(TEST_USER);
    renderSettings();
    let dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Enter Current Password/), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog();
    expect(within(dialog).getByLabelText(/Enter Current Password/)).toHaveValue('');
  });
});
