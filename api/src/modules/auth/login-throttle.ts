import type { Clock } from '../../clock.js';
import type { HitCounters } from '../../db/hit-counters.js';
import { tooManyRequests } from '../../http/errors.js';

export interface LoginThrottleOptions {
  /** Wrong passwords for one address from one client IP within a window. */
  maxFailures: number;
  /** Wrong passwords for one address from anywhere (a guess spread over many IPs). */
  maxFailuresPerAccount: number;
  /** Wrong passwords from one client IP over any addresses (password spraying). */
  maxFailuresPerClient: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  maxFailures: 5,
  maxFailuresPerAccount: 20,
  maxFailuresPerClient: 30,
  windowMs: 15 * 60_000,
};

/** What a login attempt does once the password has been checked. */
export interface LoginAttempt {
  /** The password was right: the attempt is taken back and the pair's count cleared. */
  succeeded(): Promise<void>;
}

/**
 * Slows password guessing. Every attempt is counted as a failure *before* its password is checked,
 * in one database statement per key (HitCounters), so parallel requests cannot all pass a check made
 * before any of them failed — nor can requests spread over several API processes. Three keys: the
 * address with the client IP (5 — the user on their own device locks only that pair), the address
 * alone (20 — a slow guess from many IPs) and the client IP alone (30 — one client trying many
 * addresses). A right password takes its attempt back. While any key is over its limit the login
 * answers 429 until that key's window ends, without checking the password.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: HitCounters,
    private readonly clock: Clock,
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  ) {}

  async begin(email: string, ip: string): Promise<LoginAttempt> {
    const keys = this.keys(email, ip);
    const limits = [this.options.maxFailures, this.options.maxFailuresPerAccount, this.options.maxFailuresPerClient];
    const counted = await Promise.all(keys.map((key) => this.counters.hit(key, this.options.windowMs)));
    const over = counted.filter((count, i) => count.hits > limits[i]!);
    if (over.length > 0) {
      const endsAt = Math.max(...over.map((count) => count.windowEndsAt.getTime()));
      const retryAfterMs = endsAt - this.clock.now().getTime();
      const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
      throw tooManyRequests(
        `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`,
        retryAfterMs / 1000,
      );
    }
    return {
      succeeded: async () => {
        const [pair, account, client] = keys;
        await Promise.all([this.counters.clear(pair!), this.counters.refund(account!), this.counters.refund(client!)]);
      },
    };
  }

  /** A reset password proves the address: its counts start again. */
  async reset(email: string, ip: string): Promise<void> {
    const [pair, account] = this.keys(email, ip);
    await Promise.all([this.counters.clear(pair!), this.counters.clear(account!)]);
  }

  private keys(email: string, ip: string): [string, string, string] {
    return [`login:pair:${email}\n${ip}`, `login:account:${email}`, `login:client:${ip}`];
  }
}
