/**
 * @ccl/contract — the API's wire types, generated from its OpenAPI description (openapi.d.ts, by
 * `npm run contract`), and a few helpers to name them. Types only: import it with `import type`.
 *
 *   import type { ResponseOf, BodyOf, QueryOf, Schema } from '@ccl/contract';
 *   type DialogueList = ResponseOf<'/dialogues/{language}', 'get'>;
 *   type StartBody = BodyOf<'/start-practice', 'post'>;
 *   type Refusal = ResponseOf<'/start-practice', 'post', 402>;
 *   type Dialogue = Schema<'Dialogue'>;
 *
 * Paths are relative to /api, as spec §7 writes them.
 */
import type { components, paths } from './openapi.js';

export type { components, paths };

/** Every path of the API. */
export type Path = keyof paths;

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The methods a path answers. */
export type MethodOf<P extends Path> = { [M in HttpMethod]: [NonNullable<paths[P][M]>] extends [never] ? never : M }[HttpMethod];

/** One operation: its parameters, request body and responses. */
export type Operation<P extends Path, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

type Responses<P extends Path, M extends MethodOf<P>> = Operation<P, M>['responses'];

/** The body of a response, whatever its media type; undefined for a response without one (a redirect). */
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : undefined;

/** The statuses an operation answers. */
export type StatusOf<P extends Path, M extends MethodOf<P>> = keyof Responses<P, M> & number;

/** The statuses of an operation that are not errors: 2xx, and a redirect's 3xx. */
export type SuccessStatusOf<P extends Path, M extends MethodOf<P>> = Extract<
  StatusOf<P, M>,
  200 | 201 | 202 | 204 | 206 | 301 | 302 | 303 | 307 | 308
>;

/** The answer of an operation: its success body by default, or the body of status `S`. */
export type ResponseOf<P extends Path, M extends MethodOf<P>, S extends StatusOf<P, M> = SuccessStatusOf<P, M>> = ContentOf<
  Responses<P, M>[S]
>;

/** Every error body an operation can answer (all `{ message, errors? }`, except where a route says otherwise). */
export type ErrorOf<P extends Path, M extends MethodOf<P>> = ContentOf<Responses<P, M>[Exclude<StatusOf<P, M>, SuccessStatusOf<P, M>>]>;

/** The request body (JSON, or a multipart form's fields); never for an operation without one. */
export type BodyOf<P extends Path, M extends MethodOf<P>> = ContentOf<NonNullable<Operation<P, M>['requestBody']>>;

/** The query string's parameters; never for an operation without any. */
export type QueryOf<P extends Path, M extends MethodOf<P>> = NonNullable<Operation<P, M>['parameters']['query']>;

/** The path's parameters ({language}, {id}…); never for a path without any. */
export type ParamsOf<P extends Path, M extends MethodOf<P>> = NonNullable<Operation<P, M>['parameters']['path']>;

/** The named shapes of the API: Schema<'Dialogue'>, Schema<'TestResult'>… */
export type Schemas = components['schemas'];
export type Schema<Name extends keyof Schemas> = Schemas[Name];

/** Every error answer: a sentence a person can act on, and for invalid input each field's problems. */
export type ApiError = Schema<'Error'>;
