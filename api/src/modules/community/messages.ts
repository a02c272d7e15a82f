/** The answers of this area that a person reads, and the errors that carry them. */
import { HttpError } from '../../http/errors.js';

export const DISCUSSION_NOT_FOUND = 'Discussion not found.';
export const REPLY_NOT_FOUND = 'Reply not found.';
export const FEEDBACK_NOT_FOUND = 'Feedback not found.';
/** The 403 of deleting someone else's discussion or reply. */
export const NOT_YOUR_POST = 'You can only delete your own posts.';

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

/** PostgreSQL's foreign_key_violation: the discussion or reply was deleted while we wrote to it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** The 403 of hiding someone else's feedback. */
export const NOT_YOUR_FEEDBACK = 'You can only hide your own feedback.';
