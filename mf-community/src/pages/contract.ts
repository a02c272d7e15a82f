import type { ExposedModules } from '@ccl/shared';
import DiscussionsPage from './DiscussionsPage';

// Type-checked only, never imported: tsc fails when this remote's pages stop matching the core's contract.
export const exposedModules = { './DiscussionsPage': DiscussionsPage } satisfies ExposedModules['community'];
