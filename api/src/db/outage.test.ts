import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { creditTransactions, practiceSessions, segmentAttempts, users } from './schema.js';
import { databaseKind, describeWithDatabase, TestApp, uniqueEmail } from '../test/harness.js';
import { practisedSession } from '../test/scoring-kit.js';
import { TcpProxy } from '../test/tcp-proxy.js';
import { freePort } from '../test/free-port.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** 30 s is the figure; the default keeps the suite quick. CCL_OUTAGE_SECONDS=30 runs the full one. */
const OUTAGE_MS = Number(process.env.CCL_OUTAGE_SECONDS ?? 8) * 1000;

function startProcess(entry: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(SRC, entry)], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

// The embedded database lives inside the API process: only a separate PostgreSQL can go away alone.
(databaseKind === 'postgres' ? describeWithDatabase : describe.skip)('a database outage', () => {
  const t = new TestApp({ env: { FREE_CREDIT_AMOUNT: '5' } });
  let proxy: TcpProxy | undefined;
  const processes: Array<{ child: ChildProcess; output: () => string }> = [];
  let dataDir: string | undefined;
  afterAll(async () => {
    for (const { child, output } of processes) {
      // What a process logged is what explains a failure here.
      if (child.exitCode !== null) console.error(`a process exited (${child.exitCode}):\n${output().slice(-4000)}`);
      child.kill('SIGKILL');
    }
    await proxy?.cut();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves the API (workers inline) and a worker process running, and scores the attempt once afterwards', async () => {
    const databaseUrl = (t.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const target = new URL(databaseUrl);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-outage-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const env = {
      DATABASE_URL: proxy.through(databaseUrl),
      DATA_DIR: dataDir,
      STORAGE_DIR: t.config.storage.dir,
      DATABASE_POOL_SIZE: '3',
      SCORING_CONCURRENCY: '2',
    };
    const api = startProcess('main.ts', { ...env, PORT: String(port), HOST: '127.0.0.1', WORKERS: 'inline' });
    const worker = startProcess('worker.ts', env);
    processes.push(api, worker);
    await until('the API', async () => ((await fetch(`${base}/ready`)).status === 200 ? true : undefined), 90_000);
    await until('the worker', async () => (worker.output().includes('background workers started') ? true : undefined), 60_000);

    const { token, user } = await t.signUp({ email: uniqueEmail() });
    const userId = user.id as number;
    const { sessionId } = await practisedSession(t.db, t.storage, { userId, turns: 8 });
    const completed = await fetch(`${base}/practice/complete/${sessionId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await completed.json()) as { status: string }).status).toBe('dispatched');

    // The database goes away while the turns are being scored.
    await proxy.cut();
    const outageEnds = Date.now() + OUTAGE_MS;
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ message: 'The database cannot be reached.' });
    const user503 = await fetch(`${base}/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(user503.status).toBe(503);
    expect(await user503.json()).toEqual({ message: 'The service is briefly unavailable. Please try again in a moment.' });
    await sleep(Math.max(0, outageEnds - Date.now()));
    expect(api.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();

    await proxy.restore();
    await until('readiness after the outage', async () => ((await fetch(`${base}/ready`)).status === 200 ? true : undefined), 30_000);
    const session = await until(
      'the attempt to be scored',
      async () => {
        const [row] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
        return row?.status === 'scored' ? row : undefined;
      },
      120_000,
    );
    expect(session.finalScore).toBe(45);
    const attempts = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.sessionId, sessionId));
    expect(attempts.map((attempt) => attempt.scoringStatus)).toEqual(Array(8).fill('scored'));
    const usage = await t.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.type, 'usage')));
    expect(usage).toHaveLength(1);
    expect((await t.db.select().from(users).where(eq(users.id, userId)))[0]!.scoringUsed).toBe(1);
    expect(api.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();
  }, 300_000);
});
