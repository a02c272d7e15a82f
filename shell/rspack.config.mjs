import { createJiti } from 'jiti';
import { createAppConfig } from '@ccl/shared/build/rspack';

const base = createAppConfig({ dir: import.meta.dirname, port: 3010, host: true });

/**
 * dist/routes.json: which remote and exposed module each path needs (src/routes.ts). The server reads it
 * when it sends index.html, to preload that page's files (api/src/web/shell-page.ts).
 */
class RoutesFilePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RoutesFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'RoutesFilePlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { REMOTE_ROUTES } = await createJiti(import.meta.url).import('./src/routes.ts');
          const rows = REMOTE_ROUTES.map(({ path, remote, module }) => ({ path, remote, module }));
          compilation.emitAsset('routes.json', new compiler.rspack.sources.RawSource(JSON.stringify(rows)));
        },
      );
    });
  }
}

export default (env, argv) => {
  const config = base(env, argv);
  return { ...config, plugins: [...config.plugins, new RoutesFilePlugin()] };
};
