import type { CommunityRoles } from './roles.js';
import type { DiscussionJson, ReplyJson } from './schemas.js';
import { timeAgo } from './time-ago.js';

/** A discussion or reply row with its author, as the list queries select it. */
export interface PostRow {
  id: number;
  content: string;
  createdAt: Date;
  userId: number;
  userName: string;
}

/** Presents posts for one viewer (null: a guest) at one moment. */
export class PostPresenter {
  constructor(
    private readonly roles: CommunityRoles,
    private readonly viewerId: number | null,
    private readonly now: Date,
  ) {}

  post(row: PostRow, upvoterIds: readonly number[]): ReplyJson {
    return {
      id: row.id,
      content: row.content,
      user: { id: row.userId, name: row.userName, verified: this.roles.isVerified(row.userId) },
      created_at_human: timeAgo(row.createdAt, this.now),
      upvotes: upvoterIds.map((userId) => ({ user_id: userId })),
      has_upvoted: this.viewerId !== null && upvoterIds.includes(this.viewerId),
      can_delete: this.roles.mayDelete(this.viewerId, row.userId),
    };
  }

  discussion(row: PostRow, upvoterIds: readonly number[], replies: ReplyJson[]): DiscussionJson {
    return { ...this.post(row, upvoterIds), replies };
  }
}
