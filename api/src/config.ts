import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from '@ccl/shared/domain';
import { API_DIR, REPO_ROOT } from './paths.js';
import type { S3Settings } from './storage/s3-storage.js';

/** An unset variable and an empty one (`FOO=` in a .env file) both mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const integer = (fallback: number, min = 0) => optional(z.coerce.number().int().min(min)).transform((v) => v ?? fallback);
const text = () => optional(z.string().trim());
const flag = (fallback: boolean) =>
  optional(z.enum(['true', 'false', '1', '0', 'yes', 'no'])).transform((v) =>
    v === undefined ? fallback : ['true', '1', 'yes'].includes(v),
  );

const environmentSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).transform((v) => v ?? 'development'),
  PORT: integer(3000).pipe(z.number().max(65535)),
  HOST: text().transform((v) => v ?? '0.0.0.0'),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform((v) => v ?? 'info'),
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (login throttling uses it). */
  TRUST_PROXY: flag(false),
  /** Request rate limits (http/rate-limit.ts); `false` only for tests and load tests that sign up many users from one address. */
  RATE_LIMITS: flag(true),

  DATABASE_URL: optional(
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  DATABASE_POOL_SIZE: integer(10, 1),
  DATA_DIR: text(),

  SMTP_URL: optional(
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'),
  ),
  MAIL_FROM: text().transform((v) => v ?? 'CCL Practice <no-reply@cclpractice.local>'),

  FREE_CREDIT_AMOUNT: integer(LIMITS.freeCreditAmountFallback),
  CREDIT_COST_PER_DIALOGUE: integer(LIMITS.creditCostPerDialogueFallback),

  WEB_ROOT: text(),
  /** Origins allowed to call /api from a browser. '*' is safe here: auth is a bearer token, never a cookie. */
  CORS_ORIGIN: text().transform((v) => v ?? '*'),

  PUBLIC_API_BASE_URL: text().transform((v) => v ?? '/api'),
  ANALYTICS_ENDPOINT: text(),
  ANALYTICS_DOMAIN: text(),
  AD_CLIENT: text(),
  AD_SLOT: text(),
  VERIFIED_USER_ID: optional(z.coerce.number().int().min(1)),
  /** Accounts that may delete any discussion, reply or public feedback: comma-separated user ids. */
  MODERATOR_USER_IDS: optional(
    z
      .string()
      .trim()
      .regex(/^\d+(\s*,\s*\d+)*,?$/, 'must be user ids separated by commas, e.g. 1,42'),
  ).transform((v) =>
    v
      ? [
          ...new Set(
            v
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean)
              .map(Number),
          ),
        ]
      : [],
  ),
  STRIPE_PUBLISHABLE_KEY: text(),
  /** Credit purchases; off during the beta. Buying also needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY. */
  PAYMENTS_ENABLED: flag(false),
  STRIPE_SECRET_KEY: text(),
  /** Signing secret of the Stripe webhook endpoint (whsec_…); unset: POST /api/stripe/webhook answers 503. */
  STRIPE_WEBHOOK_SECRET: text(),
  /** Where the Stripe SDK sends its requests; unset: https://api.stripe.com. Tests point it at a local fake. */
  STRIPE_API_BASE: optional(
    z
      .string()
      .trim()
      .regex(/^https?:\/\/[^/]+\/?$/, 'must be a base URL such as http://127.0.0.1:12111'),
  ),
  /** Where files (speech, recordings) are kept; default DATA_DIR/storage. */
  STORAGE_DIR: text(),
  /** Set: files live in this S3-compatible bucket instead of STORAGE_DIR (the other S3_* settings reach it). */
  S3_BUCKET: text(),
  S3_ENDPOINT: optional(
    z
      .string()
      .trim()
      .regex(/^https?:\/\//, 'must start with http:// or https://'),
  ),
  S3_REGION: text().transform((v) => v ?? 'us-east-1'),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_FORCE_PATH_STYLE: flag(false),
  /** HMAC key of private media links (recordings). Default: a random key kept in DATA_DIR. */
  MEDIA_SIGNING_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  /** 'inline': background jobs run in the API process; 'off': only `npm run worker -w api` processes run them. */
  WORKERS: optional(z.enum(['inline', 'off'])).transform((v) => v ?? 'inline'),
  /** How long a guest's answer from the public reads (content bank, home counters) is kept in memory; 0: never. */
  PUBLIC_CACHE_SECONDS: integer(2),
  /** 'dev' (npm run dev): remotes.json points at each remote's Rspack dev server instead of its dist. */
  REMOTES_MODE: optional(z.enum(['built', 'dev'])).transform((v) => v ?? 'built'),
  /** The front-ends' source maps (*.map) over HTTP; unset: served except in production. */
  SERVE_SOURCE_MAPS: optional(z.enum(['true', 'false', '1', '0', 'yes', 'no'])).transform((v) =>
    v === undefined ? undefined : ['true', '1', 'yes'].includes(v),
  ),
  /** A guest's page drawn on the server with the live builds' server bundles (api/src/web/first-screen.ts). */
  FIRST_SCREENS: flag(true),
  /** Releases of the shell and remotes (`npm run release`): RELEASES_DIR/RELEASE_ENV/<app>/<version>/ and registry.json. */
  RELEASES_DIR: text(),
  RELEASE_ENV: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'must be lower-case letters, digits, - and _, e.g. local or production'),
  ).transform((v) => v ?? 'local'),

  /** 'offline' (no network: content bank, eSpeak NG, audio-only scoring) or 'openai' (any OpenAI-compatible endpoint). */
  AI_PROVIDER: optional(z.enum(['offline', 'openai'])).transform((v) => v ?? 'offline'),
  AI_BASE_URL: optional(
    z
      .string()
      .trim()
      .regex(/^https?:\/\//, 'must start with http:// or https://'),
  ).transform((v) => v ?? 'https://api.openai.com/v1'),
  AI_API_KEY: text(),
  AI_CHAT_MODEL: text().transform((v) => v ?? 'gpt-4o-mini'),
  AI_TRANSCRIBE_MODEL: text().transform((v) => v ?? 'gpt-4o-mini-transcribe'),
  AI_TTS_MODEL: text().transform((v) => v ?? 'tts-1'),
  AI_TTS_VOICE: text().transform((v) => v ?? 'alloy'),
  /** One request to the endpoint; the SDK retries timeouts, 429s and 5xx AI_MAX_RETRIES times with backoff. */
  AI_TIMEOUT_MS: integer(60_000, 100),
  AI_MAX_RETRIES: integer(2),
  /** Answers that break the JSON schema or the content rules are asked for again, with the problems, this many times in all. */
  AI_OUTPUT_ATTEMPTS: integer(3, 1),
  /** Interpreter turns one worker process scores at the same time. */
  SCORING_CONCURRENCY: integer(4, 1),
  /** A turn's scoring job running longer is taken as lost (its worker died) and run again. Default: from the AI timeouts. */
  SCORING_JOB_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(1)),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  /** RATE_LIMITS: the per-route request limits apply. */
  rateLimits: boolean;
  database: {
    /** A real PostgreSQL; when absent the embedded one (PGlite under dataDir) is used. */
    url: string | undefined;
    poolSize: number;
  };
  /** Everything the server keeps on disk: the embedded database, files, the media signing key. */
  dataDir: string;
  storage: {
    /** Local folder of the default file storage. */
    dir: string;
    /** S3_BUCKET and its settings; null: the local folder. */
    s3: S3Settings | null;
  };
  media: {
    /** Unset: main.ts keeps a random one in dataDir. */
    signingSecret: string | undefined;
  };
  /** Whether this process runs the background job workers. */
  workers: 'inline' | 'off';
  /** Seconds a guest's answer of the public reads is served from memory (http/public-answers.ts); 0: not kept. */
  publicCacheSeconds: number;
  ai: {
    provider: 'offline' | 'openai';
    baseUrl: string;
    apiKey: string | undefined;
    chatModel: string;
    transcribeModel: string;
    ttsModel: string;
    ttsVoice: string;
    timeoutMs: number;
    maxRetries: number;
    outputAttempts: number;
  };
  scoring: {
    concurrency: number;
    /** Unset: derived from the provider's timeouts (modules/scoring/queues.ts). */
    jobTimeoutSeconds: number | undefined;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
  };
  credits: {
    freeCreditAmount: number;
    creditCostPerDialogue: number;
  };
  payments: {
    /** PAYMENTS_ENABLED: whether new purchases may start (they also need the Stripe keys). */
    enabled: boolean;
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    /** STRIPE_API_BASE in the form the Stripe SDK takes; undefined: Stripe's own API. */
    stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  };
  community: {
    /** Users who may delete anyone's posts and hide anyone's public feedback. */
    moderatorUserIds: number[];
  };
  web: {
    root: string;
    corsOrigin: string;
    remotesMode: 'built' | 'dev';
    /** SERVE_SOURCE_MAPS: whether *.map files of the front-ends are served (default: not in production). */
    serveSourceMaps: boolean;
    /** RELEASES_DIR (default WEB_ROOT/releases) and RELEASE_ENV: the release registry the site serves from. */
    releasesDir: string;
    releaseEnv: string;
    /** FIRST_SCREENS (default on): guests' first screens drawn on the server. */
    firstScreens: boolean;
  };
  /** Settings the browser reads from GET /config.json; null when unset. */
  publicRuntime: {
    apiBaseUrl: string;
    analyticsEndpoint: string | null;
    analyticsDomain: string | null;
    adClient: string | null;
    adSlot: string | null;
    verifiedUserId: number | null;
    stripePublishableKey: string | null;
    /** Purchase buttons work: PAYMENTS_ENABLED with both Stripe keys set. */
    paymentsEnabled: boolean;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Reads every setting from the environment. Relative paths in the environment are taken from the
 * current directory (as a shell user expects); the defaults are fixed to the package so that
 * `npm start -w api` and `node api/src/main.ts` from the root share one api/data folder.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.AI_PROVIDER === 'openai' && !e.AI_API_KEY) {
    // The SDK refuses to start without a key; say which variable to set instead of failing at the first job.
    throw new ConfigError(['AI_API_KEY: required when AI_PROVIDER=openai (any value for a server that needs none)']);
  }
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(API_DIR, 'data');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    dataDir,
    storage: {
      dir: e.STORAGE_DIR ? path.resolve(e.STORAGE_DIR) : path.join(dataDir, 'storage'),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
    },
    media: { signingSecret: e.MEDIA_SIGNING_SECRET },
    workers: e.WORKERS,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
      apiKey: e.AI_API_KEY,
      chatModel: e.AI_CHAT_MODEL,
      transcribeModel: e.AI_TRANSCRIBE_MODEL,
      ttsModel: e.AI_TTS_MODEL,
      ttsVoice: e.AI_TTS_VOICE,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      outputAttempts: e.AI_OUTPUT_ATTEMPTS,
    },
    scoring: { concurrency: e.SCORING_CONCURRENCY, jobTimeoutSeconds: e.SCORING_JOB_TIMEOUT_SECONDS },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    credits: { freeCreditAmount: e.FREE_CREDIT_AMOUNT, creditCostPerDialogue: e.CREDIT_COST_PER_DIALOGUE },
    payments: {
      enabled: e.PAYMENTS_ENABLED,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApi: e.STRIPE_API_BASE ? stripeApiBase(e.STRIPE_API_BASE) : undefined,
    },
    community: { moderatorUserIds: e.MODERATOR_USER_IDS },
    web: {
      root: e.WEB_ROOT ? path.resolve(e.WEB_ROOT) : REPO_ROOT,
      corsOrigin: e.CORS_ORIGIN,
      remotesMode: e.REMOTES_MODE,
      serveSourceMaps: e.SERVE_SOURCE_MAPS ?? e.NODE_ENV !== 'production',
      releasesDir: e.RELEASES_DIR ? path.resolve(e.RELEASES_DIR) : path.join(e.WEB_ROOT ? path.resolve(e.WEB_ROOT) : REPO_ROOT, 'releases'),
      releaseEnv: e.RELEASE_ENV,
      firstScreens: e.FIRST_SCREENS,
    },
    publicRuntime: {
      apiBaseUrl: e.PUBLIC_API_BASE_URL,
      analyticsEndpoint: e.ANALYTICS_ENDPOINT ?? null,
      analyticsDomain: e.ANALYTICS_DOMAIN ?? null,
      adClient: e.AD_CLIENT ?? null,
      adSlot: e.AD_SLOT ?? null,
      verifiedUserId: e.VERIFIED_USER_ID ?? null,
      stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
      paymentsEnabled: e.PAYMENTS_ENABLED && Boolean(e.STRIPE_SECRET_KEY) && Boolean(e.STRIPE_PUBLISHABLE_KEY),
    },
  };
}

/** http://127.0.0.1:12111 → { protocol: 'http', host: '127.0.0.1', port: 12111 }, as the Stripe SDK takes it. */
function stripeApiBase(base: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
}
