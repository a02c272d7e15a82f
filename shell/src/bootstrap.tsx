import { applyRuntimeConfig, loadRuntimeConfig, registerRemoteLoader, type RuntimeConfig } from '@ccl/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { pageData } from './features/boot/api/page-data';
import { fetchRemoteEntries, loadRemotePage, setRemoteEntries } from './features/remotes/api/registry';
import type { RemoteEntries } from './features/remotes/api/types';

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
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the
  // browser in between, instead of one task of hundreds of milliseconds on a slow phone (TBT, issue #14).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
}

void start();
