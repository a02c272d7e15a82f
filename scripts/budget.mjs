/**
 * `npm run budget`: measures the performance budgets of DESIGN.md §4 on the built site —
 * the home page’s total initial JavaScript (≤ 300 KB gzip) and each remote page's own chunks
 * (≤ 120 KB gzip) — by loading pages in Chromium and gzipping every script they fetch.
 * Serves the built site itself (api/dist/main.js on a temporary embedded database) unless
 * BUDGET_URL points at a running one. Exits non-zero when a budget is exceeded.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { ROOT } from './lib.mjs';
import { CHROMIUM } from './chromium.mjs';

const require = createRequire(path.join(ROOT, 'playwright', 'package.json'));
const { chromium } = require('@playwright/test');

const HOME_BUDGET_KB = 300;
const PAGE_BUDGET_KB = 120;
const PAGES = [
  '/language/hindi',
  '/dialogue/hindi/1',
  '/practice/1/1',
  '/vocabulary/hindi',
  '/transcript/hindi/1',
  '/dashboard',
  '/settings',
  '/discussions',
  '/pricing',
  '/how-to-excel',
];

async function startSite() {
  if (process.env.BUDGET_URL) return { url: process.env.BUDGET_URL, stop: async () => {} };
  const work = mkdtempSync(path.join(os.tmpdir(), 'ccl-budget-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn('node', [path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: work, LOG_LEVEL: 'warn' },
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to 3 minutes: the embedded database starts slowly on a loaded machine.
  for (let i = 0; i < 720; i += 1) {
    try {
      if ((await fetch(`${url}/api/stats`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** gzip KB of every script a step fetches. */
async function scriptsFetched(page, step) {
  const sizes = new Map();
  const pending = [];
  const onResponse = (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response.body().then(
        (body) => sizes.set(response.url(), gzipSync(body).length),
        () => undefined, // a redirect or aborted response has no body
      ),
    );
  };
  page.on('response', onResponse);
  await step();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  page.off('response', onResponse);
  await Promise.all(pending);
  return sizes;
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const site = await startSite();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let failed = false;
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const home = await scriptsFetched(page, () => page.goto(`${site.url}/`));
  const homeTotal = [...home.values()].reduce((a, b) => a + b, 0);
  console.log(`home initial JS: ${kb(homeTotal)} KB gzip (budget ${HOME_BUDGET_KB} KB) in ${home.size} files`);
  if (process.env.BUDGET_VERBOSE)
    for (const [url, size] of [...home].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size)} KB  ${url.replace(site.url, '')}`);
  if (kb(homeTotal) > HOME_BUDGET_KB) failed = true;

  for (const route of PAGES) {
    // Client-side navigation from home: what the route adds on top of what is already loaded.
    const added = await scriptsFetched(page, () =>
      page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route),
    );
    const own = [...added].filter(([url]) => !url.endsWith('remoteEntry.js'));
    if (process.env.BUDGET_VERBOSE) for (const [url, size] of own) console.log(`    ${kb(size)} KB  ${url.replace(site.url, '')}`);
    const total = own.reduce((sum, [, size]) => sum + size, 0);
    const over = kb(total) > PAGE_BUDGET_KB;
    if (over) failed = true;
    console.log(`${route.padEnd(22)} +${kb(total)} KB gzip page chunks${over ? `  OVER ${PAGE_BUDGET_KB} KB` : ''}`);
  }
} finally {
  await browser.close();
  await site.stop();
}
console.log(failed ? 'budget exceeded' : 'within budget');
process.exit(failed ? 1 : 0);
