import { setTimeout as sleep } from 'node:timers/promises';

/** Socket errors of a connection that never opened or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's answers when it cannot serve at all: the connection classes (08…), shutdown and
 * start-up (57P01–57P03), "database is not currently accepting connections" (55000 at connect) and
 * a database that was dropped (3D000).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '55000', '3D000']);

/**
 * pg's own message for a pool this process already closed (shutdown). pg-boss may still record a job's
 * result after its pool ended, without awaiting it: taken for a bug, that unhandled rejection ended the
 * process before the embedded database was closed. Unavailable, but never waited for: it will not return.
 */
const CLOSED_POOL = /Cannot use a pool after calling end on the pool/i;

/** pg's own messages for a connection that timed out or ended under it, or a pool closed. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  CLOSED_POOL,
];

/** The error and its causes (drizzle wraps driver errors), a few deep. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    yield current as { code?: unknown; message?: unknown };
  }
}

function isClosedPool(error: unknown): boolean {
  for (const { message } of causes(error)) if (typeof message === 'string' && CLOSED_POOL.test(message)) return true;
  return false;
}

/**
 * Whether an error means "the database is unreachable" rather than "this query is wrong": those are
 * retried, answered 503 and never crash a process. Looks through `cause` (drizzle wraps driver errors).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

export interface BackoffOptions {
  /** Give up (rethrow) after this long; the last error is thrown. */
  maxWaitMs: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Called before each wait: the process says what it is waiting for. */
  onRetry?: (error: unknown, delayMs: number) => void;
}

/**
 * Runs `operation` until it succeeds, retrying while the database is unavailable with doubling
 * delays (0.25 s … 5 s by default). Any other error, and a pool closed by this process, is thrown at once.
 */
export async function retryWhileDatabaseUnavailable<T>(operation: () => Promise<T>, options: BackoffOptions): Promise<T> {
  const { maxWaitMs, firstDelayMs = 250, maxDelayMs = 5_000 } = options;
  const giveUpAt = Date.now() + maxWaitMs;
  for (let delay = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await operation();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || isClosedPool(error) || Date.now() + delay > giveUpAt) throw error;
      options.onRetry?.(error, delay);
      await sleep(delay);
    }
  }
}
