import PgBoss from 'pg-boss';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { keepConnectionLossesHandled } from '../db/database.js';
import { retryWhileDatabaseUnavailable } from '../db/unavailable.js';

/**
 * Durable background jobs (speech synthesis, AI scoring) on pg-boss, in the same PostgreSQL (or
 * embedded PGlite) as everything else: a job survives a restart and a killed server's work is picked
 * up again. Workers run inside the API process by default and as `npm run worker -w api` processes.
 */
export interface QueueDefinition {
  name: string;
  /** Attempts after the first failure. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A job running longer than this is considered lost (its worker died) and retried. */
  expireInSeconds: number;
}

export interface JobContext {
  id: string;
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/** Polling: short enough that a score appears within seconds of completion. */
const POLLING_INTERVAL_SECONDS = 0.5;

/**
 * How long a pg-boss statement waits for the database to accept a connection again. pg-boss calls
 * complete() and fail() without awaiting them: a rejection there would be an unhandled rejection
 * (which used to end the process). Waiting out the outage instead records the job's result once the
 * database is back; longer outages are caught by main.ts/worker.ts and the job expires and reruns.
 */
const OUTAGE_WAIT_MS = 120_000;

/**
 * pg-boss's connection (its `db` option): a pool of our own whose connect is retried with backoff
 * while the database is unreachable. Only the connect is retried — a statement cut mid-way may have
 * run, so it fails as usual and pg-boss's expiry covers it.
 */
function resilientBossDb(connectionString: string, log: FastifyBaseLogger): { db: { executeSql: PgBoss.Db['executeSql'] }; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: 4, application_name: 'pgboss', connectionTimeoutMillis: 10_000 });
  keepConnectionLossesHandled(pool, (error) =>
    log.warn({ err: error.message }, 'job queue connection lost; it is replaced on the next statement'),
  );
  let warned = false;
  const executeSql = async (text: string, values?: unknown[]) => {
    const client = await retryWhileDatabaseUnavailable(() => pool.connect(), {
      maxWaitMs: OUTAGE_WAIT_MS,
      onRetry: (error, delayMs) => {
        if (!warned) log.warn({ err: error }, `job queue: the database is unavailable; retrying every ${delayMs / 1000}s or more`);
        warned = true;
      },
    });
    if (warned) log.info('job queue: the database is reachable again');
    warned = false;
    try {
      return await client.query(text, values);
    } finally {
      client.release();
    }
  };
  return { db: { executeSql }, pool };
}

export class JobQueue {
  private readonly defined = new Set<string>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly log: FastifyBaseLogger,
    private readonly pool: pg.Pool,
  ) {}

  static async start(connectionString: string, log: FastifyBaseLogger): Promise<JobQueue> {
    const { db, pool } = resilientBossDb(connectionString, log);
    const boss = new PgBoss({
      db,
      schema: 'pgboss',
      // Finished jobs are history, not data: keep a week for debugging.
      deleteAfterDays: 7,
      monitorStateIntervalSeconds: 60,
    });
    boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
    try {
      await boss.start();
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new JobQueue(boss, log, pool);
  }

  /** Creates the queue if needed (pg-boss 10 needs a queue before send or work). */
  async define(queue: QueueDefinition): Promise<void> {
    if (this.defined.has(queue.name)) return;
    const options = {
      name: queue.name,
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: queue.retryBackoff,
      expireInSeconds: queue.expireInSeconds,
    };
    if (await this.boss.getQueue(queue.name)) await this.boss.updateQueue(queue.name, options);
    else await this.boss.createQueue(queue.name, options);
    this.defined.add(queue.name);
  }

  /**
   * Enqueues a job. With `client` (a pg client inside BEGIN…COMMIT) the job is written in that
   * transaction: it exists exactly when the rest of the transaction commits.
   * `singletonKey` makes a second send of the same key a no-op while the first is queued or running.
   * `priority`: higher runs first among the queue's waiting jobs (default 0).
   */
  async send<T extends object>(
    queue: QueueDefinition,
    data: T,
    options: { singletonKey?: string; startAfterSeconds?: number; client?: pg.ClientBase; priority?: number } = {},
  ): Promise<string | null> {
    await this.define(queue);
    return this.boss.send(queue.name, data, {
      ...(options.singletonKey && { singletonKey: options.singletonKey }),
      ...(options.priority && { priority: options.priority }),
      ...(options.startAfterSeconds && { startAfter: options.startAfterSeconds }),
      ...(options.client && { db: { executeSql: (text: string, values: unknown[]) => options.client!.query(text, values) } }),
    });
  }

  /** Runs `handler` for each job of the queue, `concurrency` at a time; a throw means retry. */
  async work<T>(queue: QueueDefinition, handler: JobHandler<T>, { concurrency = 1 } = {}): Promise<void> {
    await this.define(queue);
    for (let i = 0; i < concurrency; i += 1) {
      // includeMetadata: without it pg-boss leaves retryCount out of the job, and handlers could not
      // tell their last try (on which they must not fail) from the others.
      await this.boss.work<T>(
        queue.name,
        { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data, { id: job.id, retryCount: (job as { retryCount?: number }).retryCount ?? 0 });
            } catch (error) {
              this.log.warn({ err: error, queue: queue.name, job: job.id }, 'job failed; pg-boss retries it if it has attempts left');
              throw error;
            }
          }
        },
      );
    }
  }

  /** Jobs of a queue not yet finished (created, retry or active). */
  async pending(queue: QueueDefinition): Promise<number> {
    await this.define(queue);
    return this.boss.getQueueSize(queue.name, { before: 'completed' });
  }

  /** Stops fetching jobs and waits (up to `timeoutMs`) for those running. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
    await this.pool.end();
  }
}
