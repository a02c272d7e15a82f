import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { JobQueue } from './jobs/queue.js';
import type { MediaUrls } from './storage/media.js';
import type { Storage } from './storage/storage.js';
import { startSpeechWorker } from './modules/speech/worker.js';
import { createAi, type Ai } from './ai/create-provider.js';
import { startScoringWorkers } from './modules/scoring/workers.js';
import { startAbandonedAttemptsWorker } from './modules/attempts/jobs.js';

/** What background workers get to do their work: the same resources the HTTP app has. */
export interface WorkerContext {
  config: Config;
  db: Database;
  pool: pg.Pool;
  storage: Storage;
  media: MediaUrls;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** The AI provider and speech (AI_PROVIDER); default: built from config. */
  ai?: Ai;
}

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
