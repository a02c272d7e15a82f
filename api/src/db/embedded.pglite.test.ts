import { access, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { ENV, openTestDatabase } from '../test/databases.js';
import { openDatabase } from './database.js';
import { runMigrations } from './migrate.js';
import { users } from './schema.js';

/** The private socket's folder, from the connection string (`?host=`). */
const socketFolder = (connectionString: string) => decodeURIComponent(/\?host=(.+)$/.exec(connectionString)![1]!);

/**
 * The default set-up of `npm start`: PGlite persisted in a folder, served on a loopback socket.
 * (*.pglite.test.ts runs in the pglite project only: it is about the embedded database itself.)
 */
describe('[pglite] embedded database on disk', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'ccl-embedded-'));
  });
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('starts on an empty folder, migrates, keeps data across restarts and refuses a second server', async () => {
    const dataDir = path.join(folder, 'db');
    const first = await openDatabase({ embeddedDataDir: dataDir, poolSize: 2 });
    try {
      expect(first.kind).toBe('embedded');
      // No TCP port: a Unix socket in a folder only this user can enter.
      const socketDir = socketFolder(first.connectionString);
      expect((await stat(socketDir)).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(socketDir, '.s.PGSQL.5432'))).isSocket()).toBe(true);
      await runMigrations(first.db);
      await first.db.insert(users).values({ name: 'Kept', email: 'kept@example.com', passwordHash: 'x' });

      // Concurrent pool clients are served (maxConnections covers the pool).
      const counts = await Promise.all([1, 2, 3, 4].map(() => first.db.execute(sql`select count(*)::int as n from users`)));
      expect(counts.map((r) => r.rows[0])).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }, { n: 1 }]);

      await expect(openDatabase({ embeddedDataDir: dataDir, poolSize: 2 })).rejects.toThrow(/in use by another server/);
    } finally {
      await first.close();
    }

    const second = await openDatabase({ embeddedDataDir: dataDir, poolSize: 2 });
    try {
      await runMigrations(second.db);
      const rows = await second.db.select({ email: users.email }).from(users);
      expect(rows).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('[pglite] embedded database thread', () => {
  it('runs PGlite beside the API: a long statement leaves the event loop free for other requests', async () => {
    const { handle, close } = await openTestDatabase('pglite');
    try {
      expect(handle.embedded!.thread.threadId).not.toBe(threadId);
      await handle.db.execute(sql`select 1`);

      // On the API's thread the statement would hold the event loop for its whole duration: no
      // timer could fire until it ends. Compared as a ratio, so a slow machine cannot fail it.
      let longestGap = 0;
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
      }, 5);
      const started = performance.now();
      const result = await handle.db.execute(sql`select count(*)::int as n from generate_series(1, 3000000)`);
      const statementMs = performance.now() - started;
      clearInterval(ticker);

      expect(result.rows).toEqual([{ n: 3_000_000 }]);
      expect(statementMs).toBeGreaterThan(150);
      expect(longestGap).toBeLessThan(statementMs / 3);
    } finally {
      await close();
    }
  });

  it('reports the thread ending on its own, and queries then fail instead of hanging', async () => {
    const snapshot = new Blob([new Uint8Array(await readFile(process.env[ENV.pgliteSnapshot]!))]);
    let reportCrash!: (error: Error) => void;
    const crashed = new Promise<Error>((resolve) => (reportCrash = resolve));
    const handle = await openDatabase({ embeddedSnapshot: snapshot, poolSize: 2, onEmbeddedCrash: (error) => reportCrash(error) });
    try {
      await handle.db.execute(sql`select 1`);
      // As a PGlite abort would: the thread ends without being asked to.
      await handle.embedded!.thread.terminate();
      expect((await crashed).message).toMatch(/^The embedded database's thread ended unexpectedly \(exit code 1\)/);
      // The socket folder is gone with it: a new connection fails at once.
      await expect(access(socketFolder(handle.connectionString))).rejects.toThrow(/ENOENT/);
      await expect(handle.db.execute(sql`select 1`)).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});
