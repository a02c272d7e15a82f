import type { WorkerContext } from './jobs/worker-context.js';
import { startSpeechWorker } from './modules/speech/worker.js';
import { createAi } from './ai/create-provider.js';
import { startScoringWorkers } from './modules/scoring/workers.js';
import { startAbandonedAttemptsWorker } from './modules/attempts/jobs.js';

/**
 * Registers every queue's worker. Runs inside the API process (WORKERS=inline, the default) and in
 * `npm run worker -w api` processes; each feature adds its queues here.
 */
export async function startWorkers(context: WorkerContext): Promise<void> {
  const ai = context.ai ?? createAi(context.config, context.db);
  await startSpeechWorker(context, ai.speech);
  await startScoringWorkers(context, ai.provider);
  await startAbandonedAttemptsWorker(context);
  context.log.info('background workers started');
}
