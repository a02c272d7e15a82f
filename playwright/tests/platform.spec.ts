import { expect, test, type Page } from '@playwright/test';
import { tokenOf } from '../support/practice-api';
import { signUp } from '../support/site';

/** Remotes whose manifests the page fetched. */
function remotesRequested(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/(mf-[a-z]+)\/mf-manifest\.json$/);
    if (match) seen.add(match[1]!);
  });
  return seen;
}

const ROUTES: { path: string; remote: string; heading: RegExp | string }[] = [
  { path: '/', remote: 'mf-content', heading: /CCL/ },
  { path: '/privacy-policy', remote: 'mf-content', heading: 'Privacy Policy' },
  { path: '/disclaimer', remote: 'mf-content', heading: 'Disclaimer' },
  { path: '/terms-and-conditions', remote: 'mf-content', heading: 'Terms and Conditions' },
  { path: '/how-to-excel', remote: 'mf-content', heading: /Excel/ },
  { path: '/get-started', remote: 'mf-content', heading: /Get Started|Getting Started/ },
  { path: '/vocabulary/hindi', remote: 'mf-content', heading: /Vocabular/ },
  { path: '/transcript/hindi/1', remote: 'mf-content', heading: /Transcript|#1|Generating/ },
  { path: '/language/hindi', remote: 'mf-practice', heading: /Hindi|Dialogues/ },
  { path: '/dialogue/hindi/1', remote: 'mf-practice', heading: /./ },
  { path: '/practice/1/1', remote: 'mf-practice', heading: /./ },
  { path: '/practice/complete/1', remote: 'mf-practice', heading: /Practice Complete!|./ },
  { path: '/dashboard', remote: 'mf-dashboard', heading: /Dashboard|Log in/ },
  { path: '/settings', remote: 'mf-dashboard', heading: /Account Settings|Log in/ },
  { path: '/discussions', remote: 'mf-community', heading: /Discussions/ },
  { path: '/pricing', remote: 'mf-billing', heading: /Pricing/ },
];

test.describe('Module Federation: every route loads from its own remote', () => {
  for (const route of ROUTES) {
    test(`${route.path} → ${route.remote}`, async ({ page }) => {
      const requested = remotesRequested(page);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
      await expect(page.getByTestId('remote-error')).toHaveCount(0);
      // Lazy: only the remote that owns the route is fetched on a first visit.
      expect([...requested]).toEqual([route.remote]);
    });
  }

  test('remote URLs come at runtime from the live registry: remotes.json (revalidated) and the page the server sends', async ({
    request,
  }) => {
    const response = await request.get('/remotes.json');
    expect(response.ok()).toBe(true);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const page = await (await request.get('/language/hindi')).text();
    expect(page).toContain(`<script type="application/json" id="ccl-remotes">${await response.text()}</script>`);
    const remotes = await response.json();
    expect(Object.keys(remotes).sort()).toEqual(['billing', 'community', 'content', 'dashboard', 'practice']);
  });

  // The home page draws no on-demand component at first; the language page its search box, sort menu and tooltips.
  for (const [path, heading, components] of [
    ['/', /CCL/, false],
    ['/language/hindi', /Hindi/, true],
  ] as const) {
    test(`every shell script ${path} preloads is one it runs: its libraries as one file, no fallback copy, the components it imports`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')]
          .map((link) => new URL(link.href).pathname)
          .filter((file) => !file.startsWith('/remotes/')),
      );
      // A chunk that ran pushed its id into the shell's chunk list; a file fetched for nothing did not.
      const ran = await page.evaluate(() =>
        ((window as unknown as { rspackChunkshell?: [Array<string | number>][] }).rspackChunkshell ?? []).flatMap(([ids]) =>
          ids.map(String),
        ),
      );
      expect(preloaded.length).toBeGreaterThan(0);
      expect(preloaded.some((file) => file.startsWith('/framework.'))).toBe(true);
      // Beyond the libraries' file and the app's chunk: the components' files.
      expect(preloaded.length > 2).toBe(components);
      for (const file of preloaded) {
        const chunk = /\.push\(\[\[([^\]]+)\]/.exec(await (await page.request.get(file)).text())?.[1];
        expect(chunk, file).toBeDefined();
        for (const id of chunk!.split(',')) expect(ran, file).toContain(id.replace(/"/g, ''));
      }
    });
  }

  // The server names in the page the API reads its route makes first; the shell's first script sends them (issue #14).
  // A page the server draws (a guest's) comes with them answered instead: the browser asks for none of them.
  test('a page’s first API read is answered once: in the page the server drew, else by the shell’s first script', async ({ browser }) => {
    const pageWithReads = async (cookies: { name: string; value: string }[]) => {
      const context = await browser.newContext();
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: test.info().project.use.baseURL ?? process.env.E2E_BASE_URL! })));
      const page = await context.newPage();
      const reads: Array<{ path: string; type: string }> = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) reads.push({ path: url.pathname + url.search, type: request.resourceType() });
      });
      await page.goto('/language/hindi');
      await expect(page.getByRole('heading', { name: /^Available Dialogues - \d+$/ })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      const declared = await page.evaluate(() => document.getElementById('ccl-early-requests')?.textContent);
      const drawn = await page.evaluate(() => document.getElementById('ccl-first-screen')?.textContent);
      await context.close();
      return {
        reads: reads.filter((read) => read.path.startsWith('/api/dialogues/')),
        declared: JSON.parse(declared ?? '[]') as unknown[],
        drawn,
      };
    };

    const guest = await pageWithReads([]);
    expect(guest.drawn).toContain('"queryKey":["dialogues"');
    expect(guest.declared).not.toContainEqual(expect.objectContaining({ url: expect.stringMatching(/^\/api\/dialogues\//) }));
    // Drawn from the server's answer: the list (always refreshed when shown, for a user's own scores) is asked for
    // again at most once, behind the drawn page.
    expect(guest.reads.length).toBeLessThanOrEqual(1);

    // A session cookie holding no token the server can use: it leaves the page to the browser.
    const notDrawn = await pageWithReads([{ name: 'ccl_session', value: '1' }]);
    expect(notDrawn.drawn).toBeUndefined();
    expect(notDrawn.declared).toContainEqual({
      method: 'GET',
      url: '/api/dialogues/Hindi?page=1&per_page=10&sort_order=desc',
      signedIn: false,
    });
    expect(notDrawn.reads).toEqual([{ path: '/api/dialogues/Hindi?page=1&per_page=10&sort_order=desc', type: 'fetch' }]);
  });

  // V8 compiles a script carrying the hint while it streams in, off the main thread (issue #14: a phone's TBT).
  test('every script a first visit runs starts with V8’s compile hint, the shell’s and the remote’s', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/language/hindi');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Hindi/);
    expect(scripts.some((url) => url.includes('/framework.'))).toBe(true);
    expect(scripts.some((url) => url.includes('/remotes/mf-practice/'))).toBe(true);
    for (const url of scripts) {
      const text = await (await page.request.get(url)).text();
      expect(text.slice(0, 29), url).toBe('//# allFunctionsCalledOnLoad\n');
    }
  });

  test('an unknown path redirects to / replacing the history entry', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Pricing/);
    await page.evaluate(() => window.history.pushState(null, '', '/no/such/page'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('remote pages render inside the shell theme (shared MUI and emotion)', async ({ page }) => {
    await page.goto('/login');
    const shellButton = await page.getByRole('button', { name: 'Log In' }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(shellButton).toBe('rgb(15, 118, 110)');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    // What the remote downloads itself: its own copy of a shared MUI component would show up here.
    const remoteScripts: Promise<string>[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/remotes/') && pathname.endsWith('.js') && response.status() === 200) remoteScripts.push(response.text());
    });
    await page.goto('/');
    const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
    expect(await signUp.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
    // A button drawn by a remote (mf-content's home page) takes the shell's theme colour too: a remote
    // that bundled its own MUI would fall back to MUI's default blue without any error.
    const remoteButton = page.getByRole('main').getByRole('link', { name: 'Sign Up Free' });
    await expect(remoteButton).toBeVisible();
    expect(await remoteButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
    // …and the theme's defaultProps (MuiButton: disableElevation), which live in a context of their own: a
    // remote whose MUI reads another copy of that context loses them without any error.
    await expect(remoteButton).toHaveClass(/MuiButton-disableElevation/);
    // The home page's tabs are a MUI component shared one by one (shared/build/singletons/mui-on-demand.mjs):
    // the remote draws the shell's copy, themed, and never downloads one of its own.
    const selectedTab = page.getByRole('main').getByRole('tab', { selected: true });
    await expect(selectedTab).toBeVisible();
    expect(await selectedTab.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(15, 118, 110)');
    const downloaded = await Promise.all(remoteScripts);
    expect(downloaded.length).toBeGreaterThan(0);
    expect(downloaded.filter((script) => script.includes('MuiTabs-indicator'))).toEqual([]);
  });
});

test.describe('the first screen comes with the page', () => {
  test('a guest gets the page drawn by the server, readable before any script runs and without them', async ({ browser }) => {
    // Scripts still on their way (here: never arriving): what a phone on slow mobile data shows meanwhile (issue #14).
    const waiting = await browser.newPage();
    await waiting.route(/\.js$/, (route) => route.abort());
    await waiting.goto('/language/hindi');
    await expect(waiting.getByRole('link', { name: 'CCL Practice home' })).toBeVisible();
    await expect(waiting.getByRole('heading', { level: 1 })).toHaveText('Hindi Dialogues');
    // The first dialogues, each a link to its page.
    await expect(waiting.getByRole('article').first().getByRole('link').first()).toBeVisible();
    await expect(waiting.getByText('Loading...')).toHaveCount(0);
    await waiting.close();

    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScripts.newPage();
    await bare.goto('/vocabulary/hindi');
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Hindi Vocabularies');
    await expect(bare.getByRole('contentinfo')).toContainText('Adelaide, Australia');
    await noScripts.close();
  });

  test('the browser takes the drawn page over without drawing it again, and it works', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The heading the server drew, as the document first had it.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
      }),
    );
    await page.goto('/vocabulary/hindi');
    await expect(page.getByTestId('vocabulary-term').first()).toBeVisible();
    expect(
      await page.evaluate(() => document.querySelector('h1') === (window as unknown as { drawnHeading: Element | null }).drawnHeading),
    ).toBe(true);
    // One header (the desktop one once the width is known), and the page answers: a topic link scrolls to its topic.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.getByRole('link', { name: /^Health/ }).click();
    await expect(page).toHaveURL(/#topic-health$/);
    expect(problems).toEqual([]);
  });

  test('a browser whose session cookie the server cannot use gets the header and a loading line, then its own page', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'ccl_session', value: '1', url: test.info().project.use.baseURL ?? process.env.E2E_BASE_URL! }]);
    const waiting = await context.newPage();
    await waiting.route(/\.js$/, (route) => route.abort());
    await waiting.goto('/language/hindi');
    await expect(waiting.getByRole('link', { name: 'CCL Practice home' })).toBeVisible();
    await expect(waiting.getByRole('status')).toHaveText('Loading...');
    await expect(waiting.getByRole('heading', { level: 1 })).toHaveCount(0);
    await context.close();
  });
});

