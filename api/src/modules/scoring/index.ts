import { defineModule } from '../module.js';
import { CompletionService } from './completion.js';
import { scoringQueues } from './queues.js';
import { scoringRoutes } from './routes.js';

/** POST /practice/complete/{sessionId}; the jobs it starts run in the workers (workers.ts). */
export const scoringModule = defineModule(
  'scoring',
  'Completing an attempt; the scoring jobs and the deduction ledger.',
  async (api, deps) => {
    const completion = new CompletionService({
      pool: deps.pool,
      jobs: deps.jobs,
      queues: scoringQueues(deps.config),
      ledger: deps.ledger,
      clock: deps.clock,
      creditCost: deps.config.credits.creditCostPerDialogue,
    });
    await scoringRoutes(api, completion);
  },
);
