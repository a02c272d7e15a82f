import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseArguments } from './cli.mjs';
import { makeCheckout } from './fixtures.mjs';

const CLI = path.join(import.meta.dirname, 'cli.mjs');

describe('parseArguments', () => {
  it('separates the command, its arguments and the options', () => {
    assert.deepEqual(parseArguments(['publish', 'mf-practice', '--source', '/tmp/x/mf-practice', '--force']), {
      command: 'publish',
      positional: ['mf-practice'],
      flags: { force: true, source: '/tmp/x/mf-practice' },
    });
    assert.deepEqual(parseArguments(['rollback', 'practice', '0.1.0+20261122T101500Z.a1b2c3d']).positional, [
      'practice',
      '0.1.0+20261122T101500Z.a1b2c3d',
    ]);
  });

  it('refuses unknown options and a --source without a folder', () => {
    assert.throws(() => parseArguments(['publish', 'mf-practice', '--dry-run']), /Unknown option --dry-run/);
    assert.throws(() => parseArguments(['publish', 'mf-practice', '--source']), /--source needs a folder/);
  });
});

describe('npm run release (the process)', () => {
  let checkout;
  before(async () => (checkout = await makeCheckout()));
  after(() => checkout.cleanup());

  const release = (args, env = {}) =>
    spawnSync(process.execPath, [CLI, ...args], {
      encoding: 'utf8',
      env: { ...process.env, WEB_ROOT: checkout.root, RELEASES_DIR: '', RELEASE_ENV: '', SITE_URL: '', ...env },
    });

  it('lists what is live in the environment', () => {
    const result = release(['list']);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^Environment "local" \(.*releases\/local\)/);
    assert.match(result.stdout, /mf-practice {2}live: workspace build/);
  });

  it('verifies the workspace builds from disk', () => {
    const result = release(['verify']);
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /✓ mf-billing +workspace build — exposes 3 module\(s\)/);
  });

  it('exits 1 with the reason for a refusal, and 1 when verify finds a problem', async () => {
    const refused = release(['rollback', 'mf-practice']);
    assert.equal(refused.status, 1);
    assert.equal(
      refused.stderr.trim(),
      'mf-practice has never been released in "local": its workspace build is live, and there is nothing to roll back.',
    );

    await rm(path.join(checkout.root, 'mf-community/dist/mf-manifest.json'));
    const broken = release(['verify']);
    assert.equal(broken.status, 1);
    assert.match(
      broken.stdout,
      /✗ mf-community +workspace build\n {4}.*mf-community\/dist\/mf-manifest\.json does not exist \(build it with `npm run build`\)/,
    );
  });

  it('exits 2 with the usage for a wrong command line or setting', () => {
    for (const [args, env, message] of [
      [['deploy', 'mf-practice'], {}, 'Unknown command "deploy".'],
      [['publish'], {}, 'publish takes one app'],
      [['publish', 'mf-forum'], {}, 'Unknown app "mf-forum"'],
      [['list', '--force'], {}, '--force is not an option of list.'],
      [['list'], { RELEASE_ENV: 'Prod!' }, 'RELEASE_ENV "Prod!" is not a valid environment name'],
      [['verify'], { SITE_URL: 'localhost:3000' }, 'SITE_URL "localhost:3000" must be an http:// or https:// address'],
    ]) {
      const result = release(args, env);
      assert.equal(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
      assert.ok(result.stderr.includes(message), result.stderr);
      assert.ok(result.stderr.includes('Usage: npm run release -- <command>'));
    }
  });
});
