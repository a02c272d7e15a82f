import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { HttpError } from './errors.js';

/**
 * How long and how many: every phase of a connection has a deadline, so a client that sends its
 * headers (or body) slowly or not at all cannot hold a socket, and the number of sockets and of
 * requests being answered is capped well below the process's file descriptors.
 */
export interface HttpLimits {
  /** Headers must have arrived within this (Node answers 408 and closes). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this (408). */
  requestTimeoutMs: number;
  /** A socket with no traffic at all for this long is closed. */
  idleTimeoutMs: number;
  /** A kept-alive socket waits this long for its next request. */
  keepAliveTimeoutMs: number;
  /** Open sockets beyond this are closed at once (Node's server.maxConnections). */
  maxConnections: number;
  /** Requests being answered at once beyond this get 503 at once. */
  maxRequestsInFlight: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  // A 4 MB recording over a slow mobile link still arrives well within this.
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 65_000,
  keepAliveTimeoutMs: 10_000,
  maxConnections: 4_096,
  maxRequestsInFlight: 1_024,
};

export const SERVER_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** Fastify's options for the limits (the deadlines are the Node server's own). */
export function serverOptions(limits: HttpLimits): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // How often Node looks for requests past their deadline (its default, 30 s, would let a
      // stalled request live that much longer than requestTimeout).
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
  };
}

/** The caps on sockets and on requests in flight. */
export function capConcurrency(app: FastifyInstance, limits: HttpLimits): void {
  app.server.maxConnections = limits.maxConnections;
  let inFlight = 0;
  // Callback hooks here and in security-headers.ts: an async hook costs every request a promise.
  app.addHook('onRequest', (_request, reply, done) => {
    if (inFlight >= limits.maxRequestsInFlight) return done(new HttpError(503, SERVER_BUSY_MESSAGE, undefined, { 'retry-after': '2' }));
    inFlight += 1;
    // 'close' comes once per response, finished or aborted.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
}
