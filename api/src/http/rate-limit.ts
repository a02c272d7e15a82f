import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { HitCounters } from '../db/hit-counters.js';
import { tooManyRequests } from './errors.js';

/**
 * Request rate limits (@fastify/rate-limit) on the writes a guest or user can repeat. Counted in the
 * database (`rate_limit_hits`, HitCounters): every API process of a site shares the same counts, on
 * PostgreSQL as on the embedded database, with nothing else to run. A route opts in with
 * `config: { ...rateLimited(…) }`; the rest are not limited.
 */

export type RateKey = 'user' | 'ip' | 'email';

export interface RouteRateLimit {
  /** Requests allowed per window. */
  max: number;
  /** The window, e.g. '1 minute', '1 hour'. */
  per: string;
  /** Who is counted: the signed-in user (the client IP for a guest), the client IP, or the body's e-mail address. */
  by: RateKey;
}

function keyOf(by: RateKey, request: FastifyRequest): string {
  if (by === 'user' && request.auth) return `user:${request.auth.user.id}`;
  if (by === 'email') {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string') return `email:${email.trim().toLowerCase()}`;
  }
  return `ip:${request.ip}`;
}

/** The route config of a limited route: `config: { auth: 'user', ...rateLimited({ max: 10, per: '1 hour', by: 'user' }) }`. */
export function rateLimited(...limits: RouteRateLimit[]): { rateLimits: RouteRateLimit[] } {
  return { rateLimits: limits };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set with rateLimited(); applied by registerRateLimits. */
    rateLimits?: RouteRateLimit[];
  }
}

/** @fastify/rate-limit's store interface, on HitCounters; a child per route keeps routes apart. */
function databaseStore(counters: HitCounters) {
  return class DatabaseRateStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.hit(`rate:${key}`, timeWindow).then(
        ({ hits, windowEndsAt }) => callback(null, { current: hits, ttl: Math.max(0, windowEndsAt.getTime() - counters.now().getTime()) }),
        (error: Error) => callback(error),
      );
    }

    child(): DatabaseRateStore {
      return new DatabaseRateStore();
    }
  };
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Registers the plugin on the /api scope (before the modules): each limit of a route's `rateLimits`
 * becomes a check in preHandler — after authentication and validation, so the user and the body's
 * address are known. Every limit of a route counts the request; over any of them: 429 with Retry-After
 * and a sentence saying how long to wait.
 */
export async function registerRateLimits(api: FastifyInstance, counters: HitCounters): Promise<void> {
  await api.register(rateLimit, { global: false, store: databaseStore(counters) as unknown as RateLimitOptions['store'] });
  api.addHook('onRoute', (route) => enforceRateLimits(api, route));
}

/**
 * Adds the checks of a route's `rateLimits`. Called for every route by registerRateLimits; a scope
 * that sets a route's config in its own onRoute hook (after the /api scope's ran) calls it itself.
 * Nothing happens when rate limits are off (RATE_LIMITS=false: the plugin is not registered).
 */
export function enforceRateLimits(instance: FastifyInstance, route: RouteOptions): void {
  const limits = route.config?.rateLimits;
  if (!limits?.length || !instance.hasDecorator('createRateLimit')) return;
  const checks = limits.map(({ max, per, by }) =>
    // The key names the route: each route's limits count apart.
    instance.createRateLimit({
      max,
      timeWindow: per,
      keyGenerator: (request) => `${String(route.method)} ${route.url} ${keyOf(by, request)}`,
    }),
  );
  const enforce = async (request: FastifyRequest) => {
    const results = await Promise.all(checks.map((check) => check(request)));
    const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
    if (exceeded.length === 0) return;
    const seconds = Math.max(1, ...exceeded.map((result) => (result.isAllowed ? 0 : result.ttlInSeconds)));
    throw tooManyRequests(`Too many requests. Please try again in ${waitText(seconds)}.`, seconds);
  };
  if ([route.preHandler ?? []].flat().some((handler) => (handler as { rateLimits?: boolean }).rateLimits)) return;
  route.preHandler = [Object.assign(enforce, { rateLimits: true }), ...[route.preHandler ?? []].flat()];
}
