import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './database.js';
import * as schema from './schema.js';

/**
 * A transaction that both drizzle and other pg users (pg-boss's send with `client`) write in:
 * everything inside commits together or not at all. Use it when a row change and a job must agree
 * (debit credits + enqueue scoring). For plain row changes, drizzle's db.transaction is enough.
 */
export async function withClientTransaction<T>(pool: pg.Pool, work: (tx: Database, client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(drizzle(client, { schema }) as unknown as Database, client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
