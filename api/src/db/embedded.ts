import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startThread } from '../threads.js';
import { lockDataDir } from './data-dir-lock.js';

export interface EmbeddedPostgresOptions {
  /** Folder the database persists in; omit for an in-memory database (tests). */
  dataDir?: string | undefined;
  /** A `dumpDataDir()` tarball to start from (tests load a migrated snapshot instead of running initdb). */
  loadDataDir?: Blob | undefined;
  /**
   * Connections the socket server accepts at once. It must cover the pool plus pg-boss's own pool:
   * pglite-socket's default of 1 makes every further connection fail (pg-boss dies with ECONNRESET).
   */
  maxConnections: number;
  /**
   * Called once if the database's thread ends without being asked to (a crash of PGlite): every
   * query from then on fails, so the caller must stop or restart. Without it the error is thrown
   * (an uncaught exception: the process reports it and exits) — never a silent hang.
   */
  onCrash?: ((error: Error) => void) | undefined;
}

export interface EmbeddedPostgres {
  /** postgres:// URL of the private socket, for `pg` and pg-boss; not to be logged or shared. */
  connectionString: string;
  /** The thread PGlite runs on: never the caller's, whose event loop PGlite's statements would stall. */
  thread: Worker;
  /** The whole database as an uncompressed tarball (tests save a migrated one and load it per file). */
  dumpDataDir(): Promise<Blob>;
  /** Stops the socket server and closes PGlite (flushing the data folder), then ends the thread. */
  stop(): Promise<void>;
}

/** What the thread starts with (`workerData`). */
export interface EmbeddedThreadData {
  dataDir: string | undefined;
  loadDataDir: ArrayBuffer | undefined;
  socketPath: string;
  maxConnections: number;
}

export type ToEmbeddedThread = { type: 'dump'; id: number } | { type: 'stop' };

export type FromEmbeddedThread =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'dump'; id: number; bytes: ArrayBuffer }
  | { type: 'dump-failed'; id: number; error: string }
  | { type: 'stopped' }
  | { type: 'stop-failed'; error: string };

/** Closing PGlite takes well under a second; a thread silent for this long is ended without it. */
const STOP_TIMEOUT_MS = 30_000;

/** An error from the thread arrives as its stack text: the first line is the message. */
function threadError(text: string, context: string): Error {
  const error = new Error(`${context}: ${text.split('\n')[0]}`);
  error.stack = `${error.message}\n[embedded database thread] ${text}`;
  return error;
}

