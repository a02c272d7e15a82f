import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import { creditConfigAnswer } from '../../test/http';
import GetStartedPage from './GetStartedPage';

beforeEach(() => {
  givenSession(null);
  server.use(creditConfigAnswer(30, 2));
});

describe('/get-started guide', () => {
  it('walks through the seven steps under one h1', async () => {
    renderPage(<GetStartedPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Create your free account',
      'Choose your language',
      'Learn the vocabulary',
      'Check your microphone',
      'Practice mode or test mode',
      'Read your results',
      'Understand credits',
    ]);
    expect(await screen.findByText(/Every new account gets 30 credits free/)).toBeInTheDocument();
    expect(screen.getByText(/AI scoring of a dialogue costs 2 credits/)).toHaveTextContent(
      'Basic — $25 AUD for 20 credits; Premium — $45 AUD for 40 credits',
    );
  });

  it('links every language to its dialogues and its vocabulary', () => {
    renderPage(<GetStartedPage />);
    const dialogues = within(screen.getByRole('list', { name: 'Dialogues by language' })).getAllByRole('link');
    const vocabulary = within(screen.getByRole('list', { name: 'Vocabulary by language' })).getAllByRole('link');
    expect(dialogues).toHaveLength(12);
    expect(vocabulary).toHaveLength(12);
    expect(screen.getAllByRole('link', { name: 'Punjabi' }).map((link) => link.getAttribute('href'))).toEqual([
      '/language/punjabi',
      '/vocabulary/punjabi',
    ]);
  });

  it('explains practice mode and test mode', () => {
    renderPage(<GetStartedPage />);
    const modes = screen.getByRole('listitem', { name: 'Practice mode or test mode' });
    expect(within(modes).getByRole('heading', { name: 'Practice mode' })).toBeInTheDocument();
    expect(within(modes).getByRole('heading', { name: 'Test mode' })).toBeInTheDocument();
    expect(modes).toHaveTextContent('a chime sounds and recording starts by itself');
    expect(modes).toHaveTextContent('stops by itself after 20 seconds');
  });

  it('invites a guest to sign up and does not link the dashboard', () => {
    renderPage(<GetStartedPage />);
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Open Your Dashboard' })).not.toBeInTheDocument();
  });

  it('greets a signed-in user and links the dashboard', () => {
    givenSession(TEST_USER);
    renderPage(<GetStartedPage />);
    expect(screen.getByText("You're signed in as Priya Sharma, with 5 credits available.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Your Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
