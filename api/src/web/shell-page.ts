import path from 'node:path';
import { earlyRequestsOfPages, fillEarlyRequests, type EarlyRequest, type EarlyRequestsOfPages } from '@ccl/shared/early-requests';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@ccl/shared/first-screen';
import type { Config } from '../config.js';
import { FileCache } from './file-cache.js';
import type { FirstScreens } from './first-screen.js';
import { REMOTE_FOLDERS, type RemoteName, type RemoteRegistry } from './remotes.js';
import { RELEASE_APPS, type ReleaseApp, type ReleaseRegistry } from './releases.js';

/** One row of the shell's `routes.json` (written by shell/rspack.config.mjs from src/routes.ts). */
interface RouteOfRemote {
  path: string;
  remote: RemoteName;
  module: string;
  /** Who the page is drawn here for on a first visit (shell/src/routes.ts): unset, nobody (drawn in the browser). */
  drawnOnServer?: DrawnFor;
}

/** 'everyone': a guest, and a signed-in visitor with their own reads; 'signed-in': only a signed-in visitor (their page). */
export type DrawnFor = 'everyone' | 'signed-in';

/** The shell's `preload.json` (shell/rspack.config.mjs): its app's files, and its own copy of each shared library's. */
interface ShellPreloads {
  bootstrap: string[];
  shared: Record<string, string[]>;
}

/** The files of a module of a federation manifest: `sync` are loaded with it. */
interface ManifestAssets {
  assets?: { js?: { sync?: string[] } };
}

/**
 * MUI's heavier components are shared one by one by deep path (`@mui/material/Dialog`; the core's
 * build/singletons/lists.mjs) and downloaded only by a page that draws one: preloaded only for a page that imports one.
 */
const loadedOnDemand = (sharedName: string) => sharedName.startsWith('@mui/material/');

/** The parts of a remote's mf-manifest.json that name its files. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string } & ManifestAssets>;
}

export interface ShellPageOptions {
  webRoot: string;
  remotes: RemoteRegistry;
  publicRuntime: Config['publicRuntime'];
  /** Where the live shell is (its latest release), and the releases' files; without it, shell/dist. */
  releases?: ReleaseRegistry | undefined;
  /** Guests' first screens drawn here; without it, every page is drawn in the browser. */
  firstScreens?: FirstScreens | undefined;
}

/** What `html()` knows of the visitor, from their page request's session cookie (@ccl/shared/first-screen). */
export interface PageVisitor {
  /** The browser holds a token: its page is theirs, never a guest's drawing. */
  signedIn: boolean;
  /** The token, when it looks like one: their page is drawn with their own reads (if it is still valid). */
  token?: string | undefined;
}

/** The loading line of index.html, between its markers, which a drawn first screen replaces (shell/index.html). */
const LOADING_LINE = /(<div id="root">)[\s\S]*?<!--\/first-screen-->\s*/;

/** A page the server draws, found for a path: what a first screen needs. */
interface RemotePageOfPath {
  remote: RemoteName;
  module: string;
  /** The folder of the remote's live build. */
  dir: string;
  drawnFor: DrawnFor;
}

/**
 * The parameters of `urlPath` under a route pattern (`/practice/:sessionId/:segmentOrder`,
 * `/dialogue/:languageName/:dialogueId?`: react-router's path syntax), or undefined when it does not match.
 */
