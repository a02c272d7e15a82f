import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareVersions, parseRange, parseVersion, satisfies } from './semver.mjs';

describe('satisfies', () => {
  const cases = [
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['20.0.0', '^19.3.1', false],
    ['20.0.0-rc.1', '^19.3.1', false],
    ['18.3.1', '^19.3.1', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.9.0', '^1', true],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.9.9', '~1', true],
    ['5.1.0', '5.1.0', true],
    ['5.1.1', '=5.1.0', false],
    ['5.1.1', '5.1.x', true],
    ['5.2.0', '5.1', false],
    ['7.0.0', '>=6 <8', true],
    ['8.0.0', '>=6 <8', false],
    ['8.0.0', '>= 6.0.0 < 8', false],
    ['2.0.0', '>1', true],
    ['1.9.9', '>1', false],
    ['1.2.0', '<=1.2', true],
    ['1.3.0', '<=1.2', false],
    ['1.5.0', '1.2.3 - 1.6', true],
    ['1.7.0', '1.2.3 - 1.6', false],
    ['18.2.0', '^17.0.0 || ^18.0.0', true],
    ['19.0.0', '^17.0.0 || ^18.0.0', false],
    ['3.0.0', '*', true],
    ['3.0.0', '', true],
    ['1.0.0-beta.2', '^1.0.0-beta.1', true],
    ['1.1.0-beta.1', '^1.0.0-beta.1', false],
    ['1.0.0', '^1.0.0-beta.1', true],
    ['not-a-version', '^1.0.0', false],
  ];
  for (const [version, range, expected] of cases) {
    it(`${version} ${expected ? 'satisfies' : 'does not satisfy'} "${range}"`, () => assert.equal(satisfies(version, range), expected));
  }

  it('rejects a range that is not one', () => {
    assert.throws(() => parseRange('^banana'), /"\^banana" is not a version range/);
  });
});

describe('compareVersions', () => {
  it('orders releases, pre-releases and their identifiers as semver does', () => {
    const sorted = ['1.0.0', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-beta.2', '1.0.0-beta.11', '0.9.9', '1.0.0-rc.1']
      .map(parseVersion)
      .sort(compareVersions);
    assert.deepEqual(
      sorted.map((v) => `${v.major}.${v.minor}.${v.patch}${v.prerelease.length ? `-${v.prerelease.join('.')}` : ''}`),
      ['0.9.9', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0'],
    );
  });
});
