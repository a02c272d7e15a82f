/**
 * A background worker process: `npm run worker -w api`. Runs the job queues (speech synthesis, AI
 * scoring) against the same PostgreSQL as the API, so work scales out to more processes or machines.
 * Needs DATABASE_URL: the embedded database belongs to the one API process that started it.
 */
import { pino } from 'pino';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateWhenReachable, surviveDatabaseOutages } from './db/outage-guard.js';
import { JobQueue } from './jobs/queue.js';
import { createStorage, mediaSigningSecret } from './storage/create-storage.js';
import { MediaUrls } from './storage/media.js';
import { startWorkers } from './workers.js';

const config = loadConfig();
const log = pino({ level: config.logLevel });
surviveDatabaseOutages(log);
if (!config.database.url) {
  log.fatal(
    'DATABASE_URL is unset: a separate worker needs a PostgreSQL it shares with the API (the embedded database runs the workers inside the API process).',
  );
  process.exit(1);
}

const database = await openDatabase({ url: config.database.url, poolSize: config.database.poolSize });
await migrateWhenReachable(database.db, log);
const jobs = await JobQueue.start(database.connectionString, log);
const storage = createStorage(config);
const media = new MediaUrls(await mediaSigningSecret(config));
await startWorkers({ config, db: database.db, pool: database.pool, storage, media, jobs, log });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    log.info(`${signal}: finishing running jobs`);
    await jobs.stop();
    await database.close();
    process.exit(0);
  });
}
