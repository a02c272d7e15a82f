import assert from 'node:assert/strict';
import { access, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { list, point, publish, rollback, verify } from './commands.mjs';
import { craftManifest, EXPOSES, fakes, makeCheckout, PROVIDED, writeBuild } from './fixtures.mjs';
import { readRegistry } from './registry.mjs';
import { APPS, ReleaseError, UsageError } from './settings.mjs';

let checkout;
let settings;
beforeEach(async () => {
  checkout = await makeCheckout();
  settings = checkout.settings;
});
afterEach(() => checkout.cleanup());

const exists = (file) =>
  access(file).then(
    () => true,
    () => false,
  );
const releasesOf = async (app) => (await readdir(path.join(settings.envDir, app)).catch(() => [])).sort();

describe('publish', () => {
  it('builds, stores an immutable versioned folder with release.json, and makes it live', async () => {
    const { options, output, builds } = fakes();
    const { version, dir } = await publish(settings, 'practice', options);
    assert.equal(version, '0.1.0+20261122T100000Z.abc1234');
    assert.equal(dir, path.join(settings.releasesDir, 'local', 'mf-practice', version));
    assert.deepEqual(builds, [{ app: 'mf-practice', publicPath: undefined }]);
    const info = JSON.parse(await readFile(path.join(dir, 'release.json'), 'utf8'));
    assert.deepEqual(info.needs, [
      { remote: 'billing', module: './InsufficientCreditsDialog', from: 'mf-practice/src/InsufficientCredits.tsx' },
    ]);
    assert.equal(info.commit, 'abc1234');
    assert.equal((await stat(path.join(dir, 'mf-manifest.json'))).mode & 0o222, 0, 'release files are read-only');

    const registry = await readRegistry(settings);
    assert.deepEqual(registry.live['mf-practice'], { version, since: '2026-11-22T10:01:00.000Z', by: 'tester@test' });
    assert.deepEqual(
      registry.history.map((event) => [event.action, event.app, event.to, event.from]),
      [['publish', 'mf-practice', { version }, null]],
    );
    assert.match(
      output.join('\n'),
      /Published mf-practice 0\.1\.0\+20261122T100000Z\.abc1234 in "local" — live now \(was its workspace build\)/,
    );
    assert.deepEqual(await releasesOf('mf-practice'), [version], 'no staging folder is left behind');
  });

  it('builds the shell to be served from its release folder', async () => {
    const { options, builds } = fakes();
    const { version } = await publish(settings, 'shell', options);
    assert.deepEqual(builds, [{ app: 'shell', publicPath: `/releases/shell/${version}/` }]);
  });

  it('never overwrites a release', async () => {
    const first = fakes();
    const { version } = await publish(settings, 'mf-practice', first.options);
    const before = await readFile(path.join(settings.envDir, 'mf-practice', version, 'mf-manifest.json'), 'utf8');
    // Same clock, same commit: the same version.
    const again = fakes();
    await assert.rejects(
      publish(settings, 'mf-practice', again.options),
      (error) => error instanceof ReleaseError && /already exists .* releases are never overwritten/.test(error.message),
    );
    assert.deepEqual(again.builds, [], 'nothing was built');
    assert.equal(await readFile(path.join(settings.envDir, 'mf-practice', version, 'mf-manifest.json'), 'utf8'), before);
    assert.equal((await readRegistry(settings)).history.length, 1);
  });

  it('refuses a remote built against another React major, storing nothing', async () => {
    const { options } = fakes({
      manifestFor: () => craftManifest('mf_practice', { exposes: EXPOSES['mf-practice'], shared: { ...PROVIDED, react: '20.0.0' } }),
    });
    await assert.rejects(publish(settings, 'mf-practice', options), (error) => {
      assert.ok(error instanceof ReleaseError);
      assert.match(
        error.message,
        /^Refusing to publish mf-practice 0\.1\.0\+20261122T100000Z\.abc1234: it would not work with what is live in "local":\n {2}- mf-practice requires react \^20\.0\.0 \(a shared singleton\), but the shell provides react 19\.3\.1\.\nNothing was changed\./,
      );
      return true;
    });
    assert.deepEqual(await releasesOf('mf-practice'), []);
    assert.equal(await exists(settings.registryFile), false);
  });

  it('refuses a remote built against a newer core than the live shell provides, saying to release the shell first', async () => {
    // The live shell (the checkout's workspace build) provides core 2.0.0; this mf-community needs 2.1.0.
    const { options } = fakes({
      manifestFor: () =>
        craftManifest('mf_community', { exposes: EXPOSES['mf-community'], shared: { ...PROVIDED, '@ccl/shared': '2.1.0' } }),
    });
    await assert.rejects(publish(settings, 'mf-community', options), (error) => {
      assert.ok(error instanceof ReleaseError);
      assert.match(
        error.message,
        /mf-community was built against the core @ccl\/shared 2\.1\.0 and requires \^2\.1\.0, but the live shell provides core 2\.0\.0: release the shell with that core first\.\nNothing was changed\./,
      );
      return true;
    });
    assert.deepEqual(await releasesOf('mf-community'), []);
  });

  it('refuses a remote missing a module the shell’s routes load', async () => {
    const { options } = fakes({ manifestFor: () => craftManifest('mf_practice', { exposes: ['DialogueIntroPage'] }) });
    await assert.rejects(
      publish(settings, 'mf-practice', options),
      /mf-practice does not expose \.\/LanguagePage, which the shell's route \/language\/:languageName loads\./,
    );
    assert.deepEqual(await releasesOf('mf-practice'), []);
  });

  it('refuses a billing release that drops a dialog another live remote opens', async () => {
    const { options } = fakes({ manifestFor: () => craftManifest('mf_billing', { exposes: ['PricingPage', 'CreditPurchaseDialog'] }) });
    await assert.rejects(
      publish(settings, 'mf-billing', options),
      /mf-billing does not expose \.\/InsufficientCreditsDialog, which mf-practice \(mf-practice\/src\/InsufficientCredits\.tsx\) loads\./,
    );
  });

  it('refuses a shell whose route table needs a module a live remote lacks', async () => {
    await writeFile(
      path.join(checkout.root, 'shell/src/routes.ts'),
      "export const REMOTE_ROUTES = [{ path: '/settings', remote: 'dashboard', module: './SettingsPage', title: 'Settings' }];\n",
    );
    await assert.rejects(
      publish(settings, 'shell', fakes().options),
      /mf-dashboard does not expose \.\/SettingsPage, which the shell's route \/settings loads\./,
    );
  });

  it('--force lets a refused release through, says what it let through and records it', async () => {
    const { options, output } = fakes({
      manifestFor: () => craftManifest('mf_practice', { exposes: EXPOSES['mf-practice'], shared: { ...PROVIDED, react: '20.0.0' } }),
    });
    await publish(settings, 'mf-practice', { ...options, force: true });
    assert.match(output.join('\n'), /Warning — going ahead despite \(--force\):\n {2}- mf-practice requires react \^20\.0\.0/);
    assert.equal((await readRegistry(settings)).history[0].forced, true);
  });

  it('refuses a build that fails, or a source folder that is not the app', async () => {
    const { options } = fakes();
    await assert.rejects(
      publish(settings, 'mf-practice', {
        ...options,
        build: async () => {
          throw new Error('Module not found: ./Nope');
        },
      }),
      /Building mf-practice failed; nothing was published\.\nModule not found: \.\/Nope/,
    );
    assert.deepEqual(await releasesOf('mf-practice'), []);
    await assert.rejects(
      publish(settings, 'mf-practice', { ...options, source: path.join(checkout.root, 'mf-billing') }),
      /must be named mf-practice/,
    );
    await assert.rejects(publish(settings, 'mf-nothing', options), UsageError);
  });
});

describe('rollback', () => {
  async function publishTwice() {
    const { options } = fakes();
    const first = await publish(settings, 'mf-practice', options);
    const second = await publish(settings, 'mf-practice', options);
    return { options, first: first.version, second: second.version };
  }

  it('makes the previous live release live again, recording what it replaced', async () => {
    const { options, first, second } = await publishTwice();
    await rollback(settings, 'mf-practice', undefined, options);
    const registry = await readRegistry(settings);
    assert.equal(registry.live['mf-practice'].version, first);
    assert.deepEqual(registry.history.at(-1), {
      ...registry.history.at(-1),
      action: 'rollback',
      to: { version: first },
      from: { version: second },
      by: 'tester@test',
    });
    assert.deepEqual(await releasesOf('mf-practice'), [first, second], 'both releases stay on disk');

    // Before the first release, the workspace build was live: one more rollback returns to it.
    const output = [];
    await rollback(settings, 'mf-practice', undefined, { ...options, out: (line) => output.push(line) });
    assert.equal((await readRegistry(settings)).live['mf-practice'], undefined);
    assert.match(output.join('\n'), /Rolled mf-practice back to its workspace build in "local" \(was 0\.1\.0\+/);
    await assert.rejects(rollback(settings, 'mf-practice', undefined, options), /nothing earlier to roll back to/);
    await assert.rejects(rollback(settings, 'mf-practice', 'workspace', options), /mf-practice's workspace build is already live/);
    await rollback(settings, 'mf-practice', second, options);
    await rollback(settings, 'mf-practice', 'workspace', options);
    assert.equal((await readRegistry(settings)).live['mf-practice'], undefined);
  });

  it('goes to a named version, and refuses the one already live', async () => {
    const { options, first, second } = await publishTwice();
    await rollback(settings, 'mf-practice', first, options);
    await assert.rejects(rollback(settings, 'mf-practice', first, options), /already live/);
    await rollback(settings, 'mf-practice', second, options);
    assert.equal((await readRegistry(settings)).live['mf-practice'].version, second);
  });

  it('refuses a release that no longer exists, with a clear message, changing nothing', async () => {
    const { options, first, second } = await publishTwice();
    await rm(path.join(settings.envDir, 'mf-practice', first), { recursive: true, force: true });
    const before = await readFile(settings.registryFile, 'utf8');
    for (const version of [undefined, first, '0.0.1+19990101T000000Z']) {
      await assert.rejects(rollback(settings, 'mf-practice', version, options), (error) => {
        assert.ok(error instanceof ReleaseError);
        assert.match(
          error.message,
          /^Release .* of mf-practice no longer exists in "local" \(.* is missing\), so it cannot be made live again\. Releases still there: .*\. Nothing was changed\.$/,
        );
        assert.ok(error.message.includes(`Releases still there: ${second}.`));
        return true;
      });
    }
    assert.equal(await readFile(settings.registryFile, 'utf8'), before);
  });

  it('refuses an older billing release that lacks a dialog the live remotes open', async () => {
    const { options } = fakes({
      manifestFor: () => craftManifest('mf_billing', { exposes: ['PricingPage', 'InsufficientCreditsDialog'] }),
    });
    // The old release predates the dashboard's purchase dialog: published when nothing opened it.
    await writeFile(path.join(checkout.root, 'mf-dashboard/src/NoCreditsBanner.tsx'), '');
    const old = await publish(settings, 'mf-billing', options);
    await writeFile(
      path.join(checkout.root, 'mf-dashboard/src/NoCreditsBanner.tsx'),
      "useRemoteComponent('billing', './CreditPurchaseDialog', open);\n",
    );
    await publish(settings, 'mf-billing', { ...options, build: fakes().options.build });
    await assert.rejects(
      rollback(settings, 'mf-billing', old.version, options),
      /Refusing to roll mf-billing back to .*:\n {2}- mf-billing does not expose \.\/CreditPurchaseDialog, which mf-dashboard/,
    );
  });

  it('rejects a version that is not a folder name', async () => {
    await assert.rejects(rollback(settings, 'mf-practice', '../../etc', fakes().options), UsageError);
  });
});

/** A tiny origin serving `files` (path → body), with or without CORS. */
async function origin(files, { cors = true } = {}) {
  const server = http.createServer((request, response) => {
    const body = files[new URL(request.url, 'http://x').pathname];
    response.writeHead(body === undefined ? 404 : 200, cors ? { 'access-control-allow-origin': '*' } : {});
    response.end(body ?? 'Not Found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

function served(manifest, prefix = '/mf-community/') {
  const files = { [`${prefix}mf-manifest.json`]: JSON.stringify(manifest), [`${prefix}remoteEntry.js`]: 'var x;' };
  for (const expose of manifest.exposes) files[`${prefix}${expose.assets.js.sync[0]}`] = '/* chunk */';
  return files;
}

describe('point', () => {
  it('makes a remote live from another origin after loading and checking its manifest', async () => {
    const other = await origin(served(craftManifest('mf_community', { exposes: ['DiscussionsPage'] })));
    try {
      const { output } = fakes();
      await point(settings, 'mf-community', `${other.base}/mf-community/mf-manifest.json`, { out: (line) => output.push(line) });
      const registry = await readRegistry(settings);
      assert.deepEqual(registry.live['mf-community'].url, `${other.base}/mf-community/mf-manifest.json`);
      assert.equal(registry.history[0].action, 'point');
      assert.equal(await verify(settings, { out: () => {} }), 0);
      // Rolling back returns the remote to what was live before: here its workspace build.
      await rollback(settings, 'mf-community', undefined, { out: () => {} });
      assert.equal((await readRegistry(settings)).live['mf-community'], undefined);
    } finally {
      await other.close();
    }
  });

  it('refuses an unreachable URL, a manifest missing a routed module, the shell and a non-URL', async () => {
    const other = await origin(served(craftManifest('mf_community', { exposes: ['SomethingElse'] })));
    try {
      const { options } = fakes();
      const quiet = { ...options, fetchImpl: fetch };
      await assert.rejects(
        point(settings, 'mf-community', `${other.base}/nowhere/mf-manifest.json`, quiet),
        /Refusing to point mf-community at .*:\n {2}- its manifest cannot be read: .* answered 404/,
      );
      await assert.rejects(
        point(settings, 'mf-community', `${other.base}/mf-community/mf-manifest.json`, quiet),
        /mf-community does not expose \.\/DiscussionsPage, which the shell's route \/discussions loads/,
      );
      await assert.rejects(point(settings, 'shell', `${other.base}/index.html`, quiet), /`point` is for remotes/);
      await assert.rejects(point(settings, 'mf-community', 'mf-manifest.json', quiet), /is not an absolute http\(s\) URL/);
      assert.equal(await exists(settings.registryFile), false);
    } finally {
      await other.close();
    }
  });
});

describe('verify', () => {
  it('passes for workspace builds and releases that fit together, and lists each app', async () => {
    await publish(settings, 'mf-practice', fakes().options);
    const output = [];
    assert.equal(await verify(settings, { out: (line) => output.push(line) }), 0);
    assert.match(output.join('\n'), /✓ mf-practice +0\.1\.0\+20261122T100000Z\.abc1234 — exposes 2 module\(s\)/);
    assert.match(output.at(-1), /Every live app loads/);
  });

  it('finds a live release whose chunk or folder is gone', async () => {
    const { version, dir } = await publish(settings, 'mf-practice', fakes().options);
    await rm(path.join(dir, '__federation_expose_LanguagePage.js'), { force: true });
    const output = [];
    assert.equal(await verify(settings, { out: (line) => output.push(line) }), 1);
    assert.match(output.join('\n'), /✗ mf-practice .*\n {4}.*__federation_expose_LanguagePage\.js is missing/);

    await rm(dir, { recursive: true, force: true });
    assert.ok((await verify(settings, { out: () => {} })) >= 1);
    const listed = [];
    await list(settings, 'mf-practice', { out: (line) => listed.push(line) });
    assert.match(listed.join('\n'), new RegExp(`live: ${version.replace(/[.+]/g, '\\$&')}.*MISSING`));
  });

  it('finds a workspace build that breaks the guard rails', async () => {
    await writeBuild(
      path.join(checkout.root, 'mf-content/dist'),
      craftManifest('mf_content', { exposes: ['HomePage'], shared: { react: '18.3.1' } }),
    );
    const output = [];
    assert.equal(await verify(settings, { out: (line) => output.push(line) }), 1);
    assert.match(
      output.join('\n'),
      /✗ mf-content requires react \^18\.3\.1 \(a shared singleton\), but the shell provides react 19\.3\.1\./,
    );
  });

  it('over HTTP (SITE_URL): what the site serves must match the registry, and files on another origin need CORS', async () => {
    const community = craftManifest('mf_community', { exposes: ['DiscussionsPage'] });
    const elsewhere = await origin(served(community), { cors: false });
    const workspace = (app) => served(craftManifest(APPS[app].container, { exposes: EXPOSES[app] }), `/remotes/${app}/`);
    const site = await origin({
      '/': '<!doctype html><script defer src="/main.1234abcd.js"></script>',
      '/mf-manifest.json': JSON.stringify(craftManifest('shell')),
      '/remotes.json': JSON.stringify({
        content: '/remotes/mf-content/mf-manifest.json',
        practice: '/remotes/mf-practice/mf-manifest.json',
        dashboard: '/remotes/mf-dashboard/mf-manifest.json',
        billing: '/remotes/mf-billing/mf-manifest.json',
        community: `${elsewhere.base}/mf-community/mf-manifest.json`,
      }),
      ...workspace('mf-content'),
      ...workspace('mf-practice'),
      ...workspace('mf-dashboard'),
      ...workspace('mf-billing'),
    });
    try {
      const output = [];
      const problems = await verify({ ...settings, siteUrl: site.base }, { out: (line) => output.push(line) });
      const text = output.join('\n');
      assert.match(
        text,
        new RegExp(
          `the site serves mf-community from ${elsewhere.base}/mf-community/mf-manifest.json, but the registry of "local" says workspace build`,
        ),
      );
      assert.match(text, /mf-community: .* is on another origin and does not allow http:\/\/127\.0\.0\.1:\d+ \(no CORS header\)/);
      assert.equal(problems, 2, text);
    } finally {
      await site.close();
      await elsewhere.close();
    }
  });
});
