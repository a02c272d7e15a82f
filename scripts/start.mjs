/**
 * `npm start`: installs what is missing, builds everything and serves the site and the API on one port
 * (PORT, default 3000) with the embedded database and the offline AI provider.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, log, ROOT, runOrExit } from './lib.mjs';

await ensureInstalled();
await runOrExit('node', ['scripts/build.mjs']);

log(`Starting CCL Practice on http://localhost:${process.env.PORT ?? 3000} …`);
const server = spawn('node', ['--enable-source-maps', path.join('api', 'dist', 'main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
