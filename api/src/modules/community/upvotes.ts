import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { discussions, discussionUpvotes, replies, replyUpvotes } from '../../db/schema.js';
import { DISCUSSION_NOT_FOUND, isForeignKeyViolation, notFound, REPLY_NOT_FOUND } from './messages.js';
import type { UpvoteToggle } from './schemas.js';

/** How often a toggle retries when concurrent toggles keep undoing each other's step. */
const MAX_ATTEMPTS = 5;

/**
 * Each request flips the viewer's upvote exactly once. The composite primary key (post, user) makes
 * a second upvote impossible; the flip is "insert … on conflict do nothing", and when that inserted
 * nothing, "delete". If a concurrent toggle removed the row between the two, the insert is tried
 * again — so N toggles fired at once leave the upvote present exactly when N is odd.
 */
async function flip(insert: () => Promise<boolean>, remove: () => Promise<boolean>, present: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (await insert()) return true;
    if (await remove()) return false;
  }
  return present();
}

/** Upvote toggles on discussions and replies (POST /discussion-upvotes, /reply-upvotes). */
export class UpvoteService {
  constructor(private readonly db: Database) {}

  async toggleDiscussion(userId: number, discussionId: number): Promise<UpvoteToggle> {
    const [post] = await this.db.select({ id: discussions.id }).from(discussions).where(eq(discussions.id, discussionId)).limit(1);
    if (!post) throw notFound(DISCUSSION_NOT_FOUND);
    const mine = and(eq(discussionUpvotes.discussionId, discussionId), eq(discussionUpvotes.userId, userId));
    try {
      const upvoted = await flip(
        async () =>
          (
            await this.db
              .insert(discussionUpvotes)
              .values({ discussionId, userId })
              .onConflictDoNothing()
              .returning({ userId: discussionUpvotes.userId })
          ).length > 0,
        async () => (await this.db.delete(discussionUpvotes).where(mine).returning({ userId: discussionUpvotes.userId })).length > 0,
        async () => (await this.db.select({ userId: discussionUpvotes.userId }).from(discussionUpvotes).where(mine)).length > 0,
      );
      const [total] = await this.db.select({ n: count() }).from(discussionUpvotes).where(eq(discussionUpvotes.discussionId, discussionId));
      return { upvoted, count: total?.n ?? 0 };
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(DISCUSSION_NOT_FOUND);
      throw error;
    }
  }

  async toggleReply(userId: number, replyId: number): Promise<UpvoteToggle> {
    const [post] = await this.db.select({ id: replies.id }).from(replies).where(eq(replies.id, replyId)).limit(1);
    if (!post) throw notFound(REPLY_NOT_FOUND);
    const mine = and(eq(replyUpvotes.replyId, replyId), eq(replyUpvotes.userId, userId));
    try {
      const upvoted = await flip(
        async () =>
          (await this.db.insert(replyUpvotes).values({ replyId, userId }).onConflictDoNothing().returning({ userId: replyUpvotes.userId }))
            .length > 0,
        async () => (await this.db.delete(replyUpvotes).where(mine).returning({ userId: replyUpvotes.userId })).length > 0,
        async () => (await this.db.select({ userId: replyUpvotes.userId }).from(replyUpvotes).where(mine)).length > 0,
      );
      const [total] = await this.db.select({ n: count() }).from(replyUpvotes).where(eq(replyUpvotes.replyId, replyId));
      return { upvoted, count: total?.n ?? 0 };
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(REPLY_NOT_FOUND);
      throw error;
    }
  }
}
