import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FakeCommunity, feedbackEntry } from '../../../../test/fakeCommunity';
import { FeedbackColumn } from './FeedbackColumn';

const column = () => screen.getByRole('region', { name: 'Public Feedback' });

describe('Public Feedback column (spec §2, §3, §8)', () => {
  beforeEach(() => givenSession(TEST_USER));

  it("lists entries with the name or 'Anonymous', the dialogue id, title and language, and the time ago", async () => {
    new FakeCommunity({
      feedback: [
        feedbackEntry(2, { feedback: 'Really helpful scoring.' }),
        feedbackEntry(1, { feedback: 'Good <i>audio</i>', user: null, session: null, created_at_human: '3 days ago' }),
      ],
    });
    renderPage(<FeedbackColumn />);
    const named = await screen.findByRole('article', { name: 'Feedback from Chen Wei' });
    expect(within(named).getByText('Really helpful scoring.')).toBeInTheDocument();
    expect(within(named).getByText('#12 At the pharmacy · Mandarin')).toBeInTheDocument();
    expect(within(named).getByText('1 hour ago')).toBeInTheDocument();
    const anonymous = screen.getByRole('article', { name: 'Feedback from Anonymous' });
    expect(within(anonymous).getByText('Anonymous')).toBeInTheDocument();
    expect(within(anonymous).getByText('Good <i>audio</i>')).toBeInTheDocument();
    expect(within(anonymous).getByText('3 days ago')).toBeInTheDocument();
    expect(within(column()).queryByRole('button', { name: /Hide/ })).not.toBeInTheDocument();
  });

  it("offers Hide only where delete is set; hiding removes the entry: 'Feedback hidden successfully'", async () => {
    const fake = new FakeCommunity({
      feedback: [feedbackEntry(2, { user: { name: 'Priya Sharma' }, delete: true }), feedbackEntry(1)],
    });
    renderPage(<FeedbackColumn />);
    const mine = await screen.findByRole('article', { name: 'Feedback from Priya Sharma' });
    expect(within(screen.getByRole('article', { name: 'Feedback from Chen Wei' })).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Hide feedback from Priya Sharma' }));
    expect(await screen.findByText('Feedback hidden successfully')).toBeInTheDocument();
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/feedback/2' }]);
    expect(screen.queryByRole('article', { name: 'Feedback from Priya Sharma' })).not.toBeInTheDocument();
  });

  it("keeps the entry and says 'Failed to hide feedback' when hiding fails", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    new FakeCommunity({ feedback: [feedbackEntry(2, { delete: true })] });
    server.use(
      http.delete('*/api/feedback/:id', () => HttpResponse.json({ message: 'You can only hide your own feedback.' }, { status: 403 })),
    );
    renderPage(<FeedbackColumn />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide feedback from Chen Wei' }));
    expect(await screen.findByText('Failed to hide feedback')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Feedback from Chen Wei' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide feedback from Chen Wei' })).toBeEnabled();
    expect(logged).toHaveBeenCalled();
  });

  it("says 'Failed to fetch feedback.' when the list cannot be loaded, and tries again on request", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    new FakeCommunity({ feedback: [feedbackEntry(1)] });
    server.use(http.post('*/api/get-feedback', () => HttpResponse.error(), { once: true }));
    renderPage(<FeedbackColumn />);
    expect(await screen.findByText('Failed to fetch feedback.')).toBeInTheDocument();
    expect(within(column()).getByText('Feedback could not be loaded.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    await userEvent.click(within(column()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Feedback 1')).toBeInTheDocument();
  });

  it('shows the loading text, then the empty state', async () => {
    new FakeCommunity({ feedback: [] });
    renderPage(<FeedbackColumn />);
    expect(screen.getByText('Loading feedback...')).toBeInTheDocument();
    expect(await screen.findByText('No public feedback yet.')).toBeInTheDocument();
  });

  it('is shown to guests too, without Hide', async () => {
    givenSession(null);
    new FakeCommunity({ feedback: [feedbackEntry(1, { delete: false })] });
    renderPage(<FeedbackColumn />);
    await waitFor(() => expect(screen.getByText('Feedback 1')).toBeInTheDocument());
    expect(within(column()).queryByRole('button')).not.toBeInTheDocument();
  });
});
