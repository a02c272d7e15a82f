import { openDatabase, type DatabaseHandle } from './database.js';

/**
 * Many connections at once on the embedded database, some inside transactions, all using
 * parameterised queries (the extended protocol): what job workers next to HTTP requests do.
 * Without pglite-batching.ts, a transaction's statement replaced another connection's half-run one
 * ("bind message supplies 1 parameters, but prepared statement "" requires 3").
 */
describe('[pglite] embedded database under concurrent connections', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ poolSize: 8 });
  });
  afterAll(() => database.close());

  it('runs interleaved parameterised queries and transactions from 8 connections without mixing them up', async () => {
    const failures: string[] = [];
    const wrong: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, connection) => {
        for (let i = 0; i < 60; i += 1) {
          try {
            if (connection % 2) {
              const client = await database.pool.connect();
              try {
                await client.query('BEGIN');
                const { rows } = await client.query<{ sum: number }>('select $1::int + $2::int as sum', [connection, i]);
                if (rows[0]!.sum !== connection + i) wrong.push(`tx ${connection}/${i}: ${rows[0]!.sum}`);
                await client.query('COMMIT');
              } finally {
                client.release();
              }
            } else {
              const values = Array.from({ length: (connection % 3) + 1 }, (_, k) => k + i);
              const { rows } = await database.pool.query<{ sum: number }>(
                `select ${values.map((_, k) => `$${k + 1}::int`).join(' + ')} as sum`,
                values,
              );
              const expected = values.reduce((a, b) => a + b, 0);
              if (rows[0]!.sum !== expected) wrong.push(`query ${connection}/${i}: ${rows[0]!.sum} ≠ ${expected}`);
            }
          } catch (error) {
            failures.push((error as Error).message);
          }
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(wrong).toEqual([]);
  });

  it('still reports a failing query, and the connection goes on working after it', async () => {
    const client = await database.pool.connect();
    try {
      await expect(client.query('select $1::int / 0 as boom', [1])).rejects.toThrow(/division by zero/);
      const { rows } = await client.query<{ ok: number }>('select $1::int as ok', [7]);
      expect(rows[0]!.ok).toBe(7);
    } finally {
      client.release();
    }
  });
});
