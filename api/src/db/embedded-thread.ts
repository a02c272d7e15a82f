/**
 * The embedded database's thread (started by embedded.ts): PGlite and its socket server. PGlite
 * runs each statement synchronously on the thread that owns it; here that stalls only this thread,
 * never the API's, which keeps answering requests (from memory, or by waiting on the socket like
 * any PostgreSQL client) while a practiser's write runs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { EmbeddedThreadData, FromEmbeddedThread, ToEmbeddedThread } from './embedded.js';
import { batchExtendedQueries } from './pglite-batching.js';

const port = parentPort;
if (!port) throw new Error('db/embedded-thread.ts runs only as a worker thread (see db/embedded.ts)');
const data = workerData as EmbeddedThreadData;
const send = (message: FromEmbeddedThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

async function open(): Promise<{ pglite: PGlite; server: PGLiteSocketServer }> {
  const pglite = await PGlite.create(data.dataDir ?? 'memory://', {
    ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
  });
  const server = new PGLiteSocketServer({ db: pglite, path: data.socketPath, maxConnections: data.maxConnections });
  batchExtendedQueries(server);
  try {
    await server.start();
  } catch (error) {
    await pglite.close();
    throw error;
  }
  return { pglite, server };
}

try {
  const { pglite, server } = await open();
  let stopping = false;
  port.on('message', (message: ToEmbeddedThread) => {
    if (message.type === 'dump') {
      pglite
        .dumpDataDir('none')
        .then((blob) => blob.arrayBuffer())
        .then(
          (bytes) => send({ type: 'dump', id: message.id, bytes }, [bytes]),
          (error: unknown) => send({ type: 'dump-failed', id: message.id, error: describe(error) }),
        );
    } else if (message.type === 'stop' && !stopping) {
      stopping = true;
      // Closing PGlite is what flushes the data folder: the API waits for 'stopped' before it exits.
      server
        .stop()
        .then(() => pglite.close())
        .then(
          () => send({ type: 'stopped' }),
          (error: unknown) => send({ type: 'stop-failed', error: describe(error) }),
        );
    }
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', error: describe(error) });
}
