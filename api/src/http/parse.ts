import type { z } from 'zod';
import { HttpError, type FieldErrors } from './errors.js';

/**
 * Validates a request part (body, query, params) against a zod schema. On failure it throws a 422
 * whose `message` is the first problem (with a count of the others, as Laravel does) and whose
 * `errors` lists every problem per field — so the client can show the sentence as it is.
 * A missing body counts as an empty object, so required fields get "is required" rather than a
 * type error.
 */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;

  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    const message = issue.path.length ? issue.message : 'The request body must be a JSON object.';
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  const all = Object.values(errors).flat();
  const others = all.length - 1;
  const message = others > 0 ? `${all[0]} (and ${others} more error${others > 1 ? 's' : ''})` : (all[0] ?? 'The given data was invalid.');
  throw new HttpError(422, message, errors);
}
