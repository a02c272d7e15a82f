import { renderStandalone } from '@ccl/shared/standalone';

// Standalone development: this remote's pages without the shell (npm run dev -w mf-dashboard).
renderStandalone('mf-dashboard', [
  { path: '/dashboard', load: () => import('./pages/DashboardPage') },
  { path: '/settings', load: () => import('./pages/SettingsPage') },
]);
