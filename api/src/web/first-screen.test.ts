import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeWithDatabase, TestApp, uniqueEmail } from '../test/harness.js';

/**
 * A signed-in visitor's first screen (issue #14): their page request's session cookie carries their token, and the
 * server draws their page with their own reads. Their page is theirs alone: never kept, never sent to another visitor
 * or a guest, and not kept by any cache.
 */
describeWithDatabase('first screens drawn for a signed-in visitor', () => {
  const LOADING_LINE = '<div class="boot">Loading...</div>';
  // The app is built with its web root: written before it (this hook is registered before the app's).
  const root = path.join(os.tmpdir(), `ccl-signed-in-screens-${process.pid}-${Date.now()}`);

  // Stand-ins for the live builds (shell/src/server.tsx, a remote's page bundle): the page drawn says whose session it
  // was drawn with, from the answers the server gave it.
  const SHELL_SERVER_BUNDLE = `exports.coreVersion = require('@ccl/shared/package.json').version;
    exports.drawFirstScreen = async ({ url, remote, module, Page, earlyAnswers, token }) => {
      const answers = await Promise.all(earlyAnswers.map(async (early) => ({ url: early.url, authorization: early.authorization, answer: await early.answer })));
      const session = answers.find((a) => a.url === '/api/user');
      const user = session ? JSON.parse(session.answer.body).data : null;
      return {
        html: '<main>' + Page(url) + ' for ' + (user ? user.name : 'a guest') + (token ? ' (token given)' : '') + '</main>',
        styles: '',
        data: { remote, module, queries: answers.map((a) => [a.url, a.authorization, a.answer.status]), user },
        untaken: [],
      };
    };`;

  const write = async (file: string, content: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };

  beforeAll(async () => {
    await write(
      path.join(root, 'shell/dist/index.html'),
      `<!doctype html><html><head></head><body><div id="root"><!--first-screen-->${LOADING_LINE}<!--/first-screen--></div></body></html>`,
    );
    await write(
      path.join(root, 'shell/dist/routes.json'),
      JSON.stringify([
        { path: '/', remote: 'content', module: './HomePage', drawnOnServer: 'everyone' },
        { path: '/dashboard', remote: 'content', module: './HomePage', drawnOnServer: 'signed-in' },
      ]),
    );
    await write(path.join(root, 'shell/dist/early-requests.json'), JSON.stringify({ '*': [{ path: '/user', signedIn: true }] }));
    await write(path.join(root, 'shell/dist/server/shell.cjs'), SHELL_SERVER_BUNDLE);
    await write(
      path.join(root, 'mf-content/dist/mf-manifest.json'),
      JSON.stringify({
        name: 'mf_content',
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
        exposes: [{ path: './HomePage', assets: { js: { sync: [], async: [] } } }],
      }),
    );
    await write(
      path.join(root, 'mf-content/dist/early-requests.json'),
      JSON.stringify({ './HomePage': [{ path: '/stats' }, { path: '/attempts', signedIn: true }] }),
    );
    await write(path.join(root, 'mf-content/dist/server/HomePage.cjs'), 'exports.default = (url) => `Page ${url}`;');
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  // Guests' drawings kept as long as public answers are (30 s here): a visitor's must never be among them.
  const t = new TestApp({ env: { WEB_ROOT: root, PUBLIC_CACHE_SECONDS: '30' } });
  const page = (url: string, cookie?: string) =>
    t.request<string>({ method: 'GET', url, headers: cookie ? { cookie: `theme=dark; ${cookie}` } : {} });
  const dataBlock = (html: string) => {
    const block = /<script type="application\/json" id="ccl-first-screen">(.*?)<\/script>/.exec(html)?.[1];
    return block === undefined ? undefined : (JSON.parse(block) as { user: { name: string } | null; queries: unknown[] });
  };

  it("draws a signed-in visitor's page with their own reads, answered with their token, kept by no cache", async () => {
    const asha = await t.signUp({ name: 'Asha Rao', email: uniqueEmail('asha') });
    const response = await page('/dashboard', `ccl_session=${asha.token}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toBe('cookie, accept-encoding');
    expect(response.body).toContain('<main>Page /dashboard for Asha Rao (token given)</main>');
    expect(response.body).not.toContain(LOADING_LINE);
    const data = dataBlock(response.body)!;
    expect(data.user).toMatchObject({ name: 'Asha Rao' });
    expect(data.queries).toEqual([
      ['/api/user', `Bearer ${asha.token}`, 200],
      ['/api/stats', `Bearer ${asha.token}`, 200],
      ['/api/attempts', `Bearer ${asha.token}`, 200],
    ]);
  });

  it("never sends one visitor's page to another, nor to a guest, nor keeps it for later", async () => {
    const asha = await t.signUp({ name: 'Asha Rao', email: uniqueEmail('asha') });
    const ravi = await t.signUp({ name: 'Ravi Kumar', email: uniqueEmail('ravi') });
    const guestBefore = await page('/');
    expect(guestBefore.body).toContain('for a guest</main>');
    expect(guestBefore.headers['cache-control']).toBe('no-cache');

    const ashas = await page('/', `ccl_session=${asha.token}`);
    expect(ashas.body).toContain('<main>Page / for Asha Rao (token given)</main>');
    const ravis = await page('/', `ccl_session=${ravi.token}`);
    expect(ravis.body).toContain('<main>Page / for Ravi Kumar (token given)</main>');
    expect(ravis.body).not.toContain('Asha');

    // The guest's drawing, kept for guests, is still a guest's; a visitor never gets it, nor an earlier one's own.
    const guestAfter = await page('/');
    expect(guestAfter.body).toContain('<main>Page / for a guest</main>');
    expect(guestAfter.body).not.toMatch(/Asha|Ravi/);
    expect(dataBlock(guestAfter.body)!.user).toBeNull();
    expect((await page('/', `ccl_session=${asha.token}`)).body).toContain('for Asha Rao (token given)');
    // A guest's page for a signed-in candidate's route is the loading line: their browser sends them to log in.
    expect((await page('/dashboard')).body).toContain(LOADING_LINE);
  });

  it('sends the loading line, drawing nothing, for a token that is no longer valid or a cookie that holds none', async () => {
    const asha = await t.signUp({ name: 'Asha Rao', email: uniqueEmail('asha') });
    expect((await t.post('/api/logout', undefined, asha.token)).status).toBe(200);
    for (const cookie of [`ccl_session=${asha.token}`, 'ccl_session=1', 'ccl_session=%E0%A4%A', 'ccl_session=not a token']) {
      const response = await page('/dashboard', cookie);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toContain(LOADING_LINE);
      expect(dataBlock(response.body)).toBeUndefined();
      // Nor a guest's drawing of a public page: the browser holds a token, and draws its own page.
      expect((await page('/', cookie)).body).toContain(LOADING_LINE);
    }
  });
});
