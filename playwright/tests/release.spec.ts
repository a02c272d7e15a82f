import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  copyWorkspace,
  releaseTool,
  ROOT,
  serveStatic,
  startReleaseSite,
  type ReleaseSite,
  type StaticOrigin,
} from '../support/release-site';

/**
 * Releasing and rolling back one remote on a running site (README "Releasing a remote"): the release tool
 * changes releases/<env>/registry.json, the running server serves the new remotes.json at once, and the
 * shell and the other remotes stay byte for byte what they were.
 */
test.describe.configure({ mode: 'serial' });
// Each publish is a production build of a remote.
test.setTimeout(480_000);

let site: ReleaseSite;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startReleaseSite();
});
test.afterAll(async () => site?.stop());

const OLD_HEADING = 'Available Dialogues - ';
const NEW_HEADING = 'Dialogues to practise - ';

async function remotesJson(): Promise<Record<string, string>> {
  const response = await fetch(`${site.baseURL}/remotes.json`);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  return (await response.json()) as Record<string, string>;
}

/** The shell's main bundle: its URL in the page, and a hash of its bytes. */
async function shellBundle(page: Page): Promise<{ url: string; sha256: string }> {
  const src = await page.locator('script[src*="main."]').first().getAttribute('src');
  expect(src).toBeTruthy();
  const url = new URL(src!, site.baseURL).href;
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { url, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Paths of the requests the page makes under /releases/. */
function releaseRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/releases/')) seen.push(decodeURIComponent(pathname));
  });
  return seen;
}

const publishedVersion = (stdout: string) => /Published mf-practice (\S+) in "e2e"/.exec(stdout)?.[1];

test('a new mf-practice release is live at once without a shell rebuild; rollback brings the old one back', async ({ page }) => {
  const requests = releaseRequests(page);
  await page.goto(`${site.baseURL}/language/hindi`);
  await expect(page.getByText(OLD_HEADING)).toBeVisible();
  const shell = await shellBundle(page);
  const before = await remotesJson();
  expect(before.practice).toBe('/remotes/mf-practice/mf-manifest.json');

  // The release live today, built from the checkout as it is.
  const first = await releaseTool(['publish', 'mf-practice'], site.env);
  expect(first.code, first.stderr).toBe(0);
  const v1 = publishedVersion(first.stdout)!;
  expect(v1).toMatch(/^0\.1\.0\+\d{8}T\d{6}Z(\.[0-9a-f]{7})?$/);

  // A new release with a visible change, built from a temporary copy of the workspace.
  const changed = copyWorkspace('mf-practice', { file: 'src/pages/LanguagePage.tsx', from: OLD_HEADING, to: NEW_HEADING });
  let v2: string;
  try {
    const second = await releaseTool(['publish', 'mf-practice', '--source', changed.dir], site.env);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(`live now (was ${v1})`);
    v2 = publishedVersion(second.stdout)!;
  } finally {
    changed.remove();
  }
  expect(v2).not.toBe(v1);

  // remotes.json names the new release; every other remote is unchanged.
  const afterPublish = await remotesJson();
  expect(afterPublish).toEqual({ ...before, practice: `/releases/mf-practice/${v2}/mf-manifest.json` });

  // The next page load shows it, its chunks from its own release folder (publicPath 'auto'), same shell.
  await page.reload();
  await expect(page.getByText(NEW_HEADING)).toBeVisible();
  await expect(page.getByText(OLD_HEADING)).toHaveCount(0);
  expect(requests.some((request) => request.startsWith(`/releases/mf-practice/${v2}/__federation_expose_LanguagePage`))).toBe(true);
  expect(requests.filter((request) => !request.startsWith(`/releases/mf-practice/${v2}/`))).toEqual([]);
  expect(await shellBundle(page)).toEqual(shell);

  // Release files are immutable; a release that is no longer live is still served (open pages keep working).
  const chunk = requests.find((request) => request.includes('__federation_expose_LanguagePage'))!;
  const cached = await fetch(`${site.baseURL}${chunk}`);
  expect(cached.status).toBe(200);
  expect(cached.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await fetch(`${site.baseURL}/releases/mf-practice/${v1}/mf-manifest.json`)).status).toBe(200);

  // Roll back: the previous release is live again, with no restart and no rebuild.
  requests.length = 0;
  const back = await releaseTool(['rollback', 'mf-practice'], site.env);
  expect(back.code, back.stderr).toBe(0);
  expect(back.stdout).toContain(`Rolled mf-practice back to ${v1} in "e2e" (was ${v2})`);
  expect(await remotesJson()).toEqual({ ...before, practice: `/releases/mf-practice/${v1}/mf-manifest.json` });
  await page.reload();
  await expect(page.getByText(OLD_HEADING)).toBeVisible();
  await expect(page.getByText(NEW_HEADING)).toHaveCount(0);
  expect(requests.some((request) => request.startsWith(`/releases/mf-practice/${v1}/`))).toBe(true);
  expect(requests.filter((request) => !request.startsWith(`/releases/mf-practice/${v1}/`))).toEqual([]);
  expect(await shellBundle(page)).toEqual(shell);

  // The history and the live state, as the README shows them; the running site verifies.
  const listed = await releaseTool(['list', 'mf-practice'], site.env);
  expect(listed.stdout).toContain(`mf-practice  live: ${v1}`);
  expect(listed.stdout).toMatch(
    new RegExp(`rollback +${v1.replace(/[.+]/g, '\\$&')} \\(was ${v2.replace(/[.+]/g, '\\$&')}\\) by release\\.spec`),
  );
  const verified = await releaseTool(['verify'], { ...site.env, SITE_URL: site.baseURL });
  expect(verified.code, verified.stdout).toBe(0);
});

