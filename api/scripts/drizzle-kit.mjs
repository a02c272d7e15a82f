/**
 * Runs drizzle-kit with drizzle-orm resolved from api/node_modules.
 *
 * npm installs drizzle-orm inside api/node_modules but hoists drizzle-kit to the root, where
 * drizzle-kit cannot see it ("Please install latest version of drizzle-orm"). The child process
 * gets both lookups pointed at the api package: NODE_PATH for drizzle-kit's require() calls, a
 * resolve hook for its import() calls. Usage: node scripts/drizzle-kit.mjs generate [--name x]
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPackageUrl = new URL('../package.json', import.meta.url).href;

const hook = `
  export async function resolve(specifier, context, next) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return next(specifier, { ...context, parentURL: ${JSON.stringify(apiPackageUrl)} });
    }
    return next(specifier, context);
  }`;
const register = `import { register } from 'node:module'; register(${JSON.stringify('data:text/javascript,' + encodeURIComponent(hook))});`;

// bin.cjs is not in drizzle-kit's "exports": locate the package, then run the file by path.
const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');

const nodePath = [path.join(apiDir, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
const result = spawnSync(
  process.execPath,
  ['--import', 'data:text/javascript,' + encodeURIComponent(register), bin, ...process.argv.slice(2)],
  { cwd: apiDir, stdio: 'inherit', env: { ...process.env, NODE_PATH: nodePath } },
);
process.exit(result.status ?? 1);
