import { createJiti } from 'jiti';
import { createAppConfig, JsonFilePlugin, providedLibrary } from '@ccl/shared/build/rspack';

const base = createAppConfig({ dir: import.meta.dirname, port: 3010, host: true });

/**
 * dist/routes.json: which remote and exposed module each path needs (src/routes.ts). The server reads it
 * when it sends index.html, to preload that page's files and to draw a guest's first screen (api/src/web/shell-page.ts).
 */
async function routes() {
  const { REMOTE_ROUTES } = await createJiti(import.meta.url).import('./src/routes.ts');
  return REMOTE_ROUTES.map(({ path, remote, module, drawnOnServer }) => ({
    path,
    remote,
    module,
    ...(drawnOnServer ? { drawnOnServer } : {}),
  }));
}

/**
 * dist/preload.json: the files every page loads once main.js runs, which the server preloads
 * (api/src/web/shell-page.ts) so that none of them waits for main.js:
 * - `bootstrap`: the app (src/bootstrap.tsx, behind the federation's async boundary);
 * - `shared`: each shared library → the files of the shell's own copy (its "provide shared module").
 *   mf-manifest.json names these and, with them, the files of the shell's fallback copies, which a page
 *   never loads when the shell provides the library itself: requests of a first visit for nothing.
 */
function preloads(compilation) {
  const scripts = (group) =>
    group
      .getFiles()
      .filter((file) => file.endsWith('.js'))
      .sort();
  const shared = {};
  let bootstrap = [];
  for (const group of compilation.chunkGroups) {
    const name = providedLibrary(group);
    if (name) shared[name] = scripts(group);
    if (group.origins.some((origin) => origin.request === './bootstrap')) bootstrap = scripts(group);
  }
  return { bootstrap, shared: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))) };
}

export default (env, argv) => {
  const config = base(env, argv);
  return {
    ...config,
    plugins: [...config.plugins, new JsonFilePlugin('routes.json', routes), new JsonFilePlugin('preload.json', preloads)],
  };
};
