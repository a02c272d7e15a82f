import { createAppConfig } from '@ccl/shared/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  port: 3015,
  exposes: {
    './PricingPage': './src/pages/PricingPage.tsx',
    // Opened by other remotes at runtime through the shell (useRemoteComponent), never imported.
    './CreditPurchaseDialog': './src/purchase/CreditPurchaseDialog.tsx',
    './InsufficientCreditsDialog': './src/insufficient-credits/InsufficientCreditsDialog.tsx',
  },
});
