import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on `entry`, a module next to the caller (`here`: the caller's
 * `import.meta.url`), named without its extension (`./entry`).
 *
 * Built code (api/dist) runs `entry.js` as it is. Under tsx (npm run dev, npm run bench:*, jest)
 * the entry is TypeScript: the thread registers tsx itself before importing it, because a worker
 * does not inherit `--import tsx` (and jest's process never had it).
 */
export function startThread(here: string, entry: string, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  // pathname: tsImport (jest's global setup) adds a query to the module's URL.
  if (!new URL(here).pathname.endsWith('.ts')) return new Worker(new URL(`${entry}.js`, here), options);
  const tsxPackage = createRequire(here).resolve('tsx/package.json');
  const tsxApi = pathToFileURL(tsxPackage.replace(/package\.json$/, 'dist/esm/api/index.mjs')).href;
  const entryUrl = new URL(`${entry}.ts`, here).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entryUrl)}); });`;
  const execArgv = process.execArgv.filter(
    (arg, i, all) =>
      arg !== '--import=tsx' && !(arg === '--import' && all[i + 1] === 'tsx') && !(arg === 'tsx' && all[i - 1] === '--import'),
  );
  if (!execArgv.includes('--conditions=source')) execArgv.push('--conditions=source');
  return new Worker(bootstrap, { ...options, eval: true, execArgv });
}
