import type { z } from 'zod';
import { HttpError, type FieldErrors } from './errors.js';

/**
 * The 422 of a request part that breaks its schema: `message` is the first problem (with a count of
 * the others, as Laravel does) and `errors` lists every problem per field — so the client can show
 * the sentence as it is. Route schemas declared to Fastify fail this way (http/schema.ts), and so do
 * the parts a route reads itself (a multipart form's fields).
 */
export function validationError(issues: readonly z.core.$ZodIssue[]): HttpError {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    const message = issue.path.length ? issue.message : 'The request body must be a JSON object.';
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  const all = Object.values(errors).flat();
  const others = all.length - 1;
  const message = others > 0 ? `${all[0]} (and ${others} more error${others > 1 ? 's' : ''})` : (all[0] ?? 'The given data was invalid.');
  return new HttpError(422, message, errors);
}

/**
 * Validates a value the route reads itself against a zod schema, or throws validationError. A
 * missing value counts as an empty object, so required fields get "is required" rather than a type
 * error.
 */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}
