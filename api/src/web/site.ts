import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { REMOTE_FOLDERS, type RemoteRegistry } from './remotes.js';
import { RELEASE_APPS, type ReleaseRegistry } from './releases.js';

export interface SiteOptions {
  /** Folder holding shell/dist and mf-*\/dist (WEB_ROOT). */
  webRoot: string;
  remotes: RemoteRegistry;
  publicRuntime: Config['publicRuntime'];
  /** Releases made with `npm run release`: their files at /releases/<app>/<version>/, and the live shell at /. */
  releases?: ReleaseRegistry;
}

/** Where the live shell's index.html is (ReleaseRegistry: its live release, else shell/dist). */
export interface ShellLocator {
  shellDir(): Promise<string>;
}

/** A release's URL names its version and its files never change: browsers and CDNs may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files that name the current build: a browser must revalidate them or it keeps an old release. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);

function revalidateEntryFiles(reply: FastifyReply, filePath: string): void {
  if (ENTRY_FILES.has(path.basename(filePath))) reply.header('cache-control', 'no-cache');
}

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
    reply.header('cache-control', 'no-store');
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
        root: releases.appDir(releaseApp),
        prefix: `/releases/${releaseApp}/`,
        decorateReply: false,
        suppressWarning: true,
        index: false,
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders: (reply) => {
          reply.header('access-control-allow-origin', '*');
          reply.header('cache-control', IMMUTABLE);
        },
      });
    }
    // The live shell may be a release: / and /index.html are its index.html, like every client-side route.
    const shellPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if ((await sendSpaFallback(request, reply, options.webRoot, releases)) === 'sent') return reply;
      return reply.callNotFound();
    };
    app.get('/', shellPage);
    app.get('/index.html', shellPage);
  }

  for (const folder of Object.values(REMOTE_FOLDERS)) {
    await app.register(fastifyStatic, {
      root: path.join(options.webRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        reply.header('access-control-allow-origin', '*');
        revalidateEntryFiles(reply, filePath);
      },
    });
  }

  await app.register(fastifyStatic, {
    root: shellDist(options.webRoot),
    prefix: '/',
    decorateReply: false,
    suppressWarning: true,
    setHeaders: revalidateEntryFiles,
  });
}

/** /api, /api/... */
export function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

/**
 * Client-side routes (/dashboard, /practice/12/3, ...) are the shell's index.html: the shell's
 * router draws the page. Only for page navigations — not the API, not remotes, not releases, not files
 * with an extension (a missing chunk must stay a 404, not turn into HTML).
 * `shell` says where the live shell is (a release); without it, shell/dist.
 * 'not-a-page' and 'not-built' leave the answer to the caller.
 */
export async function sendSpaFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  webRoot: string,
  shell?: ShellLocator,
): Promise<'sent' | 'not-a-page' | 'not-built'> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'not-a-page';
  const urlPath = request.url.split('?')[0] ?? '/';
  if (isApiPath(urlPath) || urlPath.startsWith('/remotes/') || urlPath.startsWith('/releases/')) return 'not-a-page';
  const lastSegment = urlPath.split('/').pop() ?? '';
  if (lastSegment.includes('.') && urlPath !== '/index.html') return 'not-a-page';

  let html: Buffer;
  try {
    html = await readFile(path.join(shell ? await shell.shellDir() : shellDist(webRoot), 'index.html'));
  } catch {
    return 'not-built';
  }
  await reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  return 'sent';
}

export const SITE_NOT_BUILT_MESSAGE = 'The site is not built yet: run `npm run build` (or `npm start`), then reload.';
