/** The micro-front-ends the shell loads at runtime, by the key the shell uses (DESIGN §1). */
export const REMOTE_FOLDERS = {
  practice: 'mf-practice',
  dashboard: 'mf-dashboard',
  community: 'mf-community',
  content: 'mf-content',
  billing: 'mf-billing',
} as const;

export type RemoteName = keyof typeof REMOTE_FOLDERS;

/** remotes.json: remote name → URL of its mf-manifest.json. */
export type RemoteManifests = Record<RemoteName, string>;

/**
 * Where the shell finds each remote. Changing the answer deploys or rolls back one remote without
 * rebuilding the shell; a release registry can replace the local implementation.
 */
export interface RemoteRegistry {
  manifests(): Promise<RemoteManifests>;
}

/** The remotes built in this checkout, served by this server under /remotes/<folder>/. */
export class LocalRemoteRegistry implements RemoteRegistry {
  async manifests(): Promise<RemoteManifests> {
    const entries = Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [name, `/remotes/${folder}/mf-manifest.json`]);
    return Object.fromEntries(entries) as RemoteManifests;
  }
}

/** The Rspack dev servers of `npm run dev` (ports as in each remote's rspack.config.mjs). */
export const DEV_SERVER_PORTS: Record<RemoteName, number> = {
  practice: 3011,
  dashboard: 3012,
  community: 3013,
  content: 3014,
  billing: 3015,
};

export class DevServerRemoteRegistry implements RemoteRegistry {
  async manifests(): Promise<RemoteManifests> {
    const entries = Object.entries(DEV_SERVER_PORTS).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]);
    return Object.fromEntries(entries) as RemoteManifests;
  }
}
