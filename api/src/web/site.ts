import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { REMOTE_FOLDERS, type RemoteRegistry } from './remotes.js';
import { RELEASE_APPS, type ReleaseRegistry } from './releases.js';
import { SESSION_COOKIE } from '@ccl/shared/first-screen';
import { acceptedEncoding, compressed, PER_REQUEST_LEVEL } from '../http/compression.js';
import type { PageVisitor, ShellPage } from './shell-page.js';

export interface SiteOptions {
  /** Folder holding shell/dist and mf-*\/dist (WEB_ROOT). */
  webRoot: string;
  remotes: RemoteRegistry;
  publicRuntime: Config['publicRuntime'];
  /** Releases made with `npm run release`: their files at /releases/<app>/<version>/, and the live shell at /. */
  releases?: ReleaseRegistry;
  /** The shell's index.html with the remotes map and the path's preload hints (shell-page.ts). */
  shellPage: ShellPage;
}

/** A release's URL names its version and its files never change: browsers and CDNs may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files that name the current build: a browser must revalidate them or it keeps an old release. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);

/** Rspack names production files `[name].[contenthash:8].ext` (shared/build/rspack.mjs): new content, new name. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/**
 * Cache-Control of a built file: a hashed one never changes under its name (kept a year, never
 * revalidated); the entry files and anything else unhashed are revalidated on every use.
 */
export function builtFileCacheControl(filePath: string): string {
  // @fastify/static reports the compressed file it sends (main.1a2b3c4d.js.br): judge the file itself.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return !ENTRY_FILES.has(name) && HASHED_FILE.test(name) ? IMMUTABLE : 'no-cache';
}

/**
 * How the built front-ends are served, shared by every static folder: the build wrote `file.br` and
 * `file.gz` next to each text file (shared/build/rspack.mjs), and @fastify/static picks brotli where the
 * browser accepts it, else gzip, else the file itself (with `Vary: Accept-Encoding`) — nothing is
 * compressed per request. Cache-Control is set by setHeaders, not by @fastify/static's max-age.
 */
const BUILT_FILES = { preCompressed: true, cacheControl: false, decorateReply: false, suppressWarning: true } as const;

export function shellDist(webRoot: string): string {
  return path.join(webRoot, 'shell', 'dist');
}

/**
 * The built front-ends on the API's port, so `npm start` serves the whole product from one origin:
 * the shell at /, each remote at /remotes/<folder>/ (with CORS, because the shell fetches manifests
 * with fetch() and a remote may be hosted elsewhere), /remotes.json and /config.json. Folders that
 * are not built yet are simply empty: their paths answer 404 until a build appears.
 * With `releases`, every release's files are at /releases/<app>/<version>/ (CORS, cached as immutable),
 * remotes.json names the live ones, and / is the live shell's index.html.
 */
export async function siteRoutes(app: FastifyInstance, options: SiteOptions): Promise<void> {
  app.get('/remotes.json', async (_request, reply) => {
    // Revalidated, never kept stale: a release or rollback must reach the next page load.
    reply.header('cache-control', 'no-cache');
    return options.remotes.manifests();
  });

  /** Public runtime settings for the browser: never secrets, only what the page itself needs. */
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return options.publicRuntime;
  });

  const releases = options.releases;
  if (releases) {
    for (const releaseApp of RELEASE_APPS) {
      // One root per app, so registry.json (one level up) is never served; staging folders start with a dot
      // and are not served either.
      await app.register(fastifyStatic, {
        ...BUILT_FILES,
        root: releases.appDir(releaseApp),
        prefix: `/releases/${releaseApp}/`,
        index: false,
        dotfiles: 'ignore',
        setHeaders: (reply) => {
          reply.header('access-control-allow-origin', '*');
          reply.header('cache-control', IMMUTABLE);
        },
      });
    }
  }

  // / and /index.html are the live shell's page (a release or shell/dist), like every client-side route.
  const shellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if ((await sendSpaFallback(request, reply, options.shellPage)) === 'sent') return reply;
    return reply.callNotFound();
  };
  app.get('/', shellPage);
  app.get('/index.html', shellPage);

  for (const folder of Object.values(REMOTE_FOLDERS)) {
    await app.register(fastifyStatic, {
      ...BUILT_FILES,
      root: path.join(options.webRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      setHeaders: (reply, filePath) => {
        reply.header('access-control-allow-origin', '*');
        reply.header('cache-control', builtFileCacheControl(filePath));
      },
    });
  }

  await app.register(fastifyStatic, {
    ...BUILT_FILES,
    root: shellDist(options.webRoot),
    prefix: '/',
    // index.html is sent by shellPage above, with what the server adds to it.
    index: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', builtFileCacheControl(filePath)),
  });
}

/** An access token's form (base64url of 32 bytes, modules/auth/tokens.ts), with room to grow; anything else is no token. */
const TOKEN_FORM = /^[A-Za-z0-9_-]{16,256}$/;

/** Who asks for a page, from its session cookie (@ccl/shared/first-screen): a guest, or a browser holding a token. */
export function pageVisitor(cookieHeader: string | undefined): PageVisitor {
  const prefix = `${SESSION_COOKIE}=`;
  const value = (cookieHeader ?? '')
    .split(/;\s*/)
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!value) return { signedIn: false };
  let token: string | undefined;
  try {
    token = decodeURIComponent(value);
  } catch {
    // Not a value the browser's session/token.ts writes: a token that cannot be used, yet a browser that holds one.
  }
  return { signedIn: true, token: token !== undefined && TOKEN_FORM.test(token) ? token : undefined };
}

/** /api, /api/... */
export function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

/**
 * Client-side routes (/dashboard, /practice/12/3, ...) are the shell's index.html: the shell's
 * router draws the page. Only for page navigations — not the API, not remotes, not releases, not files
 * with an extension (a missing chunk must stay a 404, not turn into HTML).
 * 'not-a-page' and 'not-built' leave the answer to the caller.
 */
export async function sendSpaFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  page: ShellPage,
): Promise<'sent' | 'not-a-page' | 'not-built'> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'not-a-page';
  const urlPath = request.url.split('?')[0] ?? '/';
  if (isApiPath(urlPath) || urlPath.startsWith('/remotes/') || urlPath.startsWith('/releases/')) return 'not-a-page';
  const lastSegment = urlPath.split('/').pop() ?? '';
  if (lastSegment.includes('.') && urlPath !== '/index.html') return 'not-a-page';

  const visitor = pageVisitor(request.headers.cookie);
  const html = await page.html(urlPath, request.url.slice(urlPath.length + 1), visitor);
  if (html === undefined) return 'not-built';
  // A page may carry its first screen (tens of KB of HTML): compressed as the browser accepts. A signed-in visitor's may
  // show their account: kept by no cache, not even their browser's.
  reply
    .code(200)
    .header('cache-control', visitor.signedIn ? 'private, no-store' : 'no-cache')
    .header('vary', 'cookie, accept-encoding')
    .type('text/html; charset=utf-8');
  const body = Buffer.from(html, 'utf8');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const encoded = encoding ? await compressed(body, encoding, PER_REQUEST_LEVEL[encoding]) : undefined;
  if (encoding && encoded) await reply.header('content-encoding', encoding).send(encoded);
  else await reply.send(body);
  return 'sent';
}

export const SITE_NOT_BUILT_MESSAGE = 'The site is not built yet: run `npm run build` (or `npm start`), then reload.';
