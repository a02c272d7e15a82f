import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import * as schema from '../db/schema.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Mailer } from '../mail/mailer.js';
import { LocalStorage } from '../storage/local-storage.js';
import { MediaUrls } from '../storage/media.js';
import { SITE_NOT_BUILT_MESSAGE } from './site.js';
import { LocalRemoteRegistry, type RemoteRegistry } from './remotes.js';

/** The site routes never touch the database: a pool that is never used stands in for one. */
async function appServing(webRoot: string, env: Record<string, string> = {}, remotes?: RemoteRegistry) {
  const pool = new pg.Pool({ connectionString: 'postgres://unused@127.0.0.1:1/unused' });
  const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: webRoot, ...env }),
    db: drizzle(pool, { schema }),
    pool,
    mailer,
    storage: new LocalStorage(path.join(os.tmpdir(), 'ccl-site-storage-unused')),
    media: new MediaUrls('site-tests-never-sign-anything'),
    // Site routes never enqueue work.
    jobs: null as unknown as JobQueue,
    ...(remotes && { remotes }),
  });
  return { app, close: async () => (await app.close(), await pool.end()) };
}

async function write(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** A built text file as the build leaves it: the file, file.br and file.gz (shared/build/rspack.mjs). */
async function writeCompressed(file: string, content: string): Promise<void> {
  await write(file, content);
  await write(`${file}.br`, brotliCompressSync(content));
  await write(`${file}.gz`, gzipSync(content));
}

/** The parts of a remote's mf-manifest.json the server reads for its preload hints. */
const PRACTICE_MANIFEST = {
  name: 'mf_practice',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { path: './PracticeSegmentPage', assets: { js: { sync: ['__federation_expose_PracticeSegmentPage.1a2b3c4d.js'], async: ['9.js'] } } },
    { path: './PracticeCompletePage', assets: { js: { sync: ['__federation_expose_PracticeCompletePage.5e6f7a8b.js'], async: [] } } },
  ],
};

/** The shell's app, and the files of its own copy of each shared library (shell/rspack.config.mjs); one file serves two. */
const SHELL_PRELOADS = {
  bootstrap: ['330.ffff6666.js'],
  shared: {
    react: ['121.aaaa1111.js'],
    '@mui/material': ['270.bbbb2222.js', '508.cccc3333.js'],
    '@emotion/react': ['508.cccc3333.js'],
    // A component downloaded only by a page that draws it.
    '@mui/material/Dialog': ['777.eeee5555.js', '508.cccc3333.js'],
  },
};

/** The shell's mf-manifest.json also names its fallback copies' files (999…), which a page never loads. */
const SHELL_MANIFEST = {
  name: 'shell',
  shared: [{ name: '@emotion/react', assets: { js: { sync: ['508.cccc3333.js', '999.dddd4444.js'], async: [] } } }],
};

const SCRIPT = `console.log(${JSON.stringify('a shell chunk '.repeat(200))});`;

