/** Small helpers shared by the root scripts (start, build, test, dev). No dependencies: they run before npm install. */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const REMOTES = ['mf-content', 'mf-practice', 'mf-dashboard', 'mf-community', 'mf-billing'];
export const APPS = ['shell', ...REMOTES];

export function log(message) {
  console.log(`\x1b[36m[ccl]\x1b[0m ${message}`);
}

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs a command whose output is shown line by line with a prefix, so it can run beside another
 * command without their lines being mistaken for each other; resolves with its exit code.
 */
export function runPrefixed(command, args, { prefix, ...options }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureInstalled() {
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(lock)) return;
  log('Installing dependencies…');
  // Not `npm ci`: our registry mirror lacks other platforms' optional binaries (e.g. @rspack/binding-darwin-*),
  // so the lock file cannot list them and `npm ci` refuses it; `npm install` follows the lock just the same.
  await runOrExit('npm', ['install', '--no-audit', '--no-fund']);
}
