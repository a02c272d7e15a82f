import type { ExposedModules } from '@ccl/shared';
import DashboardPage from './DashboardPage';
import ReviewPage from './ReviewPage';
import SettingsPage from './SettingsPage';
import WeakSegmentsPage from './WeakSegmentsPage';

// Type-checked only, never imported: tsc fails when this remote's pages stop matching the core's contract.
export const exposedModules = {
  './DashboardPage': DashboardPage,
  './SettingsPage': SettingsPage,
  './WeakSegmentsPage': WeakSegmentsPage,
  './ReviewPage': ReviewPage,
} satisfies ExposedModules['dashboard'];
