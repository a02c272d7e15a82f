import { defineModule } from '../module.js';
import { practiceServiceOf } from '../practice/build.js';
import { scoringQueues } from '../scoring/queues.js';
import { MockCompletionService } from './completion.js';
import { mockExamRoutes } from './routes.js';
import { MockExamService } from './service.js';

/**
 * Mock exams (issue #15): two dialogues back to back under the exam rules, charged once, with a verdict
 * against the pass mark. Answers go through practice's POST /practice/submit (each dialogue is a test
 * session); serving speaker turns reuses practice's service, built here over the same database.
 */
export const mockExamsModule = defineModule(
  'mock-exams',
  'Mock exams: two dialogues under the exam rules, one charge, the pass/fail verdict.',
  async (api, deps) => {
    const log = api.log;
    const creditCostPerDialogue = deps.config.credits.creditCostPerDialogue;
    const practice = practiceServiceOf(deps, log);
    const mocks = new MockExamService({
      db: deps.db,
      practice,
      creditCostPerDialogue,
    });
    const completion = new MockCompletionService({
      pool: deps.pool,
      jobs: deps.jobs,
      queues: scoringQueues(deps.config),
      ledger: deps.ledger,
      clock: deps.clock,
      creditCostPerDialogue,
    });
    await mockExamRoutes(api, { mocks, completion });
  },
);
