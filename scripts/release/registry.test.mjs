import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { makeCheckout } from './fixtures.mjs';
import {
  emptyRegistry,
  liveStack,
  previousLive,
  readRegistry,
  recordChange,
  registryProblems,
  withRegistryLock,
  writeRegistry,
} from './registry.mjs';
import { ReleaseError } from './settings.mjs';

/** Applies changes in order, one minute apart. */
function history(...changes) {
  return changes.reduce(
    (registry, [action, app, to], index) =>
      recordChange(registry, { app, action, to, by: 'ops', at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString() }),
    emptyRegistry('local'),
  );
}
const v = (version) => ({ version });

describe('recordChange', () => {
  it('makes the release live and records who, when, what and what was live before', () => {
    const registry = history(['publish', 'mf-practice', v('1')], ['publish', 'mf-practice', v('2')]);
    assert.deepEqual(registry.live['mf-practice'], { version: '2', since: '2026-01-01T00:01:00.000Z', by: 'ops' });
    assert.deepEqual(registry.history, [
      { at: '2026-01-01T00:00:00.000Z', by: 'ops', action: 'publish', app: 'mf-practice', to: v('1'), from: null },
      { at: '2026-01-01T00:01:00.000Z', by: 'ops', action: 'publish', app: 'mf-practice', to: v('2'), from: v('1') },
    ]);
  });
});

describe('previousLive (what a plain rollback returns to)', () => {
  it('goes back one release per rollback, never to the one just rolled back from', () => {
    let registry = history(['publish', 'mf-practice', v('1')], ['publish', 'mf-practice', v('2')], ['publish', 'mf-practice', v('3')]);
    assert.deepEqual(previousLive(registry, 'mf-practice'), v('2'));
    registry = recordChange(registry, { app: 'mf-practice', action: 'rollback', to: v('2'), by: 'ops', at: 'x' });
    assert.deepEqual(previousLive(registry, 'mf-practice'), v('1'));
    registry = recordChange(registry, { app: 'mf-practice', action: 'rollback', to: v('1'), by: 'ops', at: 'x' });
    // Before the first release, the workspace build was live.
    assert.equal(previousLive(registry, 'mf-practice'), null);
    registry = recordChange(registry, { app: 'mf-practice', action: 'rollback', to: null, by: 'ops', at: 'x' });
    assert.equal(registry.live['mf-practice'], undefined);
    assert.throws(
      () => previousLive(registry, 'mf-practice'),
      (error) => error instanceof ReleaseError && /back to its workspace build .* nothing earlier to roll back to/.test(error.message),
    );
    assert.deepEqual(registryProblems(registry), []);
  });

  it('after a rollback and a new publish, goes back to the release live before the new one', () => {
    const registry = history(
      ['publish', 'mf-practice', v('1')],
      ['publish', 'mf-practice', v('2')],
      ['rollback', 'mf-practice', v('1')],
      ['publish', 'mf-practice', v('3')],
    );
    assert.deepEqual(liveStack(registry, 'mf-practice'), [null, v('1'), v('3')]);
    assert.deepEqual(previousLive(registry, 'mf-practice'), v('1'));
  });

  it('keeps each app to its own history, and counts a URL (point) as a live release', () => {
    const registry = history(
      ['publish', 'mf-community', v('1')],
      ['publish', 'mf-practice', v('7')],
      ['point', 'mf-community', { url: 'https://cdn.example/m.json' }],
    );
    assert.deepEqual(previousLive(registry, 'mf-community'), v('1'));
    assert.equal(previousLive(registry, 'mf-practice'), null);
  });

  it('an explicit rollback to a release no longer on the stack puts it back on top', () => {
    const registry = history(
      ['publish', 'mf-practice', v('1')],
      ['publish', 'mf-practice', v('2')],
      ['rollback', 'mf-practice', v('1')],
      ['rollback', 'mf-practice', v('2')],
    );
    assert.deepEqual(liveStack(registry, 'mf-practice'), [null, v('1'), v('2')]);
    assert.deepEqual(previousLive(registry, 'mf-practice'), v('1'));
  });

  it('refuses an app that was never released', () => {
    assert.throws(() => previousLive(emptyRegistry('local'), 'mf-billing'), /mf-billing has never been released in "local"/);
  });
});

describe('registryProblems', () => {
  it('accepts what the tool writes', () => {
    assert.deepEqual(
      registryProblems(
        history(
          ['publish', 'shell', v('0.1.0+20260101T000000Z.abc1234')],
          ['point', 'mf-community', { url: 'https://cdn.example/m.json' }],
        ),
      ),
      [],
    );
  });

  it('names each problem of a hand-edited registry', () => {
    const problems = registryProblems({
      format: 2,
      live: { 'mf-nope': v('1'), 'mf-practice': v('../../etc'), shell: { url: 'https://elsewhere/' } },
      history: [
        { app: 'mf-practice', action: 'delete', to: v('1') },
        { app: 'mf-practice', action: 'publish', to: null },
      ],
    });
    assert.deepEqual(problems, [
      '"format" is 2, expected 1',
      '"live" names an unknown app "mf-nope"',
      '"live.mf-practice" needs a "version" (a release folder name) or an http(s) "url"',
      '"live.shell" is a URL, but the shell is always served by the site itself',
      '"history[0]" is not a release event',
      '"history[1]" is not a release event',
    ]);
  });
});

describe('reading and writing the registry file', () => {
  let checkout;
  before(async () => (checkout = await makeCheckout()));
  after(() => checkout.cleanup());

  it('reads an empty registry before the first release', async () => {
    assert.deepEqual(await readRegistry(checkout.settings), emptyRegistry('local'));
  });

  it('writes through a temporary file renamed into place, leaving no temporary file behind', async () => {
    const registry = history(['publish', 'mf-practice', v('1')]);
    await writeRegistry(checkout.settings, registry);
    assert.deepEqual(await readRegistry(checkout.settings), registry);
    assert.deepEqual(await readdir(checkout.settings.envDir), ['registry.json']);
  });

  it('refuses a registry that does not parse or is not one, with the file named', async () => {
    await writeFile(checkout.settings.registryFile, '{ "format": 1, ');
    await assert.rejects(readRegistry(checkout.settings), /registry\.json is not valid JSON .* nothing was changed/);
    await writeFile(checkout.settings.registryFile, '{ "format": 1, "live": [], "history": {} }');
    await assert.rejects(readRegistry(checkout.settings), /is not a valid release registry:\n {2}- "history" is not a list/);
  });

  it('lets one command at a time change an environment; a stale lock is taken over', async () => {
    const order = [];
    const slow = withRegistryLock(checkout.settings, async () => {
      order.push('first starts');
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push('first ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await withRegistryLock(checkout.settings, async () => order.push('second'));
    await slow;
    assert.deepEqual(order, ['first starts', 'first ends', 'second']);

    await assert.rejects(
      withRegistryLock(checkout.settings, () => withRegistryLock(checkout.settings, async () => {}, { waitMs: 300 })),
      /Another release command \(process \d+\) is changing local/,
    );

    await writeFile(path.join(checkout.settings.envDir, '.lock'), '999999999');
    assert.equal(await withRegistryLock(checkout.settings, async () => 'ran'), 'ran');
    await assert.rejects(readFile(path.join(checkout.settings.envDir, '.lock')), { code: 'ENOENT' });
  });
});
