import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { givenExamGoal } from '../../../../test/handlers';
import SettingsPage from '../../../pages/SettingsPage';

beforeEach(() => givenSession(TEST_USER));

describe('Settings: exam date and language', () => {
  it('shows the saved exam and saves a new date and language', async () => {
    const bodies = givenExamGoal({ examDate: '2027-03-15', language: 'Hindi' });
    renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });
    const date = await screen.findByLabelText('Exam date');
    expect(date).toHaveValue('2027-03-15');
    expect(screen.getByRole('combobox', { name: 'Exam language' })).toHaveTextContent('Hindi');

    const user = userEvent.setup();
    await user.clear(date);
    await user.type(date, '2027-04-01');
    await user.click(screen.getByRole('combobox', { name: 'Exam language' }));
    await user.click(await screen.findByRole('option', { name: 'Nepali' }));
    await user.click(screen.getByRole('button', { name: 'Save exam date' }));

    expect(await screen.findByText('Exam date saved. Your dashboard plans the weeks to it.')).toBeInTheDocument();
    expect(bodies).toEqual([{ examDate: '2027-04-01', language: 'Nepali' }]);
  });

  it('clears the date and language with empty fields', async () => {
    const bodies = givenExamGoal({ examDate: '2027-03-15', language: 'Hindi' });
    renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Exam date'));
    await user.click(screen.getByRole('combobox', { name: 'Exam language' }));
    await user.click(await screen.findByRole('option', { name: 'Not chosen' }));
    await user.click(screen.getByRole('button', { name: 'Save exam date' }));
    await screen.findByText('Exam date saved. Your dashboard plans the weeks to it.');
    expect(bodies).toEqual([{ examDate: null, language: null }]);
  });
});
