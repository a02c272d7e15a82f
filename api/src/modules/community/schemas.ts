import { z } from 'zod';
import { POST_MAX_LENGTH } from './limits.js';

const missing = (input: unknown) => input === undefined || input === null;

/** PostgreSQL integer keys: a larger number can name no row, and would fail in the database. */
const MAX_ID = 2_147_483_647;

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
