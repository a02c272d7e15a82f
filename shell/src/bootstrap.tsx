import {
  applyRuntimeConfig,
  getToken,
  loadRuntimeConfig,
  queryClient,
  registerRemoteLoader,
  type RemoteName,
  type RuntimeConfig,
  useSession,
} from '@ccl/shared';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '@ccl/shared/first-screen';
import { pageRequestedWithToken } from '@ccl/shared/token';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { setTakingOverFirstScreen } from './features/boot/model/first-screen';
import { pageData } from './features/boot/api/page-data';
import { fetchRemoteEntries, loadRemotePage, remotePageQuery, setRemoteEntries } from './features/remotes/api/registry';
import type { RemoteEntries } from './features/remotes/api/types';

/** Whether the page was drawn for whoever this browser holds the token of: a guest's for no token, else the token's. */
function drawnForThisVisitor(firstScreen: FirstScreenData): boolean {
  const token = getToken();
  return firstScreen.user ? token !== null && pageRequestedWithToken(token) : token === null;
}

/**
 * A page drawn by the server (@ccl/shared/first-screen) is taken over as it is — its data, its visitor and its remote
 * page's code in place first — so that it is not drawn a second time. False when it cannot be: a page drawn for another
 * visitor than the token this browser holds (signed in or out meanwhile), or the remote page's code that did not load;
 * the page is then drawn afresh over it, as any other.
 */
async function takeOverFirstScreen(container: HTMLElement, firstScreen: FirstScreenData): Promise<boolean> {
  if (!drawnForThisVisitor(firstScreen)) return false;
  try {
    await queryClient.fetchQuery(remotePageQuery(firstScreen.remote as RemoteName, firstScreen.module));
  } catch {
    return false;
  }
  hydrate(queryClient, firstScreen.queries as DehydratedState);
  // The session as drawn: its user already read, rather than the loading line the store starts with when holding a token.
  if (firstScreen.user) useSession.setState({ user: firstScreen.user, loading: false });
  setTakingOverFirstScreen(true);
  // As a transition, like a first render: React takes the page over in slices, letting taps and paints in between.
  startTransition(() => {
    hydrateRoot(container, <App />, {
      onRecoverableError: (error) => console.error('The first screen drawn by the server could not be taken over as drawn', error),
    });
  });
  return true;
}

async function start() {
  // The server writes both into the page it sends; a page without them fetches the files.
  const inlineRemotes = pageData<RemoteEntries>('ccl-remotes');
  const inlineConfig = pageData<Partial<RuntimeConfig>>('ccl-config');
  const [remotes] = await Promise.allSettled([
    inlineRemotes ?? fetchRemoteEntries(),
    inlineConfig ? applyRuntimeConfig(inlineConfig) : loadRuntimeConfig(),
  ]);
  if (remotes.status === 'fulfilled') setRemoteEntries(remotes.value);
  // Without remotes.json the shell still runs: its own pages work and remote pages offer a retry.
  else console.error('Could not read remotes.json', remotes.reason);
  // Remotes open each other's exposed modules (billing's dialogs) through the shell's runtime.
  registerRemoteLoader((remote, module) => loadRemotePage(remote, module));
  const container = document.getElementById('root')!;
  const firstScreen = pageData<FirstScreenData>(FIRST_SCREEN_ELEMENT_ID);
  if (firstScreen && (await takeOverFirstScreen(container, firstScreen))) return;
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the
  // browser in between, instead of one task of hundreds of milliseconds on a slow phone (TBT, issue #14).
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}

void start();
