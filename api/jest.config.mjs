/**
 * API tests: `npm test -w api` runs three projects —
 *   unit      pure logic and HTTP pieces that need no database (*.unit.test.ts)
 *   pglite    every other *.test.ts against the embedded PGlite (through pglite-socket)
 *   postgres  the same suites (except *.pglite.test.ts) against a real PostgreSQL (TEST_DATABASE_URL, default
 *             postgres://postgres@127.0.0.1:5432/test); skipped with a notice when unreachable
 * One database only: `npm test -w api -- --selectProjects pglite`.
 * ESM throughout (node --experimental-vm-modules), TypeScript through @swc/jest.
 */
const common = {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    // @swc/jest emits ESM or CommonJS, whichever the importing side needs.
    '^.+\\.(ts|js)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  // CommonJS packages that require() ESM-only ones (@fastify/static → content-disposition 3,
  // light-my-request → cookie 2): Node 20 can require(esm) but jest's module system cannot, so
  // those two are compiled to CommonJS, wherever npm nested them.
  transformIgnorePatterns: ['/node_modules/(?!(.*/node_modules/)?(content-disposition|cookie)/)'],
  moduleNameMapper: {
    '^@ccl/shared/domain$': '<rootDir>/../shared/src/domain.ts',
    '^@ccl/shared/early-requests$': '<rootDir>/../shared/src/early-requests.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const databaseSuites = {
  ...common,
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.unit\\.test\\.ts$'],
};

export default {
  // Starting a database and hashing passwords with argon2 take seconds on a small machine.
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.unit.test.ts'] },
    {
      ...databaseSuites,
      displayName: 'pglite',
      globals: { CCL_TEST_DATABASE: 'pglite' },
      globalSetup: '<rootDir>/src/test/global-setup-pglite.mjs',
      globalTeardown: '<rootDir>/src/test/global-teardown-pglite.mjs',
    },
    {
      ...databaseSuites,
      displayName: 'postgres',
      testPathIgnorePatterns: [...databaseSuites.testPathIgnorePatterns, '\\.pglite\\.test\\.ts$'],
      globals: { CCL_TEST_DATABASE: 'postgres' },
      globalSetup: '<rootDir>/src/test/global-setup-postgres.mjs',
    },
  ],
};
