import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

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

function originOf(url: string | null): string[] {
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
}

/**
 * The Content-Security-Policy of every answer, from what the site really loads: its own files (the
 * shell, the remotes and the releases are all served from this origin), the API (same origin unless
 * PUBLIC_API_BASE_URL points elsewhere), the analytics endpoint, the ad network and Stripe — each
 * only when configured. Emotion (MUI) writes <style> elements, so styles allow 'unsafe-inline';
 * scripts never do. The recorder's Opus encoder is WebAssembly ('wasm-unsafe-eval') in an
 * AudioWorklet/worker; recordings play from blob: URLs.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const ads = config.publicRuntime.adClient ? AD_ORIGINS : [];
  const stripe = config.publicRuntime.stripePublishableKey !== null;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...ads, ...(stripe ? [STRIPE_SCRIPT] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...ads],
    'media-src': ["'self'", 'blob:', 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...originOf(config.publicRuntime.apiBaseUrl),
      ...originOf(config.publicRuntime.analyticsEndpoint),
      ...ads,
      ...(stripe ? [STRIPE_API] : []),
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
 * Browser security headers on every answer, pages and API alike, by @fastify/helmet: the CSP above,
 * `X-Frame-Options: DENY` with `frame-ancestors 'none'` (no page — /settings with its delete button —
 * can be framed), `X-Content-Type-Options: nosniff`, a referrer policy that sends only the origin to
 * other sites, and HSTS (browsers ignore it over plain HTTP).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Speech and recordings may be played by a CORS_ORIGIN client on another site.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Stripe's 3-D Secure may open a window that must keep talking to ours.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
