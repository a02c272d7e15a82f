import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { buildApp, type AppDependencies } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { emailOutbox } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { JobQueue } from '../jobs/queue.js';
import { LocalStorage } from '../storage/local-storage.js';
import { MediaUrls } from '../storage/media.js';
import type { Storage } from '../storage/storage.js';
import { startWorkers } from '../workers.js';
import { TestClock } from './clock.js';
import { ENV, openTestDatabase, type TestDatabase, type TestDatabaseKind } from './databases.js';

declare global {
  /** Set per jest project in jest.config.mjs: which database this run of the suites uses. */
  var CCL_TEST_DATABASE: TestDatabaseKind | undefined;
}

export const databaseKind: TestDatabaseKind = globalThis.CCL_TEST_DATABASE ?? 'pglite';
const unavailable = databaseKind === 'postgres' && !process.env[ENV.postgresUrl];

/**
 * `describe` for suites that need a database: named with the database ("[postgres] sign-up")
 * and skipped, visibly, when PostgreSQL is unreachable.
 */
export function describeWithDatabase(name: string, body: () => void): void {
  (unavailable ? describe.skip : describe)(`[${databaseKind}] ${name}`, body);
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (e.g. FREE_CREDIT_AMOUNT). */
  env?: Record<string, string>;
  /** Default: the outbox mailer, so tests read codes from email_outbox. */
  mailer?: (db: Database) => Mailer;
  deps?: Partial<Pick<AppDependencies, 'codeRules' | 'loginThrottle' | 'remotes' | 'httpLimits'>>;
  /** Run the background workers in this app (speech synthesis, scoring); off by default: tests that
   * need jobs processed opt in. The queue itself always runs, so routes can enqueue. */
  workers?: boolean;
}

export interface Response<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
}

/**
 * One application on a fresh database for the enclosing describe block: built in beforeAll,
 * closed (with its database) in afterAll. Requests go through fastify.inject — the full HTTP
 * pipeline (parsing, hooks, error handler) without a socket.
 */
export class TestApp {
  app!: FastifyInstance;
  db!: Database;
  pool!: pg.Pool;
  config!: Config;
  storage!: Storage;
  media!: MediaUrls;
  jobs!: JobQueue;
  private storageDir?: string;
  readonly clock = new TestClock();
  private database?: TestDatabase;

  constructor(private readonly options: TestAppOptions = {}) {
    beforeAll(async () => {
      if (unavailable) return;
      this.database = await openTestDatabase(databaseKind);
      this.db = this.database.handle.db;
      this.pool = this.database.handle.pool;
      this.storageDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-test-storage-'));
      // Rate limits off unless a test is about them: a file signs up many users from one address.
      // Suites write the database directly and read the result at once: answers are kept only where a
      // suite asks for it (PUBLIC_CACHE_SECONDS in its env, as public-answers.test.ts does).
      this.config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        STORAGE_DIR: this.storageDir,
        RATE_LIMITS: 'false',
        PUBLIC_CACHE_SECONDS: '0',
        ...options.env,
      });
      const log = pino({ level: 'silent' });
      const mailer = options.mailer ? options.mailer(this.db) : new OutboxMailer(this.db, log);
      this.storage = new LocalStorage(this.storageDir);
      this.media = new MediaUrls('test-media-signing-secret-0123456789');
      this.jobs = await JobQueue.start(this.database.handle.connectionString, log);
      const deps = { config: this.config, db: this.db, pool: this.pool, mailer, storage: this.storage, media: this.media, jobs: this.jobs };
      this.app = await buildApp({ ...deps, clock: this.clock, ...options.deps });
      await this.app.ready();
      if (options.workers) await startWorkers({ ...deps, log });
    }, 60_000);

    afterAll(async () => {
      await this.app?.close();
      await this.jobs?.stop(5_000);
      await this.database?.close();
      // A speech file still being written as the app closes can refill a folder being removed (ENOTEMPTY): retry.
      if (this.storageDir) await rm(this.storageDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }, 60_000);
  }

  async request<T = Record<string, unknown>>(options: InjectOptions): Promise<Response<T>> {
    const response = await this.app.inject(options);
    const text = response.body;
    let body: unknown = text;
    if ((response.headers['content-type'] ?? '').toString().includes('json')) body = text ? JSON.parse(text) : undefined;
    return { status: response.statusCode, body: body as T, headers: response.headers };
  }

  post<T = Record<string, unknown>>(url: string, payload?: unknown, token?: string): Promise<Response<T>> {
    return this.request<T>({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  get<T = Record<string, unknown>>(url: string, token?: string): Promise<Response<T>> {
    return this.request<T>({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  /** The newest e-mail the outbox holds for an address. */
  async lastEmailTo(email: string): Promise<{ subject: string; text: string } | undefined> {
    const [row] = await this.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(desc(emailOutbox.id)).limit(1);
    return row;
  }

  async emailsTo(email: string): Promise<number> {
    const rows = await this.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    return rows.length;
  }

  /** The code in the newest e-mail to an address, as a user reads it. */
  async lastCodeSentTo(email: string): Promise<string> {
    const mail = await this.lastEmailTo(email);
    const code = mail && /verification code is (\d{6})\./.exec(mail.text)?.[1];
    if (!code) throw new Error(`no verification code e-mail to ${email}`);
    return code;
  }

  /** Sign-up as the spec's three steps do it: request a code, verify it, create the account. */
  async signUp(account: { name?: string; email: string; password?: string }): Promise<{ token: string; user: Record<string, unknown> }> {
    const name = account.name ?? 'Test Candidate';
    const password = account.password ?? 'correct horse battery';
    const sent = await this.post('/api/send-verification-code', { name, email: account.email, fromLogin: false, status: 'singup' });
    if (sent.status !== 200) throw new Error(`send-verification-code: ${sent.status} ${JSON.stringify(sent.body)}`);
    const code = await this.lastCodeSentTo(account.email.toLowerCase());
    const signup = await this.post<{ token: string; user: Record<string, unknown> }>('/api/signup', {
      name,
      email: account.email,
      password,
      password_confirmation: password,
      code,
    });
    if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`);
    return signup.body;
  }

  /** A new signed-up user with a unique address: their token and id. */
  async candidate(): Promise<{ token: string; id: number }> {
    const { token, user } = await this.signUp({ email: uniqueEmail() });
    return { token, id: user.id as number };
  }
}

let counter = 0;
/** A unique address per call, so the tests of one file share a database without colliding. */
export function uniqueEmail(label = 'candidate'): string {
  counter += 1;
  return `${label}.${counter}.${Date.now().toString(36)}@example.com`;
}
