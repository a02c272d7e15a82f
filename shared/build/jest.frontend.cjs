/**
 * The jest preset of every front-end workspace (shared, shell, mf-*): jsdom with fetch/streams that
 * msw needs, TypeScript + JSX through @swc/jest, and the setup file below.
 */
const path = require('node:path');

module.exports = function frontendJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { url: 'http://localhost/' },
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.tsx')],
    transform: {
      '^.+\\.(m|c)?[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ES-module files (.mjs anywhere, and packages that ship only ESM) are compiled too.
    transformIgnorePatterns: ['/node_modules/(?!(axios|country-flag-icons|wavesurfer\\.js|until-async)/).+\\.(?!mjs$)[^.]+$'],
    moduleNameMapper: {
      // The core's Node-safe modules import each other as './domain.js' (NodeNext, for the API): the source is .ts.
      '^(\\./domain)\\.js$': '$1',
      '^@ccl/shared/early-requests$': path.join(__dirname, '..', 'src', 'early-requests.ts'),
      '^@ccl/shared/token$': path.join(__dirname, '..', 'src', 'session', 'token.ts'),
      '^@ccl/shared/first-screen$': path.join(__dirname, '..', 'src', 'first-screen.ts'),
      '\\.(css)$': path.join(__dirname, 'jest.style-stub.cjs'),
      '\\.(ogg|mp3|wav|png|svg|jpe?g|webp)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    clearMocks: true,
    testTimeout: 15000,
  };
};
