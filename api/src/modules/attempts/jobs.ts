import type { QueueDefinition } from '../../jobs/queue.js';
import type { WorkerContext } from '../../jobs/worker-context.js';
import { AttemptsService } from './service.js';

/** Closes attempts left for 24 hours; run every hour (pg-boss's cron), so one is closed at most an hour late. */
export const CLOSE_ABANDONED_QUEUE: QueueDefinition = {
  name: 'close-abandoned-attempts',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 300,
};
export const CLOSE_ABANDONED_CRON = '0 * * * *';

export async function startAbandonedAttemptsWorker(context: WorkerContext, now: () => Date = () => new Date()): Promise<void> {
  const attempts = new AttemptsService(context.db);
  await context.jobs.work(CLOSE_ABANDONED_QUEUE, async () => {
    const closed = await attempts.closeAbandoned(now());
    if (closed.sessions + closed.mocks > 0) context.log.info(closed, 'closed attempts abandoned for 24 hours');
  });
  await context.jobs.schedule(CLOSE_ABANDONED_QUEUE, CLOSE_ABANDONED_CRON);
}
