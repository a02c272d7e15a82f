import type { ExposedModules } from '@ccl/shared';
import CreditPurchaseDialog from './CreditPurchaseDialog';
import InsufficientCreditsDialog from './InsufficientCreditsDialog';
import PricingPage from './PricingPage';

// Type-checked only, never imported: tsc fails when this remote's pages stop matching the core's contract.
export const exposedModules = {
  './PricingPage': PricingPage,
  './CreditPurchaseDialog': CreditPurchaseDialog,
  './InsufficientCreditsDialog': InsufficientCreditsDialog,
} satisfies ExposedModules['billing'];
