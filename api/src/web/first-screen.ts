import { readFileSync, statSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { EarlyAnswer, EarlyRequest, SentEarlyRequest } from '@ccl/shared/early-requests';
import type { FirstScreen } from '@ccl/shared/first-screen';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';

/** The server's own packages (React, MUI, the core's Node build…): what a server bundle requires by name. */
const requireFromServer = createRequire(import.meta.url);

/** The core the server draws with (`@ccl/shared/server`). */
const SERVER_CORE_VERSION = (requireFromServer('@ccl/shared/package.json') as { version: string }).version;

/** What the shell's server bundle (shell/src/server.tsx) exports. */
interface ShellServerBundle {
  coreVersion: string;
  drawFirstScreen(request: {
    url: string;
    remote: string;
    module: string;
    Page: unknown;
    config: Record<string, unknown>;
    earlyAnswers: SentEarlyRequest[];
    token: string | null;
  }): Promise<FirstScreen>;
}

/** One page to draw: the route's remote page, and the folders of the live shell's and remote's builds. */
export interface FirstScreenRequest {
  url: string;
  remote: string;
  module: string;
  shellDir: string;
  remoteDir: string;
  /** The page's declared first reads, filled in for the path (a guest's only, for a guest). */
  early: EarlyRequest[];
  /**
   * A signed-in visitor's token (their page request's session cookie): their page is drawn with their own reads, for
   * this request only — never kept, never given to anyone else. Absent: a guest's page.
   */
  token?: string | undefined;
}

/** Answers one of a page's first reads in-process, as the API would answer the browser (`app.inject`), with its Authorization. */
export type AnswerEarlyRequest = (request: EarlyRequest, authorization: string | null) => Promise<EarlyAnswer>;

export interface FirstScreensOptions {
  answer: AnswerEarlyRequest;
  /** The public runtime settings, as `#ccl-config` gives them to the browser. */
  config: Record<string, unknown>;
  /** How long a drawn page is kept: the public answers' `PUBLIC_CACHE_SECONDS`, since it is drawn from them. */
  seconds: number;
  log: FastifyBaseLogger;
}

/** A drawing longer than this is given up: the page goes out with its loading line, as without first screens. */
const DRAW_TIMEOUT_MS = 2_000;

/** Pages drawn one at a time: past this many waiting, a page goes out with its loading line rather than queue. */
const MAX_WAITING = 4;

/**
 * A CommonJS server bundle, run with the server's packages: its `require` of a package is the server's, of a file
 * beside it (a chunk) this loader's. Read again when the file changes (a new build in place; a release is a new folder).
 */
class ServerBundles {
  private readonly loaded = new Map<string, { mtimeMs: number; exports: unknown }>();

  load(file: string): unknown {
    const { mtimeMs } = statSync(file);
    const cached = this.loaded.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.exports;
    const module = { exports: {} as unknown };
    const dir = path.dirname(file);
    const localRequire = (id: string) =>
      id.startsWith('./') || id.startsWith('../') ? this.load(path.resolve(dir, id)) : requireFromServer(id);
    const wrapper = runInThisContext(Module.wrap(readFileSync(file, 'utf8')), { filename: file }) as (
      exports: unknown,
      require: (id: string) => unknown,
      module: { exports: unknown },
      filename: string,
      dirname: string,
    ) => void;
    wrapper(module.exports, localRequire, module, file, dir);
    this.loaded.set(file, { mtimeMs, exports: module.exports });
    return module.exports;
  }
}

/**
 * First screens drawn on the server (@ccl/shared/first-screen, issue #14): the live shell's server bundle draws the
 * route's remote page from that remote's server bundle, with the page's first reads answered in-process. A guest's
 * drawn page is kept like the public answers it is drawn from; a signed-in visitor's is drawn from their own answers
 * and never kept. One is drawn at a time (the core's early answers, token and session are the process's while a page
 * is drawn), and a busy server sends the loading line rather than keep visitors waiting. A visitor whose token is no
 * longer valid gets the loading line too: their browser finds the session gone, as before.
 * Anything that goes wrong — no server bundle, a page that cannot be drawn off a browser, a slow drawing — leaves the
 * page as it was: the loading line, drawn in the browser.
 */
export class FirstScreens {
  private readonly bundles = new ServerBundles();
  private readonly drawn: LRUCache<string, FirstScreen>;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private readonly failed = new Set<string>();

  constructor(private readonly options: FirstScreensOptions) {
    this.drawn = new LRUCache<string, FirstScreen>({ max: 500, ttl: Math.max(options.seconds, 1) * 1000 });
  }

  async draw(request: FirstScreenRequest): Promise<FirstScreen | undefined> {
    let shellFile: string;
    let pageFile: string;
    let key: string;
    try {
      shellFile = path.join(request.shellDir, 'server', 'shell.cjs');
      pageFile = path.join(request.remoteDir, 'server', `${request.module.replace(/^\.\//, '')}.cjs`);
      key = `${shellFile}@${statSync(shellFile).mtimeMs}|${pageFile}@${statSync(pageFile).mtimeMs}|${request.url}`;
    } catch {
      return undefined; // a build without server bundles (a remote on another origin, an older release)
    }
    // A signed-in visitor's page is theirs alone: drawn for this request, never looked up or kept.
    const keep = request.token === undefined;
    const kept = keep ? this.drawn.get(key) : undefined;
    if (kept) return kept;
    if (this.waiting >= MAX_WAITING) return undefined;
    this.waiting += 1;
    const drawing = this.queue
      .then(() => (keep ? this.drawn.get(key) : undefined) ?? this.drawNow(keep ? key : undefined, shellFile, pageFile, request))
      .finally(() => {
        this.waiting -= 1;
      });
    this.queue = drawing.catch(() => undefined);
    return drawing;
  }

  /** Draws the page; keeps it under `key` when given (a guest's). */
  private async drawNow(
    key: string | undefined,
    shellFile: string,
    pageFile: string,
    request: FirstScreenRequest,
  ): Promise<FirstScreen | undefined> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const shell = this.bundles.load(shellFile) as ShellServerBundle;
      if (shell.coreVersion !== SERVER_CORE_VERSION) {
        throw new Error(`the live shell gives browsers core ${shell.coreVersion}; the server has ${SERVER_CORE_VERSION}`);
      }
      const page = this.bundles.load(pageFile) as { default?: unknown };
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not drawn within ${DRAW_TIMEOUT_MS} ms`)), DRAW_TIMEOUT_MS);
      });
      const screen = await Promise.race([this.drawWith(shell, page.default, request), timeout]);
      if (screen && key !== undefined) this.drawn.set(key, screen);
      return screen;
    } catch (error) {
      // Said once per page: a page that cannot be drawn here is sent as before, every time.
      const what = `${request.remote} ${request.module}`;
      if (!this.failed.has(what)) {
        this.failed.add(what);
        this.options.log.warn({ err: error, url: request.url }, `the first screen of ${what} could not be drawn on the server`);
      }
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The page's first reads answered here, then the page drawn with them; undefined, without drawing, when the visitor's
   * token is refused (401): their browser is told so by its own reads and signs them out.
   */
  private async drawWith(shell: ShellServerBundle, Page: unknown, request: FirstScreenRequest): Promise<FirstScreen | undefined> {
    const authorization = request.token === undefined ? null : `Bearer ${request.token}`;
    const answered = await Promise.all(
      request.early.map(async (early) => ({ early, answer: await this.options.answer(early, authorization) })),
    );
    if (authorization && answered.some(({ early, answer }) => early.signedIn && answer.status === 401)) return undefined;
    const earlyAnswers = answered.map(({ early, answer }): SentEarlyRequest => ({
      ...early,
      authorization,
      sentAt: Date.now(),
      answer: Promise.resolve(answer),
    }));
    return shell.drawFirstScreen({
      url: request.url,
      remote: request.remote,
      module: request.module,
      Page,
      config: this.options.config,
      earlyAnswers,
      token: request.token ?? null,
    });
  }
}
