import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../../db/database.js';
import * as schema from '../../db/schema.js';

/**
 * Where the content read statements run. They are named prepared statements (PostgreSQL plans each
 * once per connection, not per request). On PostgreSQL each pooled connection prepares its own copy,
 * and the pool is used as it is. The embedded PGlite has one backend session behind all its socket
 * connections: a statement prepared through one connection "already exists" for the others, which the
 * pg driver cannot know. There the reads get one connection of their own — which costs no concurrency,
 * because PGlite runs one query at a time anyway.
 *
 * Opened on the first read, not when the app is built: building the app never touches the database.
 */
export class ReadConnection<Queries> {
  private opening: Promise<{ queries: Queries; release(): void }> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly db: Database,
    private readonly prepare: (db: Database) => Queries,
  ) {}

  queries(): Promise<Queries> {
    // A failure (database not reachable yet) is not remembered: the next read tries again.
    this.opening ??= this.open().catch((error: unknown) => {
      this.opening = undefined;
      throw error;
    });
    return this.opening.then((connection) => connection.queries);
  }

  /** Gives back the connection held on the embedded database; call when the app closes. */
  async close(): Promise<void> {
    const connection = await this.opening?.catch(() => undefined);
    this.opening = undefined;
    connection?.release();
  }

  private async open(): Promise<{ queries: Queries; release(): void }> {
    const { rows } = await this.pool.query<{ version: string }>('select version() as version');
    if (!rows[0]?.version.includes('PGlite')) return { queries: this.prepare(this.db), release: () => undefined };
    const client = await this.pool.connect();
    return { queries: this.prepare(drizzle(oneAtATime(client), { schema }) as unknown as Database), release: () => client.release() };
  }
}

/**
 * The client, taking its statements in turn: concurrent reads would otherwise hand it a statement while
 * another runs, which the pg driver queues for now but deprecates (gone in pg 9). Costs nothing here:
 * PGlite runs one statement at a time anyway.
 */
function oneAtATime(client: pg.PoolClient): pg.PoolClient {
  let previous: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]) => {
    const next = previous.then(() => (client.query as (...a: unknown[]) => Promise<unknown>)(...args));
    previous = next.catch(() => undefined);
    return next;
  };
  return new Proxy(client, { get: (target, property) => (property === 'query' ? query : Reflect.get(target, property, target)) });
}
