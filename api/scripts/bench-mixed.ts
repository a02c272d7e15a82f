/**
 * npm run bench:mixed -w api
 *
 * Issue #19's load on the default set-up: the real server (src/main.ts, embedded PGlite, workers
 * inline, NODE_ENV=production) in its own process on a fresh data folder, then
 *   1. mixed: reads at a fixed 300 req/s, evenly spaced and timed from when each was due
 *      (fixed-rate-load.ts; dialogue list, dialogue, vocabulary, stats, the home page)
 *      for BENCH_SECONDS (default 60) while 20 practisers (their own process) loop start → submit every interpreter turn →
 *      complete; prints the reads' p50/p99/max (client) and by route and status, their p50/p99 in the
 *      server's request log, and the practisers' answers (the server's errors when anything was lost);
 *   2. login flood: 300 concurrent logins for unknown addresses from 300 client IPs (X-Forwarded-For,
 *      TRUST_PROXY on) while `GET /` is timed, every 100 ms.
 * Target: read p99 ≤ 100 ms with nothing lost; `GET /` under the flood ≤ 1 s. Prints figures; exits 1
 * when a target is missed. BENCH_CPU_PROF=<folder> profiles the server. Rate limits are off for it (RATE_LIMITS=false): 20 sign-ups from one address.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/test/free-port.js';
import { fixedRateLoad } from './fixed-rate-load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const READ_RATE = 300;
// BENCH_PRACTISERS=0: the reads alone, to tell their cost from the practisers'.
const PRACTISERS = Number(process.env.BENCH_PRACTISERS ?? 20);
const FLOOD = 300;
const LANGUAGE = 'hindi';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-bench-mixed-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let log = '';
const server = spawn(
  process.execPath,
  [
    // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open in Chrome DevTools).
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    '--conditions=source',
    '--import',
    'tsx',
    fileURLToPath(new URL('../src/main.ts', import.meta.url)),
  ],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
// A run that stalls (an overloaded server can leave requests hanging) ends with what it printed.
setTimeout(
  () => {
    console.error('bench:mixed: no end after its time plus 5 minutes; stopping');
    server.kill('SIGKILL');
    process.exit(1);
  },
  (SECONDS + 300) * 1000,
).unref();

async function json<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${url}`, init);
  const text = await response.text();
  return { status: response.status, body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T };
}

const post = <T>(url: string, body: unknown, token?: string) =>
  json<T>(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
  });

/** The practisers in a process of their own (bench-mixed-practisers.ts); what they did. */
async function runPractisers(task: { base: string; tokens: string[]; dialogueIds: number[]; seconds: number }) {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', fileURLToPath(new URL('./bench-mixed-practisers.ts', import.meta.url))],
    {
      env: { ...process.env, BENCH_PRACTISERS: JSON.stringify(task) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the practisers' process exited with ${code}: ${output}`);
  return JSON.parse(output.trim().split('\n').pop() ?? '') as {
    submitted: number;
    failed: number;
    completed: number;
    statuses: Record<number, number>;
  };
}

async function signUp(i: number): Promise<string> {
  const email = `bench-${i}-${Date.now()}@example.com`;
  await post('/api/send-verification-code', { name: `Bench ${i}`, email, fromLogin: false, status: 'singup' });
  let code: string | undefined;
  for (let tries = 0; !code && tries < 100; tries += 1) {
    // The outbox mailer writes each e-mail to the log.
    const at = log.lastIndexOf(email);
    code = at >= 0 ? /verification code is (\d{6})/.exec(log.slice(at))?.[1] : undefined;
    if (!code) await sleep(100);
  }
  if (!code) throw new Error(`no code for ${email} in the server log`);
  const password = 'a bench password that is long';
  const signed = await post<{ token: string }>('/api/signup', {
    name: `Bench ${i}`,
    email,
    password,
    password_confirmation: password,
    code,
  });
  if (signed.status !== 201) throw new Error(`signup ${signed.status}`);
  return signed.body.token;
}

/** One line of the server's pino log; undefined for a line cut by a chunk boundary or not JSON. */
function logEntry(
  line: string,
): { level?: number; msg?: string; err?: { message?: string }; reqId?: string; req?: { url?: string }; responseTime?: number } | undefined {
  try {
    return JSON.parse(line) as ReturnType<typeof logEntry>;
  } catch {
    return undefined;
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

try {
  const startedAt = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${log.slice(-2000)}`);
    if ((await fetch(`${base}/api/ready`).catch(() => undefined))?.status === 200) break;
    if (Date.now() - startedAt > 120_000) throw new Error('the server did not become ready');
    await sleep(250);
  }
  const list = await json<{ dialogues: { data: Array<{ id: number }> } }>(`/api/dialogues/${LANGUAGE}`);
  const dialogueIds = list.body.dialogues.data.map((d) => d.id);
  if (dialogueIds.length === 0) throw new Error('no dialogues');
  const firstId = dialogueIds[0]!;
  console.log(
    `server ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; ${dialogueIds.length} ${LANGUAGE} dialogues on the first page`,
  );

  // One at a time: parallel sign-ups would meet the bound on password hashing (503 when saturated).
  const tokens: string[] = [];
  for (let i = 0; i < PRACTISERS; i += 1) tokens.push(await signUp(i));
  console.log(`mixed load: ${READ_RATE} reads/s + ${PRACTISERS} practisers for ${SECONDS} s…`);
  const practisers = runPractisers({ base, tokens, dialogueIds, seconds: SECONDS });
  const readRequests = [
    { method: 'GET' as const, path: `/api/dialogues/${LANGUAGE}` },
    {
      method: 'POST' as const,
      path: '/api/fetch-dialogue',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: firstId }),
    },
    { method: 'GET' as const, path: `/api/vocabulary?language=${LANGUAGE}` },
    { method: 'GET' as const, path: '/api/stats' },
    { method: 'GET' as const, path: '/' },
  ];
  const logFrom = log.length;
  const reads = await fixedRateLoad({ base, rate: READ_RATE, seconds: SECONDS, requests: readRequests });
  // The server writes its log in batches, at least once a second (src/main.ts).
  await sleep(1500);
  const mixedLog = log.slice(logFrom);
  // BENCH_LOG_FILE=<file>: the server's log of the mixed phase, to study one request or one second.
  if (process.env.BENCH_LOG_FILE) await writeFile(process.env.BENCH_LOG_FILE, mixedLog);
  const answers = await practisers;
  const readP99 = Math.round(percentile(reads.latencies, 99));
  const statuses = Object.values(reads.statuses).flatMap((byStatus) => Object.entries(byStatus));
  const ok2xx = statuses.filter(([status]) => status.startsWith('2')).reduce((sum, [, n]) => sum + n, 0);
  const non2xx = statuses.reduce((sum, [, n]) => sum + n, 0) - ok2xx;
  console.log(
    `reads: ${reads.sent} sent, ${ok2xx} 2xx, ${non2xx} non-2xx, ${reads.errors} errors, ${reads.timeouts} timeouts; ` +
      `latency from when each was due: p50 ${percentile(reads.latencies, 50).toFixed(0)} ms, p99 ${readP99} ms, max ${Math.max(...reads.latencies).toFixed(0)} ms`,
  );
  console.log(`reads by route and status: ${JSON.stringify(reads.statuses)}`);
  const windows = Array.from({ length: Math.ceil(SECONDS / 10) }, (_, i) =>
    percentile(
      reads.timeline.filter((read) => Math.floor(read.dueMs / 10_000) === i).map((read) => read.ms),
      99,
    ).toFixed(0),
  );
  console.log(`reads' p99 by 10 s of the mixed phase (ms): ${windows.join(', ')}`);
  // The server's own time per read (its request log, from the request read to the answer sent): what
  // the client measured minus the queues before the server sees a request, the client's included.
  const readPaths = new Set(readRequests.map((request) => request.path));
  const readPathById = new Map<string, string>();
  const serverTimes: number[] = [];
  const serverTimesByPath: Record<string, number[]> = {};
  for (const line of mixedLog.split('\n')) {
    const entry = logEntry(line);
    if (!entry?.reqId) continue;
    // Fastify logs the URL on 'incoming request' and the time on 'request completed'; one line may hold both.
    if (entry.req?.url && readPaths.has(entry.req.url)) readPathById.set(entry.reqId, entry.req.url);
    const readPath = readPathById.get(entry.reqId);
    if (entry.responseTime === undefined || !readPath) continue;
    serverTimes.push(entry.responseTime);
    (serverTimesByPath[readPath] ??= []).push(entry.responseTime);
  }
  console.log(
    `reads in the server's log: ${serverTimes.length}; p50 ${percentile(serverTimes, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(serverTimes, 99).toFixed(1)} ms, max ${Math.max(...serverTimes).toFixed(1)} ms`,
  );
  const byPath = Object.entries(serverTimesByPath).map(([readPath, times]) => `${readPath} ${percentile(times, 99).toFixed(1)}`);
  console.log(`reads' p99 in the server's log by route (ms): ${byPath.join(', ')}`);
  console.log(
    `practisers: ${answers.submitted} answers stored, ${answers.failed} refused, ${answers.completed} attempts completed; statuses ${JSON.stringify(answers.statuses)}`,
  );

  console.log(`login flood: ${FLOOD} concurrent logins for unknown addresses from ${FLOOD} IPs, GET / timed every 100 ms…`);
  const pageTimes: number[] = [];
  let flooding = true;
  const timer = (async () => {
    while (flooding) {
      const t0 = performance.now();
      await (await fetch(`${base}/`)).arrayBuffer();
      pageTimes.push(performance.now() - t0);
      await sleep(100);
    }
  })();
  const floodStatuses: Record<number, number> = {};
  const floodStarted = performance.now();
  await Promise.all(
    Array.from({ length: FLOOD }, async (_, i) => {
      const response = await fetch(`${base}/api/login`, {
        method: 'POST',
        body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'not a real password' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${Math.floor(i / 250)}.${i % 250}.1` },
      });
      await response.arrayBuffer();
      floodStatuses[response.status] = (floodStatuses[response.status] ?? 0) + 1;
    }),
  );
  const floodMs = performance.now() - floodStarted;
  flooding = false;
  await timer;
  const pageMax = Math.max(...pageTimes);
  console.log(
    `flood answered in ${(floodMs / 1000).toFixed(1)} s, statuses ${JSON.stringify(floodStatuses)}; GET / × ${pageTimes.length}: ` +
      `p50 ${percentile(pageTimes, 50).toFixed(0)} ms, max ${pageMax.toFixed(0)} ms`,
  );

  const lost = reads.errors + reads.timeouts + non2xx + answers.failed;
  if (lost > 0) {
    // The server's own account of what failed (pino: level 50 is error), each message once.
    const problems = new Map<string, number>();
    for (const line of log.split('\n')) {
      const entry = logEntry(line);
      if (!entry || (entry.level ?? 0) < 50) continue;
      const text = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`;
      problems.set(text, (problems.get(text) ?? 0) + 1);
    }
    for (const [text, times] of [...problems].slice(0, 10)) console.log(`server error × ${times}: ${text}`);
  }
  const ok = readP99 <= 100 && lost === 0 && pageMax <= 1000;
  console.log(
    ok
      ? 'targets met'
      : `targets missed: read p99 ${readP99} ms (≤ 100), lost ${lost} (0), GET / under flood ${pageMax.toFixed(0)} ms (≤ 1000)`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
