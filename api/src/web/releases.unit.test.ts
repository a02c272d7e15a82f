import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
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
import { ReleaseRegistry } from './releases.js';
import { IMMUTABLE } from './site.js';

/**
 * The site routes never touch the database: a pool that never connects stands in for one. Building the
 * app asks the server's version once (the content service's read connection); that one answer is canned.
 */
async function appServing(env: Record<string, string>) {
  const pool = new pg.Pool({ connectionString: 'postgres://unused@127.0.0.1:1/unused' });
  (pool as unknown as { query: () => Promise<unknown> }).query = async () => ({ rows: [{ version: 'PostgreSQL (site tests)' }] });
  const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
    db: drizzle(pool, { schema }),
    pool,
    mailer,
    storage: new LocalStorage(path.join(os.tmpdir(), 'ccl-site-storage-unused')),
    media: new MediaUrls('site-tests-never-sign-anything'),
    // Site routes never enqueue work.
    jobs: null as unknown as JobQueue,
  });
  return { app, close: async () => (await app.close(), await pool.end()) };
}

async function write(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** What `npm run release` writes: a temporary file renamed over registry.json. */
async function writeRegistry(dir: string, live: Record<string, unknown>): Promise<void> {
  const file = path.join(dir, 'staging', 'registry.json');
  await write(`${file}.tmp`, JSON.stringify({ format: 1, environment: 'staging', live, history: [] }));
  await rename(`${file}.tmp`, file);
}

const V1 = '0.1.0+20261122T101500Z.a1b2c3d';
const V2 = '0.1.0+20261123T090000Z.b2c3d4e';
const SHELL_V = '0.1.0+20261124T080000Z.c3d4e5f';

const WORKSPACE_REMOTES = {
  practice: '/remotes/mf-practice/mf-manifest.json',
  dashboard: '/remotes/mf-dashboard/mf-manifest.json',
  community: '/remotes/mf-community/mf-manifest.json',
  content: '/remotes/mf-content/mf-manifest.json',
  billing: '/remotes/mf-billing/mf-manifest.json',
};

describe('releases on the site (RELEASES_DIR, RELEASE_ENV)', () => {
  let root: string;
  let releases: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ccl-releases-'));
    releases = path.join(root, 'elsewhere', 'releases');
    await write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>workspace shell</title>');
    await write(path.join(root, 'shell/dist/main.aaaa1111.js'), 'console.log("workspace shell")');
    await write(path.join(root, 'mf-practice/dist/mf-manifest.json'), '{"name":"mf_practice","build":"workspace"}');
    for (const version of [V1, V2]) {
      await write(
        path.join(releases, 'staging/mf-practice', version, 'mf-manifest.json'),
        JSON.stringify({ name: 'mf_practice', build: version }),
      );
      await write(path.join(releases, 'staging/mf-practice', version, 'remoteEntry.js'), `var mf_practice; // ${version}`);
      await write(path.join(releases, 'staging/mf-practice', version, '__federation_expose_LanguagePage.1234abcd.js'), 'chunk');
    }
    await write(path.join(releases, 'staging/mf-practice/.staging-0.2.0+x-123/mf-manifest.json'), '{"half":"built"}');
    await write(
      path.join(releases, 'staging/shell', SHELL_V, 'index.html'),
      `<!doctype html><title>released shell</title><script defer src="/releases/shell/${SHELL_V}/main.bbbb2222.js"></script>`,
    );
    await write(path.join(releases, 'staging/shell', SHELL_V, 'main.bbbb2222.js'), 'console.log("released shell")');
    ({ app, close } = await appServing({ WEB_ROOT: root, RELEASES_DIR: releases, RELEASE_ENV: 'staging' }));
  });

  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  const remotesJson = async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.json();
  };

  it('serves the workspace builds while nothing is released', async () => {
    expect(await remotesJson()).toEqual(WORKSPACE_REMOTES);
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('workspace shell');
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it('follows the registry on every request, without a restart', async () => {
    await writeRegistry(releases, { 'mf-practice': { version: V1, since: '2026-11-22T10:15:00Z', by: 'ops' } });
    expect(await remotesJson()).toEqual({ ...WORKSPACE_REMOTES, practice: `/releases/mf-practice/${V1}/mf-manifest.json` });

    await writeRegistry(releases, {
      'mf-practice': { version: V2, since: '2026-11-23T09:00:00Z', by: 'ops' },
      'mf-community': { url: 'https://cdn.example.com/mf-community/1.0.0/mf-manifest.json', since: '2026-11-23T09:00:00Z', by: 'ops' },
    });
    expect(await remotesJson()).toEqual({
      ...WORKSPACE_REMOTES,
      practice: `/releases/mf-practice/${V2}/mf-manifest.json`,
      community: 'https://cdn.example.com/mf-community/1.0.0/mf-manifest.json',
    });
  });

  it('serves every release’s files — live or not — with CORS, cached as immutable', async () => {
    for (const version of [V1, V2]) {
      const manifest = await app.inject({ method: 'GET', url: `/releases/mf-practice/${version}/mf-manifest.json` });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.json()).toEqual({ name: 'mf_practice', build: version });
      expect(manifest.headers['cache-control']).toBe(IMMUTABLE);
      expect(manifest.headers['access-control-allow-origin']).toBe('*');
    }
    const chunk = await app.inject({ method: 'GET', url: `/releases/mf-practice/${V1}/__federation_expose_LanguagePage.1234abcd.js` });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['content-type']).toContain('javascript');
  });

  it('answers 404 — never the shell — for a missing release file, a staging folder, the registry or paths outside', async () => {
    await write(path.join(root, 'secret.txt'), 'not for the web');
    for (const url of [
      `/releases/mf-practice/${V1}/nothing.js`,
      '/releases/mf-practice/0.9.9+gone/mf-manifest.json',
      '/releases/mf-practice/.staging-0.2.0+x-123/mf-manifest.json',
      '/releases/registry.json',
      '/releases/mf-practice/../registry.json',
      '/releases/mf-practice/%2e%2e/registry.json',
      '/releases/mf-practice',
      '/releases/mf-practice/%2e%2e/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('<title>');
      expect(response.body).not.toContain('"live"');
    }
  });

  it('serves a released shell at / and for client-side routes, while remotes.json stays revalidated', async () => {
    await writeRegistry(releases, { shell: { version: SHELL_V, since: '2026-11-24T08:00:00Z', by: 'ops' } });
    for (const url of ['/', '/index.html', '/dashboard', '/practice/12/3']) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.body).toContain('released shell');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const main = await app.inject({ method: 'GET', url: `/releases/shell/${SHELL_V}/main.bbbb2222.js` });
    expect(main.statusCode).toBe(200);
    expect(main.headers['cache-control']).toBe(IMMUTABLE);
    // The workspace shell's own files stay where they were (a page loaded before the switch still works).
    expect((await app.inject({ method: 'GET', url: '/main.aaaa1111.js' })).statusCode).toBe(200);
    expect(await remotesJson()).toEqual(WORKSPACE_REMOTES);
  });

  it('keeps serving the last good registry when the file stops parsing, and says so once', async () => {
    await writeRegistry(releases, { 'mf-practice': { version: V1, since: '2026-11-22T10:15:00Z', by: 'ops' } });
    expect((await remotesJson()).practice).toBe(`/releases/mf-practice/${V1}/mf-manifest.json`);
    const warnings: string[] = [];
    const registry = new ReleaseRegistry({
      releasesDir: releases,
      environment: 'staging',
      webRoot: root,
      log: { warn: (message) => warnings.push(message) },
    });
    expect((await registry.manifests()).practice).toBe(`/releases/mf-practice/${V1}/mf-manifest.json`);

    await write(path.join(releases, 'staging/registry.json'), '{"format":1,"live":{"mf-practice":{"version":"../../etc"}}}');
    expect((await registry.manifests()).practice).toBe(`/releases/mf-practice/${V1}/mf-manifest.json`);
    await write(path.join(releases, 'staging/registry.json'), '{ not json');
    expect((await registry.manifests()).practice).toBe(`/releases/mf-practice/${V1}/mf-manifest.json`);
    await registry.manifests();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('is not a valid release registry');
    expect(warnings[1]).toContain('is not valid JSON');
  });

  it('ignores a URL for the shell (the site always serves its own shell) and unknown apps', async () => {
    await writeRegistry(releases, { shell: { url: 'https://elsewhere.example/index.html' }, 'mf-nothing': { version: V1 } });
    const registry = new ReleaseRegistry({ releasesDir: releases, environment: 'staging', webRoot: root });
    expect(await registry.live()).toEqual({});
    expect(await registry.shellDir()).toBe(path.join(root, 'shell', 'dist'));
  });

  it('reads RELEASES_DIR under WEB_ROOT by default, and refuses a bad RELEASE_ENV', () => {
    expect(loadConfig({ WEB_ROOT: root }).web).toMatchObject({ releasesDir: path.join(root, 'releases'), releaseEnv: 'local' });
    expect(() => loadConfig({ RELEASE_ENV: '../prod' })).toThrow(/RELEASE_ENV: must be lower-case letters/);
  });

  it('an unreadable registry is logged, not fatal', async () => {
    // A directory where the file should be: unreadable even for root.
    await mkdir(path.join(releases, 'broken', 'registry.json'), { recursive: true });
    const warnings: string[] = [];
    const registry = new ReleaseRegistry({
      releasesDir: releases,
      environment: 'broken',
      webRoot: root,
      log: { warn: (message) => warnings.push(message) },
    });
    expect(await registry.manifests()).toEqual(WORKSPACE_REMOTES);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('cannot be read');
  });
});
