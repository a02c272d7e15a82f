import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RemoteEntries } from './types';

/**
 * Where each remote lives comes from /remotes.json at runtime, so releasing or rolling back one remote
 * changes a file, not the shell. It is a static file of the site, not an API call, and is never cached.
 */
export async function fetchRemoteEntries(url = '/remotes.json'): Promise<RemoteEntries> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteEntries;
}

/** Federation container names: the remote 'practice' is the app mf-practice, container mf_practice. */
export function containerName(remote: RemoteName): string {
  return `mf_${remote}`;
}

let entries: RemoteEntries = {};
const toReread = new Set<RemoteName>();

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

/**
 * Whether the page came with preload hints for this remote's scripts (api/src/web/shell-page.ts). A hinted
 * script that failed to arrive stays failed for this document — the browser hands the failed preload to
 * every later load of that URL — so only a new page load can fetch it again.
 */
export function scriptsHintedByPage(remote: RemoteName): boolean {
  const manifest = entries[remote];
  if (!manifest) return false;
  const folder = new URL(manifest, window.location.href).href.replace(/[^/]*$/, '');
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].some((link) => link.href.startsWith(folder));
}

/** The next load of this remote rereads remotes.json: it may have been redeployed or rolled back since it failed. */
export function rereadBeforeNextLoad(remote: RemoteName): void {
  toReread.add(remote);
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`The ${remote} remote could not be loaded: ${reason}`);
  }
}

/** Loads one exposed component, e.g. ('practice', './LanguagePage'). */
export async function loadRemotePage(remote: RemoteName, module: string): Promise<ComponentType> {
  if (toReread.has(remote) || !entries[remote]) {
    toReread.delete(remote);
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

/**
 * A routed page of a remote, loaded on the first visit of one of its routes and kept for the visit:
 * a remote's code does not change while the page is open. A failure shows the error panel at once
 * (no silent retries); its Retry button loads again.
 */
export function remotePageQuery(remote: RemoteName, module: string) {
  return queryOptions({
    queryKey: ['remotes', remote, module] as const,
    queryFn: async () => {
      try {
        return await loadRemotePage(remote, module);
      } catch (error) {
        console.error(error);
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    // The remotes' code is the same for every visitor: kept when the signed-in account changes.
    meta: { scope: 'site' },
    retry: false,
  });
}
