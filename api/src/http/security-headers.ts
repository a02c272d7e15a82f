import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.js';
import type { RemoteRegistry } from '../web/remotes.js';

/** What the ad network's script loads (AdSense): its scripts, frames, pixels and reports. */
const AD_ORIGINS = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.gstatic.com',
  'https://*.adtrafficquality.google',
];
/** Stripe.js: its script, its card frames and its API (only when a publishable key is set). */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** The Stripe API the browser's Stripe.js calls: Stripe's own, or STRIPE_API_BASE's (a self-hosted or test double). */
function stripeApiOrigin(config: Config): string {
  const api = config.payments.stripeApi;
  if (!api) return STRIPE_API;
  const defaultPort = api.protocol === 'http' ? 80 : 443;
  return `${api.protocol}://${api.host}${api.port === defaultPort ? '' : `:${api.port}`}`;
}

function originOf(url: string | null): string[] {
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
}

export async function remoteOrigins(remotes: RemoteRegistry): Promise<string[]> {
  return [...new Set(Object.values(await remotes.manifests()).flatMap((url) => originOf(url)))];
}

/**
 * The Content-Security-Policy of every answer, from what the site really loads: its own files (the
 * shell, the remotes and the releases are all served from this origin), the API (same origin unless
 * PUBLIC_API_BASE_URL points elsewhere), the analytics endpoint, the ad network and Stripe — each
 * only when configured. Emotion (MUI) writes <style> elements, so styles allow 'unsafe-inline';
 * scripts never do. The recorder's Opus encoder is WebAssembly ('wasm-unsafe-eval') in an
 * AudioWorklet/worker; recordings play from blob: URLs. A remote released to another origin (or served by
 * `npm run dev`'s dev servers) is allowed to load its scripts and manifest, read from the live registry.
 */
export function contentSecurityPolicy(config: Config, liveRemotes: string[]): Record<string, string[]> {
  const self = ["'self'", ...liveRemotes];
  const ads = config.publicRuntime.adClient ? AD_ORIGINS : [];
  const stripe = config.publicRuntime.stripePublishableKey !== null;
  return {
    'default-src': ["'self'"],
    'script-src': [...self, "'wasm-unsafe-eval'", ...ads, ...(stripe ? [STRIPE_SCRIPT] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...ads],
    'media-src': ["'self'", 'blob:', 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      ...self,
      ...originOf(config.publicRuntime.apiBaseUrl),
      ...originOf(config.publicRuntime.analyticsEndpoint),
      ...ads,
      ...(stripe ? [stripeApiOrigin(config)] : []),
    ],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': [...(ads.length > 0 || stripe ? [...ads, ...(stripe ? STRIPE_FRAMES : [])] : ["'none'"])],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * Browser security headers on every answer, pages and API alike, by helmet: the CSP above,
 * `X-Frame-Options: DENY` with `frame-ancestors 'none'` (no page — /settings with its delete button —
 * can be framed), `X-Content-Type-Options: nosniff`, a referrer policy that sends only the origin to
 * other sites, and HSTS (browsers ignore it over plain HTTP).
 *
 * helmet writes these headers once per set of live remote origins, into a plain object that each answer
 * hands to Fastify (a policy computed per answer was checked again on every request). helmet's own
 * `setHeader` calls also made Node take every other header of the answer one call at a time: together a
 * third of a cached public read's time (issue #14).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, remotes: RemoteRegistry): Promise<void> {
  const pageHeaders = pageHeadersByRemotes(config);
  // Only pages load remotes: an API answer's policy names none and needs no registry read. JSON is not
  // a document: the headers only a page uses (DNS prefetching, origin-keyed agent clusters, Flash and
  // old IE's download and XSS filters) are left out of the API's answers.
  const apiHeaders = headersOf(helmetOptions(config, [], 'json'));
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      void reply.headers(apiHeaders);
      return done();
    }
    remoteOrigins(remotes).then((origins) => {
      void reply.headers(pageHeaders(origins));
      done();
    }, done);
  });
}

type SecurityHeaders = Record<string, string>;

function helmetOptions(config: Config, liveRemotes: string[], answer: 'page' | 'json'): HelmetOptions {
  const page = answer === 'page';
  return {
    xDnsPrefetchControl: page,
    originAgentCluster: page,
    xDownloadOptions: page,
    xPermittedCrossDomainPolicies: page,
    xXssProtection: page,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, liveRemotes) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Speech and recordings may be played by a CORS_ORIGIN client on another site.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Stripe's 3-D Secure may open a window that must keep talking to ours.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/** The headers helmet sets with these options: none of them depends on the request. */
function headersOf(options: HelmetOptions): SecurityHeaders {
  const headers: SecurityHeaders = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** A page's headers for the live remotes' origins, made when first asked for (releases change them rarely). */
function pageHeadersByRemotes(config: Config): (liveRemotes: string[]) => SecurityHeaders {
  const made = new Map<string, SecurityHeaders>();
  return (liveRemotes) => {
    const key = liveRemotes.join(' ');
    let headers = made.get(key);
    if (!headers) {
      // Origins no longer live are forgotten rather than kept for ever.
      if (made.size >= 16) made.clear();
      headers = headersOf(helmetOptions(config, liveRemotes, 'page'));
      made.set(key, headers);
    }
    return headers;
  };
}
