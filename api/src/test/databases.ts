import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';

/**
 * The two databases every API test runs against (one jest project each, see jest.config.mjs):
 * the embedded PGlite and a real PostgreSQL. The global setups leave what the tests need in
 * environment variables, which jest workers inherit.
 */
export type TestDatabaseKind = 'pglite' | 'postgres';

export const ENV = {
  /** Path of the migrated PGlite snapshot (dumpDataDir tarball) made by the pglite global setup. */
  pgliteSnapshot: 'CCL_TEST_PGLITE_SNAPSHOT',
  /** Server URL (its maintenance database) when PostgreSQL is reachable; unset otherwise. */
  postgresUrl: 'CCL_TEST_POSTGRES_URL',
  /** Why the postgres half is skipped. */
  postgresSkipped: 'CCL_TEST_POSTGRES_SKIPPED',
} as const;

/** Where the postgres half looks; override with TEST_DATABASE_URL. */
export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Test databases are named ccl_test_<unix seconds>_<random>, so stale ones can be recognised. */
export const TEST_DATABASE_PREFIX = 'ccl_test_';

const POOL_SIZE = 4;

export interface TestDatabase {
  handle: DatabaseHandle;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file. PGlite starts from the snapshot (about a second
 * instead of initdb's four); PostgreSQL gets a new database of its own, dropped afterwards, so
 * parallel files and parallel runs never see each other's rows.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshotPath = process.env[ENV.pgliteSnapshot];
    if (!snapshotPath) throw new Error(`${ENV.pgliteSnapshot} is unset: run the tests through jest.config.mjs`);
    const snapshot = new Blob([new Uint8Array(await readFile(snapshotPath))]);
    const handle = await openDatabase({ embeddedSnapshot: snapshot, poolSize: POOL_SIZE });
    await runMigrations(handle.db);
    return { handle, close: () => handle.close() };
  }

  const serverUrl = process.env[ENV.postgresUrl];
  if (!serverUrl) throw new Error('PostgreSQL is not available for tests');
  const name = `${TEST_DATABASE_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: POOL_SIZE });
  await runMigrations(handle.db);
  return {
    handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
