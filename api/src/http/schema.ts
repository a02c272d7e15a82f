import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler, RouteOptions } from 'fastify';
import { z } from 'zod';
import { named } from './contract.js';
import { ResponseShapeError } from './errors.js';
import { validationError } from './parse.js';

/**
 * Route schemas are zod schemas declared to Fastify (fastify-type-provider-zod gives handlers their
 * types and the OpenAPI description its shapes). Requests fail exactly as they always have: 422 with
 * the first problem as `message` and every field's problems in `errors` (parse.ts). Answers are
 * checked against their schema outside production, so code and contract cannot drift apart unseen.
 */

export const errorBody = named(
  'Error',
  'Every error answer: a sentence a person can act on, and for invalid input the problems of each field.',
  z.strictObject({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional().describe('Field name → its problems (invalid input only).'),
  }),
);

export const messageBody = named('Message', 'A confirmation a person reads.', z.strictObject({ message: z.string() }));

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 500 | 502 | 503;

/** What each error status means across the API; a route says more when it has more to say. */
const MEANING: Record<ErrorStatus, string> = {
  400: 'The request body is not valid JSON.',
  401: '`Unauthenticated.`: the bearer token is missing or not valid.',
  402: 'Payment required.',
  403: 'Not allowed for this account.',
  404: 'Not found (or not yours).',
  409: 'Conflicts with the current state.',
  413: 'The request body is too large.',
  415: 'Unsupported content type.',
  416: 'The requested range cannot be served.',
  422: 'Invalid input: `message` is the first problem, `errors` lists each field’s.',
  429: 'Too many requests: try again after Retry-After seconds.',
  500: 'Something went wrong on our side.',
  502: 'An upstream provider could not be reached.',
  503: 'Temporarily unavailable (the database cannot be reached, or the server is busy): try again after Retry-After seconds.',
};

/** One documented error answer: `{ message, errors? }` with what this status means here. */
export function error(description: string) {
  return { description, content: { 'application/json': { schema: errorBody } } };
}

/** Error answers with their usual meaning. */
export function errors<S extends ErrorStatus>(...statuses: S[]): Record<S, ReturnType<typeof error>> {
  return Object.fromEntries(statuses.map((status) => [status, error(MEANING[status])])) as Record<S, ReturnType<typeof error>>;
}

/** Validates a request part; a missing part (no body) counts as `{}` so required fields say so. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: validationError(result.error.issues) };
  };

/**
 * For routes that read their input themselves (a multipart upload, a signed webhook): their schema
 * documents the input but Fastify does not validate it.
 */
export const documentedOnly: FastifySchemaCompiler<unknown> = () => () => ({});

/**
 * Answers are plain JSON.stringify of what the handler returned, in every environment — the bytes
 * never depend on the check. Outside production the answer is first checked against its schema
 * (strict objects: an extra field fails too); in production that check is skipped, because public
 * reads must stay fast (api/README.md "What the schema layer costs").
 */
export function serializerCompiler(checkAnswers: boolean): FastifySerializerCompiler<z.ZodType> {
  const stringify = (data: unknown) => JSON.stringify(data);
  if (!checkAnswers) return () => stringify;
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseShapeError(`${method} ${url} (${httpStatus})`, z.prettifyError(result.error));
      return stringify(data);
    };
}

type Responses = Record<string, unknown>;

/**
 * Declares the errors every route of a kind can give, so no route has to repeat them: 500 for all,
 * 422 where there is input to validate, and 400/413/415 where a JSON body is parsed.
 */
export function declareCommonErrors(route: RouteOptions): void {
  const schema: FastifySchema | undefined = route.schema;
  if (!schema?.response) return;
  // Any route may meet a database outage (503, http/errors.ts).
  const common: ErrorStatus[] = [500, 503];
  // A route that reads its input itself (documentedOnly) declares its own input errors.
  if (route.validatorCompiler !== documentedOnly) {
    if (schema.params || schema.querystring || schema.body || schema.headers) common.push(422);
    if (schema.body) common.push(400, 413, 415);
  }
  if (route.config?.rateLimits?.length) common.push(429);
  route.schema = { ...schema, response: { ...errors(...common), ...(schema.response as Responses) } };
}

/**
 * Outside production: an answer whose status the route does not declare becomes a 500 saying so,
 * so the contract lists every status a client can meet.
 */
export function rejectUndeclaredStatuses(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as Responses | undefined;
    if (!responses) return payload;
    const status = String(reply.statusCode);
    if (status in responses || `${status[0]}xx` in responses) return payload;
    const message = `${request.method} ${request.routeOptions.url} answered ${status}, which its schema does not declare.`;
    request.log.error({ status, payload }, message);
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ message });
  });
}
