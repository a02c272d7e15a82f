import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * pglite-socket 0.2 queues each wire-protocol message on its own, and PGlite has one session: its
 * unnamed prepared statement and portal are shared by every connection. When a connection's
 * Parse has run but its Bind, Execute and Sync have not, another connection's statement (typically
 * one inside a transaction, which the queue lets run first) replaces that statement, and the first
 * connection fails with "bind message supplies 3 parameters, but prepared statement requires 2" or
 * "portal does not exist". Busy job workers next to HTTP requests hit it within seconds.
 *
 * The cure: hold a connection's extended-query messages (Parse, Bind, Describe, Execute, Close)
 * until its Sync or Flush and queue them together, so PGlite runs each query's messages back to
 * back, as one connection of a real server would. Everything else passes through unchanged.
 */

type Enqueue = (handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) => Promise<number>;

const HELD = new Set([...'PBDEC'].map((c) => c.charCodeAt(0)));

export function batchExtendedQueries(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue?: { enqueue?: Enqueue } }).queryQueue;
  if (typeof queue?.enqueue !== 'function') {
    throw new Error('@electric-sql/pglite-socket no longer has queryQueue.enqueue: review db/pglite-batching.ts before upgrading it.');
  }
  const enqueue = queue.enqueue.bind(queue);
  const held = new Map<number, Uint8Array[]>();
  queue.enqueue = (handlerId, message, onData) => {
    if (HELD.has(message[0]!)) {
      const list = held.get(handlerId);
      if (list) list.push(message);
      else held.set(handlerId, [message]);
      // Nothing is answered before the Sync, so nothing is lost by reporting 0 bytes now.
      return Promise.resolve(0);
    }
    const before = held.get(handlerId);
    if (!before) return enqueue(handlerId, message, onData);
    held.delete(handlerId);
    return enqueue(handlerId, Buffer.concat([...before, message]), onData);
  };
}
