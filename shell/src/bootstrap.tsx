import { loadRuntimeConfig, registerRemoteLoader } from '@ccl/shared';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { fetchRemoteEntries, loadRemotePage, setRemoteEntries } from './features/remotes/api/registry';

async function start() {
  const [remotes] = await Promise.allSettled([fetchRemoteEntries(), loadRuntimeConfig()]);
  if (remotes.status === 'fulfilled') setRemoteEntries(remotes.value);
  // Without remotes.json the shell still runs: its own pages work and remote pages offer a retry.
  else console.error('Could not read remotes.json', remotes.reason);
  // Remotes open each other's exposed modules (billing's dialogs) through the shell's runtime.
  registerRemoteLoader((remote, module) => loadRemotePage(remote, module));
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
