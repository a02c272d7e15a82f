// Type-checked only, never imported: tsc fails when the pages stop matching what the core's contract says this remote exposes.
import type { ExposedModules } from '@ccl/shared';
import DisclaimerPage from './DisclaimerPage';
import GetStartedPage from './GetStartedPage';
import HomePage from './HomePage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import TermsPage from './TermsPage';
import TipsPage from './TipsPage';
import TranscriptPage from './TranscriptPage';
import VocabularyPage from './VocabularyPage';

export const exposedModules = {
  './HomePage': HomePage,
  './PrivacyPolicyPage': PrivacyPolicyPage,
  './DisclaimerPage': DisclaimerPage,
  './TermsPage': TermsPage,
  './TipsPage': TipsPage,
  './GetStartedPage': GetStartedPage,
  './VocabularyPage': VocabularyPage,
  './TranscriptPage': TranscriptPage,
} satisfies ExposedModules['content'];
