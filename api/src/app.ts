import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { systemClock, type Clock } from './clock.js';
import { authPlugin } from './http/auth.js';
import { registerErrorHandler } from './http/errors.js';
import type { Mailer } from './mail/mailer.js';
import { AuthService } from './modules/auth/service.js';
import { authRoutes } from './modules/auth/routes.js';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, type LoginThrottleOptions } from './modules/auth/login-throttle.js';
import { AccessTokenService } from './modules/auth/tokens.js';
import { DEFAULT_CODE_RULES, VerificationCodeService, type VerificationCodeRules } from './modules/auth/verification-codes.js';
import { registerCommunity } from './modules/community/index.js';
import { registerScoring } from './modules/scoring/index.js';
import { createAi, type Ai } from './ai/create-provider.js';
import { registerPractice } from './modules/practice/index.js';
import { registerBilling } from './modules/billing/index.js';
import { CreditLedger } from './modules/credits/ledger.js';
import { creditRoutes } from './modules/credits/routes.js';
import { ContentService } from './modules/content/service.js';
import { contentRoutes } from './modules/content/routes.js';
import { StatsService } from './modules/stats/service.js';
import { statsRoutes } from './modules/stats/routes.js';
import { UserService } from './modules/users/service.js';
import { userRoutes } from './modules/users/routes.js';
import { AccountService } from './modules/account/service.js';
import { accountRoutes } from './modules/account/routes.js';
import { ResultsService } from './modules/results/service.js';
import { resultsRoutes } from './modules/results/routes.js';
import type pg from 'pg';
import type { JobQueue } from './jobs/queue.js';
import { enqueueDialogueSpeech } from './modules/speech/queue.js';
import { mediaRoutes } from './storage/media-routes.js';
import type { MediaUrls } from './storage/media.js';
import type { Storage } from './storage/storage.js';
import { DevServerRemoteRegistry, type RemoteRegistry } from './web/remotes.js';
import { ReleaseRegistry } from './web/releases.js';
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
}

/** Longest JSON body accepted: every request of spec §7 that sends JSON is a few hundred bytes. */
const JSON_BODY_LIMIT = 64 * 1024;

/**
 * The whole HTTP application, without listening: main.ts listens on it, tests call `inject`.
 * Services are built here from their dependencies; routes only parse input and call them.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db, mailer } = deps;
  const clock = deps.clock ?? systemClock;

  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger }
      : { logger: { level: config.logLevel, redact: ['req.headers.authorization'] } }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
  });

  registerErrorHandler(app);

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
      : new ReleaseRegistry({ releasesDir: config.web.releasesDir, environment: config.web.releaseEnv, webRoot: config.web.root, log: app.log });

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (isApiPath(urlPath)) return reply.code(404).send({ message: `The route ${request.method} ${urlPath} does not exist.` });
    const fallback = await sendSpaFallback(request, reply, config.web.root, releases);
    if (fallback === 'sent') return reply;
    return reply.code(404).send({ message: fallback === 'not-built' ? SITE_NOT_BUILT_MESSAGE : `${urlPath} was not found.` });
  });

  const users = new UserService(db);
  const tokens = new AccessTokenService(db, clock);
  const codes = new VerificationCodeService(db, clock, deps.codeRules ?? DEFAULT_CODE_RULES);
  const ledger = new CreditLedger();
  const auth = new AuthService({
    db,
    clock,
    mailer,
    log: app.log,
    users,
    tokens,
    codes,
    ledger,
    throttle: new LoginThrottle(clock, deps.loginThrottle ?? DEFAULT_LOGIN_THROTTLE),
    freeCreditAmount: config.credits.freeCreditAmount,
  });
  const stats = new StatsService(db);
  const ai = deps.ai ?? createAi(config, db);
  const content = new ContentService({ db, pool: deps.pool, media: deps.media, creditCostPerDialogue: config.credits.creditCostPerDialogue });
  app.addHook('onClose', () => content.close());
  const results = new ResultsService(db, deps.media, clock);
  const account = new AccountService(db, deps.storage, app.log);

  await app.register(authPlugin, { tokens });

  await app.register(
    async (api) => {
      // Bearer tokens, not cookies, authenticate: any origin may call, and none can act as a user
      // without the token the user's own browser holds.
      await api.register(cors, { origin: config.web.corsOrigin === '*' ? '*' : config.web.corsOrigin.split(',').map((o) => o.trim()) });
      await api.register(authRoutes, { auth });
      await api.register(userRoutes);
      await api.register(statsRoutes, { stats });
      await api.register(contentRoutes, { content, speechFirst: (id) => enqueueDialogueSpeech(deps.jobs, db, id, 'opened') });
      await api.register(creditRoutes, { credits: config.credits });
      await api.register(mediaRoutes, { storage: deps.storage, media: deps.media });
      await registerCommunity(api, { config, db, clock });
      await registerPractice(api, { config, db, storage: deps.storage, media: deps.media, jobs: deps.jobs, content, dialogueWriter: ai.provider, synthesizer: ai.speech });
      await registerBilling(api, { config, db });
      await api.register(resultsRoutes, { results });
      await registerScoring(api, { config, pool: deps.pool, jobs: deps.jobs, clock });
      await api.register(accountRoutes, { account });
    },
    { prefix: '/api' },
  );

  await app.register(siteRoutes, {
    webRoot: config.web.root,
    remotes: deps.remotes ?? releases ?? new DevServerRemoteRegistry(),
    publicRuntime: config.publicRuntime,
    releases,
  });

  return app;
}