/**
 * A remote released alone with an API call of its own: the discussions page of this release also calls
 * GET /api/stats, from a feature folder of mf-community that the checkout (and the core) does not have.
 */
const STATS_LINE = 'dialogues to practise';
const communityWithStats = [
  {
    file: 'src/features/practice-stats/api/statsApi.ts',
    content: `import { apiClient } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';

export interface Stats {
  total_dialogues: number;
  total_ai_scoring: number;
}

export const statsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: async () => (await apiClient.get<{ success: boolean; data: Stats }>('/stats')).data.data,
});
`,
  },
  {
    file: 'src/features/practice-stats/components/DialoguesToPractise.tsx',
    content: `import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { statsQuery } from '../api/statsApi';

export function DialoguesToPractise() {
  const { data } = useQuery(statsQuery);
  return data ? <Typography sx={{ mb: 2 }}>{data.total_dialogues} ${STATS_LINE}</Typography> : null;
}
`,
  },
  {
    file: 'src/pages/DiscussionsPage.tsx',
    from: "import { FeedbackColumn } from '../features/feedback/components/FeedbackColumn';",
    to: "import { FeedbackColumn } from '../features/feedback/components/FeedbackColumn';\nimport { DialoguesToPractise } from '../features/practice-stats/components/DialoguesToPractise';",
  },
  {
    file: 'src/pages/DiscussionsPage.tsx',
    from: '        Ask questions, share tips and learn from other CCL candidates.\n      </Typography>\n',
    to: '        Ask questions, share tips and learn from other CCL candidates.\n      </Typography>\n      <DialoguesToPractise />\n',
  },
];

