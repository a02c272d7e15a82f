import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from './database.js';
import { rateLimitHits } from './schema.js';

export interface Hits {
  /** Hits in the current window, this one included. */
  hits: number;
  windowEndsAt: Date;
}

/** Roughly one hit in this many also deletes the rows whose window has ended. */
const SWEEP_EVERY = 500;

/**
 * Fixed-window hit counters in the database (`rate_limit_hits`): one statement counts a hit and
 * returns the total, so concurrent requests — in one process or several — can never both see the
 * old count. Login throttling and the request rate limits count here.
 */
export class HitCounters {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  async hit(key: string, windowMs: number): Promise<Hits> {
    const now = this.clock.now();
    const windowEndsAt = new Date(now.getTime() + windowMs);
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, hits: 1, windowEndsAt })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${rateLimitHits.windowEndsAt} <= ${now} then 1 else ${rateLimitHits.hits} + 1 end`,
          windowEndsAt: sql`case when ${rateLimitHits.windowEndsAt} <= ${now} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, windowEndsAt: rateLimitHits.windowEndsAt });
    if (Math.random() * SWEEP_EVERY < 1) await this.db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, now));
    return row!;
  }

  /** Hits of the current window without counting one (0 when none). */
  async peek(key: string): Promise<Hits> {
    const now = this.clock.now();
    const [row] = await this.db
      .select({ hits: rateLimitHits.hits, windowEndsAt: rateLimitHits.windowEndsAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowEndsAt, now)));
    return row ?? { hits: 0, windowEndsAt: now };
  }

  /** Takes one hit back (a login that turned out right). */
  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(eq(rateLimitHits.key, key));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  }
}
