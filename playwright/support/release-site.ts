/**
 * For the release tests (tests/release.spec.ts): a site of their own — the built API and front-ends on a
 * free port, a fresh embedded database and a RELEASES_DIR of its own, so releasing never disturbs the
 * other tests — plus the release tool, a second origin (scripts/serve-static.mjs) and a temporary copy of
 * a workspace with changed or added files.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process serving ${url} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing answered at ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface ReleaseSite {
  baseURL: string;
  /** RELEASES_DIR and RELEASE_ENV of this site, for the release tool. */
  env: { RELEASES_DIR: string; RELEASE_ENV: string; RELEASE_BY: string };
  stop(): Promise<void>;
}

/** What `npm start` runs (api/dist/main.js), in a temporary folder with its own releases. */
export async function startReleaseSite(): Promise<ReleaseSite> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'ccl-e2e-release-'));
  const port = await freePort();
  const env = { RELEASES_DIR: path.join(work, 'releases'), RELEASE_ENV: 'e2e', RELEASE_BY: 'release.spec' };
  const server = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
  });
  server.stdout!.on('data', (chunk: Buffer) => process.env.E2E_SERVER_LOG && process.stdout.write(chunk));
  server.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseURL}/api/stats`, 120_000, server);
  return {
    baseURL,
    env,
    stop: async () => {
      await stop(server);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

export interface ToolResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run release -- <args>` against the given environment. */
export function releaseTool(args: string[], env: Record<string, string>): Promise<ToolResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'release', 'cli.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, SITE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

export interface StaticOrigin {
  origin: string;
  stop(): Promise<void>;
}

/** scripts/serve-static.mjs serving `folder` (a second origin, with CORS), on `port` or a free one. */
export async function serveStatic(folder: string, port?: number): Promise<StaticOrigin> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'serve-static.mjs'), folder, '--port', String(port ?? (await freePort()))],
    { cwd: ROOT },
  );
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /at (http:\/\/[^/\s]+)\//.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`serve-static exited with code ${code}: ${out}`)));
  });
  await waitUntilUp(`${origin}/mf-manifest.json`, 10_000, child);
  return { origin, stop: () => stop(child) };
}

/** One change to a copied workspace: a text replaced in an existing file, or a new file. */
export type SourceChange = { file: string; from: string; to: string } | { file: string; content: string };

/**
 * A copy of one workspace (without dist/ and node_modules/) in a temporary folder whose node_modules is
 * the repository's, so it builds exactly like the original. `changes` edit files of the copy (in order;
 * several may edit one file) or add new ones: the checkout itself is never modified.
 */
export function copyWorkspace(app: string, ...changes: SourceChange[]): { dir: string; remove(): void } {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'ccl-e2e-source-'));
  const dir = path.join(parent, app);
  cpSync(path.join(ROOT, app), dir, { recursive: true, filter: (source) => !/[\\/](dist|node_modules)$/.test(source) });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(parent, 'node_modules'), 'dir');
  for (const change of changes) {
    const file = path.join(dir, change.file);
    if ('content' in change) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, change.content);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    if (!text.includes(change.from))
      throw new Error(`${change.file} no longer contains ${JSON.stringify(change.from)}: update the release test's change`);
    writeFileSync(file, text.replace(change.from, change.to));
  }
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
