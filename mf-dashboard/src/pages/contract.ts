import type { ExposedModules } from '@ccl/shared';
import DashboardPage from './DashboardPage';
import SettingsPage from './SettingsPage';

// Type-checked only, never imported: tsc fails when this remote's pages stop matching the core's contract.
export const exposedModules = {
  './DashboardPage': DashboardPage,
  './SettingsPage': SettingsPage,
} satisfies ExposedModules['dashboard'];