test('mf-community released alone with a new API call of its own: /discussions shows it and still works, same shell', async ({ page }) => {
  const requests = releaseRequests(page);
  await page.goto(`${site.baseURL}/discussions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
  await expect(page.getByText('No discussions yet. Start the first one!')).toBeVisible();
  await expect(page.getByText(STATS_LINE)).toHaveCount(0);
  const shell = await shellBundle(page);
  const before = await remotesJson();

  const changed = copyWorkspace('mf-community', ...communityWithStats);
  let version: string | undefined;
  try {
    const published = await releaseTool(['publish', 'mf-community', '--source', changed.dir], site.env);
    expect(published.code, published.stderr).toBe(0);
    version = /Published mf-community (\S+) in "e2e"/.exec(published.stdout)?.[1];
  } finally {
    changed.remove();
  }
  expect(version).toBeTruthy();
  expect(await remotesJson()).toEqual({ ...before, community: `/releases/mf-community/${version}/mf-manifest.json` });

  // The new release calls the API itself; the number is the server's.
  const { data: stats } = (await (await fetch(`${site.baseURL}/api/stats`)).json()) as { data: { total_dialogues: number } };
  const statsCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/stats');
  const discussionsCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/discussions');
  const feedbackCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get-feedback');
  requests.length = 0;
  await page.reload();
  expect((await statsCall).status()).toBe(200);
  await expect(page.getByText(`${stats.total_dialogues} ${STATS_LINE}`, { exact: true })).toBeVisible();

  // The rest of the page works as before: the discussions and the feedback are loaded, guests are invited.
  expect((await discussionsCall).status()).toBe(200);
  expect((await feedbackCall).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
  await expect(page.getByText('No discussions yet. Start the first one!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Public Feedback' }).getByText('No public feedback yet.')).toBeVisible();
  await expect(page.getByText('Log in to start a discussion, reply or upvote.')).toBeVisible();
  await expect(page.getByText('Failed to fetch discussions.')).toHaveCount(0);

  // Only the new release was loaded, with the shell's main bundle byte for byte what it was.
  expect(requests.some((request) => request.startsWith(`/releases/mf-community/${version}/__federation_expose_DiscussionsPage`))).toBe(
    true,
  );
  expect(requests.filter((request) => !request.startsWith(`/releases/mf-community/${version}/`))).toEqual([]);
  expect(await shellBundle(page)).toEqual(shell);
});

/** A route of each other remote, and the shell's own login page: what a guest sees there. */
const OTHER_ROUTES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /CCL/ },
  { path: '/how-to-excel', heading: /Excel/ },
  { path: '/language/hindi', heading: /Hindi|Dialogues/ },
  { path: '/dashboard', heading: /Dashboard|Log in/ },
  { path: '/pricing', heading: /Pricing/ },
  { path: '/login', heading: /Welcome back/ },
];

test('mf-community from a second origin loads with CORS; while it is unreachable only /discussions fails, with a Retry', async ({
  page,
}) => {
  // The community build copied to a folder of its own, served from another port.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ccl-e2e-origin-'));
  cpSync(path.join(ROOT, 'mf-community', 'dist'), folder, { recursive: true });
  let origin: StaticOrigin | undefined = await serveStatic(folder);
  try {
    const manifestUrl = `${origin.origin}/mf-manifest.json`;
    const pointed = await releaseTool(['point', 'mf-community', manifestUrl], site.env);
    expect(pointed.code, pointed.stderr).toBe(0);
    expect((await remotesJson()).community).toBe(manifestUrl);

    const manifestResponse = page.waitForResponse(manifestUrl);
    await page.goto(`${site.baseURL}/discussions`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Discussions/);
    // Cross-origin (another port): the browser fetched the manifest only because CORS allows it.
    expect(new URL(manifestUrl).origin).not.toBe(new URL(site.baseURL).origin);
    expect((await manifestResponse).headers()['access-control-allow-origin']).toBe('*');
    const shell = await shellBundle(page);

    // The second origin goes down.
    const port = Number(new URL(origin.origin).port);
    await origin.stop();
    origin = undefined;
    const down = await releaseTool(['verify'], { ...site.env, SITE_URL: site.baseURL });
    expect(down.code).toBe(1);
    expect(down.stdout).toMatch(/✗ mf-community .*\n {4}.*mf-manifest\.json could not be loaded/);

    await page.goto(`${site.baseURL}/discussions`);
    const panel = page.getByTestId('remote-error');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'This section is unavailable right now' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    for (const route of OTHER_ROUTES) {
      await page.goto(`${site.baseURL}${route.path}`);
      await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toHaveText(route.heading);
      await expect(page.getByTestId('remote-error'), route.path).toHaveCount(0);
    }
    expect(await shellBundle(page)).toEqual(shell);

    // Back up: Retry loads it without a page reload.
    await page.goto(`${site.baseURL}/discussions`);
    await expect(panel).toBeVisible();
    origin = await serveStatic(folder, port);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Discussions/);
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  } finally {
    await origin?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});

test('the guard rails refuse what would break the live site, and change nothing', async () => {
  const before = await remotesJson();
  const gone = await releaseTool(['rollback', 'mf-practice', '0.0.1+19990101T000000Z'], site.env);
  expect(gone.code).toBe(1);
  expect(gone.stderr).toContain('Release 0.0.1+19990101T000000Z of mf-practice no longer exists in "e2e"');

  // A practice build without the page the shell's /language route loads (a remote exposes its src/pages).
  const broken = copyWorkspace('mf-practice', {
    file: 'rspack.config.mjs',
    from: "import { createAppConfig } from '@ccl/shared/build/rspack';",
    to: [
      "import { createAppConfig as exposingAllPages, exposedPages } from '@ccl/shared/build/rspack';",
      'const createAppConfig = (options) =>',
      "  exposingAllPages({ ...options, exposes: Object.fromEntries(Object.entries(exposedPages(options.dir)).filter(([name]) => name !== './LanguagePage')) });",
    ].join('\n'),
  });
  try {
    const refused = await releaseTool(['publish', 'mf-practice', '--source', broken.dir], site.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("mf-practice does not expose ./LanguagePage, which the shell's route /language/:languageName loads.");
  } finally {
    broken.remove();
  }
  expect(await remotesJson()).toEqual(before);
});
