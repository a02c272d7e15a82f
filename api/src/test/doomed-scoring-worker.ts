/**
 * A scoring worker process for scoring-restart.test.ts: it runs the scoring queues against the
 * test's database with a provider that never answers, says when it has begun scoring a turn, and is
 * then killed with SIGKILL — a server dying in the middle of scoring, leaving its jobs active.
 * Environment: DOOMED_DATABASE_URL (the test database), STORAGE_DIR and the scoring settings.
 */
import { pino } from 'pino';
import { offlineScoring } from '../ai/offline/provider.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { JobQueue } from '../jobs/queue.js';
import { LocalStorage } from '../storage/local-storage.js';
import { startScoringWorkers } from '../modules/scoring/workers.js';

const url = process.env.DOOMED_DATABASE_URL;
if (!url) throw new Error('DOOMED_DATABASE_URL is unset');
const config = loadConfig(process.env);
const log = pino({ level: 'silent' });
const database = await openDatabase({ url, poolSize: 1 });
const jobs = await JobQueue.start(database.connectionString, log);
await startScoringWorkers(
  { config, db: database.db, pool: database.pool, storage: new LocalStorage(config.storage.dir), jobs, log },
  {
    transcribe: offlineScoring.transcribe,
    findErrors: () => {
      process.stdout.write('scoring a turn\n');
      return new Promise(() => undefined);
    },
  },
);
process.stdout.write('ready\n');
