import { loadRemote } from '@module-federation/enhanced/runtime';
import { TEST_USER, server } from '@ccl/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ALL_REMOTES, remotePage } from '../test/remotes';
import { renderShell } from '../test/renderShell';
import { setRemoteEntries } from './features/remotes/api/registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  setRemoteEntries({
    content: '/remotes/mf-content/mf-manifest.json',
    practice: '/remotes/mf-practice/mf-manifest.json',
    community: '/remotes/mf-community/mf-manifest.json',
  });
  mockedLoadRemote.mockImplementation(async (id: string) => remotePage(`remote ${id}`));
  server.use(
    http.get('*/remotes.json', () =>
      HttpResponse.json({ content: '/remotes/mf-content/mf-manifest.json', community: '/remotes/mf-community/mf-manifest.json' }),
    ),
  );
});

function signedIn() {
  window.localStorage.setItem('token', 'tok');
  server.use(
    http.get('*/api/user', () => HttpResponse.json({ data: TEST_USER })),
    http.get('*/api/learning/due-count', () => HttpResponse.json({ dueToday: 3 })),
  );
}

describe('shell layout', () => {
  it('shows Loading... while the session loads, then the page', async () => {
    signedIn();
    renderShell('/');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'remote mf_content/HomePage' })).toBeInTheDocument();
  });

  it("loads the page's code while the session is still being read", async () => {
    signedIn();
    let answerUser: () => void = () => undefined;
    server.use(
      http.get('*/api/user', async () => {
        await new Promise<void>((resolve) => (answerUser = resolve));
        return HttpResponse.json({ data: TEST_USER });
      }),
    );
    renderShell('/language/hindi');
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith('mf_practice/LanguagePage'));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answerUser();
    expect(await screen.findByRole('heading', { name: 'remote mf_practice/LanguagePage' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('offers Discussion, Login and Sign Up to guests', async () => {
    renderShell('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Discussion' })).toHaveAttribute('href', '/discussions');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(header).queryByText(/Hello,/)).not.toBeInTheDocument();
  });

  it('greets a signed-in user and logs out from the menu with the success toast', async () => {
    signedIn();
    let loggedOut = false;
    server.use(
      http.post('*/api/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    renderShell('/discussions');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Hello, Priya Sharma')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(header).getByRole('link', { name: 'Discussions' })).toHaveAttribute('href', '/discussions');

    await userEvent.click(within(header).getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByText('Review · Due today: 3');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Review · Due today: 3', 'Settings', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('You’ve been logged out successfully.')).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('redirects any unknown path to /', async () => {
    renderShell('/no/such/page');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows the footer with contact details, the year and the Beta marker', async () => {
    renderShell('/');
    const footer = await screen.findByRole('contentinfo');
    for (const heading of ['Practice & Learning', 'Resources', 'Support', 'Legal', 'Contact Information']) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(footer).getByText('Adelaide, Australia')).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} CCL Practice. All rights reserved.`)).toBeInTheDocument();
    expect(within(footer).getByText('Beta Version')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/');
  });

  it('hides the footer while practising', async () => {
    renderShell('/practice/5/1');
    await screen.findByRole('heading', { name: 'remote mf_practice/PracticeSegmentPage' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('routing (spec §2 route table)', () => {
  it('loads the page from the remote that owns the route', async () => {
    renderShell('/language/hindi');
    expect(await screen.findByRole('heading', { name: 'remote mf_practice/LanguagePage' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_practice/LanguagePage');
    expect(mockedLoadRemote).not.toHaveBeenCalledWith(expect.stringContaining('mf_content'));
  });

  it.each([
    ['/', 'mf_content/HomePage'],
    ['/privacy-policy', 'mf_content/PrivacyPolicyPage'],
    ['/disclaimer', 'mf_content/DisclaimerPage'],
    ['/terms-and-conditions', 'mf_content/TermsPage'],
    ['/how-to-excel', 'mf_content/TipsPage'],
    ['/get-started', 'mf_content/GetStartedPage'],
    ['/vocabulary/hindi', 'mf_content/VocabularyPage'],
    ['/transcript/hindi', 'mf_content/TranscriptPage'],
    ['/transcript/hindi/12', 'mf_content/TranscriptPage'],
    ['/dialogue/hindi', 'mf_practice/DialogueIntroPage'],
    ['/dialogue/hindi/12', 'mf_practice/DialogueIntroPage'],
    ['/practice/5/3', 'mf_practice/PracticeSegmentPage'],
    ['/practice/complete/5', 'mf_practice/PracticeCompletePage'],
    ['/mock/hindi', 'mf_practice/MockStartPage'],
    ['/mock-exam/8', 'mf_practice/MockExamPage'],
    ['/dashboard', 'mf_dashboard/DashboardPage'],
    ['/settings', 'mf_dashboard/SettingsPage'],
    ['/weak-segments', 'mf_dashboard/WeakSegmentsPage'],
    ['/review', 'mf_dashboard/ReviewPage'],
    ['/drill/42', 'mf_practice/DrillPage'],
    ['/discussions', 'mf_community/DiscussionsPage'],
    ['/pricing', 'mf_billing/PricingPage'],
  ])('routes %s (optional ids included) to %s', async (path, module) => {
    setRemoteEntries(ALL_REMOTES);
    renderShell(path);
    expect(await screen.findByRole('heading', { name: `remote ${module}` })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });
});
