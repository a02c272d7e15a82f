import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database.js';
import { runMigrations } from './migrate.js';
import { isDatabaseUnavailable, retryWhileDatabaseUnavailable } from './unavailable.js';

/**
 * Keeps a process (API or worker) running through a database outage. pg-boss fires some statements
 * without awaiting them (a job's complete/fail): when the database is gone for longer than the job
 * queue waits, their rejection is unhandled. That job stays active, expires and runs again, so the
 * right answer is to log it and stay up. Any other unhandled rejection is a bug: logged, and the
 * process exits as Node would.
 */
export function surviveDatabaseOutages(log: FastifyBaseLogger): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      log.error({ err: reason }, 'a background statement failed: the database is unavailable (its job runs again when it expires)');
      return;
    }
    log.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });
}

/**
 * Migrations at start-up, waiting for a database that is not up yet (an orchestrator may start the
 * API before PostgreSQL) instead of exiting.
 */
export async function migrateWhenReachable(db: Database, log: FastifyBaseLogger): Promise<void> {
  await retryWhileDatabaseUnavailable(() => runMigrations(db), {
    maxWaitMs: Number.POSITIVE_INFINITY,
    onRetry: (error, delayMs) => log.warn({ err: error }, `the database is unavailable; trying again in ${delayMs / 1000}s`),
  });
}
