import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** Field name → its messages, like the `errors` object a Laravel API returns. */
export type FieldErrors = Record<string, string[]>;

/**
 * An answer the client is meant to read: status, a human `message` and optionally per-field errors.
 * Services throw these; the error handler turns them into `{ message, errors? }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * An answer that does not match its route's response schema (http/schema.ts; checked outside
 * production only): the code and its schema have drifted apart, which a test must see.
 */
export class ResponseShapeError extends Error {
  constructor(route: string, issues: string) {
    super(`The answer of ${route} does not match its schema: ${issues}`);
    this.name = 'ResponseShapeError';
  }
}

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

export function unprocessable(message: string, field?: string): HttpError {
  return new HttpError(422, message, field ? { [field]: [message] } : undefined);
}

export function unauthenticated(): HttpError {
  return new HttpError(401, UNAUTHENTICATED_MESSAGE);
}

export function forbidden(message: string): HttpError {
  return new HttpError(403, message);
}

export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

export function serviceUnavailable(message: string): HttpError {
  return new HttpError(503, message);
}

/** Messages for the 4xx errors Fastify itself raises before a handler runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send JSON (application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length header.',
};

function isSyntaxError(error: unknown): boolean {
  return error instanceof SyntaxError || (error as { name?: string } | null)?.name === 'SyntaxError';
}

/**
 * Every error leaves as `{ message, errors? }`. Client mistakes keep their 4xx status and get a
 * sentence a person can act on; anything else is logged in full and answered with a generic 500,
 * so internals never reach the browser.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const statusCode = (error as FastifyError).statusCode;
    if (isSyntaxError(error) && (!statusCode || statusCode === 400)) {
      return reply.code(400).send({ message: FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY });
    }
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      const code = (error as FastifyError).code;
      const message = (code && FRAMEWORK_MESSAGES[code]) || error.message || 'The request could not be processed.';
      return reply.code(statusCode).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'request failed: the database is unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    // Only raised outside production: saying what drifted is what the test or the developer needs.
    if (error instanceof ResponseShapeError) return reply.code(500).send({ message: error.message });
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
