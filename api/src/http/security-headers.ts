import helmet from 'helmet';
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

/** Where the live remotes are served from when not from this origin (a release on a CDN, `npm run dev`'s servers). */
const REMOTE_ORIGINS = Symbol('remoteOrigins');
type WithRemoteOrigins = ServerResponse & { [REMOTE_ORIGINS]?: string };

export async function remoteOrigins(remotes: RemoteRegistry): Promise<string[]> {
  return [...new Set(Object.values(await remotes.manifests()).flatMap((url) => originOf(url)))];
}

/** 'self' and, on a page, the live remotes' origins (found before the answer is sent): read per answer. */
function selfAndLiveRemotes(_request: IncomingMessage, response: ServerResponse): string {
  const origins = (response as WithRemoteOrigins)[REMOTE_ORIGINS];
  return origins ? `'self' ${origins}` : "'self'";
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
export function contentSecurityPolicy(config: Config): Record<string, Array<string | typeof selfAndLiveRemotes>> {
  const ads = config.publicRuntime.adClient ? AD_ORIGINS : [];
  const stripe = config.publicRuntime.stripePublishableKey !== null;
  return {
    'default-src': ["'self'"],
    'script-src': [selfAndLiveRemotes, "'wasm-unsafe-eval'", ...ads, ...(stripe ? [STRIPE_SCRIPT] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...ads],
    'media-src': ["'self'", 'blob:', 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      selfAndLiveRemotes,
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
 * helmet's middleware is built once here: @fastify/helmet builds it again on every request (parsing
 * and validating every directive), which was a tenth of a cached public read's CPU.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, remotes: RemoteRegistry): Promise<void> {
  // Only pages load remotes: an API answer's policy does not need the registry read.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) return done();
    remoteOrigins(remotes).then((origins) => {
      (reply.raw as WithRemoteOrigins)[REMOTE_ORIGINS] = origins.join(' ');
      done();
    }, done);
  });
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Speech and recordings may be played by a CORS_ORIGIN client on another site.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Stripe's 3-D Secure may open a window that must keep talking to ours.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
