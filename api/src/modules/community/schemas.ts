import { z } from 'zod';
import { named } from '../../http/contract.js';
import { MAX_INT as MAX_ID } from '../../http/fields.js';
import { languageName } from '../content/schemas.js';
import { POST_MAX_LENGTH } from './limits.js';

const missing = (input: unknown) => input === undefined || input === null;

/**
 * Discussion and reply text: trimmed, 1–2,000 characters, stored exactly as typed otherwise (HTML
 * included — the page renders it as text, never as markup). Characters are code points, so an emoji
 * or a Devanagari letter counts once, as the person typing it sees it.
 */
export const postContent = z
  .string({ error: (issue) => (missing(issue.input) ? 'The content field is required.' : 'The content field must be a string.') })
  .trim()
  .min(1, 'The content field is required.')
  .refine((value) => [...value].length <= POST_MAX_LENGTH, `The content field must not be greater than ${POST_MAX_LENGTH} characters.`)
  // PostgreSQL text cannot hold U+0000: a 422 instead of a database failure.
  .refine((value) => !value.includes('\u0000'), 'The content field contains an invalid character.');

/** An id in a JSON body (`discussion_id`, `reply_id`); a numeric string is accepted too. */
function bodyId(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: (issue) => (missing(issue.input) ? `The ${label} field is required.` : `The ${label} must be a number.`) })
      .int(`The ${label} must be a whole number.`)
      .min(1, `The ${label} must be at least 1.`)
      .max(MAX_ID, `The ${label} is too large.`),
  );
}

export const newDiscussionBody = z.object({ content: postContent });
export const newReplyBody = z.object({ discussion_id: bodyId('discussion id'), content: postContent });
export const discussionUpvoteBody = z.object({ discussion_id: bodyId('discussion id') });
export const replyUpvoteBody = z.object({ reply_id: bodyId('reply id') });

/** `/discussions/{id}` and friends: the path segment must be a whole number. */
export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d+$/, 'The id must be a whole number.')
    .transform(Number)
    .pipe(z.number().min(1, 'The id must be at least 1.').max(MAX_ID, 'The id is too large.')),
});

/** `?page=`: 1 when absent; a page past the last is answered with the last (see DiscussionService.list). */
export const discussionListQuery = z.object({
  page: z
    .string({ error: 'The page must be a whole number.' })
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === '' ? '1' : value))
    .pipe(z.string().regex(/^\d+$/, 'The page must be a whole number.'))
    .transform(Number)
    .pipe(z.number().min(1, 'The page must be at least 1.')),
});

const author = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  verified: z.boolean().describe('The team account: shown with a verified badge.'),
});

export const replyJson = named(
  'Reply',
  'A reply to a discussion (spec §3 "Reply").',
  z.strictObject({
    id: z.number().int(),
    content: z.string(),
    user: author,
    created_at_human: z.string().describe("'5 minutes ago'."),
    upvotes: z.array(z.strictObject({ user_id: z.number().int() })),
    has_upvoted: z.boolean(),
    can_delete: z.boolean().describe('The viewer may delete it: its author or a moderator.'),
  }),
);
export type ReplyJson = z.infer<typeof replyJson>;

export const discussionJson = named(
  'Discussion',
  'A discussion with its replies, oldest reply first (spec §3 "Discussion").',
  z.strictObject({ ...replyJson.shape, replies: z.array(replyJson) }),
);
export type DiscussionJson = z.infer<typeof discussionJson>;

export const discussionPage = named(
  'DiscussionPage',
  'A page of discussions, newest first; a page past the last answers the last.',
  z.strictObject({ data: z.array(discussionJson), current_page: z.number().int(), last_page: z.number().int() }),
);
export type DiscussionPageJson = z.infer<typeof discussionPage>;

export const upvoteToggle = named(
  'UpvoteToggle',
  "The viewer's upvote after a toggle, and the post's count.",
  z.strictObject({ upvoted: z.boolean(), count: z.number().int() }),
);
export type UpvoteToggle = z.infer<typeof upvoteToggle>;

export const publicFeedbackJson = named(
  'PublicFeedback',
  'Feedback a candidate left public after a practice (spec §3 "Public feedback (listed)").',
  z.strictObject({
    id: z.number().int(),
    feedback: z.string(),
    user: z.strictObject({ name: z.string() }).nullable().describe("null once the account is deleted: shown 'Anonymous'."),
    session: z
      .strictObject({
        dialogue: z.strictObject({ id: z.number().int(), title: z.string(), target_language: languageName }).nullable(),
      })
      .nullable(),
    created_at_human: z.string(),
    delete: z.boolean().describe('The viewer may hide it: its author or a moderator.'),
  }),
);
export type PublicFeedbackJson = z.infer<typeof publicFeedbackJson>;
