/**
 * Wire types of the discussions calls (spec §3 Discussion, Reply, Pagination), moved verbatim from the
 * core's legacy types.ts. When the API's generated contract (@ccl/contract) is in the worktree they become
 * aliases of it here, and nowhere else changes.
 */

export interface Upvote {
  id?: number;
  user_id: number;
}

export interface Reply {
  id: number;
  content: string;
  user: { id: number; name: string; verified?: boolean };
  created_at_human: string;
  upvotes: Upvote[];
  has_upvoted: boolean;
  can_delete: boolean;
}

export interface Discussion extends Reply {
  replies: Reply[];
}

export interface DiscussionPage {
  data: Discussion[];
  current_page: number;
  last_page: number;
}

/** What an upvote toggle leaves behind: the viewer's upvote and the post's count. */
export interface UpvoteToggle {
  upvoted: boolean;
  count: number;
}
