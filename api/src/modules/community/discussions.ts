import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { discussions, discussionUpvotes, replies, replyUpvotes, users } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import type { User } from '../users/service.js';
import { DISCUSSIONS_PER_PAGE } from './limits.js';
import { DISCUSSION_NOT_FOUND, isForeignKeyViolation, NOT_YOUR_POST, notFound, REPLY_NOT_FOUND } from './messages.js';
import type { PostingLimit } from './posting-limit.js';
import { PostPresenter, type PostRow } from './present.js';
import type { CommunityRoles } from './roles.js';
import type { DiscussionJson, DiscussionPageJson, ReplyJson } from './schemas.js';

const postColumns = {
  discussion: {
    id: discussions.id,
    content: discussions.content,
    createdAt: discussions.createdAt,
    userId: discussions.userId,
    userName: users.name,
  },
  reply: {
    id: replies.id,
    discussionId: replies.discussionId,
    content: replies.content,
    createdAt: replies.createdAt,
    userId: replies.userId,
    userName: users.name,
  },
};

/** Groups `[key, value]` pairs into key → values, keeping their order. */
function groupBy<K, V>(pairs: Iterable<readonly [K, V]>): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const [key, value] of pairs) {
    const list = groups.get(key);
    if (list) list.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/** Discussions and their replies: listing a page, posting, deleting (spec §2 Discussions, §7). */
export class DiscussionService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly roles: CommunityRoles,
    private readonly postingLimit: PostingLimit,
  ) {}

  /**
   * One page, newest discussion first, each with its replies oldest first and every upvote. A page
   * past the last answers the last page (current_page says which): a page can vanish under a reader
   * when posts are deleted, and the client keeps its pages within 1..last_page anyway. Five queries
   * whatever the page holds: count, discussions, replies, and the two upvote lists.
   */
  async list(requestedPage: number, viewerId: number | null): Promise<DiscussionPageJson> {
    const [counted] = await this.db.select({ total: count() }).from(discussions);
    const lastPage = Math.max(1, Math.ceil((counted?.total ?? 0) / DISCUSSIONS_PER_PAGE));
    const currentPage = Math.min(requestedPage, lastPage);

    const rows: PostRow[] = await this.db
      .select(postColumns.discussion)
      .from(discussions)
      .innerJoin(users, eq(users.id, discussions.userId))
      .orderBy(desc(discussions.createdAt), desc(discussions.id))
      .limit(DISCUSSIONS_PER_PAGE)
      .offset((currentPage - 1) * DISCUSSIONS_PER_PAGE);
    if (rows.length === 0) return { data: [], current_page: currentPage, last_page: lastPage };

    const discussionIds = rows.map((row) => row.id);
    const replyRows = await this.db
      .select(postColumns.reply)
      .from(replies)
      .innerJoin(users, eq(users.id, replies.userId))
      .where(inArray(replies.discussionId, discussionIds))
      .orderBy(asc(replies.createdAt), asc(replies.id));
    const replyIds = replyRows.map((row) => row.id);

    const [discussionVotes, replyVotes] = await Promise.all([
      this.db
        .select({ postId: discussionUpvotes.discussionId, userId: discussionUpvotes.userId })
        .from(discussionUpvotes)
        .where(inArray(discussionUpvotes.discussionId, discussionIds))
        .orderBy(asc(discussionUpvotes.createdAt), asc(discussionUpvotes.userId)),
      replyIds.length === 0
        ? Promise.resolve([])
        : this.db
            .select({ postId: replyUpvotes.replyId, userId: replyUpvotes.userId })
            .from(replyUpvotes)
            .where(inArray(replyUpvotes.replyId, replyIds))
            .orderBy(asc(replyUpvotes.createdAt), asc(replyUpvotes.userId)),
    ]);

    const presenter = new PostPresenter(this.roles, viewerId, this.clock.now());
    const votersOfDiscussion = groupBy(discussionVotes.map((v) => [v.postId, v.userId] as const));
    const votersOfReply = groupBy(replyVotes.map((v) => [v.postId, v.userId] as const));
    const repliesOf = groupBy(replyRows.map((row) => [row.discussionId, presenter.post(row, votersOfReply.get(row.id) ?? [])] as const));

    return {
      data: rows.map((row) => presenter.discussion(row, votersOfDiscussion.get(row.id) ?? [], repliesOf.get(row.id) ?? [])),
      current_page: currentPage,
      last_page: lastPage,
    };
  }

  /** Posts a discussion; answers it as the list will show it. */
  async create(author: User, content: string): Promise<DiscussionJson> {
    const now = this.clock.now();
    const row = await this.db.transaction(async (tx) => {
      await this.postingLimit.check(tx, author.id);
      const [inserted] = await tx.insert(discussions).values({ userId: author.id, content, createdAt: now }).returning();
      if (!inserted) throw new Error('INSERT … RETURNING returned no discussion');
      return inserted;
    });
    const presenter = new PostPresenter(this.roles, author.id, now);
    return presenter.discussion({ ...row, userName: author.name }, [], []);
  }

  /** Replies to a discussion; 404 when it does not exist (or is deleted while the reply is written). */
  async reply(author: User, discussionId: number, content: string): Promise<ReplyJson> {
    const now = this.clock.now();
    try {
      const row = await this.db.transaction(async (tx) => {
        const [discussion] = await tx.select({ id: discussions.id }).from(discussions).where(eq(discussions.id, discussionId)).limit(1);
        if (!discussion) throw notFound(DISCUSSION_NOT_FOUND);
        await this.postingLimit.check(tx, author.id);
        const [inserted] = await tx.insert(replies).values({ discussionId, userId: author.id, content, createdAt: now }).returning();
        if (!inserted) throw new Error('INSERT … RETURNING returned no reply');
        return inserted;
      });
      return new PostPresenter(this.roles, author.id, now).post({ ...row, userName: author.name }, []);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(DISCUSSION_NOT_FOUND);
      throw error;
    }
  }

  /** Deletes a discussion with its replies and upvotes: its author or a moderator only. */
  async deleteDiscussion(viewer: User, id: number): Promise<void> {
    const [row] = await this.db.select({ userId: discussions.userId }).from(discussions).where(eq(discussions.id, id)).limit(1);
    if (!row) throw notFound(DISCUSSION_NOT_FOUND);
    if (!this.roles.mayDelete(viewer.id, row.userId)) throw forbidden(NOT_YOUR_POST);
    await this.db.delete(discussions).where(eq(discussions.id, id));
  }

  /** Deletes a reply with its upvotes: its author or a moderator only. */
  async deleteReply(viewer: User, id: number): Promise<void> {
    const [row] = await this.db.select({ userId: replies.userId }).from(replies).where(eq(replies.id, id)).limit(1);
    if (!row) throw notFound(REPLY_NOT_FOUND);
    if (!this.roles.mayDelete(viewer.id, row.userId)) throw forbidden(NOT_YOUR_POST);
    await this.db.delete(replies).where(eq(replies.id, id));
  }
}
