import { declaredEarlyCalls, givenSession, recordApiCalls, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { creditConfigAnswer, statsAnswer } from '../../test/http';
import EARLY_REQUESTS from '../early-requests.json';
import HomePage from './HomePage';

/**
 * The part below the first screen is fetched after the first paint and rendered as a transition: on a loaded machine
 * it took longer than testing-library's 1 s default to appear (CI, 2026-11-27).
 */
const BELOW_THE_FOLD_WAIT = { timeout: 5_000 };

/** The home page once its part below the first screen, fetched after the first paint, is drawn too. */
async function renderWholeHomePage() {
  renderPage(<HomePage />);
  await screen.findByRole('region', { name: 'Available languages' }, BELOW_THE_FOLD_WAIT);
}

function counter(label: string) {
  return within(screen.getByTestId(`counter-${label}`));
}

beforeEach(() => {
  givenSession(null);
  server.use(statsAnswer(156, 2048), creditConfigAnswer(99, 1));
});

describe('home: hero and live counters', () => {
  it('asks first for the counters the server has the shell send early (early-requests.json)', async () => {
    const calls = recordApiCalls();
    renderPage(<HomePage />);
    await waitFor(() => expect(counter('Dialogues').getByText('156')).toBeInTheDocument());
    expect(calls[0]).toEqual(declaredEarlyCalls(EARLY_REQUESTS, './HomePage', {}, { signedIn: false })[0]);
  });

  it('shows one h1, the buttons to /get-started and /how-to-excel, and 12 languages', async () => {
    renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/CCL/);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started');
    expect(screen.getByRole('link', { name: 'How to Excel' })).toHaveAttribute('href', '/how-to-excel');
    expect(counter('Languages').getByText('12')).toBeInTheDocument();
    await waitFor(() => expect(counter('Dialogues').getByText('156')).toBeInTheDocument());
  });

  it("shows '...' while the counters load, then the totals from GET /stats", async () => {
    server.use(statsAnswer(156, 1048576, 150));
    renderPage(<HomePage />);
    expect(counter('Dialogues').getByText('...')).toBeInTheDocument();
    expect(counter('AI Scorings').getByText('...')).toBeInTheDocument();
    expect(await counter('Dialogues').findByText('156')).toBeInTheDocument();
    expect(counter('AI Scorings').getByText('1,048,576')).toBeInTheDocument();
  });

  it('draws the first screen before fetching the code below it', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Available languages' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Available languages' }, BELOW_THE_FOLD_WAIT)).toBeInTheDocument();
  });

  it('shows 0 when the stats call fails, and only logs the failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/stats', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    renderPage(<HomePage />);
    expect(await counter('Dialogues').findByText('0')).toBeInTheDocument();
    expect(counter('AI Scorings').getByText('0')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to fetch the site statistics', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('home: languages', () => {
  it('scrolls the 12 names (a second, hidden copy closes the loop)', async () => {
    renderPage(<HomePage />);
    const ticker = screen.getByTestId('language-ticker');
    expect(ticker).toHaveAttribute('data-motion', 'scrolling');
    expect(within(ticker).getAllByRole('listitem')).toHaveLength(12);
    expect(within(ticker).getAllByText('Vietnamese', { ignore: '' })).toHaveLength(2);
    await screen.findByText('156');
  });

  it('can be paused and played again from the keyboard', async () => {
    renderPage(<HomePage />);
    const ticker = screen.getByTestId('language-ticker');
    act(() => within(ticker).getByRole('button', { name: 'Pause the language strip' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(ticker).toHaveAttribute('data-motion', 'paused');
    expect(within(ticker).getByRole('button', { name: 'Play the language strip' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(ticker).toHaveAttribute('data-motion', 'scrolling');
    await screen.findByText('156');
  });

  it('stands still, each name once, for users who prefer reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('prefers-reduced-motion') });
    try {
      renderPage(<HomePage />);
      const ticker = screen.getByTestId('language-ticker');
      expect(ticker).toHaveAttribute('data-motion', 'still');
      expect(within(ticker).getAllByText('Vietnamese', { ignore: '' })).toHaveLength(1);
      await screen.findByText('156');
    } finally {
      window.matchMedia = original;
    }
  });

  it('links every language to /language/{lowercase name}', async () => {
    await renderWholeHomePage();
    const grid = screen.getByRole('region', { name: 'Available languages' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/language/arabic',
      '/language/bangla',
      '/language/filipino',
      '/language/gujarati',
      '/language/hindi',
      '/language/mandarin',
      '/language/nepali',
      '/language/punjabi',
      '/language/tamil',
      '/language/telugu',
      '/language/urdu',
      '/language/vietnamese',
    ]);
    await userEvent.click(within(grid).getByRole('link', { name: 'Hindi' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/language/hindi');
  });
});

describe('home: ad slot', () => {
  it.each([
    ['a guest', null],
    ['a Free-plan user', TEST_USER],
  ])('is shown to %s', async (_who, user) => {
    givenSession(user);
    await renderWholeHomePage();
    expect(screen.getByTestId('ad-slot')).toBeInTheDocument();
    await screen.findByText('156');
  });

  it('is not shown to a paid-plan user', async () => {
    givenSession({ ...TEST_USER, plan: 'Pro' });
    await renderWholeHomePage();
    expect(screen.queryByTestId('ad-slot')).not.toBeInTheDocument();
    await screen.findByText('156');
  });
});

describe('home: exam overview', () => {
  it('opens on Topics with the 12 categories', async () => {
    await renderWholeHomePage();
    expect(screen.getByRole('tab', { name: 'Topics' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    for (const category of [
      'Business',
      'Consumer Affairs',
      'Employment',
      'Health',
      'Immigration/Settlement',
      'Legal',
      'Community',
      'Education',
      'Financial',
      'Housing',
      'Insurance',
      'Social Services',
    ]) {
      expect(within(panel).getByText(category)).toBeInTheDocument();
    }
    await screen.findByText('156');
  });

  it('states every exam fact across About CCL, Scoring and Results', async () => {
    await renderWholeHomePage();
    await userEvent.click(screen.getByRole('tab', { name: 'About CCL' }));
    let panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('2 dialogues of about 300 words each');
    expect(panel).toHaveTextContent('about 20 minutes');
    expect(panel).toHaveTextContent('online and proctored');
    expect(panel).toHaveTextContent('A chime sounds after each segment');
    expect(panel).toHaveTextContent('within 5 seconds');
    expect(panel).toHaveTextContent('one segment repetition per dialogue');

    await userEvent.click(screen.getByRole('tab', { name: 'Scoring' }));
    panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Each dialogue is worth 45 marks (90 in total)');
    expect(panel).toHaveTextContent('at least 63 marks overall and at least 29 in each dialogue');
    expect(panel).toHaveTextContent(/accuracy.*language quality.*delivery/);

    await userEvent.click(screen.getByRole('tab', { name: 'Results' }));
    panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('by e-mail in 4–6 weeks');
    expect(panel).toHaveTextContent('from 9 August 2022 last 5 years');
    expect(panel).toHaveTextContent('earlier last 3 years');
  });

  it('moves between tabs with the arrow keys', async () => {
    await renderWholeHomePage();
    await userEvent.click(screen.getByRole('tab', { name: 'Topics' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Scoring' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Scoring' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('156');
  });
});

describe('home: credits and the call to action', () => {
  it('shows both packages and the credit rules', async () => {
    server.use(creditConfigAnswer(50, 2));
    await renderWholeHomePage();
    const section = screen.getByRole('region', { name: 'Simple credits, no subscriptions' });
    const basic = within(section).getByRole('heading', { name: 'Basic' }).closest('.MuiCard-root') as HTMLElement;
    const premium = within(section).getByRole('heading', { name: 'Premium' }).closest('.MuiCard-root') as HTMLElement;
    expect(basic).toHaveTextContent('$25 AUD');
    expect(basic).toHaveTextContent('20 credits');
    expect(basic).not.toHaveTextContent('Priority support');
    expect(premium).toHaveTextContent('$45 AUD');
    expect(premium).toHaveTextContent('40 credits');
    expect(premium).toHaveTextContent('Priority support');
    expect(section).toHaveTextContent('Credits never expire, there are no subscriptions');
    expect(await within(section).findByText(/An AI-scored dialogue costs 2 credits/)).toBeInTheDocument();
    expect(within(section).getByText(/Sign up and get 50 credits free/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See pricing details' })).toHaveAttribute('href', '/pricing');
  });

  it('sends a guest to /signup, with the default free credits when the config call fails', async () => {
    let answered = false;
    server.use(
      http.get('*/api/credit-config', () => {
        answered = true;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    renderPage(<HomePage />);
    await waitFor(() => expect(answered).toBe(true));
    await screen.findByText('156');
    expect(screen.getByText(/Sign up and get 99 credits free/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign Up Free' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('offers a signed-in user their last language and the dashboard', async () => {
    givenSession({ ...TEST_USER, last_used_language: 'Hindi' });
    await renderWholeHomePage();
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Hindi' })).toHaveAttribute('href', '/language/hindi');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await screen.findByText('156');
  });

  it('offers a signed-in user without a last language the language grid', async () => {
    givenSession({ ...TEST_USER, last_used_language: null });
    await renderWholeHomePage();
    expect(screen.getByRole('link', { name: 'Pick a Language' })).toHaveAttribute('href', '#languages');
    expect(document.getElementById('languages')).toBeInTheDocument();
    await screen.findByText('156');
  });
});
