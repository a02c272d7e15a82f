import { renderStandalone } from '@ccl/shared/standalone';

// Standalone development: this remote's pages without the shell (npm run dev -w mf-practice).
renderStandalone('mf-practice', [
  { path: '/language/:languageName', load: () => import('./pages/LanguagePage') },
  { path: '/dialogue/:languageName/:dialogueId?', load: () => import('./pages/DialogueIntroPage') },
  { path: '/practice/:sessionId/:segmentOrder', load: () => import('./pages/PracticeSegmentPage') },
  { path: '/practice/complete/:sessionId', load: () => import('./pages/PracticeCompletePage') },
]);
