import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type pg from 'pg';
import { createAi, type Ai } from './ai/create-provider.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { authPlugin } from './http/auth.js';
import { registerErrorHandler } from './http/errors.js';
import { docsRoutes, registerOpenApi } from './http/openapi.js';
import { registerRateLimits } from './http/rate-limit.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { OneLinePerRequest } from './http/request-logging.js';
import { HitCounters } from './db/hit-counters.js';
import { capConcurrency, DEFAULT_HTTP_LIMITS, serverOptions, type HttpLimits } from './http/server-limits.js';
import { declareCommonErrors, rejectUndeclaredStatuses, serializerCompiler, validatorCompiler } from './http/schema.js';
import type { JobQueue } from './jobs/queue.js';
import type { Mailer } from './mail/mailer.js';
import type { LoginThrottleOptions } from './modules/auth/login-throttle.js';
import { AccessTokenService } from './modules/auth/tokens.js';
import type { VerificationCodeRules } from './modules/auth/verification-codes.js';
import { ContentService } from './modules/content/service.js';
import { CreditLedger } from './modules/credits/ledger.js';
import { API_MODULES } from './modules/index.js';
import type { ModuleDependencies } from './modules/module.js';
import { UserService } from './modules/users/service.js';
import type { MediaUrls } from './storage/media.js';
import type { Storage } from './storage/storage.js';
import { DevServerRemoteRegistry, type RemoteRegistry } from './web/remotes.js';
import { ReleaseRegistry } from './web/releases.js';
import { FirstScreens } from './web/first-screen.js';
import { ShellPage } from './web/shell-page.js';
import { isApiPath, sendSpaFallback, siteRoutes, SITE_NOT_BUILT_MESSAGE } from './web/site.js';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** The pool behind db: for transactions that also enqueue jobs (db/transaction.ts). */
  pool: pg.Pool;
  mailer: Mailer;
  storage: Storage;
  media: MediaUrls;
  jobs: JobQueue;
  /** The process logger (main.ts); without it Fastify makes one at config.logLevel. */
  logger?: FastifyBaseLogger;
  clock?: Clock;
  remotes?: RemoteRegistry;
  codeRules?: VerificationCodeRules;
  loginThrottle?: LoginThrottleOptions;
  /** The AI provider and speech (AI_PROVIDER); default: built from config. */
  ai?: Ai;
  /** Deadlines and caps of the HTTP server; default DEFAULT_HTTP_LIMITS (tests shorten them). */
  httpLimits?: HttpLimits;
}

/** Longest JSON body accepted: every request of spec §7 that sends JSON is a few hundred bytes. */
const JSON_BODY_LIMIT = 64 * 1024;

/** The speech folder's route is registered by practice (modules/index.ts) but documented under its own tag. */
const SPEECH_TAG = { name: 'speech', description: 'Spoken vocabulary terms.' };

