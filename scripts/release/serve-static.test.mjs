import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createStaticServer, resolveInside } from '../serve-static.mjs';

describe('scripts/serve-static.mjs', () => {
  let dir;
  let server;
  let base;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ccl-serve-static-'));
    await mkdir(path.join(dir, 'site'));
    await writeFile(path.join(dir, 'site', 'mf-manifest.json'), '{"name":"mf_community"}');
    await writeFile(path.join(dir, 'site', 'remoteEntry.js'), 'var mf_community;');
    await writeFile(path.join(dir, 'secret.txt'), 'not for the web');
    server = createStaticServer(path.join(dir, 'site'));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('serves files with their type, CORS for any origin, revalidated', async () => {
    const manifest = await fetch(`${base}/mf-manifest.json`, { headers: { origin: 'http://localhost:3000' } });
    assert.equal(manifest.status, 200);
    assert.deepEqual(await manifest.json(), { name: 'mf_community' });
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    assert.equal(manifest.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    const entry = await fetch(`${base}/remoteEntry.js`);
    assert.equal(entry.headers.get('content-type'), 'text/javascript; charset=utf-8');
    const preflight = await fetch(`${base}/mf-manifest.json`, { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
  });

  it('answers 404 for missing files and for anything outside its folder', async () => {
    assert.equal((await fetch(`${base}/nothing.js`)).status, 404);
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%00']) {
      const response = await fetch(base + attempt);
      assert.notEqual(await response.text(), 'not for the web', attempt);
    }
    assert.equal(resolveInside('/srv/site', '/../secret.txt'), '/srv/site/secret.txt');
    assert.equal(resolveInside('/srv/site', '/..%2f..%2fetc/passwd'), '/srv/site/etc/passwd');
    assert.equal(resolveInside('/srv/site', '/%E0%A4%A'), null);
  });

  it('refuses methods other than GET, HEAD and OPTIONS', async () => {
    assert.equal((await fetch(`${base}/mf-manifest.json`, { method: 'POST', body: 'x' })).status, 405);
  });
});
