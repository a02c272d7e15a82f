import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Transaction } from '../../db/database.js';
import { tooManyRequests } from '../../http/errors.js';
import { POSTING_LIMIT } from './limits.js';

/** Any constant distinguishes this lock from other advisory locks; the second key is the user id. */
const POSTING_LOCK = 0x636f6d6d; // 'comm'

/**
 * At most `posts` discussions and replies per user within `windowMinutes`, counted from the rows
 * themselves, so the limit holds across API processes and restarts. Runs inside the transaction that
 * inserts the post: a per-user advisory lock makes concurrent posts by one user count one after
 * another, so ten parallel requests cannot all slip under the limit.
 */
export class PostingLimit {
  constructor(
    private readonly clock: Clock,
    private readonly limit: { posts: number; windowMinutes: number } = POSTING_LIMIT,
  ) {}

  async check(tx: Transaction, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${POSTING_LOCK}::int, ${userId}::int)`);
    const now = this.clock.now();
    const windowMs = this.limit.windowMinutes * 60_000;
    const since = new Date(now.getTime() - windowMs);
    const result = await tx.execute<{ posts: number; oldest: Date | string | null }>(sql`
      select count(*)::int as posts, min(created_at) as oldest from (
        select created_at from discussions where user_id = ${userId} and created_at > ${since.toISOString()}
        union all
        select created_at from replies where user_id = ${userId} and created_at > ${since.toISOString()}
      ) recent`);
    const row = result.rows[0];
    if (!row || row.posts < this.limit.posts) return;
    // The oldest post in the window leaves it first: that is when posting works again.
    const oldest = row.oldest ? new Date(row.oldest) : now;
    const waitSeconds = Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
    const minutes = Math.ceil(waitSeconds / 60);
    throw tooManyRequests(
      `You can post at most ${this.limit.posts} discussions and replies in ${this.limit.windowMinutes} minutes. ` +
        `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      waitSeconds,
    );
  }
}
