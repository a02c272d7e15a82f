import pg from 'pg';
import { isDatabaseUnavailable, retryWhileDatabaseUnavailable } from './unavailable.js';

describe('isDatabaseUnavailable', () => {
  it('counts a pool closed at shutdown as the database being gone, not as a bug', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    await pool.end();
    const closed = await pool.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(closed).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(closed)).toBe(true);
    // Wrapped as drizzle wraps a driver error.
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: closed }))).toBe(true);
  });

  it('leaves a wrong statement a bug', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }))).toBe(false);
  });
});

describe('retryWhileDatabaseUnavailable', () => {
  it('does not wait for a pool closed at shutdown: it fails at once', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    await pool.end();
    let retries = 0;
    await expect(retryWhileDatabaseUnavailable(() => pool.connect(), { maxWaitMs: 60_000, onRetry: () => (retries += 1) })).rejects.toThrow(
      /Cannot use a pool after calling end/,
    );
    expect(retries).toBe(0);
  });
});
