import type { Discussion, DiscussionPage, Reply } from '../api/types';

/** Longest discussion or reply, in characters as typed (the API counts code points the same way). */
export const POST_MAX_LENGTH = 2000;

/** Characters as a person counts them: an emoji or a Devanagari letter is one. */
export function postLength(text: string): number {
  return [...text.trim()].length;
}

/** A discussion or a reply: what an upvote or a deletion acts on. */
export interface PostRef {
  kind: 'discussion' | 'reply';
  id: number;
}

/** The viewer's upvote as the server now has it, applied to a post without refetching the page. */
export function withUpvote<T extends Reply>(post: T, viewerId: number, upvoted: boolean): T {
  const others = post.upvotes.filter((upvote) => upvote.user_id !== viewerId);
  return { ...post, has_upvoted: upvoted, upvotes: upvoted ? [...others, { user_id: viewerId }] : others };
}

/** The page with one discussion (or one reply, wherever it sits) replaced. */
export function updateDiscussion(page: DiscussionPage, id: number, change: (discussion: Discussion) => Discussion): DiscussionPage {
  return { ...page, data: page.data.map((discussion) => (discussion.id === id ? change(discussion) : discussion)) };
}

export function updateReply(page: DiscussionPage, id: number, change: (reply: Reply) => Reply): DiscussionPage {
  return {
    ...page,
    data: page.data.map((discussion) =>
      discussion.replies.some((reply) => reply.id === id)
        ? { ...discussion, replies: discussion.replies.map((reply) => (reply.id === id ? change(reply) : reply)) }
        : discussion,
    ),
  };
}

/** `?page=` as the pager writes it; anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
