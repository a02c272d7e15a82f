import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/database.js';
import { ReadConnection } from './read-connection.js';

/** A pg pool whose one client answers after a delay, counting how many statements it holds at once. */
function fakePool(version: string) {
  const seen = { mostAtOnce: 0, statements: 0 };
  let running = 0;
  const client = {
    query: async (query: string | { text: string }) => {
      const statement = typeof query === 'string' ? query : query.text;
      running += 1;
      seen.statements += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
      if (statement === 'boom') throw new Error('statement failed');
      return { rows: [{ statement }], rowCount: 1, fields: [], command: 'SELECT' };
    },
    release: () => undefined,
  };
  const pool = {
    query: async () => ({ rows: [{ version }] }),
    connect: async () => client,
  } as unknown as pg.Pool;
  return { pool, seen };
}

/** Stands in for the prepared queries: each runs one statement through the Database it was given. */
const prepare = (db: Database) => ({
  run: async (statement: string) => (await db.execute(sql.raw(statement))).rows,
});

describe('ReadConnection on the embedded database', () => {
  it('hands its one connection one statement at a time, however many reads arrive together', async () => {
    const { pool, seen } = fakePool('PostgreSQL 17.5 on x86_64-pc-linux-gnu (PGlite 0.3)');
    const reads = new ReadConnection(pool, {} as Database, prepare);
    const queries = await reads.queries();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => queries.run(`read ${i}`)));
    expect(answers.map((rows) => rows[0])).toEqual(Array.from({ length: 12 }, (_, i) => ({ statement: `read ${i}` })));
    expect(seen).toEqual({ mostAtOnce: 1, statements: 12 });
  });

  it('goes on after a statement fails, which fails only its own read', async () => {
    const { pool, seen } = fakePool('PostgreSQL 17.5 (PGlite 0.3)');
    const queries = await new ReadConnection(pool, {} as Database, prepare).queries();
    const outcomes = await Promise.allSettled([queries.run('one'), queries.run('boom'), queries.run('three')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(seen.mostAtOnce).toBe(1);
  });
});
