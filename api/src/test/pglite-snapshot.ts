import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { ENV } from './databases.js';

/**
 * Runs initdb and the migrations once per test run and saves the result as a tarball: each test
 * file then loads it into a fresh in-memory PGlite instead of paying initdb again.
 */
export async function createPgliteSnapshot(): Promise<void> {
  const handle = await openDatabase({ poolSize: 2 });
  try {
    await runMigrations(handle.db);
    const snapshot = await handle.embedded!.dumpDataDir();
    const folder = await mkdtemp(path.join(os.tmpdir(), 'ccl-api-test-'));
    const file = path.join(folder, 'pglite-migrated.tar');
    await writeFile(file, new Uint8Array(await snapshot.arrayBuffer()));
    process.env[ENV.pgliteSnapshot] = file;
  } finally {
    await handle.close();
  }
}

export async function removePgliteSnapshot(): Promise<void> {
  const file = process.env[ENV.pgliteSnapshot];
  if (file) await rm(path.dirname(file), { recursive: true, force: true });
}
