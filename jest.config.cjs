/** Every front-end workspace's jest tests in one run (the API has its own: npm test -w api). */
module.exports = {
  // Project configs cannot set it for a multi-project run; 2 shared cores under load need more than jest's 5 s.
  testTimeout: 15000,
  projects: ['shared', 'shell', 'mf-content', 'mf-practice', 'mf-dashboard', 'mf-community', 'mf-billing'].map((dir) => `<rootDir>/${dir}`),
};
