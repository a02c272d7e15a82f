import type { RemoteName } from '@ccl/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { remotePageQuery, rereadBeforeNextLoad, scriptsHintedByPage } from '../api/registry';

/**
 * One page of a remote: `page` is the query of its code (`isPending` while it loads, `isError` when it
 * could not be loaded); `retry` rereads remotes.json and loads it again (also after the page threw while rendering),
 * or reloads the page when the remote's scripts were preloaded by it.
 * `attempt` changes with every retry, so what rendered the failed page can start afresh.
 */
export function useRemotePage(remote: RemoteName, module: string) {
  const queryClient = useQueryClient();
  const page = useQuery(remotePageQuery(remote, module));
  const [attempt, setAttempt] = useState(0);

  const failedToLoad = page.isError;
  const retry = useCallback(() => {
    // Its preloaded scripts failed with the page: loading the page again is the only way to refetch them.
    if (failedToLoad && scriptsHintedByPage(remote)) return window.location.reload();
    rereadBeforeNextLoad(remote);
    setAttempt((n) => n + 1);
    void queryClient.resetQueries({ queryKey: remotePageQuery(remote, module).queryKey, exact: true });
  }, [queryClient, remote, module, failedToLoad]);

  return { page, attempt, retry };
}
