import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { JobQueue } from '../../jobs/queue.js';
import { CreditLedger } from '../credits/ledger.js';
import { CompletionService } from './completion.js';
import { scoringQueues } from './queues.js';
import { scoringRoutes } from './routes.js';

/** POST /practice/complete/{sessionId}; the jobs it starts run in the workers (workers.ts). */
export async function registerScoring(api: FastifyInstance, deps: { config: Config; pool: pg.Pool; jobs: JobQueue; clock: Clock }): Promise<void> {
  const completion = new CompletionService({
    pool: deps.pool,
    jobs: deps.jobs,
    queues: scoringQueues(deps.config),
    ledger: new CreditLedger(),
    clock: deps.clock,
    creditCost: deps.config.credits.creditCostPerDialogue,
  });
  await api.register(scoringRoutes, { completion });
}
