import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { useSession } from '@ccl/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { givenExamGoal } from '../../../../test/handlers';
import SettingsPage from '../../../pages/SettingsPage';

const renderSettings = () => renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });

// The page also shows the exam form, which reads the exam goal.
beforeEach(() => givenExamGoal());

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
    server.use(
      http.delete('*/api/delete-account', () => HttpResponse.json({ message: 'The password is incorrect.' }, { status: 422 }), {
        once: true,
      }),
    );
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
