import { useEffect, useState } from 'react';
import type { ExposedModule, ExposedModuleName, RemoteName } from './contracts';

/**
 * How a remote uses another remote's exposed module (the dashboard opens billing's
 * CreditPurchaseDialog): through the shell's federation runtime, which knows every remote from
 * remotes.json. The shell registers its loader here at start; remotes never import each other.
 */
type RemoteLoader = (remote: RemoteName, module: string) => Promise<unknown>;

let loader: RemoteLoader | undefined;

export function registerRemoteLoader(load: RemoteLoader): void {
  loader = load;
}

export async function loadRemoteComponent<R extends RemoteName, M extends ExposedModuleName<R>>(
  remote: R,
  module: M,
): Promise<ExposedModule<R, M>> {
  if (!loader) throw new Error(`No remote loader: ${remote}/${module} can only be loaded inside the shell`);
  return (await loader(remote, module)) as ExposedModule<R, M>;
}

export type RemoteComponentState<C> = { status: 'loading' } | { status: 'ready'; Component: C } | { status: 'failed'; error: Error };

/**
 * Loads another remote's exposed component when `enabled` first becomes true (a dialog loads when it
 * is first opened, not with the page). Typed by the contract: the props are the provider's.
 */
export function useRemoteComponent<R extends RemoteName, M extends ExposedModuleName<R>>(
  remote: R,
  module: M,
  enabled = true,
): RemoteComponentState<ExposedModule<R, M>> {
  const [state, setState] = useState<RemoteComponentState<ExposedModule<R, M>>>({ status: 'loading' });
  const loaded = state.status === 'ready';
  useEffect(() => {
    if (!enabled || loaded) return;
    let current = true;
    loadRemoteComponent(remote, module).then(
      (Component) => current && setState({ status: 'ready', Component }),
      (error: Error) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [remote, module, enabled, loaded]);
  return state;
}