describe('site serving (built front-ends on the API port)', () => {
  let root: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ccl-site-'));
    await write(
      path.join(root, 'shell/dist/index.html'),
      '<!doctype html><html><head><title>CCL Practice</title></head><body><div id="root"></div></body></html>',
    );
    await write(
      path.join(root, 'shell/dist/routes.json'),
      JSON.stringify([
        { path: '/', remote: 'content', module: './HomePage' },
        { path: '/practice/complete/:sessionId', remote: 'practice', module: './PracticeCompletePage' },
        { path: '/practice/:sessionId/:segmentOrder', remote: 'practice', module: './PracticeSegmentPage' },
        { path: '/dialogue/:languageName/:dialogueId?', remote: 'practice', module: './DialogueIntroPage' },
      ]),
    );
    await write(path.join(root, 'shell/dist/main.3f2a.js'), 'console.log("shell")');
    await write(path.join(root, 'shell/dist/mf-manifest.json'), JSON.stringify(SHELL_MANIFEST));
    await write(path.join(root, 'shell/dist/preload.json'), JSON.stringify(SHELL_PRELOADS));
    await write(path.join(root, 'mf-practice/dist/mf-manifest.json'), JSON.stringify(PRACTICE_MANIFEST));
    await write(path.join(root, 'mf-practice/dist/123.abc.js'), 'chunk');
    // The shared libraries each page's own code imports (shared/build/rspack.mjs).
    await write(
      path.join(root, 'mf-practice/dist/page-libraries.json'),
      JSON.stringify({ './PracticeSegmentPage': ['@mui/material', '@mui/material/Dialog', 'react'], './PracticeCompletePage': ['react'] }),
    );
    // The API reads each app's pages make first (@ccl/shared/early-requests): the shell's on every page.
    await write(path.join(root, 'shell/dist/early-requests.json'), JSON.stringify({ '*': [{ path: '/user', signedIn: true }] }));
    await write(
      path.join(root, 'mf-practice/dist/early-requests.json'),
      JSON.stringify({
        './PracticeSegmentPage': [
          { path: '/practice/segment?sessionId={sessionId:number}&segmentOrder={segmentOrder:number}', signedIn: true },
        ],
        './DialogueIntroPage': [
          { method: 'POST', path: '/fetch-dialogue', body: { id: '{dialogueId:number}' } },
          { path: '/dialogues/{languageName:language}?page=1' },
        ],
      }),
    );
    await writeCompressed(path.join(root, 'shell/dist/main.0a1b2c3d.js'), SCRIPT);
    await writeCompressed(path.join(root, 'mf-practice/dist/456.89abcdef.js'), SCRIPT);
    await writeCompressed(path.join(root, 'mf-practice/dist/remoteEntry.js'), SCRIPT);
    await write(path.join(root, 'secret.txt'), 'not for the web');
    ({ app, close } = await appServing(root, { AD_CLIENT: 'ca-pub-123', VERIFIED_USER_ID: '12' }));
  });

  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the shell at /', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>CCL Practice</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('writes the remotes map and settings into the page, and preloads the shell’s app and shared libraries, the files of the path’s remote page and the components it imports', async () => {
    const page = (await app.inject({ method: 'GET', url: '/practice/12/3' })).body;
    const data = (id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(page)![1]!);
    expect(data('ccl-remotes')).toEqual((await app.inject({ method: 'GET', url: '/remotes.json' })).json());
    expect(data('ccl-config')).toEqual((await app.inject({ method: 'GET', url: '/config.json' })).json());
    const preloads = [...page.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => [m[1], m[2]]);
    expect(preloads).toEqual([
      ['/121.aaaa1111.js', 'script'],
      ['/270.bbbb2222.js', 'script'],
      ['/508.cccc3333.js', 'script'],
      ['/330.ffff6666.js', 'script'],
      ['/remotes/mf-practice/mf-manifest.json', 'fetch'],
      ['/remotes/mf-practice/remoteEntry.js', 'script'],
      ['/remotes/mf-practice/__federation_expose_PracticeSegmentPage.1a2b3c4d.js', 'script'],
      // The on-demand component the page imports: fetched with it, not once its code has run; after what
      // every page needs first.
      ['/777.eeee5555.js', 'script'],
    ]);
    // Everything is in the head, before the shell's own scripts; no script at a priority that would hold the
    // first screen (drawn from the page itself).
    expect(page.indexOf('ccl-remotes')).toBeLessThan(page.indexOf('</head>'));
    expect(
      [...page.matchAll(/<link rel="preload"[^>]* as="script"[^>]*>/g)].every(([hint]) => hint.endsWith(' fetchpriority="low">')),
    ).toBe(true);

    const complete = (await app.inject({ method: 'GET', url: '/practice/complete/9' })).body;
    expect(complete).toContain('__federation_expose_PracticeCompletePage.5e6f7a8b.js');
    expect(complete).not.toContain('PracticeSegmentPage');
    expect(complete).not.toContain('777.eeee5555.js');
    // A remote that is not built, and a path of no remote: the map and the shell's libraries, no remote file.
    const home = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain('<link rel="preload" href="/remotes/mf-content/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(home).not.toContain('/remotes/mf-content/remoteEntry.js');
    const login = (await app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).toContain('<link rel="preload" href="/270.bbbb2222.js" as="script" fetchpriority="low">');
    expect(login).not.toMatch(/<link rel="preload" href="\/remotes\//);
    expect(login).not.toContain('999.dddd4444.js');
    expect(login).not.toContain('777.eeee5555.js');
  });

  it('writes into the page the API reads its route makes first, filled in with the path’s parameters', async () => {
    const early = async (url: string) => {
      const page = (await app.inject({ method: 'GET', url })).body;
      const block = /<script type="application\/json" id="ccl-early-requests">(.*?)<\/script>/.exec(page)?.[1];
      return block === undefined ? undefined : (JSON.parse(block) as unknown);
    };
    const user = { method: 'GET', url: '/api/user', signedIn: true };
    expect(await early('/practice/12/3')).toEqual([
      user,
      { method: 'GET', url: '/api/practice/segment?sessionId=12&segmentOrder=3', signedIn: true },
    ]);
    expect(await early('/dialogue/hindi/31')).toEqual([
      user,
      { method: 'POST', url: '/api/fetch-dialogue', body: '{"id":31}', signedIn: false },
      { method: 'GET', url: '/api/dialogues/Hindi?page=1', signedIn: false },
    ]);
    // A parameter that is not what the request needs (no such language, no id): that request is not made early.
    expect(await early('/dialogue/klingon')).toEqual([user]);
    expect(await early('/dialogue/hindi/31%3F')).toEqual([user, { method: 'GET', url: '/api/dialogues/Hindi?page=1', signedIn: false }]);
    // A query string changes what the page asks for first: only the shell's own.
    expect(await early('/dialogue/hindi/31?page=2')).toEqual([user]);
    // A page without declared requests, and a path of no remote: the shell's.
    expect(await early('/practice/complete/9')).toEqual([user]);
    expect(await early('/login')).toEqual([user]);
  });

  it('answers client-side routes with the shell’s index.html', async () => {
    for (const url of ['/dashboard', '/practice/12/3', '/language/hindi?page=2', '/practice/complete/9', '/anything/else']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('serves the shell’s assets, and a missing asset is a 404, not HTML', async () => {
    const asset = await app.inject({ method: 'GET', url: '/main.3f2a.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    const missing = await app.inject({ method: 'GET', url: '/main.0000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('serves a built remote under /remotes/<folder>/ with CORS', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/mf-practice/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual(PRACTICE_MANIFEST);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/remotes/mf-practice/123.abc.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends the compressed file the build made: brotli where accepted, else gzip, else the file', async () => {
    for (const url of ['/main.0a1b2c3d.js', '/remotes/mf-practice/456.89abcdef.js', '/remotes/mf-practice/remoteEntry.js']) {
      const inject = (acceptEncoding?: string) =>
        app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      const brotli = await inject('gzip, deflate, br');
      expect({ url, status: brotli.statusCode, encoding: brotli.headers['content-encoding'] }).toEqual({
        url,
        status: 200,
        encoding: 'br',
      });
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(brotli.headers['content-type']).toContain('javascript');

      const gzip = await inject('gzip');
      expect({ url, encoding: gzip.headers['content-encoding'] }).toEqual({ url, encoding: 'gzip' });
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

      const plain = await inject();
      expect({ url, encoding: plain.headers['content-encoding'], body: plain.body }).toEqual({ url, encoding: undefined, body: SCRIPT });
    }
  });

  it('hashed files are immutable for a year; index.html, manifests and remoteEntry.js are revalidated', async () => {
    const cacheControl = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })).headers['cache-control'];
    expect(await cacheControl('/main.0a1b2c3d.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/remotes/mf-practice/456.89abcdef.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/remotes/mf-practice/remoteEntry.js')).toBe('no-cache');
    expect(await cacheControl('/remotes/mf-practice/mf-manifest.json')).toBe('no-cache');
    expect(await cacheControl('/')).toBe('no-cache');
    expect(await cacheControl('/index.html')).toBe('no-cache');
    expect(await cacheControl('/remotes.json')).toBe('no-cache');
  });

  it('answers 404 for a remote that is not built', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes/mf-dashboard/mf-manifest.json' });
    expect(response.statusCode).toBe(404);
  });

  it('does not serve files outside the build folders', async () => {
    for (const url of ['/remotes/mf-practice/../../secret.txt', '/../secret.txt', '/remotes/mf-practice/%2e%2e/%2e%2e/secret.txt']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('not for the web');
    }
  });

  it('GET /remotes.json lists each remote’s manifest, revalidated on every use', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      practice: '/remotes/mf-practice/mf-manifest.json',
      dashboard: '/remotes/mf-dashboard/mf-manifest.json',
      community: '/remotes/mf-community/mf-manifest.json',
      content: '/remotes/mf-content/mf-manifest.json',
      billing: '/remotes/mf-billing/mf-manifest.json',
    });
  });

  it('GET /config.json gives the browser its public settings, unset ones as null', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      apiBaseUrl: '/api',
      analyticsEndpoint: null,
      analyticsDomain: null,
      adClient: 'ca-pub-123',
      adSlot: null,
      verifiedUserId: 12,
      stripePublishableKey: null,
      paymentsEnabled: false,
    });
  });

  it('keeps /api answers JSON, never the shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The route GET /api/nothing-here does not exist.' });
  });

  it('answers CORS preflight for the API', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('allows %s in the CORS preflight (settings, account deletion)', async (method) => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/settings',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-methods']).toContain(method);
  });

  it.each(['/', '/settings', '/api/stats', '/api/no-such-route', '/remotes.json', '/remotes/mf-practice/mf-manifest.json'])(
    'sends the browser security headers with %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).not.toContain(" 'unsafe-eval'");
      expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});

