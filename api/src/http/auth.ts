import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokenService, Authenticated } from '../modules/auth/tokens.js';
import type { User } from '../modules/users/service.js';
import { unauthenticated } from './errors.js';
import { errors } from './schema.js';

/** Who may call a route: a signed-in user only, or anyone (a valid token adds the user). */
export type RouteAuth = 'user' | 'optional';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes with `config.auth` when the request carries a valid bearer token. */
    auth: Authenticated | null;
  }
  interface FastifyContextConfig {
    /** 'user': 401 { message: 'Unauthenticated.' } without a valid bearer token; 'optional': guests too. */
    auth?: RouteAuth;
  }
}

/** The security scheme of the OpenAPI description (http/openapi.ts). */
export const BEARER_SCHEME = 'bearerAuth';

/** `Authorization: Bearer <token>`; anything else counts as no token. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The user and token of a route with `config: { auth: 'user' }`. */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The signed-in user of a route with `config: { auth: 'user' }`. */
export function currentUser(request: FastifyRequest): User {
  return currentAuth(request).user;
}

/** The viewer of a route with `config: { auth: 'optional' }`: null for a guest. */
export function viewer(request: FastifyRequest): User | null {
  return request.auth?.user ?? null;
}

/**
 * Bearer-token authentication for every route that asks for it with `config.auth`. The check runs
 * before validation (preValidation), so a guest gets 401 whatever the body says, and the route's
 * OpenAPI operation names the bearer scheme (optional for 'optional') and the 401.
 */
export const authPlugin = fp<{ tokens: AccessTokenService }>(
  async (app: FastifyInstance, { tokens }) => {
    app.decorateRequest('auth', null);

    // Callback hooks: a guest's request (no token) is identified without a promise, which on a cached
    // public read was a measurable share of its time (issue #14).
    const identify = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const token = bearerToken(request);
      request.auth = null;
      if (!token) return done();
      tokens.authenticate(token).then((auth) => {
        request.auth = auth ?? null;
        done();
      }, done);
    };
    const requireUser = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      identify(request, reply, (error?: Error) => done(error ?? (request.auth ? undefined : unauthenticated())));
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const auth = route.config?.auth;
      if (!auth) return;
      const check = auth === 'user' ? requireUser : identify;
      const hooks = [route.preValidation ?? []].flat();
      // Fastify derives the HEAD route from the GET one after this hook ran on it.
      if (!hooks.includes(check)) route.preValidation = [check, ...hooks];
      route.schema = {
        ...route.schema,
        security: auth === 'user' ? [{ [BEARER_SCHEME]: [] }] : [{}, { [BEARER_SCHEME]: [] }],
        ...(auth === 'user' && { response: { ...errors(401), ...(route.schema?.response as object | undefined) } }),
      };
    });
  },
  { name: 'auth' },
);
