import path from 'node:path';
import { z } from 'zod';
import { FileCache } from './file-cache.js';
import { LocalRemoteRegistry, REMOTE_FOLDERS, type RemoteManifests, type RemoteName, type RemoteRegistry } from './remotes.js';

/** Apps that can be released with `npm run release`: the shell and the five remotes (by folder name). */
export const RELEASE_APPS = ['shell', ...Object.values(REMOTE_FOLDERS)] as const;
export type ReleaseApp = (typeof RELEASE_APPS)[number];

/** Same rule as the release tool (scripts/release/registry.mjs): a version is a safe folder and URL segment. */
const version = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,127}$/);
const location = z.union([z.object({ version }), z.object({ url: z.string().regex(/^https?:\/\//) })]);

/** Only `live` matters to the server; the history is the release tool's business. */
const registrySchema = z.object({ format: z.literal(1), live: z.record(z.string(), location) });

/** Where an app is live: a release folder of this server, a URL elsewhere, or (absent) its workspace build. */
export type LiveLocation = { version: string } | { url: string };
export type LiveApps = Partial<Record<ReleaseApp, LiveLocation>>;

function liveApps(registry: z.infer<typeof registrySchema>): LiveApps {
  const live: LiveApps = {};
  for (const app of RELEASE_APPS) {
    const entry = registry.live[app];
    // The shell is always served by this server: a URL for it is ignored, as the release tool refuses one.
    if (entry && !(app === 'shell' && 'url' in entry)) live[app] = 'version' in entry ? { version: entry.version } : { url: entry.url };
  }
  return live;
}

export interface ReleaseRegistryOptions {
  /** RELEASES_DIR */
  releasesDir: string;
  /** RELEASE_ENV: the registry is RELEASES_DIR/RELEASE_ENV/registry.json. */
  environment: string;
  /** WEB_ROOT: the workspace builds, for apps never released. */
  webRoot: string;
  log?: { warn: (message: string) => void };
}

/**
 * remotes.json from the release registry that `npm run release` keeps (releases/<env>/registry.json):
 * a released remote's manifest is /releases/<folder>/<version>/mf-manifest.json (or a URL on another
 * origin), a remote never released keeps its workspace build at /remotes/<folder>/ as before.
 *
 * The registry is consulted on every call (read again when it changed: file-cache.ts): the tool replaces
 * it atomically (write + rename), and so a publish or rollback is served at once, without restarting the server. A registry that does not
 * parse (a hand edit gone wrong) is logged and the last good one is kept, so the site never goes dark.
 */
export class ReleaseRegistry implements RemoteRegistry {
  private lastGood: LiveApps = {};
  private lastProblem: string | undefined;
  private readonly workspace = new LocalRemoteRegistry();
  /** Read again only when the file changes (a release renames a new one over it). */
  private readonly registry = new FileCache((text) => liveApps(registrySchema.parse(JSON.parse(text))));

  constructor(private readonly options: ReleaseRegistryOptions) {}

  /** RELEASES_DIR/RELEASE_ENV: one folder per app, one folder per release inside it. */
  get environmentDir(): string {
    return path.join(this.options.releasesDir, this.options.environment);
  }

  get registryFile(): string {
    return path.join(this.environmentDir, 'registry.json');
  }

  /** The folder holding the files of one app's releases, served at /releases/<app>/. */
  appDir(app: ReleaseApp): string {
    return path.join(this.environmentDir, app);
  }

  /** What the registry has live right now. */
  async live(): Promise<LiveApps> {
    try {
      return this.accept(await this.registry.read(this.registryFile));
    } catch (error) {
      // No registry: nothing was ever released in this environment.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return this.accept({});
      if (error instanceof z.ZodError) return this.reject('is not a valid release registry');
      if (error instanceof SyntaxError) return this.reject(`is not valid JSON (${error.message})`);
      return this.reject(`cannot be read (${(error as Error).message})`);
    }
  }

  private accept(live: LiveApps): LiveApps {
    this.lastGood = live;
    this.lastProblem = undefined;
    return live;
  }

  private reject(problem: string): LiveApps {
    if (problem !== this.lastProblem)
      this.options.log?.warn(`${this.registryFile} ${problem}; serving what it named before (or the workspace builds, if nothing yet).`);
    this.lastProblem = problem;
    return this.lastGood;
  }

  async manifests(): Promise<RemoteManifests> {
    const [live, workspace] = await Promise.all([this.live(), this.workspace.manifests()]);
    const entries = (Object.entries(REMOTE_FOLDERS) as [RemoteName, ReleaseApp][]).map(([name, folder]) => {
      const entry = live[folder];
      if (!entry) return [name, workspace[name]];
      return [name, 'url' in entry ? entry.url : `/releases/${folder}/${entry.version}/mf-manifest.json`];
    });
    return Object.fromEntries(entries) as RemoteManifests;
  }

  /** The folder whose index.html is the live shell: its live release, or the workspace build. */
  async shellDir(): Promise<string> {
    const shell = (await this.live()).shell;
    return shell && 'version' in shell ? path.join(this.appDir('shell'), shell.version) : path.join(this.options.webRoot, 'shell', 'dist');
  }
}
