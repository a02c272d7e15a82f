import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { useSession } from '@ccl/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { givenExamGoal, givenSettingsEndpoint, settingsSaved } from '../../../../test/handlers';
import SettingsPage from '../../../pages/SettingsPage';

const renderSettings = () => renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });

// The page also shows the exam form, which reads the exam goal.
beforeEach(() => givenExamGoal());

describe('Settings: profile', () => {
  it('sends only the name when no password is entered, and updates the name in the session', async () => {
    givenSession(TEST_USER);
    const bodies = givenSettingsEndpoint(settingsSaved);
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
    const bodies = givenSettingsEndpoint(settingsSaved);
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
    const bodies = givenSettingsEndpoint(settingsSaved);
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
    const bodies = givenSettingsEndpoint(settingsSaved);
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
});
