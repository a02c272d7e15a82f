import pg from 'pg';
import { DEFAULT_TEST_POSTGRES_URL, ENV, TEST_DATABASE_PREFIX } from './databases.js';

/** Databases of runs that crashed before dropping them; an hour is longer than any run. */
const STALE_AFTER_SECONDS = 60 * 60;

/**
 * Finds out whether the PostgreSQL half can run. When the server is unreachable the suites of this
 * project are skipped — with a notice, so a green run never hides that only PGlite was tested.
 */
export async function checkPostgresAvailability(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await dropStaleDatabases(client);
    process.env[ENV.postgresUrl] = url;
    delete process.env[ENV.postgresSkipped];
  } catch (error) {
    const reason = `PostgreSQL at ${url} is not reachable (${(error as Error).message})`;
    process.env[ENV.postgresSkipped] = reason;
    delete process.env[ENV.postgresUrl];
    console.warn(`\n⚠  ${reason}: the [postgres] suites are SKIPPED. Set TEST_DATABASE_URL to run them.\n`);
  } finally {
    await client.end().catch(() => {});
  }
}

async function dropStaleDatabases(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
    `${TEST_DATABASE_PREFIX}%`,
  ]);
  const now = Math.floor(Date.now() / 1000);
  for (const { datname } of rows) {
    const created = Number(/^ccl_test_(\d+)_/.exec(datname)?.[1]);
    if (Number.isFinite(created) && now - created > STALE_AFTER_SECONDS) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  }
}
