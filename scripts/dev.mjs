/**
 * `npm run dev`: hot reload everywhere — the API in watch mode on API_PORT (3000) and an Rspack dev
 * server per app (shell 3010, mf-practice 3011, mf-dashboard 3012, mf-community 3013, mf-content 3014,
 * mf-billing 3015). Open http://localhost:3010; the API hands out remotes.json pointing at the dev servers.
 */
import { spawn } from 'node:child_process';
import { APPS, ensureInstalled, log, ROOT, runOrExit } from './lib.mjs';

await ensureInstalled();
await runOrExit('npm', ['run', 'build', '-w', 'shared']);

const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'api'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PORT: apiPort, REMOTES_MODE: 'dev' } }),
  ...APPS.map((app) =>
    spawn('npm', ['run', 'dev', '-w', app], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
  ),
];
log('Dev servers starting: open http://localhost:3010');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
