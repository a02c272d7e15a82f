import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { pino } from 'pino';
import { offlineScoring } from '../../ai/offline/provider.js';
import { creditTransactions, practiceSessions, segmentAttempts, siteCounters, users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { practisedSession } from '../../test/scoring-kit.js';
import { TOTAL_AI_SCORING_COUNTER } from './scorer.js';
import { startScoringWorkers } from './workers.js';

const DOOMED_WORKER = fileURLToPath(new URL('../../test/doomed-scoring-worker.ts', import.meta.url));

/** Resolves when the child prints `text` on a line of its own. */
function printed(child: ChildProcess, text: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`the worker never printed "${text}"; it printed: ${seen}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.split('\n').includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before printing "${text}"`)));
  });
}

describeWithDatabase('scoring survives a killed server', () => {
  const t = new TestApp({ env: { FREE_CREDIT_AMOUNT: '5', SCORING_JOB_TIMEOUT_SECONDS: '2' } });
  let child: ChildProcess | undefined;
  let maintenance: PgBoss | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    await maintenance?.stop({ graceful: false });
  });

  it('finishes the turns a killed worker had begun, charging and counting once', async () => {
    const connectionString = (t.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const { token, user } = await t.signUp({ email: uniqueEmail() });
    const userId = user.id as number;
    const { sessionId } = await practisedSession(t.db, t.storage, { userId, turns: 10 });

    // A worker process that takes the scoring jobs and hangs in them…
    child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', DOOMED_WORKER], {
      env: {
        ...process.env,
        DOOMED_DATABASE_URL: connectionString,
        STORAGE_DIR: t.config.storage.dir,
        SCORING_JOB_TIMEOUT_SECONDS: '2',
        SCORING_CONCURRENCY: '2',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await printed(child, 'ready');
    const completed = await t.post<{ status: string }>(`/api/practice/complete/${sessionId}`, undefined, token);
    expect(completed.body.status).toBe('dispatched');
    await printed(child, 'scoring a turn');
    // …is killed mid-turn: no shutdown, its jobs stay active in the database.
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect((await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId)))[0]!.status).toBe('scoring');

    // A new server's workers on the same database. pg-boss's maintenance (every 2 minutes in the app;
    // every second here) expires the killed worker's jobs, and they are run again.
    maintenance = new PgBoss({ connectionString, schema: 'pgboss', max: 1, maintenanceIntervalSeconds: 1 });
    maintenance.on('error', () => undefined);
    await maintenance.start();
    await startScoringWorkers(
      { config: t.config, db: t.db, pool: t.pool, storage: t.storage, jobs: t.jobs, log: pino({ level: 'silent' }) },
      offlineScoring,
    );

    const deadline = Date.now() + 60_000;
    let session = (await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId)))[0]!;
    while (session.status !== 'scored' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      session = (await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId)))[0]!;
    }
    expect(session.status).toBe('scored');
    expect(session.finalScore).toBe(45);
    const attempts = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.sessionId, sessionId));
    expect(attempts.every((a) => a.scoringStatus === 'scored')).toBe(true);
    const usage = await t.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.type, 'usage')));
    expect(usage).toHaveLength(1);
    expect((await t.db.select().from(users).where(eq(users.id, userId)))[0]!.scoringUsed).toBe(1);
    expect((await t.db.select().from(siteCounters).where(eq(siteCounters.name, TOTAL_AI_SCORING_COUNTER)))[0]!.value).toBe(1);
  }, 120_000);
});
