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

/** pg's own messages for a connection that timed out or ended under it. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/**
 * Whether an error means "the database is unreachable" rather than "this query is wrong": those are
 * retried, answered 503 and never crash a process. Looks through `cause` (drizzle wraps driver errors).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
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
 * delays (0.25 s … 5 s by default). Any other error is thrown at once.
 */
export async function retryWhileDatabaseUnavailable<T>(operation: () => Promise<T>, options: BackoffOptions): Promise<T> {
  const { maxWaitMs, firstDelayMs = 250, maxDelayMs = 5_000 } = options;
  const giveUpAt = Date.now() + maxWaitMs;
  for (let delay = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await operation();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > giveUpAt) throw error;
      options.onRetry?.(error, delay);
      await sleep(delay);
    }
  }
}
