import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSmtpCapture } from './smtp-capture';

const ROOT = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site did not come up at ${url}`);
}

/**
 * Starts what `npm start` starts — the built site and API on one port, embedded database in a fresh
 * folder, offline AI — plus an SMTP capture the site sends its e-mail to.
 */
export default async function globalSetup() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'ccl-e2e-'));
  const mailbox = path.join(work, 'mailbox.jsonl');
  const smtp = await startSmtpCapture(mailbox);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const server = spawn('node', ['--enable-source-maps', path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      STORAGE_DIR: path.join(work, 'storage'),
      // The built workspaces, never releases someone published locally (npm run release).
      RELEASES_DIR: path.join(work, 'releases'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOG_LEVEL: 'warn',
      // Every spec signs up from 127.0.0.1: the per-address limits would stop the suite, not an attacker
      // (the API's attack tests cover them).
      RATE_LIMITS: 'false',
    },
  });
  server.stdout.on('data', (chunk: Buffer) => process.env.E2E_SERVER_LOG && process.stdout.write(chunk));
  server.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));

  await waitUntilUp(`${baseURL}/api/stats`, 120_000);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAILBOX = mailbox;
  process.env.E2E_WORK_DIR = work;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await smtp.close();
    rmSync(work, { recursive: true, force: true });
  };
}
