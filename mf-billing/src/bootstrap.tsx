import { renderStandalone } from '@ccl/shared/standalone';

// Standalone development: this remote's pages without the shell (npm run dev -w mf-billing).
renderStandalone('mf-billing', [{ path: '/pricing', load: () => import('./pages/PricingPage') }]);