describe('the Content-Security-Policy follows the configuration', () => {
  it('allows the analytics endpoint, the ad network and Stripe only when they are configured', async () => {
    const plain = await appServing(os.tmpdir());
    const configured = await appServing(os.tmpdir(), {
      ANALYTICS_ENDPOINT: 'https://stats.example.com/api/event',
      AD_CLIENT: 'ca-pub-123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    });
    try {
      const plainCsp = String((await plain.app.inject({ method: 'GET', url: '/api/stats' })).headers['content-security-policy']);
      expect(plainCsp).toContain("connect-src 'self';");
      expect(plainCsp).toContain("frame-src 'none'");
      expect(plainCsp).not.toMatch(/googlesyndication|stripe|stats\.example/);
      const csp = String((await configured.app.inject({ method: 'GET', url: '/api/stats' })).headers['content-security-policy']);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/stats\.example\.com/);
      expect(csp).toMatch(/script-src [^;]*https:\/\/pagead2\.googlesyndication\.com/);
      expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    } finally {
      await plain.close();
      await configured.close();
    }
  });
});

describe('the Content-Security-Policy names the Stripe API the site is configured with', () => {
  it('lets Stripe.js call STRIPE_API_BASE (a test double or self-hosted API) instead of api.stripe.com', async () => {
    const served = await appServing(os.tmpdir(), { STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    try {
      const csp = String((await served.app.inject({ method: 'GET', url: '/pricing' })).headers['content-security-policy']);
      expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:12111/);
      expect(csp).not.toContain('https://api.stripe.com');
    } finally {
      await served.close();
    }
  });
});

describe('the Content-Security-Policy follows the live remotes', () => {
  it('lets a page load a remote released to another origin; an API answer does not name it', async () => {
    const elsewhere: RemoteRegistry = {
      manifests: async () => ({
        ...(await new LocalRemoteRegistry().manifests()),
        community: 'https://cdn.example.net:8443/mf-community/1.2.0/mf-manifest.json',
      }),
    };
    const served = await appServing(os.tmpdir(), {}, elsewhere);
    try {
      const page = String((await served.app.inject({ method: 'GET', url: '/discussions' })).headers['content-security-policy']);
      expect(page).toMatch(/script-src 'self' https:\/\/cdn\.example\.net:8443 'wasm-unsafe-eval'/);
      expect(page).toMatch(/connect-src 'self' https:\/\/cdn\.example\.net:8443/);
      const api = String((await served.app.inject({ method: 'GET', url: '/api/stats' })).headers['content-security-policy']);
      expect(api).not.toContain('cdn.example.net');
    } finally {
      await served.close();
    }
  });
});

describe('the security headers follow a release', () => {
  it('names the origin a remote is released to next, and no longer the one before', async () => {
    let community = 'https://cdn-a.example.net/mf-community/1.0.0/mf-manifest.json';
    const releasing: RemoteRegistry = {
      manifests: async () => ({ ...(await new LocalRemoteRegistry().manifests()), community }),
    };
    const served = await appServing(os.tmpdir(), {}, releasing);
    try {
      const csp = async () => String((await served.app.inject({ method: 'GET', url: '/discussions' })).headers['content-security-policy']);
      expect(await csp()).toContain('https://cdn-a.example.net');
      community = 'https://cdn-b.example.net/mf-community/1.1.0/mf-manifest.json';
      const after = await csp();
      expect(after).toContain('https://cdn-b.example.net');
      expect(after).not.toContain('cdn-a.example.net');
    } finally {
      await served.close();
    }
  });

  it('leaves the headers only a document uses out of the API’s JSON answers', async () => {
    const served = await appServing(os.tmpdir());
    try {
      const page = await served.app.inject({ method: 'GET', url: '/settings' });
      const json = await served.app.inject({ method: 'GET', url: '/api/stats' });
      for (const documentOnly of ['x-dns-prefetch-control', 'origin-agent-cluster', 'x-download-options', 'x-xss-protection']) {
        expect(page.headers[documentOnly]).toBeDefined();
        expect(json.headers[documentOnly]).toBeUndefined();
      }
      expect(json.headers['strict-transport-security']).toBe(page.headers['strict-transport-security']);
    } finally {
      await served.close();
    }
  });
});

describe('site serving before anything is built', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ccl-empty-site-'));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('starts, still answers remotes.json and config.json, and says what is missing', async () => {
    const { app, close } = await appServing(root);
    try {
      expect((await app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
      const home = await app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(404);
      expect(home.json()).toEqual({ message: SITE_NOT_BUILT_MESSAGE });
      expect((await app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/main.js' })).json()).toEqual({ message: '/main.js was not found.' });
      expect((await app.inject({ method: 'GET', url: '/remotes/mf-practice/mf-manifest.json' })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});

describe('source maps', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ccl-maps-'));
    await write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>CCL Practice</title>');
    await write(path.join(root, 'shell/dist/main.3f2a.js'), 'console.log("shell")\n//# sourceMappingURL=main.3f2a.js.map');
    await write(path.join(root, 'shell/dist/main.3f2a.js.map'), '{"version":3,"sources":["secret/src/main.tsx"]}');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it.each([
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', SERVE_SOURCE_MAPS: 'true' }, 200],
    [{ NODE_ENV: 'development' }, 200],
  ])('with %j, GET a .map answers %i', async (env, status) => {
    const { app, close } = await appServing(root, env);
    try {
      expect((await app.inject({ method: 'GET', url: '/main.3f2a.js.map' })).statusCode).toBe(status);
      expect((await app.inject({ method: 'GET', url: '/main.3f2a.js' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});

describe('first screens drawn on the server (a guest’s page with its HTML)', () => {
  let root: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const LOADING_LINE = '<div class="boot">Loading...</div>';
  const CONTENT_MANIFEST = {
    name: 'mf_content',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [{ path: './HomePage', assets: { js: { sync: [], async: [] } } }],
  };
  const SHELL_SERVER_BUNDLE = `const { frame } = require('./layout.1a2b3c4d.cjs');
    const React = require('react');
    exports.coreVersion = require('@ccl/shared/package.json').version;
    exports.drawFirstScreen = async ({ url, remote, module, Page, config, earlyAnswers }) => {
      if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 200));
      if (url === '/never') await new Promise(() => {});
      // A read its first render does not make: left for the browser to send.
      const later = (early) => early.url === '/api/later-read';
      const answers = await Promise.all(earlyAnswers.filter((early) => !later(early)).map(async (early) => { const a = await early.answer; return early.method + ' ' + early.url + ' ' + a.status; }));
      return {
        html: frame(Page(url)) + '<p>' + answers.join(';') + ' ' + config.apiBaseUrl + ' ' + typeof React.createElement + '</p>',
        styles: '<style data-emotion="css 1x2y3z">.css-1x2y3z{color:teal}</style>',
        data: { remote, module, queries: { answers } },
        untaken: earlyAnswers.filter(later).map(({ method, url, signedIn }) => ({ method, url, signedIn })),
      };
    };`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ccl-first-screens-'));
    await write(
      path.join(root, 'shell/dist/index.html'),
      `<!doctype html><html><head><title>CCL Practice</title></head><body><div id="root">\n  <!--first-screen-->${LOADING_LINE}<!--/first-screen-->\n</div></body></html>`,
    );
    await write(
      path.join(root, 'shell/dist/routes.json'),
      JSON.stringify([
        { path: '/', remote: 'content', module: './HomePage', drawnOnServer: 'everyone' },
        { path: '/broken', remote: 'content', module: './BrokenPage', drawnOnServer: 'everyone' },
        { path: '/slow/:n', remote: 'content', module: './HomePage', drawnOnServer: 'everyone' },
        { path: '/never', remote: 'content', module: './HomePage', drawnOnServer: 'everyone' },
        { path: '/dialogue/:languageName/:dialogueId?', remote: 'practice', module: './DialogueIntroPage', drawnOnServer: 'everyone' },
        // A signed-in candidate's page: never drawn for a guest (their browser sends them to log in).
        { path: '/about-me', remote: 'content', module: './HomePage', drawnOnServer: 'signed-in' },
      ]),
    );
    await write(path.join(root, 'shell/dist/early-requests.json'), JSON.stringify({ '*': [{ path: '/user', signedIn: true }] }));
    await write(path.join(root, 'mf-content/dist/mf-manifest.json'), JSON.stringify(CONTENT_MANIFEST));
    await write(
      path.join(root, 'mf-content/dist/early-requests.json'),
      JSON.stringify({ './HomePage': [{ path: '/no-such-read' }, { path: '/later-read' }] }),
    );
    await write(path.join(root, 'mf-practice/dist/mf-manifest.json'), JSON.stringify(PRACTICE_MANIFEST));
    // Stand-ins for the shell's and the remote's server bundles (shell/src/server.tsx; shared/build/rspack.mjs): CommonJS
    // that requires a package of the server's (react) and a chunk of its own, like the real ones.
    await write(
      path.join(root, 'shell/dist/server/layout.1a2b3c4d.cjs'),
      'exports.frame = (page) => `<header>CCL Practice</header><main>${page}</main>`;',
    );
    await write(path.join(root, 'shell/dist/server/shell.cjs'), SHELL_SERVER_BUNDLE);
    await write(path.join(root, 'mf-content/dist/server/HomePage.cjs'), 'exports.default = (url) => `Home page drawn for ${url}`;');
    await write(
      path.join(root, 'mf-content/dist/server/BrokenPage.cjs'),
      'exports.default = () => { throw new Error("window is not defined"); };',
    );
    ({ app, close } = await appServing(root));
  });

  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  const dataBlock = (page: string, id: string) => {
    const block = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(page)?.[1];
    return block === undefined ? undefined : (JSON.parse(block) as unknown);
  };

  it('sends a guest the page drawn by the live builds in place of the loading line, with what the browser takes over', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe('cookie, accept-encoding');
    expect(response.body).toContain(
      '<div id="root"><header>CCL Practice</header><main>Home page drawn for /</main><p>GET /api/no-such-read 404 /api function</p></div>',
    );
    expect(response.body).not.toContain(LOADING_LINE);
    // Its styles in the head, where the browser has them before it lays the page out.
    const [head, body] = response.body.split('</head>');
    expect(head).toContain('<style data-emotion="css 1x2y3z">.css-1x2y3z{color:teal}</style>');
    expect(body).not.toContain('<style');
    expect(dataBlock(response.body, 'ccl-first-screen')).toEqual({
      remote: 'content',
      module: './HomePage',
      queries: { answers: ['GET /api/no-such-read 404'] },
    });
    // The page's first reads came with it: left to send are the shell's own (a signed-in visitor's) and the one the
    // drawing did not take.
    expect(dataBlock(response.body, 'ccl-early-requests')).toEqual([
      { method: 'GET', url: '/api/user', signedIn: true },
      { method: 'GET', url: '/api/later-read', signedIn: false },
    ]);
  });

  it('sends the loading line to a browser whose session cookie holds no token it can use, and the page’s first reads to send', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'theme=dark; ccl_session=1' } });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain(LOADING_LINE);
    expect(dataBlock(response.body, 'ccl-first-screen')).toBeUndefined();
    expect(dataBlock(response.body, 'ccl-early-requests')).toEqual([
      { method: 'GET', url: '/api/user', signedIn: true },
      { method: 'GET', url: '/api/no-such-read', signedIn: false },
      { method: 'GET', url: '/api/later-read', signedIn: false },
    ]);
  });

  it('sends the loading line for a page opened with a query string, one that cannot be drawn off a browser, a remote without server bundles, or a page not for guests', async () => {
    for (const url of ['/?tab=2', '/broken', '/dialogue/hindi/3', '/about-me']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(LOADING_LINE);
      expect(dataBlock(response.body, 'ccl-first-screen')).toBeUndefined();
    }
  });

  it('sends the loading line while the live shell gives browsers another core than the server draws with', async () => {
    const file = path.join(root, 'shell/dist/server/shell.cjs');
    await write(file, SHELL_SERVER_BUNDLE.replace("require('@ccl/shared/package.json').version", "'0.0.1'"));
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.body).toContain(LOADING_LINE);
      expect(dataBlock(response.body, 'ccl-first-screen')).toBeUndefined();
    } finally {
      await write(file, SHELL_SERVER_BUNDLE);
    }
    expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain(LOADING_LINE);
  });

  it('draws one page at a time, and sends the loading line rather than keep a guest in a long queue or waiting on a stuck drawing', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => app.inject({ method: 'GET', url: `/slow/${n}` })));
    const drawn = pages.filter((page) => page.body.includes('Home page drawn for /slow/'));
    expect(drawn.length).toBeGreaterThanOrEqual(1);
    expect(drawn.length).toBeLessThanOrEqual(4);
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
    const stuck = await app.inject({ method: 'GET', url: '/never' });
    expect(stuck.body).toContain(LOADING_LINE);
    // The queue moves on after it: the next page is drawn.
    expect((await app.inject({ method: 'GET', url: '/slow/8' })).body).toContain('Home page drawn for /slow/8');
  });

  it('compresses the page as the browser accepts', async () => {
    const plain = (await app.inject({ method: 'GET', url: '/' })).body;
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
  });

  it('draws every page as the browser would without them when FIRST_SCREENS is off', async () => {
    const off = await appServing(root, { FIRST_SCREENS: 'false' });
    try {
      const response = await off.app.inject({ method: 'GET', url: '/' });
      expect(response.body).toContain(LOADING_LINE);
      expect(dataBlock(response.body, 'ccl-early-requests')).toEqual([
        { method: 'GET', url: '/api/user', signedIn: true },
        { method: 'GET', url: '/api/no-such-read', signedIn: false },
        { method: 'GET', url: '/api/later-read', signedIn: false },
      ]);
    } finally {
      await off.close();
    }
  });
});
