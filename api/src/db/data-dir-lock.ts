import { open, readFile, rm } from 'node:fs/promises';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks this process holds: its own pid in a lock file is only ours if it is listed here. */
const heldHere = new Set<string>();

/**
 * PGlite is a single-process database: two servers opening the same folder would corrupt it.
 * A lock file holding the owner's pid turns that mistake into a clear error; a lock left by a
 * process that no longer runs (a crash) is taken over.
 */
export async function lockDataDir(lockPath: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldHere.add(lockPath);
      return async () => {
        heldHere.delete(lockPath);
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      // Our own pid without a lock held here is a previous life of this pid (a container restarts
      // the server with the same pid): stale.
      const inUse = owner === process.pid ? heldHere.has(lockPath) : owner > 0 && isRunning(owner);
      if (inUse) {
        throw new Error(
          `The embedded database is in use by another server (process ${owner}, lock ${lockPath}). ` +
            'Stop that server, or give this one another DATA_DIR or a DATABASE_URL.',
          { cause: error },
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
