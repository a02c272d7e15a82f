import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import * as schema from './schema.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = PgTransaction<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** Either the database or a transaction on it: services take this to run inside a caller's transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseOptions {
  /** A real PostgreSQL; without it the embedded one is started. */
  url?: string | undefined;
  /** Embedded only: where PGlite keeps its files (`<DATA_DIR>/db`); omit for memory. */
  embeddedDataDir?: string | undefined;
  /** Embedded only: a migrated snapshot to start from (tests). */
  embeddedSnapshot?: Blob | undefined;
  /** Embedded only: the database's thread died (see `EmbeddedPostgresOptions.onCrash`). */
  onEmbeddedCrash?: ((error: Error) => void) | undefined;
  poolSize: number;
}

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** What pg-boss and other connections use; the private Unix socket when embedded. */
  connectionString: string;
  kind: 'embedded' | 'postgres';
  /** The embedded server, when there is one (tests dump it as a snapshot). */
  embedded: EmbeddedPostgres | undefined;
  close(): Promise<void>;
}

/** Connections kept free beyond the pool on the embedded server, for pg-boss and one-off tools. */
const EMBEDDED_SPARE_CONNECTIONS = 10;

/**
 * A connection lost (database restart or outage, embedded server stopping) must not crash the
 * process. pg emits 'error' on the pool for an idle client and on the client itself for one checked
 * out between two statements (a transaction waiting on other work): without a listener, Node throws.
 * The statement in flight, or the next one, fails instead (answered 503), and the pool opens a new
 * connection for the next checkout.
 */
export function keepConnectionLossesHandled(pool: pg.Pool, onLoss: (error: Error) => void = () => undefined): void {
  pool.on('error', onLoss);
  pool.on('connect', (client) => client.on('error', onLoss));
}

export function embeddedDataDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/**
 * Opens the one database code path: a `pg` Pool and drizzle (node-postgres) on either a real
 * PostgreSQL (`url`) or the embedded PGlite served on a private Unix socket from its own thread.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let embedded: EmbeddedPostgres | undefined;
  let connectionString = options.url;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres({
      dataDir: options.embeddedDataDir,
      loadDataDir: options.embeddedSnapshot,
      maxConnections: options.poolSize + EMBEDDED_SPARE_CONNECTIONS,
      onCrash: options.onEmbeddedCrash,
    });
    connectionString = embedded.connectionString;
  }
  // A connection that cannot open within 10 s fails (503) instead of holding the request forever.
  const pool = new pg.Pool({ connectionString, max: options.poolSize, connectionTimeoutMillis: 10_000 });
  keepConnectionLossesHandled(pool);
  const db = drizzle(pool, { schema });
  let closed = false;
  return {
    db,
    pool,
    connectionString,
    kind: embedded ? 'embedded' : 'postgres',
    embedded,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await embedded?.stop();
    },
  };
}
