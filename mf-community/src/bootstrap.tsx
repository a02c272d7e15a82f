import { renderStandalone } from '@ccl/shared/standalone';

// Standalone development: this remote's pages without the shell (npm run dev -w mf-community).
renderStandalone('mf-community', [{ path: '/discussions', load: () => import('./pages/DiscussionsPage') }]);
