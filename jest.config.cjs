/** Every front-end workspace's jest tests in one run (the API has its own: npm test -w api). */
module.exports = {
  projects: ['shared', 'shell', 'mf-content', 'mf-practice', 'mf-dashboard', 'mf-community', 'mf-billing'].map((dir) => `<rootDir>/${dir}`),
};
