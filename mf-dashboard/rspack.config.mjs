import { createAppConfig } from '@ccl/shared/build/rspack';

export default createAppConfig({
  dir: import.meta.dirname,
  port: 3012,
  exposes: {
    './DashboardPage': './src/pages/DashboardPage.tsx',
    './SettingsPage': './src/pages/SettingsPage.tsx',
  },
});
