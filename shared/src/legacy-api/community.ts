import type { Discussion, DiscussionPage, PublicFeedback, Reply } from '../types';
import { apiClient as api } from '../http/client';

/** Longest discussion or reply, in characters as typed (the API counts code points the same way). */
export const POST_MAX_LENGTH = 2000;

/** What an upvote toggle leaves behind: the viewer's upvote and the post's count. */
export interface UpvoteToggle {
  upvoted: boolean;
  count: number;
}

/** Characters as a person counts them: an emoji or a Devanagari letter is one. */
export function postLength(text: string): number {
  return [...text.trim()].length;
}

/** A page of discussions; a page past the last is answered with the last (see current_page). */
export async function listDiscussions(page: number): Promise<DiscussionPage> {
  return (await api.get<DiscussionPage>('/discussions', { params: { page } })).data;
}

export async function createDiscussion(content: string): Promise<Discussion> {
  return (await api.post<{ data: Discussion }>('/discussions', { content })).data.data;
}

export async function createReply(discussionId: number, content: string): Promise<Reply> {
  return (await api.post<{ data: Reply }>('/replies', { discussion_id: discussionId, content })).data.data;
}

export async function toggleDiscussionUpvote(discussionId: number): Promise<UpvoteToggle> {
  return (await api.post<UpvoteToggle>('/discussion-upvotes', { discussion_id: discussionId })).data;
}

export async function toggleReplyUpvote(replyId: number): Promise<UpvoteToggle> {
  return (await api.post<UpvoteToggle>('/reply-upvotes', { reply_id: replyId })).data;
}

export async function deleteDiscussion(id: number): Promise<void> {
  await api.delete(`/discussions/${id}`);
}

export async function deleteReply(id: number): Promise<void> {
  await api.delete(`/replies/${id}`);
}

/** Public feedback, newest first (guests included); `delete` says whether the viewer may hide it. */
export async function getPublicFeedback(): Promise<PublicFeedback[]> {
  return (await api.post<{ data: PublicFeedback[] }>('/get-feedback')).data.data;
}

export async function hideFeedback(id: number): Promise<void> {
  await api.delete(`/feedback/${id}`);
}
