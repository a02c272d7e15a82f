import type { RemoteName } from '@ccl/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { remotePageQuery, rereadBeforeNextLoad } from '../api/registry';

/**
 * One page of a remote: `page` is the query of its code (`isPending` while it loads, `isError` when it
 * could not be loaded); `retry` rereads remotes.json and loads it again (also after the page threw while rendering).
 * `attempt` changes with every retry, so what rendered the failed page can start afresh.
 */
export function useRemotePage(remote: RemoteName, module: string) {
  const queryClient = useQueryClient();
  const page = useQuery(remotePageQuery(remote, module));
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    rereadBeforeNextLoad(remote);
    setAttempt((n) => n + 1);
    void queryClient.resetQueries({ queryKey: remotePageQuery(remote, module).queryKey, exact: true });
  }, [queryClient, remote, module]);

  return { page, attempt, retry };
}
