/** Wire types of the discussions calls (spec §3 Discussion, Reply, Pagination), from the API's contract. */
import type { BodyOf, ResponseOf, Schema } from '@ccl/contract';

export type Reply = Schema<'Reply'>;

export type Discussion = Schema<'Discussion'>;

export type DiscussionPage = ResponseOf<'/discussions', 'get'>;

/** What an upvote toggle leaves behind: the viewer's upvote and the post's count. */
export type UpvoteToggle = Schema<'UpvoteToggle'>;

export type NewDiscussion = BodyOf<'/discussions', 'post'>;
export type CreatedDiscussion = ResponseOf<'/discussions', 'post'>;

export type NewReply = BodyOf<'/replies', 'post'>;
export type CreatedReply = ResponseOf<'/replies', 'post'>;

export type DiscussionUpvote = BodyOf<'/discussion-upvotes', 'post'>;
export type ReplyUpvote = BodyOf<'/reply-upvotes', 'post'>;