/**
 * PostgreSQL without installing PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly) served
 * over the PostgreSQL wire protocol on a private Unix socket. Everything else (pg Pool,
 * drizzle node-postgres, migrations, pg-boss) then runs exactly as against a real server.
 *
 * PGlite runs on a worker thread (db/embedded-thread.ts): its statements are synchronous
 * WebAssembly, and on the API's own thread every write stalled every request (issue #19: read p99
 * of seconds under 20 practisers). The thread speaks to the API only through the socket, like a
 * real server, plus a few messages here (ready, dump, stop).
 *
 * PGlite runs one query at a time: while one connection is inside a transaction, the others wait.
 * Code must never await another pool query while it holds a transaction, or it waits for itself.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  let unlock = async () => {};
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    // Taken here, not on the thread: the lock knows which locks this process holds (data-dir-lock.ts),
    // and a thread has its own copy of that module.
    unlock = await lockDataDir(`${options.dataDir}.lock`);
  }
  // PGlite asks for no password, so no TCP port at all (not even on loopback, where any local user
  // or a browser's DNS-rebinding page could reach it): a Unix socket in a fresh folder only this
  // process's user can enter (mkdtemp makes it 0700). pg finds it as `.s.PGSQL.5432` in `host`.
  let socketDir: string;
  try {
    socketDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-pg-'));
  } catch (error) {
    await unlock();
    throw error;
  }
  const cleanUp = async () => {
    await rm(socketDir, { recursive: true, force: true });
    await unlock();
  };
  let thread: Worker;
  try {
    // Copied into a buffer of its own, which moves to the thread without a second copy.
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const workerData: EmbeddedThreadData = {
      dataDir: options.dataDir,
      loadDataDir,
      socketPath: path.join(socketDir, '.s.PGSQL.5432'),
      maxConnections: options.maxConnections,
    };
    thread = startThread(import.meta.url, './embedded-thread', { workerData, transferList: loadDataDir ? [loadDataDir] : [] });
  } catch (error) {
    await cleanUp();
    throw error;
  }

  // Until it is ready, the thread's end (an error while loading, PGlite failing to open) fails the start.
  const starting: { onMessage?: (message: FromEmbeddedThread) => void; onError?: (error: Error) => void; onExit?: (code: number) => void } =
    {};
  try {
    await new Promise<void>((resolve, reject) => {
      starting.onMessage = (message) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(threadError(message.error, 'The embedded database could not start'));
      };
      starting.onError = reject;
      starting.onExit = (code) => reject(new Error(`The embedded database's thread ended while starting (exit code ${code}).`));
      thread.on('message', starting.onMessage).on('error', starting.onError).on('exit', starting.onExit);
    });
  } catch (error) {
    await thread.terminate();
    await cleanUp();
    throw error;
  } finally {
    // Not removeAllListeners(): Worker's own listeners (which start its message port) would go too.
    thread.off('message', starting.onMessage!).off('error', starting.onError!).off('exit', starting.onExit!);
  }

  let stopping = false;
  let crashed = false;
  let nextDump = 1;
  const dumps = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();
  let stopped: { resolve: () => void; reject: (error: Error) => void } | undefined;

  thread.on('message', (message: FromEmbeddedThread) => {
    if (message.type === 'dump' || message.type === 'dump-failed') {
      const dump = dumps.get(message.id);
      dumps.delete(message.id);
      if (message.type === 'dump') dump?.resolve(new Blob([message.bytes]));
      else dump?.reject(threadError(message.error, 'The embedded database could not be dumped'));
    } else if (message.type === 'stopped') stopped?.resolve();
    else if (message.type === 'stop-failed') stopped?.reject(threadError(message.error, 'The embedded database did not close cleanly'));
  });
  // An error thrown on the thread ends it: 'exit' follows, where it is reported with this cause.
  let lastError: Error | undefined;
  thread.on('error', (error) => (lastError = error));
  thread.on('exit', (code) => {
    const error = new Error(
      `The embedded database's thread ended unexpectedly (exit code ${code}${lastError ? `: ${lastError.message}` : ''}); ` +
        'its queries fail until the server is restarted.',
      { cause: lastError },
    );
    for (const dump of dumps.values()) dump.reject(error);
    dumps.clear();
    if (stopping) {
      stopped?.reject(error);
      return;
    }
    crashed = true;
    // The socket folder and the lock go first (a failure there must not hide the crash).
    void cleanUp()
      .catch(() => undefined)
      .then(() => {
        if (options.onCrash) options.onCrash(error);
        else
          setImmediate(() => {
            throw error;
          });
      });
  });

  return {
    connectionString: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    thread,
    dumpDataDir() {
      if (stopping || crashed) return Promise.reject(new Error('The embedded database is not running.'));
      return new Promise<Blob>((resolve, reject) => {
        const id = nextDump++;
        dumps.set(id, { resolve, reject });
        thread.postMessage({ type: 'dump', id } satisfies ToEmbeddedThread);
      });
    },
    async stop() {
      if (stopping || crashed) return;
      stopping = true;
      try {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`The embedded database did not close within ${STOP_TIMEOUT_MS / 1000} s; its thread was ended.`)),
            STOP_TIMEOUT_MS,
          );
          stopped = {
            resolve: () => (clearTimeout(timer), resolve()),
            reject: (error) => (clearTimeout(timer), reject(error)),
          };
          thread.postMessage({ type: 'stop' } satisfies ToEmbeddedThread);
        });
      } finally {
        // PGlite is closed (or beyond saving): nothing is left on the thread to wait for.
        await thread.terminate();
        await cleanUp();
      }
    },
  };
}
