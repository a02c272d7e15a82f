import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import PracticeCompletePage from './PracticeCompletePage';

const PATH = '/practice/complete/:sessionId';

function givenCompletion(answer: () => Response): string[] {
  const calls: string[] = [];
  server.use(
    http.post('*/api/practice/complete/:sessionId', ({ params }) => {
      calls.push(String(params.sessionId));
      return answer();
    }),
  );
  return calls;
}

function givenFeedback(answer: () => Response = () => HttpResponse.json({ message: 'Thanks' })): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/feedback', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

function renderComplete(route = '/practice/complete/77') {
  return renderPage(
    <StrictMode>
      <PracticeCompletePage />
    </StrictMode>,
    { route, path: PATH },
  );
}

beforeEach(() => givenSession(TEST_USER));

describe('PracticeCompletePage — completion', () => {
  it('completes the session once (even under StrictMode) and says scoring was dispatched', async () => {
    const calls = givenCompletion(() => HttpResponse.json({ status: 'dispatched', message: 'Scoring started.' }));
    renderComplete();
    expect(screen.getByRole('heading', { name: 'Practice Complete!' })).toBeInTheDocument();
    expect(screen.getByText('Your results will be available in your Dashboard within 10 minutes.')).toBeInTheDocument();
    expect(await screen.findByText('Your attempt has been sent for AI scoring.')).toBeInTheDocument();
    expect(calls).toEqual(['77']);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByTestId('ad-slot')).toBeInTheDocument();
  });

  it('shows the server message and the not-processed note for insufficient_credit', async () => {
    givenCompletion(() => HttpResponse.json({ status: 'insufficient_credit', message: 'You have no credits left.' }));
    renderComplete();
    expect(await screen.findByText('You have no credits left.')).toBeInTheDocument();
    expect(
      screen.getByText('Scoring was not processed for this attempt. Add credits to unlock your AI-generated results.'),
    ).toBeInTheDocument();
  });

  it('shows the server message alone for any other status', async () => {
    givenCompletion(() => HttpResponse.json({ status: 'incomplete', message: 'Some segments were not answered.' }));
    renderComplete();
    expect(await screen.findByText('Some segments were not answered.')).toBeInTheDocument();
    expect(screen.queryByText(/Scoring was not processed/)).not.toBeInTheDocument();
    expect(screen.queryByText('Your attempt has been sent for AI scoring.')).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the attempt (unanswered segments)", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenCompletion(() =>
      HttpResponse.json(
        {
          message:
            'Answer every segment before finishing: 3 of 6 segments have an answer. A practice attempt must be completed in full to be scored.',
        },
        { status: 422 },
      ),
    );
    renderComplete();
    expect(
      await screen.findByText(
        'Answer every segment before finishing: 3 of 6 segments have an answer. A practice attempt must be completed in full to be scored.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('An unexpected error occurred.')).not.toBeInTheDocument();
    expect(screen.queryByText('Your attempt has been sent for AI scoring.')).not.toBeInTheDocument();
  });

  it('shows An unexpected error occurred. in a panel without a button when the call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenCompletion(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
    renderComplete();
    const panel = await screen.findByTestId('completion-error');
    expect(panel).toHaveTextContent('An unexpected error occurred.');
    expect(panel.querySelector('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });
});

describe('PracticeCompletePage — feedback', () => {
  beforeEach(() => {
    givenCompletion(() => HttpResponse.json({ status: 'dispatched', message: 'ok' }));
  });

  it('sends public feedback and thanks the candidate', async () => {
    const sent = givenFeedback();
    renderComplete();
    expect(screen.getByRole('heading', { name: "We'd love your feedback" })).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Type your thoughts or suggestions...');
    const submit = screen.getByRole('button', { name: 'Submit Feedback' });
    expect(submit).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(box, 'The chime helped me. ');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Thanks for your feedback! It really helps us improve.')).toBeInTheDocument();
    expect(sent).toEqual([{ session_id: 77, feedback: 'The chime helped me.', is_private: 0 }]);
    expect(screen.queryByRole('button', { name: 'Submit Feedback' })).not.toBeInTheDocument();
  });

  it('sends private feedback with is_private 1, showing Submitting... while sending', async () => {
    let release: () => void = () => undefined;
    const sent = givenFeedback(() => HttpResponse.json({ message: 'ok' }));
    server.use(
      http.post('*/api/feedback', async ({ request }) => {
        sent.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderComplete();
    await userEvent.type(screen.getByPlaceholderText('Type your thoughts or suggestions...'), 'Please add Nepali health dialogues');
    await userEvent.click(screen.getByRole('checkbox', { name: "Tick this if you don't want your feedback shown publicly" }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Thanks for your feedback! It really helps us improve.')).toBeInTheDocument();
    expect(sent).toEqual([{ session_id: 77, feedback: 'Please add Nepali health dialogues', is_private: 1 }]);
  });

  it('only logs a failed submission and keeps the text', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenFeedback(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
    renderComplete();
    await userEvent.type(screen.getByPlaceholderText('Type your thoughts or suggestions...'), 'Great practice');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Sending feedback failed', expect.anything()));
    expect(screen.queryByText(/Thanks for your feedback/)).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your thoughts or suggestions...')).toHaveValue('Great practice');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Feedback' })).toBeEnabled());
  });
});
