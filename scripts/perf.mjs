/**
 * `npm run perf`: the speed goals of issue #14 / DESIGN.md §4, measured on the built site.
 *
 * Builds what is missing, starts `api/dist/main.js` as `npm start` does (NODE_ENV=production, request
 * logging at info) on a free port with a temporary embedded database, and measures:
 * - Lighthouse 12 (mobile preset: simulated slow 4G, 4× CPU slowdown) in Debian's Chromium on the public
 *   pages and, signed in as a user made through the API, on /dashboard and /practice/{id}/1;
 * - autocannon on loopback against the public reads and, in the same run, a bare Fastify route serving
 *   the same bytes (api/scripts/bench-bare-server.mjs): throughput ratio, and p99 at a fixed 500 req/s.
 * Prints one table and exits 1 when a goal is missed. A benchmark, not a test: `npm test` never runs it.
 *
 *   npm run perf                      # everything
 *   npm run perf -- --only pages      # or: --only api
 *   npm run perf -- --only pages --page /vocabulary/hindi   # Lighthouse on these pages only (repeatable;
 *                                                            # --page /dashboard, --page /practice: signed in)
 *   npm run perf -- --runs 5          # Lighthouse loads per page, the median reported (default 3)
 *   PERF_SECONDS=10 npm run perf      # autocannon seconds per run (default 5)
 *   PERF_KEEP_BROWSER_UI=1 npm run perf   # leave Chromium's omnibox popups on (to compare with BROWSER_UI_FEATURES off)
 *   PERF_URL=http://localhost:3000 npm run perf   # a running site instead (signed-in pages need its log: skipped)
 *   npm run perf -- --database postgres   # on PostgreSQL: a database made for the run on PERF_POSTGRES_URL's
 *                                         # server (default postgres://postgres@127.0.0.1:5432/postgres), dropped after
 *
 * WORKERS=off on the server: the first start's background speech synthesis (about 20 minutes of one
 * core) would otherwise compete with what is measured.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ROOT } from './lib.mjs';
import { CHROMIUM } from './chromium.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    page: { type: 'string', multiple: true },
    database: { type: 'string', default: 'embedded' },
    runs: { type: 'string', default: '3' },
  },
});
if (!['embedded', 'postgres'].includes(args.database)) {
  console.error(`--database is embedded (default) or postgres, not ${args.database}`);
  process.exit(2);
}
const SECONDS = Number(process.env.PERF_SECONDS ?? 5);
/** Lighthouse loads per page; the median one is reported (Lighthouse's guidance on variability). */
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs is a whole number of Lighthouse loads per page (at least 1), not ${args.runs}`);
  process.exit(2);
}
const require = createRequire(import.meta.url);

const PUBLIC_PAGES = ['/', '/language/hindi', '/dialogue/hindi/1', '/vocabulary/hindi', '/transcript/hindi/1', '/pricing'];
/** Measured signed in; `--page` names them so (the practice page's path needs an attempt made for the run). */
const SIGNED_IN_PAGES = ['/dashboard', '/practice'];
const GOALS = {
  public: { performance: 90 },
  signedIn: { performance: 85 },
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  accessibility: 95,
  ratio: 0.4,
  p99Ms: 25,
};

function ensureBuilt() {
  const outputs = [
    'api/dist/main.js',
    'shell/dist/index.html',
    'shell/dist/routes.json',
    'shell/dist/preload.json',
    'mf-practice/dist/page-libraries.json',
  ].concat(['mf-practice', 'mf-dashboard', 'mf-community', 'mf-content', 'mf-billing'].map((app) => `${app}/dist/mf-manifest.json`));
  if (outputs.every((file) => existsSync(path.join(ROOT, file)))) return;
  console.log('perf: building the site first (npm run build)…');
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: ROOT });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** The built site on a free port; `log.read()` reads its log (verification codes are logged there). */
/** A PostgreSQL database for this run only, on the local server; `drop()` removes it. */
async function temporaryPostgres() {
  const pg = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
  const admin = new URL(process.env.PERF_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `ccl_perf_${process.pid}_${Date.now()}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin.href);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function startSite() {
  if (process.env.PERF_URL) return { url: process.env.PERF_URL.replace(/\/+$/, ''), log: null, stop: async () => {} };
  const postgres = args.database === 'postgres' ? await temporaryPostgres() : null;
  const work = mkdtempSync(path.join(os.tmpdir(), 'ccl-perf-'));
  const port = 4100 + Math.floor(Math.random() * 800);
  // The server writes its log to a file, as it would to a terminal: parsing it here would take the CPU the
  // benchmark measures. The sign-in step reads its verification code from that file.
  const logFile = path.join(work, 'server.log');
  const logFd = openSync(logFile, 'a');
  const server = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      LOG_LEVEL: 'info',
      WORKERS: 'off',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
  });
  closeSync(logFd);
  const log = { read: () => readFileSync(logFile, 'utf8') };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i += 1) {
    try {
      if ((await fetch(`${url}/api/stats`)).ok && (await fetch(`${url}/api/dialogues/hindi`)).ok) break;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    log,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(work, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

async function api(site, method, urlPath, body, token) {
  const response = await fetch(`${site.url}/api${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} /api${urlPath} answered ${response.status}: ${json.message ?? ''}`);
  return json;
}

/** A new user through the API (the code is read from the server's log) and a practice session of theirs. */
async function signedInUser(site, dialogueId) {
  const email = `perf-${Date.now()}@example.com`;
  await api(site, 'POST', '/send-verification-code', { name: 'Perf', email, fromLogin: false, status: 'singup' });
  let code;
  for (let i = 0; i < 40 && !code; i += 1) {
    code = new RegExp(`verification code is (\\d{6})`).exec(site.log.read())?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error('no verification code in the server log');
  const password = 'perf-password-123';
  const { token } = await api(site, 'POST', '/signup', { name: 'Perf', email, password, password_confirmation: password, code });
  const { sessionId } = await api(site, 'POST', '/start-practice', { dialogueId, mode: 1 }, token);
  return { token, sessionId };
}

/**
 * Chromium 156's desktop omnibox popups are WebUI pages it loads, in a renderer of their own, while the
 * measured page loads: ~600 ms of 4×-slowed main thread on the machine's other core (2 cores here), which
 * a phone's browser does not spend. They are switched off with chrome-launcher's own list (a second
 * --disable-features would replace it, not add to it).
 */
const BROWSER_UI_FEATURES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

function disableFeatures(Launcher) {
  const prefix = '--disable-features=';
  const defaults =
    Launcher.defaultFlags()
      .find((flag) => flag.startsWith(prefix))
      ?.slice(prefix.length)
      .split(',') ?? [];
  return prefix + [...defaults, ...(process.env.PERF_KEEP_BROWSER_UI ? [] : BROWSER_UI_FEATURES)].join(',');
}

async function lighthouseRuns(site, signedIn) {
  const lighthouse = (await import('lighthouse')).default;
  const { computeMedianRun, filterToValidRuns } = await import(
    pathToFileURL(path.join(path.dirname(require.resolve('lighthouse/package.json')), 'core', 'lib', 'median-run.js')).href
  );
  const lighthouseDir = path.dirname(require.resolve('lighthouse/package.json'));
  const { launch, Launcher } = await import(pathToFileURL(require.resolve('chrome-launcher', { paths: [lighthouseDir] })).href);
  const puppeteer = (await import(pathToFileURL(require.resolve('puppeteer-core', { paths: [lighthouseDir] })).href)).default;

  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', disableFeatures(Launcher)],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const chosen = (route) => !args.page || args.page.includes(route);
  const pages = [
    ...PUBLIC_PAGES.filter(chosen).map((route) => ({ route, label: route, token: null })),
    ...(signedIn
      ? [
          chosen('/dashboard') && { route: '/dashboard', label: '/dashboard (signed in)', token: signedIn.token },
          chosen('/practice') && {
            route: `/practice/${signedIn.sessionId}/1`,
            label: '/practice/{id}/1 (signed in)',
            token: signedIn.token,
          },
        ].filter(Boolean)
      : []),
  ];
  /** One Lighthouse load; one that lost its trace (runtimeError NO_NAVSTART, ~1 run in 20 here) is run again. */
  const measure = async (route, label, token) => {
    for (let attempt = 1; ; attempt += 1) {
      const page = await browser.newPage();
      const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
      if (token) {
        // Signed in like a returning user: the token in localStorage, but a cold HTTP cache.
        await page.goto(`${site.url}/config.json`);
        // The token and its copy the shell sets beside it, which page requests carry (@ccl/shared/first-screen): the
        // server draws the candidate's page with their own reads.
        await page.evaluate((value) => {
          localStorage.setItem('token', value);
          globalThis.document.cookie = `ccl_session=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
        }, token);
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        Object.assign(flags, { disableStorageReset: true });
      }
      const result = await lighthouse(`${site.url}${route}`, flags, undefined, page);
      await page.close();
      if (result.lhr.runtimeError && attempt < 3) {
        console.log(`perf: Lighthouse failed on ${label} (${result.lhr.runtimeError.code}); running it again`);
        continue;
      }
      return result;
    }
  };
  const rows = [];
  try {
    for (const { route, label, token } of pages) {
      const results = [];
      for (let run = 0; run < RUNS; run += 1) results.push(await measure(route, label, token));
      // Lighthouse's own pick among several loads (the one nearest the median FCP and TTI): one load's TBT moves
      // by several hundred milliseconds on a shared machine.
      const lhrs = results.map((result) => result.lhr);
      const valid = filterToValidRuns(lhrs);
      const lhr = valid.length ? computeMedianRun(valid) : lhrs[0];
      const result = results[lhrs.indexOf(lhr)];
      const audit = (id) => lhr.audits[id]?.numericValue;
      const goal = token ? GOALS.signedIn : GOALS.public;
      const row = {
        what: label,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        'LCP ms': Math.round(audit('largest-contentful-paint') ?? NaN),
        'TBT ms': Math.round(audit('total-blocking-time') ?? NaN),
        CLS: Number((audit('cumulative-layout-shift') ?? NaN).toFixed(3)),
        a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        // Lighthouse's measure of this machine's CPU during the load: TBT scales with it (~1,100–3,700 seen here).
        bench: Math.round(lhr.environment.benchmarkIndex),
        'cal ×': calibratedSlowdown(lhr.environment.benchmarkIndex),
      };
      const misses = [
        lhr.runtimeError && `Lighthouse failed (${lhr.runtimeError.code})`,
        row.score < goal.performance && `score < ${goal.performance}`,
        !(row['LCP ms'] <= GOALS.lcpMs) && `LCP > ${GOALS.lcpMs}`,
        !(row['TBT ms'] <= GOALS.tbtMs) && `TBT > ${GOALS.tbtMs}`,
        !(row.CLS <= GOALS.cls) && `CLS > ${GOALS.cls}`,
        row.a11y < GOALS.accessibility && `a11y < ${GOALS.accessibility}`,
      ].filter(Boolean);
      rows.push({ ...row, goal: misses.length ? `MISSED: ${misses.join(', ')}` : 'met' });
      if (process.env.PERF_REPORTS) {
        mkdirSync(process.env.PERF_REPORTS, { recursive: true });
        writeFileSync(path.join(process.env.PERF_REPORTS, `${label.replace(/\W+/g, '_')}.json`), result.report);
      }
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return rows;
}

/**
 * The CPU slowdown that would make this host Lighthouse's target phone, from the benchmark index of a load, as
 * Lighthouse's CPU throttling calculator reckons it (docs/throttling.md, "Calibrating the CPU slowdown"): 4× at
 * ≈ 1,533, one more per 233 above 1,300; 2× at 800; 1× at 150. The preset always uses 4×: a figure below 4 means
 * TBT reads higher here than on the target phone, above 4 lower. Informative only: the goals stay at the preset.
 */
function calibratedSlowdown(benchmarkIndex) {
  if (!(benchmarkIndex >= 150)) return null;
  const slowdown =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Number(slowdown.toFixed(1));
}

const ROUNDS = 3;

/** The run with the median throughput. */
function medianRun(results) {
  return [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)];
}

async function apiRuns(site, dialogueId) {
  const autocannon = require('autocannon');
  const endpoints = [
    { label: 'GET /api/dialogues/hindi', path: '/api/dialogues/hindi', method: 'GET' },
    { label: 'POST /api/fetch-dialogue', path: '/api/fetch-dialogue', method: 'POST', body: JSON.stringify({ id: dialogueId }) },
    { label: 'POST /api/transcript', path: '/api/transcript', method: 'POST', body: JSON.stringify({ dialogueId }) },
    { label: 'GET /api/vocabulary?language=hindi', path: '/api/vocabulary?language=hindi', method: 'GET' },
    { label: 'GET /api/stats', path: '/api/stats', method: 'GET' },
  ];
  const run = (url, endpoint, extra) =>
    autocannon({
      url,
      method: endpoint.method,
      duration: SECONDS,
      connections: 20,
      headers: endpoint.body ? { 'content-type': 'application/json' } : {},
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...extra,
    });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ccl-perf-bytes-'));
  const rows = [];
  try {
    for (const endpoint of endpoints) {
      const response = await fetch(`${site.url}${endpoint.path}`, {
        method: endpoint.method,
        headers: endpoint.body ? { 'content-type': 'application/json' } : {},
        body: endpoint.body,
      });
      const file = path.join(folder, 'answer.json');
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const bare = spawn(process.execPath, [path.join(ROOT, 'api', 'scripts', 'bench-bare-server.mjs'), file], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const bareUrl = await new Promise((resolve, reject) => {
        bare.stdout.once('data', (chunk) => resolve(chunk.toString().trim()));
        bare.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
      });
      try {
        // Ours and the bare route alternate, three runs each, and the medians are compared: on a shared
        // machine one run of each can land in different moments of someone else's load.
        const ourRuns = [];
        const bareRuns = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          ourRuns.push(await run(`${site.url}${endpoint.path}`, endpoint));
          bareRuns.push(await run(`${bareUrl}/`, endpoint));
        }
        const ours = medianRun(ourRuns);
        const reference = medianRun(bareRuns);
        const fixed = await run(`${site.url}${endpoint.path}`, endpoint, { connections: 10, overallRate: 500 });
        const ratio = ours.requests.average / reference.requests.average;
        const failures = [...ourRuns, fixed].reduce((sum, result) => sum + result.non2xx + result.errors, 0);
        const misses = [
          ratio < GOALS.ratio && `ratio < ${GOALS.ratio * 100}%`,
          fixed.latency.p99 > GOALS.p99Ms && `p99 > ${GOALS.p99Ms} ms`,
          failures > 0 && `${failures} failed requests`,
        ].filter(Boolean);
        rows.push({
          what: endpoint.label,
          'req/s': Math.round(ours.requests.average),
          'bare req/s': Math.round(reference.requests.average),
          // Rounded down: 39.99% reads 39.9%, not a 40% the goal says is missed.
          ratio: `${(Math.floor(ratio * 1000) / 10).toFixed(1)}%`,
          'p99 ms @500/s': fixed.latency.p99,
          goal: misses.length ? `MISSED: ${misses.join(', ')}` : 'met',
        });
      } finally {
        bare.kill('SIGTERM');
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
}

ensureBuilt();
const site = await startSite();
const rows = [];
try {
  const list = await api(site, 'GET', '/dialogues/hindi');
  const dialogueId = list.dialogues.data.at(-1).id;
  if (args.only !== 'api') {
    // A signed-in user only when a signed-in page is measured (--page /dashboard or --page /practice).
    const wantsSignedIn = !args.page || args.page.some((route) => SIGNED_IN_PAGES.includes(route));
    const signedIn = site.log && wantsSignedIn ? await signedInUser(site, dialogueId) : null;
    rows.push(...(await lighthouseRuns(site, signedIn)));
  }
  if (args.only !== 'pages') rows.push(...(await apiRuns(site, dialogueId)));
} finally {
  await site.stop();
}
console.log(`\nDatabase: ${args.database === 'postgres' ? 'PostgreSQL (a database made for this run)' : 'embedded (PGlite)'}`);
console.log(
  `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.table(rows);
if (rows.some((row) => 'cal ×' in row)) {
  console.log(
    "cal ×: the CPU slowdown Lighthouse's calculator gives for that load's benchmark index. The preset uses 4×; below 4, this machine is slower than the preset assumes and TBT reads higher than on its target phone, above 4 lower.",
  );
}
const missed = rows.filter((row) => row.goal !== 'met');
console.log(missed.length ? `${missed.length} goal(s) missed` : 'every goal met');
process.exit(missed.length ? 1 : 0);
