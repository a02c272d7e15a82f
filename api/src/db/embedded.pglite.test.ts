import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './database.js';
import { runMigrations } from './migrate.js';
import { users } from './schema.js';

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
      const socketDir = decodeURIComponent(/\?host=(.+)$/.exec(first.connectionString)![1]!);
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
