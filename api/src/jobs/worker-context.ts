import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Ai } from '../ai/create-provider.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { MediaUrls } from '../storage/media.js';
import type { Storage } from '../storage/storage.js';
import type { JobQueue } from './queue.js';

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
