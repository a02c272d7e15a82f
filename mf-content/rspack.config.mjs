import { createAppConfig } from '@ccl/shared/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  port: 3014,
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './PrivacyPolicyPage': './src/pages/PrivacyPolicyPage.tsx',
    './DisclaimerPage': './src/pages/DisclaimerPage.tsx',
    './TermsPage': './src/pages/TermsPage.tsx',
    './TipsPage': './src/pages/TipsPage.tsx',
    './GetStartedPage': './src/pages/GetStartedPage.tsx',
    './VocabularyPage': './src/pages/VocabularyPage.tsx',
    './TranscriptPage': './src/pages/TranscriptPage.tsx',
  },
});