/**
 * The whole HTTP application, without listening: main.ts listens on it, tests call `inject`. It
 * builds what modules share once (ModuleDependencies) and registers every module of
 * modules/index.ts under /api; each module builds its own services.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const httpLimits = deps.httpLimits ?? DEFAULT_HTTP_LIMITS;

  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger }
      : { logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] } }),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    ...serverOptions(httpLimits),
  });

  registerErrorHandler(app);
  capConcurrency(app, httpLimits);
  if (!config.web.serveSourceMaps) {
    // Production builds keep their source maps for error reports, not for the public (SERVE_SOURCE_MAPS).
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/api/')) return done();
      const path = request.url.split('?')[0] ?? '';
      if (!/\.map$/i.test(path)) return done();
      void reply.code(404).send({ message: `${path} was not found.` });
    });
  }

  // The API speaks JSON only (multipart uploads register their own parser): a text/plain body gets
  // a clear 415 instead of being read as a string.
  app.removeContentTypeParser('text/plain');
  // An empty body sent as JSON (a bare POST /logout from some clients) is no body, not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  // Releases made with `npm run release` (releases/<env>/registry.json); `npm run dev` uses the dev servers instead.
  const releases =
    config.web.remotesMode === 'dev'
      ? undefined
      : new ReleaseRegistry({
          releasesDir: config.web.releasesDir,
          environment: config.web.releaseEnv,
          webRoot: config.web.root,
          log: app.log,
        });

  const remotes = deps.remotes ?? releases ?? new DevServerRemoteRegistry();
  await registerSecurityHeaders(app, config, remotes);
  const firstScreens = config.web.firstScreens
    ? new FirstScreens({
        // A page's first reads answered as the browser would have them answered, through the whole request path.
        answer: async ({ method, url, body }, authorization) => {
          const response = await app.inject({
            method,
            url,
            headers: {
              accept: 'application/json',
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              ...(authorization ? { authorization } : {}),
            },
            ...(body !== undefined ? { payload: body } : {}),
          });
          return {
            status: response.statusCode,
            statusText: response.statusMessage,
            headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
            body: response.body,
          };
        },
        config: config.publicRuntime,
        seconds: config.publicCacheSeconds,
        log: app.log,
      })
    : undefined;
  const shellPage = new ShellPage({ webRoot: config.web.root, remotes, publicRuntime: config.publicRuntime, releases, firstScreens });
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (isApiPath(urlPath)) return reply.code(404).send({ message: `The route ${request.method} ${urlPath} does not exist.` });
    const fallback = await sendSpaFallback(request, reply, shellPage);
    if (fallback === 'sent') return reply;
    return reply.code(404).send({ message: fallback === 'not-built' ? SITE_NOT_BUILT_MESSAGE : `${urlPath} was not found.` });
  });

  const tokens = new AccessTokenService(db, clock);
  const content = new ContentService({
    db,
    pool: deps.pool,
    media: deps.media,
    creditCostPerDialogue: config.credits.creditCostPerDialogue,
  });
  app.addHook('onClose', () => content.close());
  const shared: ModuleDependencies = {
    config,
    db,
    pool: deps.pool,
    clock,
    mailer: deps.mailer,
    storage: deps.storage,
    media: deps.media,
    jobs: deps.jobs,
    ai: deps.ai ?? createAi(config, db),
    ledger: new CreditLedger(db),
    users: new UserService(db),
    tokens,
    content,
    codeRules: deps.codeRules,
    loginThrottle: deps.loginThrottle,
  };

  // Before any route: both collect routes as they are added.
  await registerOpenApi(
    app,
    [...API_MODULES.map((module) => ({ name: module.moduleName, description: module.description })), SPEECH_TAG].sort((a, b) =>
      a.name.localeCompare(b.name),
    ),
  );
  await app.register(authPlugin, { tokens });

  await app.register(
    async (api) => {
      api.setValidatorCompiler(validatorCompiler);
      // Checked answers everywhere but production, where public reads must stay fast (api/README.md "What the schema layer costs").
      api.setSerializerCompiler(serializerCompiler(config.env !== 'production'));
      api.addHook('onRoute', declareCommonErrors);
      if (config.env !== 'production') rejectUndeclaredStatuses(api);

      // Bearer tokens, not cookies, authenticate: any origin may call, and none can act as a user
      // without the token the user's own browser holds.
      await api.register(cors, {
        origin: config.web.corsOrigin === '*' ? '*' : config.web.corsOrigin.split(',').map((o) => o.trim()),
        // Every method a route uses (the plugin's default leaves out PUT, PATCH and DELETE).
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      });
      if (config.rateLimits) await registerRateLimits(api, new HitCounters(db, clock));
      for (const module of API_MODULES) await api.register(module, shared);
      await docsRoutes(api);
    },
    { prefix: '/api' },
  );

  await app.register(siteRoutes, { webRoot: config.web.root, remotes, publicRuntime: config.publicRuntime, releases, shellPage });

  return app;
}
