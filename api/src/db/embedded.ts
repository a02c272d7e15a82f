import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock.js';
import { batchExtendedQueries } from './pglite-batching.js';

export interface EmbeddedPostgresOptions {
  /** Folder the database persists in; omit for an in-memory database (tests). */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests load a migrated snapshot instead of running initdb). */
  loadDataDir?: Blob;
  /**
   * Connections the socket server accepts at once. It must cover the pool plus pg-boss's own pool:
   * pglite-socket's default of 1 makes every further connection fail (pg-boss dies with ECONNRESET).
   */
  maxConnections: number;
}

export interface EmbeddedPostgres {
  /** postgres:// URL of the private socket, for `pg` and pg-boss; not to be logged or shared. */
  connectionString: string;
  pglite: PGlite;
  stop(): Promise<void>;
}

/**
 * PostgreSQL without installing PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly) served
 * over the PostgreSQL wire protocol on a private Unix socket. Everything else (pg Pool,
 * drizzle node-postgres, migrations, pg-boss) then runs exactly as against a real server.
 *
 * PGlite runs one query at a time: while one connection is inside a transaction, the others wait.
 * Code must never await another pool query while it holds a transaction, or it waits for itself.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  let unlock = async () => {};
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    unlock = await lockDataDir(`${options.dataDir}.lock`);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(options.dataDir ?? 'memory://', {
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  // PGlite asks for no password, so no TCP port at all (not even on loopback, where any local user
  // or a browser's DNS-rebinding page could reach it): a Unix socket in a fresh folder only this
  // process's user can enter (mkdtemp makes it 0700). pg finds it as `.s.PGSQL.5432` in `host`.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-pg-'));
  const server = new PGLiteSocketServer({
    db: pglite,
    path: path.join(socketDir, '.s.PGSQL.5432'),
    maxConnections: options.maxConnections,
  });
  batchExtendedQueries(server);
  try {
    await server.start();
  } catch (error) {
    await pglite.close();
    await rm(socketDir, { recursive: true, force: true });
    await unlock();
    throw error;
  }
  let stopped = false;
  return {
    connectionString: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    pglite,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      // Without close() PGlite keeps the process alive and the data folder may not be flushed.
      await pglite.close();
      await rm(socketDir, { recursive: true, force: true });
      await unlock();
    },
  };
}