export function routeParams(pattern: string, urlPath: string): Record<string, string | undefined> | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const given = urlPath.split('/').filter(Boolean);
  if (given.length > wanted.length) return undefined;
  const params: Record<string, string | undefined> = {};
  for (const [i, segment] of wanted.entries()) {
    const value = given[i];
    if (segment.startsWith(':')) {
      if (value === undefined && !segment.endsWith('?')) return undefined;
      params[segment.slice(1).replace(/\?$/, '')] = value;
    } else if (value === undefined || value.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return params;
}

/** The same request: method, URL and body. */
const same = (a: EarlyRequest) => (b: EarlyRequest) => a.method === b.method && a.url === b.url && a.body === b.body;

/** JSON inside a <script> data block: `<` escaped so no value can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A script the page will need, fetched at once. At low priority: the page's first screen is drawn from its
 * HTML, so no script may hold the first paint (a browser, and Lighthouse's model of a slow phone, treat a
 * high-priority script that arrives before the paint as one the paint waited for).
 */
const scriptHint = (href: string) => `<link rel="preload" href="${attribute(href)}" as="script" fetchpriority="low">`;

/**
 * The shell's index.html as it is sent for one path. The shell carries no remote URL; the server,
 * which knows the live registry and the route, writes into the page:
 * - the remotes map and the public runtime settings as JSON data blocks (`#ccl-remotes`,
 *   `#ccl-config`), so the shell starts without the /remotes.json and /config.json round trips
 *   (both stay served: the shell rereads remotes.json after a failed load, releases keep working);
 * - preload hints for the files the path's remote page needs — its manifest, its remoteEntry.js and
 *   the page's own chunks — so the browser fetches them while the shell's scripts are still loading.
 * Data blocks are not scripts: a Content-Security-Policy without 'unsafe-inline' does not block them.
 */
export class ShellPage {
  /** index.html; the shell's routes.json and preload.json, the remotes' manifests and page-libraries.json — read again when rebuilt or released. */
  private readonly pageFiles = new FileCache((text) => text);
  private readonly manifestFiles = new FileCache((text) => JSON.parse(text) as Manifest);
  private readonly routeFiles = new FileCache((text) => JSON.parse(text) as RouteOfRemote[]);
  private readonly preloadFiles = new FileCache((text) => JSON.parse(text) as ShellPreloads);
  private readonly pageLibraryFiles = new FileCache((text) => JSON.parse(text) as Record<string, string[] | undefined>);
  private readonly earlyRequestFiles = new FileCache((text) => earlyRequestsOfPages(JSON.parse(text)));

  constructor(private readonly options: ShellPageOptions) {}

  /** The page for `urlPath` (and its query string, `search`), or undefined when no shell is built. */
  async html(urlPath: string, search = '', visitor: PageVisitor = { signedIn: false }): Promise<string | undefined> {
    const dir = this.options.releases ? await this.options.releases.shellDir() : path.join(this.options.webRoot, 'shell', 'dist');
    let html: string;
    try {
      html = await this.pageFiles.read(path.join(dir, 'index.html'));
    } catch {
      return undefined;
    }
    const manifests = await this.options.remotes.manifests();
    const remote = await this.remotePreloads(dir, urlPath, manifests).catch(() => ({
      hints: [],
      libraries: [],
      early: [],
      page: undefined,
    }));
    const shell = await this.shellPreloads(dir, remote.libraries).catch(() => ({ everyPage: [], components: [] }));
    // A page opened with a query string (?page=3, ?tab=results) asks for other data than its declared first reads.
    const pageEarly = search ? [] : remote.early;
    const shellEarly = await this.shellEarlyRequests(dir);
    const firstScreen = search ? undefined : await this.drawFirstScreen(dir, urlPath, remote.page, visitor, shellEarly, pageEarly);
    // A drawn page comes with its first reads answered, but those its drawing did not take.
    const early = [...shellEarly, ...(firstScreen ? firstScreen.untaken.filter((request) => !shellEarly.some(same(request))) : pageEarly)];
    // In the order the page needs them: a browser (and Lighthouse's model of a phone) starts them in this order.
    const head = [
      `<script type="application/json" id="ccl-remotes">${jsonForScript(manifests)}</script>`,
      `<script type="application/json" id="ccl-config">${jsonForScript(this.options.publicRuntime)}</script>`,
      ...(early.length ? [`<script type="application/json" id="ccl-early-requests">${jsonForScript(early)}</script>`] : []),
      ...(firstScreen
        ? [
            `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScript(firstScreen.data)}</script>`,
            firstScreen.styles,
          ]
        : []),
      ...shell.everyPage,
      ...remote.hints,
      ...shell.components,
    ].join('');
    const page = firstScreen ? html.replace(LOADING_LINE, (_, root: string) => root + firstScreen.html) : html;
    return page.includes('</head>') ? page.replace('</head>', `${head}</head>`) : head + page;
  }

  /**
   * The visitor's page drawn here, or undefined (no drawing set up, not one drawn for this visitor, or it could not be):
   * a guest's from the page's public reads; a signed-in visitor's, whose token the page request carries, from the
   * shell's and the page's reads answered with it (the session's user first, as their browser does).
   */
  private async drawFirstScreen(
    shellDir: string,
    urlPath: string,
    page: RemotePageOfPath | undefined,
    visitor: PageVisitor,
    shellEarly: EarlyRequest[],
    pageEarly: EarlyRequest[],
  ): Promise<FirstScreen | undefined> {
    if (!this.options.firstScreens || !page) return undefined;
    const drawing = { url: urlPath, remote: page.remote, module: page.module, shellDir, remoteDir: page.dir };
    if (!visitor.signedIn) {
      if (page.drawnFor !== 'everyone') return undefined;
      return this.options.firstScreens.draw({ ...drawing, early: pageEarly.filter((request) => !request.signedIn) });
    }
    if (!visitor.token) return undefined;
    return this.options.firstScreens.draw({ ...drawing, early: [...shellEarly, ...pageEarly], token: visitor.token });
  }

  /**
   * The shell's app and shared libraries (React, MUI, the router…), which every page needs before it can
   * draw: the federation runtime would only ask for them once the shell's main script has run, a round trip
   * later (and the app's chunk another one after). With them, the on-demand components the path's page
   * imports (`pageLibraries`), which would be asked for only once the page's code has run. Relative to the
   * page, like main.js.
   */
  private async shellPreloads(shellDir: string, pageLibraries: string[]): Promise<{ everyPage: string[]; components: string[] }> {
    const { bootstrap, shared } = await this.preloadFiles.read(path.join(shellDir, 'preload.json'));
    const filesOf = (wanted: (name: string) => boolean) =>
      Object.entries(shared)
        .filter(([name]) => wanted(name))
        .flatMap(([, chunks]) => chunks);
    const everyPage = new Set([...filesOf((name) => !loadedOnDemand(name)), ...bootstrap]);
    const components = new Set(
      filesOf((name) => loadedOnDemand(name) && pageLibraries.includes(name)).filter((file) => !everyPage.has(file)),
    );
    const hints = (files: Set<string>) => [...files].map((name) => scriptHint(`/${name}`));
    return { everyPage: hints(everyPage), components: hints(components) };
  }

  /** The shell's own early requests, made on every page (early-requests.json, '*': the session's user). */
  private async shellEarlyRequests(shellDir: string): Promise<EarlyRequest[]> {
    const declared = await this.earlyRequestFiles
      .read(path.join(shellDir, 'early-requests.json'))
      .catch(() => ({}) as EarlyRequestsOfPages);
    return fillEarlyRequests(declared['*'] ?? [], {}, this.options.publicRuntime.apiBaseUrl);
  }

  /**
   * The path's remote page: hints for its files, the shared libraries its code imports (page-libraries.json), and
   * the API reads it makes first, filled in with the path's parameters (early-requests.json).
   */
  private async remotePreloads(
    shellDir: string,
    urlPath: string,
    manifests: Record<string, string>,
  ): Promise<{ hints: string[]; libraries: string[]; early: EarlyRequest[]; page: RemotePageOfPath | undefined }> {
    const routes = await this.routeFiles.read(path.join(shellDir, 'routes.json'));
    const matched = routes.map((r) => ({ route: r, params: routeParams(r.path, urlPath) })).find((m) => m.params);
    const route = matched?.route;
    const manifestUrl = route && manifests[route.remote];
    if (!route || !manifestUrl) return { hints: [], libraries: [], early: [], page: undefined };
    // The federation runtime fetch()es the manifest (CORS mode): the hint must say crossorigin to be reused.
    const hints = [`<link rel="preload" href="${attribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`];
    const file = this.localFile(manifestUrl);
    // A remote on another origin: its files are named in its manifest only.
    if (!file) return { hints, libraries: [], early: [], page: undefined };
    let manifest: Manifest;
    try {
      manifest = await this.manifestFiles.read(file);
    } catch {
      return { hints, libraries: [], early: [], page: undefined }; // not built (yet): the runtime will say so when it fetches the manifest
    }
    const pages = await this.pageLibraryFiles
      .read(path.join(path.dirname(file), 'page-libraries.json'))
      .catch((): Record<string, string[] | undefined> => ({}));
    const declared = await this.earlyRequestFiles
      .read(path.join(path.dirname(file), 'early-requests.json'))
      .catch(() => ({}) as EarlyRequestsOfPages);
    const early = fillEarlyRequests(declared[route.module] ?? [], matched?.params ?? {}, this.options.publicRuntime.apiBaseUrl);
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entry = manifest.metaData?.remoteEntry;
    const scripts = [
      ...(entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : []),
      ...(manifest.exposes?.find((e) => e.path === route.module)?.assets?.js?.sync ?? []),
    ];
    return {
      hints: [...hints, ...scripts.map((name) => scriptHint(base + name))],
      libraries: pages[route.module] ?? [],
      early,
      page: route.drawnOnServer
        ? { remote: route.remote, module: route.module, dir: path.dirname(file), drawnFor: route.drawnOnServer }
        : undefined,
    };
  }

  /** The file behind a manifest URL this server serves (/remotes/<folder>/… or /releases/<app>/<version>/…). */
  private localFile(url: string): string | undefined {
    if (!url.startsWith('/') || url.includes('..')) return undefined;
    const [, top, app, ...rest] = url.split('/');
    if (top === 'remotes' && (Object.values(REMOTE_FOLDERS) as string[]).includes(app ?? '')) {
      return path.join(this.options.webRoot, app!, 'dist', ...rest);
    }
    if (top === 'releases' && this.options.releases && (RELEASE_APPS as readonly string[]).includes(app ?? '')) {
      return path.join(this.options.releases.appDir(app as ReleaseApp), ...rest);
    }
    return undefined;
  }
}
