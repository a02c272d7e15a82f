const path = require('node:path');
const base = require('@ccl/shared/build/jest')(__dirname);

module.exports = {
  ...base,
  displayName: 'mf-practice',
  // jsdom has no media playback, Web Audio or object URLs: test/setup.ts models what the pages use.
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'test', 'setup.ts')],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // The encoder worker is a static asset (its URL), never code a test runs.
    'encoderWorker\\.min\\.js$': Object.values(base.moduleNameMapper).find((stub) => stub.endsWith('jest.file-stub.cjs')),
  },
};
