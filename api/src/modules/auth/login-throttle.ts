import type { Clock } from '../../clock.js';
import { tooManyRequests } from '../../http/errors.js';

export interface LoginThrottleOptions {
  /** Wrong passwords allowed per address and client IP within one window. */
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = { maxFailures: 5, windowMs: 15 * 60_000 };

/** Above this many tracked keys, expired ones are swept so memory stays bounded under attack. */
const SWEEP_THRESHOLD = 10_000;

interface Failures {
  count: number;
  windowStartedAt: number;
}

/**
 * Slows password guessing: after `maxFailures` wrong passwords for one e-mail from one IP, login
 * for that pair answers 429 until the window ends. A success clears the count. Keyed by e-mail and
 * IP together so an attacker cannot lock a user out from elsewhere. Kept in memory: it protects one
 * API process, which is how the product runs (workers do not serve logins).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly clock: Clock,
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  ) {}

  /** Throws 429 while the pair is locked out. */
  assertAllowed(email: string, ip: string): void {
    const entry = this.current(this.key(email, ip));
    if (entry && entry.count >= this.options.maxFailures) {
      const retryAfterMs = entry.windowStartedAt + this.options.windowMs - this.clock.now().getTime();
      const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
      throw tooManyRequests(
        `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`,
        retryAfterMs / 1000,
      );
    }
  }

  recordFailure(email: string, ip: string): void {
    const key = this.key(email, ip);
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else {
      if (this.failures.size >= SWEEP_THRESHOLD) this.sweep();
      this.failures.set(key, { count: 1, windowStartedAt: this.clock.now().getTime() });
    }
  }

  reset(email: string, ip: string): void {
    this.failures.delete(this.key(email, ip));
  }

  private key(email: string, ip: string): string {
    return `${email}\n${ip}`;
  }

  private current(key: string): Failures | undefined {
    const entry = this.failures.get(key);
    if (entry && this.clock.now().getTime() - entry.windowStartedAt >= this.options.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const [key, entry] of this.failures) {
      if (now - entry.windowStartedAt >= this.options.windowMs) this.failures.delete(key);
    }
  }
}
