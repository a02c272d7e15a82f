import { apiClient } from '@ccl/shared';
import { queryOptions, type QueryFilters } from '@tanstack/react-query';
import type {
  CreatedDiscussion,
  CreatedReply,
  Discussion,
  DiscussionPage,
  DiscussionUpvote,
  NewDiscussion,
  NewReply,
  Reply,
  ReplyUpvote,
  UpvoteToggle,
} from './types';

/** A page of discussions; a page past the last is answered with the last (see current_page). */
export async function listDiscussions(page: number): Promise<DiscussionPage> {
  return (await apiClient.get<DiscussionPage>('/discussions', { params: { page } })).data;
}

export async function createDiscussion(content: string): Promise<Discussion> {
  const body: NewDiscussion = { content };
  return (await apiClient.post<CreatedDiscussion>('/discussions', body)).data.data;
}

export async function createReply({ discussionId, content }: { discussionId: number; content: string }): Promise<Reply> {
  const body: NewReply = { discussion_id: discussionId, content };
  return (await apiClient.post<CreatedReply>('/replies', body)).data.data;
}

export async function toggleDiscussionUpvote(discussionId: number): Promise<UpvoteToggle> {
  const body: DiscussionUpvote = { discussion_id: discussionId };
  return (await apiClient.post<UpvoteToggle>('/discussion-upvotes', body)).data;
}

export async function toggleReplyUpvote(replyId: number): Promise<UpvoteToggle> {
  const body: ReplyUpvote = { reply_id: replyId };
  return (await apiClient.post<UpvoteToggle>('/reply-upvotes', body)).data;
}

export async function deleteDiscussion(id: number): Promise<void> {
  await apiClient.delete(`/discussions/${id}`);
}

export async function deleteReply(id: number): Promise<void> {
  await apiClient.delete(`/replies/${id}`);
}

/** Every cached page of discussions, whoever viewed it: what a new, changed or deleted post invalidates. */
export const discussionsKey = ['discussions'] as const;

/**
 * One page as one viewer sees it: can_delete and has_upvoted are per viewer, so a login or logout is
 * another entry of the cache (`viewerId` null for a guest).
 */
export function discussionsQuery(page: number, viewerId: number | null) {
  return queryOptions({
    queryKey: [...discussionsKey, page, viewerId] as const,
    queryFn: () => listDiscussions(page),
    // A live conversation: a cached page shows at once, and every visit asks the server what changed.
    staleTime: 0,
  });
}

/** The cached pages as one viewer saw them: where the answer to their upvote goes. */
export function discussionsOfViewer(viewerId: number | null): QueryFilters {
  return { queryKey: discussionsKey, predicate: (query) => query.queryKey[2] === viewerId };
}
