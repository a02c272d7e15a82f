import { readFileSync } from 'node:fs';
import path from 'node:path';

const { coreFingerprint, coreVersion, readLock } = require('../scripts/core-fingerprint.cjs') as {
  coreFingerprint: () => string;
  coreVersion: () => string;
  readLock: () => { version: string; fingerprint: string };
};

describe('the core is versioned for real', () => {
  it('changes only with a new version, recorded by npm run core:lock -w shared', () => {
    const lock = readLock();
    expect(coreVersion()).toBe(lock.version);
    if (coreFingerprint() !== lock.fingerprint) {
      throw new Error(
        `@ccl/shared changed but core.lock.json still says ${lock.version}: bump its version, add a CHANGELOG entry, run npm run core:lock -w shared`,
      );
    }
  });

  it('has a CHANGELOG entry for its version', () => {
    const changelog = readFileSync(path.join(__dirname, '../CHANGELOG.md'), 'utf8');
    expect(changelog).toContain(`## ${coreVersion()}`);
  });
});
