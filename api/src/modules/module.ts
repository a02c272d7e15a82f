import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Ai } from '../ai/create-provider.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Mailer } from '../mail/mailer.js';
import type { MediaUrls } from '../storage/media.js';
import type { Storage } from '../storage/storage.js';
import type { LoginThrottleOptions } from './auth/login-throttle.js';
import type { AccessTokenService } from './auth/tokens.js';
import type { VerificationCodeRules } from './auth/verification-codes.js';
import type { ContentService } from './content/service.js';
import type { CreditLedger } from './credits/ledger.js';
import type { UserService } from './users/service.js';

/**
 * What app.ts builds once and hands to every module: the process's resources and the few services
 * more than one module needs. A module builds everything else itself.
 */
export interface ModuleDependencies {
  config: Config;
  db: Database;
  /** The pool behind db: for transactions that also enqueue jobs (db/transaction.ts). */
  pool: pg.Pool;
  clock: Clock;
  mailer: Mailer;
  storage: Storage;
  media: MediaUrls;
  jobs: JobQueue;
  /** The AI provider and speech synthesizer (AI_PROVIDER). */
  ai: Ai;
  /** Every credit change (sign-up bonus, purchase, scoring) goes through it. */
  ledger: CreditLedger;
  users: UserService;
  /** Bearer tokens: issued by auth, checked on every request by http/auth.ts. */
  tokens: AccessTokenService;
  /**
   * The library's read side: shared because practice presents a generated dialogue exactly as
   * content does, and one instance because on the embedded database it holds one connection.
   */
  content: ContentService;
  /** Test overrides of auth's time rules. */
  codeRules?: VerificationCodeRules;
  loginThrottle?: LoginThrottleOptions;
}

/** The instance a module registers its routes on: its zod schemas type the handlers. */
export type ModuleApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A module of the API: one Fastify plugin that builds its services and registers its routes. */
export type ApiModule = FastifyPluginAsync<ModuleDependencies> & {
  /** Its folder under src/modules/: also the OpenAPI tag of its routes. */
  readonly moduleName: string;
  /** What it owns, in a line: the tag's description in the API docs. */
  readonly description: string;
};

/**
 * Makes a module's plugin: its routes are tagged with the module's name (the docs group them by
 * it) and registered on a zod-typed instance.
 */
export function defineModule(
  moduleName: string,
  description: string,
  register: (api: ModuleApp, deps: ModuleDependencies) => Promise<void>,
): ApiModule {
  const plugin: FastifyPluginAsync<ModuleDependencies> = async (api, deps) => {
    api.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [moduleName] };
    });
    await register(api.withTypeProvider<ZodTypeProvider>(), deps);
  };
  return Object.assign(plugin, { moduleName, description });
}
