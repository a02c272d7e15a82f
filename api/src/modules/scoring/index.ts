import { defineModule } from '../module.js';
import { CompletionService } from './completion.js';
import { scoringQueues } from './queues.js';
import { scoringRoutes } from './routes.js';
import { SelfMarkingService } from './self-marking.js';

/**
 * POST /practice/complete/{sessionId} (the jobs it starts run in the workers, workers.ts) and
 * POST /segment-attempts/{attemptId}/self-marking.
 */
export const scoringModule = defineModule(
  'scoring',
  'Completing an attempt; the scoring jobs, the deduction ledger and marking a turn yourself.',
  async (api, deps) => {
    const completion = new CompletionService({
      pool: deps.pool,
      jobs: deps.jobs,
      queues: scoringQueues(deps.config),
      ledger: deps.ledger,
      clock: deps.clock,
      creditCost: deps.config.credits.creditCostPerDialogue,
    });
    await scoringRoutes(api, completion, new SelfMarkingService(deps.db));
  },
);
