import { givenSession, renderPage, TEST_USER } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { givenDashboardServer, givenModeratorQueue } from '../../../../test/handlers';
import DashboardPage from '../../../pages/DashboardPage';
import type { QueuedDispute } from '../api/disputes';

const queued: QueuedDispute = {
  id: 8,
  note: "I said 'two thirty'",
  created_at: '2025-07-20T10:00:00.000Z',
  deduction: { category: 'distortion', severity: 'major', points: 3.4, words: 'two forty', explanation: 'The time was wrong.' },
  dialogue_title: 'Booking an appointment',
  language: 'English',
  source_text: 'दो बजकर तीस मिनट पर आइए।',
  expected_text: 'Please come at two thirty.',
  key_units: [{ kind: 'number', text: 'two thirty' }],
  transcript: 'Please come at two forty.',
  audio_url: '/api/media/recordings/session-1/segment-2.ogg?expires=1&signature=abc',
};

const renderDashboard = (route: string) => renderPage(<DashboardPage />, { route, path: '/dashboard' });

describe('the moderators’ dispute queue', () => {
  it('is not shown to a candidate who does not moderate', async () => {
    givenSession(TEST_USER);
    givenDashboardServer();
    renderDashboard('/dashboard?tab=disputes');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Disputes' })).not.toBeInTheDocument();
  });

  it('shows a moderator each open dispute with the recording, transcript, expected text and deduction, and decides it', async () => {
    givenSession(TEST_USER);
    givenDashboardServer();
    let open = [queued];
    const decisions = givenModeratorQueue(() => open);
    renderDashboard('/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'Disputes' }));
    const card = await screen.findByRole('listitem', { name: 'Dispute #8: Booking an appointment' });
    expect(within(card).getByRole('region', { name: "The candidate's note" })).toHaveTextContent("I said 'two thirty'");
    expect(within(card).getByRole('region', { name: 'The deduction' })).toHaveTextContent(
      'Distortion · major · −3.4 “two forty” — The time was wrong.',
    );
    expect(within(card).getByRole('region', { name: 'Expected answer' }).querySelector('mark')).toHaveTextContent('two thirty');
    const heard = within(card).getByRole('region', { name: 'What we heard' });
    expect(heard).toHaveTextContent('Please come at two forty.');
    expect(within(heard).getByLabelText('Recording of dispute #8')).toHaveAttribute('src', queued.audio_url);

    open = [];
    await userEvent.click(within(card).getByRole('button', { name: 'Remove deduction' }));
    expect(await screen.findByText('No open disputes.')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: '8', decision: 'remove' }]);
  });
});
