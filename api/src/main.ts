/**
 * The API server: configuration → database → migrations → HTTP. `npm start -w api`.
 * Stops cleanly on SIGINT/SIGTERM (finishing requests in flight, closing the database so the
 * embedded one is flushed to disk); a second signal exits at once.
 */
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { ContentBankError, seedContentFromFiles, summaryLine } from './content/seed.js';
import { embeddedDataDir, openDatabase } from './db/database.js';
import { migrateWhenReachable, surviveDatabaseOutages } from './db/outage-guard.js';
import { JobQueue } from './jobs/queue.js';
import { createMailer } from './mail/create-mailer.js';
import { createStorage, mediaSigningSecret } from './storage/create-storage.js';
import { MediaUrls } from './storage/media.js';
import { warmUp } from './http/warm-up.js';
import { startWorkers } from './workers.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// Written asynchronously, in batches of at least 4 KB: a synchronous write per line held every request
// up, and an asynchronous one per line still cost a cached read a third of its throughput (issue #14:
// GET /api/dialogues/{language} at 34% of bare Fastify, 43% batched). A quiet server's last lines go out
// within a second; pino writes what is left when the process exits.
const logDestination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
setInterval(() => logDestination.flush(), 1000).unref();
const log = pino({ level: config.logLevel, redact: ['req.headers.authorization'] }, logDestination);
surviveDatabaseOutages(log);

const cleanups: Array<() => Promise<void>> = [];
let stopping = false;

async function stop(exitCode: number): Promise<never> {
  stopping = true;
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((error: unknown) => log.error({ err: error }, 'error while shutting down'));
  }
  log.info('stopped');
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    log.info(`${signal} received: shutting down`);
    void stop(0);
  });
}

try {
  const started = Date.now();
  const database = await openDatabase({
    url: config.database.url,
    embeddedDataDir: embeddedDataDir(config.dataDir),
    poolSize: config.database.poolSize,
    // Every query would fail from now on: exit for the supervisor (npm start, systemd, a container)
    // to start the server again, which reopens the data folder. No clean stop: it would wait on the
    // database (pg-boss retries for minutes).
    onEmbeddedCrash: (error) => {
      log.fatal({ err: error }, 'the embedded database stopped: exiting');
      process.exit(1);
    },
  });
  cleanups.push(() => database.close());
  log.info(
    database.kind === 'embedded'
      ? `embedded PostgreSQL (PGlite) in ${embeddedDataDir(config.dataDir)}, served on a private socket`
      : 'connected to PostgreSQL (DATABASE_URL)',
  );

  await migrateWhenReachable(database.db, log);
  log.info(`database ready in ${Date.now() - started} ms`);

  // Checked before anything is written: on a file it cannot serve the server stops, listing them all;
  // editorial problems (content:check's rules) are counted in the log.
  const seeded = await seedContentFromFiles(database.db);
  if (seeded.editorialProblems) log.warn(summaryLine(seeded));
  else log.info(summaryLine(seeded));

  const mailer = createMailer(config.mail, database.db, log);
  cleanups.push(() => mailer.close());
  if (mailer.kind === 'outbox') {
    const note = 'SMTP_URL is unset: e-mails are written to this log and the email_outbox table, not sent';
    // Fine on a laptop; in production it means nobody receives their code.
    if (config.env === 'production') log.warn(note);
    else log.info(note);
  }

  const storage = createStorage(config);
  const media = new MediaUrls(await mediaSigningSecret(config));
  const jobs = await JobQueue.start(database.connectionString, log);
  // Stopped before the database (cleanups run in reverse), after the HTTP server stops taking work.
  cleanups.push(() => jobs.stop());

  const app = await buildApp({ config, db: database.db, pool: database.pool, mailer, storage, media, jobs, logger: log });
  cleanups.push(() => app.close());
  if (config.workers === 'inline') await startWorkers({ config, db: database.db, pool: database.pool, storage, media, jobs, log });
  const warm = await warmUp(app);
  if (warm.failed.length > 0) log.warn(`warm-up: ${warm.failed.join(', ')} did not answer; starting cold`);
  else log.info(`warmed up in ${warm.ms} ms`);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  if (error instanceof ContentBankError) log.fatal({ problems: error.problems }, error.message);
  else log.fatal({ err: error }, 'the server could not start');
  await stop(1);
}
