import { renderStandalone } from '@ccl/shared/standalone';

// Standalone development: this remote's pages without the shell (npm run dev -w mf-content).
renderStandalone('mf-content', [
  { path: '/', load: () => import('./pages/HomePage') },
  { path: '/privacy-policy', load: () => import('./pages/PrivacyPolicyPage') },
  { path: '/disclaimer', load: () => import('./pages/DisclaimerPage') },
  { path: '/terms-and-conditions', load: () => import('./pages/TermsPage') },
  { path: '/how-to-excel', load: () => import('./pages/TipsPage') },
  { path: '/get-started', load: () => import('./pages/GetStartedPage') },
  { path: '/vocabulary/:language', load: () => import('./pages/VocabularyPage') },
  { path: '/transcript/:languageName/:dialogueId?', load: () => import('./pages/TranscriptPage') },
]);
