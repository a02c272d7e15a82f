import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { containerName, type RemoteName } from '../routes';

/**
 * Where each remote lives comes from /remotes.json at runtime ({ "practice": "<manifest url>", ... }),
 * so releasing or rolling back one remote changes a file, not the shell.
 */
export type RemoteEntries = Partial<Record<RemoteName, string>>;

let entries: RemoteEntries = {};

export async function fetchRemoteEntries(url = '/remotes.json'): Promise<RemoteEntries> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteEntries;
}

function register(remotes: RemoteName[]): void {
  const list = remotes
    .filter((remote) => entries[remote])
    .map((remote) => ({ name: containerName(remote), entry: new URL(entries[remote]!, window.location.href).href }));
  // force: a retry after a failed load must not reuse the failed entry.
  if (list.length) registerRemotes(list, { force: true });
}

export function setRemoteEntries(loaded: RemoteEntries): void {
  entries = loaded;
  register(Object.keys(loaded) as RemoteName[]);
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`The ${remote} remote could not be loaded: ${reason}`);
  }
}

/** Loads one exposed page component, e.g. ('practice', './LanguagePage'). */
export async function loadRemotePage(remote: RemoteName, module: string, { retry = false } = {}): Promise<ComponentType> {
  if (retry || !entries[remote]) {
    // A retry rereads remotes.json: the remote may have been redeployed or rolled back meanwhile.
    try {
      entries = { ...entries, ...(await fetchRemoteEntries()) };
    } catch (error) {
      console.error('Could not reread remotes.json', error);
    }
    register([remote]);
  }
  if (!entries[remote]) throw new RemoteUnavailableError(remote, 'it is not listed in remotes.json');
  let loaded: { default?: ComponentType } | null;
  try {
    loaded = await loadRemote<{ default?: ComponentType }>(`${containerName(remote)}/${module.replace(/^\.\//, '')}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
  if (!loaded?.default) throw new RemoteUnavailableError(remote, `it does not expose ${module}`);
  return loaded.default;
}
