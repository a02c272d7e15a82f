/** Every front-end workspace's jest tests in one run (the API has its own: npm test -w api). */
module.exports = {
  // Project configs cannot set it for a multi-project run. A guard against a hung test, not a speed check: in CI
  // this layer shares 2 cores with the e2e layer's browsers, and a test of a few seconds alone took over 15 s there
  // (a sign-up, 2026-11-27). The API's tests allow the same.
  testTimeout: 30_000,
  projects: ['shared', 'shell', 'mf-content', 'mf-practice', 'mf-dashboard', 'mf-community', 'mf-billing'].map((dir) => `<rootDir>/${dir}`),
};
