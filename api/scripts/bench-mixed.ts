/**
 * npm run bench:mixed -w api
 *
 * Issue #19's load on the default set-up: the real server (src/main.ts, embedded PGlite, workers
 * inline, NODE_ENV=production) in its own process on a fresh data folder, then
 *   1. mixed: reads at a fixed 300 req/s (dialogue list, dialogue, vocabulary, stats, the home page)
 *      for BENCH_SECONDS (default 60) while 20 practisers loop start → submit every interpreter turn →
 *      complete; prints the reads' p50/p99/max (client) and by route and status, their p50/p99 in the
 *      server's request log, and the practisers' answers (the server's errors when anything was lost);
 *   2. login flood: 300 concurrent logins for unknown addresses from 300 client IPs (X-Forwarded-For,
 *      TRUST_PROXY on) while `GET /` is timed, every 100 ms.
 * Target: read p99 ≤ 100 ms with nothing lost; `GET /` under the flood ≤ 1 s. Prints figures; exits 1
 * when a target is missed. BENCH_CPU_PROF=<folder> profiles the server. Rate limits are off for it (RATE_LIMITS=false): 20 sign-ups from one address.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { recording } from '../src/test/practice-kit.js';
import { freePort } from '../src/test/free-port.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const READ_RATE = 300;
const PRACTISERS = 20;
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
  const answer = await recording('ogg', 2500);
  const answers = { submitted: 0, failed: 0, completed: 0, statuses: {} as Record<number, number> };
  let practising = true;

  async function practise(token: string, n: number): Promise<void> {
    for (let round = 0; practising; round += 1) {
      const dialogueId = dialogueIds[(n + round) % dialogueIds.length]!;
      const dialogue = await post<{ data: { segments: Array<{ id: number; segment_order: number }> } }>(
        '/api/fetch-dialogue',
        { id: dialogueId },
        token,
      );
      const started = await post<{ sessionId: number }>('/api/start-practice', { dialogueId, mode: 1 }, token);
      if (started.status !== 200 && started.status !== 201) {
        answers.failed += 1;
        answers.statuses[started.status] = (answers.statuses[started.status] ?? 0) + 1;
        continue;
      }
      for (const segment of dialogue.body.data.segments.filter((s) => s.segment_order % 2 === 0)) {
        if (!practising) return;
        const form = new FormData();
        form.append('user_audio', new Blob([new Uint8Array(answer)], { type: 'audio/ogg' }), 'recording.ogg');
        form.append('segmentId', String(segment.id));
        form.append('sessionId', String(started.body.sessionId));
        form.append('user_transcription', '');
        const response = await fetch(`${base}/api/practice/submit`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        answers.statuses[response.status] = (answers.statuses[response.status] ?? 0) + 1;
        if (response.ok) answers.submitted += 1;
        else answers.failed += 1;
      }
      const completed = await post(`/api/practice/complete/${started.body.sessionId}`, undefined, token);
      if (completed.status === 200) answers.completed += 1;
    }
  }

  console.log(`mixed load: ${READ_RATE} reads/s + ${PRACTISERS} practisers for ${SECONDS} s…`);
  const practisers = tokens.map((token, n) => practise(token, n));
  // Which read failed, and how: a figure without it cannot be acted on.
  const readStatuses: Record<string, Record<number, number>> = {};
  const counted = (path: string) => (status: number) => {
    const byStatus = (readStatuses[path] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  };
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
  const reads = await autocannon({
    url: base,
    connections: 100,
    overallRate: READ_RATE,
    duration: SECONDS,
    requests: readRequests.map((request) => ({ ...request, onResponse: counted(request.path) })),
  });
  practising = false;
  const mixedLog = log.slice(logFrom);
  await Promise.all(practisers);
  const readP99 = reads.latency.p99;
  console.log(
    `reads: ${reads.requests.total} sent, ${reads['2xx']} 2xx, ${reads.non2xx} non-2xx, ${reads.errors} errors, ${reads.timeouts} timeouts; ` +
      `latency p50 ${reads.latency.p50} ms, p99 ${readP99} ms, max ${reads.latency.max} ms`,
  );
  console.log(`reads by route and status: ${JSON.stringify(readStatuses)}`);
  // The server's own time per read (its request log, from the request read to the answer sent): what
  // the client measured minus the queues before the server sees a request, the client's included.
  const readPaths = new Set(readRequests.map((request) => request.path));
  const readIds = new Set<string>();
  const serverTimes: number[] = [];
  for (const line of mixedLog.split('\n')) {
    const entry = logEntry(line);
    if (!entry?.reqId) continue;
    // Fastify logs the URL on 'incoming request' and the time on 'request completed'; one line may hold both.
    if (entry.req?.url && readPaths.has(entry.req.url)) readIds.add(entry.reqId);
    if (entry.responseTime !== undefined && readIds.has(entry.reqId)) serverTimes.push(entry.responseTime);
  }
  console.log(
    `reads in the server's log: ${serverTimes.length}; p50 ${percentile(serverTimes, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(serverTimes, 99).toFixed(1)} ms, max ${Math.max(...serverTimes).toFixed(1)} ms`,
  );
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

  const lost = reads.errors + reads.timeouts + reads.non2xx + answers.failed;
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
