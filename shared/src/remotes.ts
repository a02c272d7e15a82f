import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';

/**
 * How a remote uses another remote's exposed module (the dashboard opens billing's
 * CreditPurchaseDialog): through the shell's federation runtime, which knows every remote from
 * remotes.json. The shell registers its loader here at start; remotes never import each other.
 */
export type RemoteName = 'content' | 'practice' | 'dashboard' | 'community' | 'billing';
type RemoteLoader = (remote: RemoteName, module: string) => Promise<unknown>;

let loader: RemoteLoader | undefined;

export function registerRemoteLoader(load: RemoteLoader): void {
  loader = load;
}

export async function loadRemoteComponent<P>(remote: RemoteName, module: string): Promise<ComponentType<P>> {
  if (!loader) throw new Error(`No remote loader: ${remote}/${module} can only be loaded inside the shell`);
  return (await loader(remote, module)) as ComponentType<P>;
}

export type RemoteComponentState<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed'; error: Error };

/**
 * Loads another remote's exposed component when `enabled` first becomes true (a dialog loads when it
 * is first opened, not with the page).
 */
export function useRemoteComponent<P>(remote: RemoteName, module: string, enabled = true): RemoteComponentState<P> {
  const [state, setState] = useState<RemoteComponentState<P>>({ status: 'loading' });
  useEffect(() => {
    if (!enabled || state.status === 'ready') return;
    let current = true;
    loadRemoteComponent<P>(remote, module).then(
      (Component) => current && setState({ status: 'ready', Component }),
      (error: Error) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // state.status is read only to skip reloading a loaded component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, enabled]);
  return state;
}
