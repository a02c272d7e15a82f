import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokenService, Authenticated } from '../modules/auth/tokens.js';
import type { User } from '../modules/users/service.js';
import { unauthenticated } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (or `identifyUser`) when the request carries a valid bearer token. */
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 { message: 'Unauthenticated.' } otherwise. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler for routes that show more to a signed-in user but also serve guests. */
    identifyUser(request: FastifyRequest): Promise<void>;
  }
}

/** `Authorization: Bearer <token>`; anything else counts as no token. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The user and token of a route guarded by `requireUser`. */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): User {
  return currentAuth(request).user;
}

/** Bearer-token authentication, decorated on the root instance so every route module can use it. */
export const authPlugin = fp<{ tokens: AccessTokenService }>(
  async (app: FastifyInstance, { tokens }) => {
    app.decorateRequest('auth', null);

    const identify = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.auth = token ? ((await tokens.authenticate(token)) ?? null) : null;
    };

    app.decorate('identifyUser', identify);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      await identify(request);
      if (!request.auth) throw unauthenticated();
    });
  },
  { name: 'auth' },
);