test.describe("a signed-in candidate's first screen", () => {
  test('comes drawn by the server with their own account, is taken over as drawn, and leaves with their sign-out', async ({ page }) => {
    test.slow(); // a sign-up through the form first
    await signUp(page, 'Meera Drawn');

    // Scripts still on their way (here: never arriving): their dashboard and their name, drawn by the server.
    const waiting = await page.context().newPage();
    await waiting.route(/\.js$/, (route) => route.abort());
    await waiting.goto('/dashboard');
    await expect(waiting.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(waiting.getByRole('banner').getByText('Hello, Meera Drawn')).toBeVisible();
    await expect(waiting.getByRole('status')).toHaveCount(0);
    await waiting.close();

    const problems: string[] = [];
    page.on('console', (message) => {
      // The dashboard's reads a new candidate has nothing for answer 404 or 403, drawn or not: not a problem here.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
      }),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'AI Scoring Used' })).toBeVisible();
    expect(
      await page.evaluate(() => document.querySelector('h1') === (window as unknown as { drawnHeading: Element | null }).drawnHeading),
    ).toBe(true);
    await expect(page.getByRole('banner').getByText('Hello, Meera Drawn')).toBeVisible();
    expect(problems).toEqual([]);

    // Their practice segment page: drawn with its instructions while its segment is on its way; the segment's read,
    // which the drawing does not make (it waits for this device's kept answers), is still sent by the first script.
    const token = await tokenOf(page);
    const started = await page.request.post('/api/start-practice', {
      headers: { authorization: `Bearer ${token}` },
      data: { dialogueId: 1, mode: 1 },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const { sessionId } = (await started.json()) as { sessionId: number };
    const practice = await page.context().newPage();
    await practice.route(/\.js$/, (route) => route.abort());
    await practice.goto(`/practice/${sessionId}/1`);
    await expect(practice.getByText('Recording starts automatically after a chime once the speaker audio ends.')).toBeVisible();
    await expect(practice.getByRole('status')).toHaveText('Loading segment audio...');
    await expect(practice.getByRole('banner').getByText('Hello, Meera Drawn')).toBeVisible();
    await practice.unroute(/\.js$/);
    const segmentRead = practice.waitForRequest((request) => new URL(request.url()).pathname === '/api/practice/segment');
    await practice.goto(`/practice/${sessionId}/1`);
    expect((await segmentRead).resourceType()).toBe('fetch');
    await practice.close();

    // Signed out, the browser's page requests no longer carry the token: nobody's dashboard is drawn for it.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    const after = await page.context().request.get('/dashboard');
    expect(after.headers()['cache-control']).toBe('no-cache');
    expect(await after.text()).not.toContain('Meera Drawn');
  });
});

test.describe('a remote that fails to load', () => {
  test('shows an error panel with a retry in the page area; header, footer and other routes keep working', async ({ page }) => {
    let communityMissing = true;
    await page.route('**/remotes/mf-community/**', (route) =>
      communityMissing ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
    );

    await page.goto('/discussions');
    const panel = page.getByTestId('remote-error');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Adelaide, Australia');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Pricing/);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Discussion' }).click();
    await expect(panel).toBeVisible();
    communityMissing = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Discussions/);
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  });
});
