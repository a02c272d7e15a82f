import { LoadingText, type RemoteName } from '@ccl/shared';
import { useRemotePage } from '../hooks/useRemotePage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RemoteFailure } from './RemoteFailure';

/**
 * Renders one page of a remote, loading the remote on first visit. A remote that fails to load or
 * throws shows a panel with a retry inside the page area; the header, footer and other routes keep working.
 */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const { page, attempt, retry } = useRemotePage(remote, module);

  if (page.isPending) return <LoadingText />;
  if (page.isError) return <RemoteFailure onRetry={retry} />;
  const Page = page.data;
  return (
    <PageErrorBoundary key={`${remote}/${module}#${attempt}`} onRetry={retry}>
      <Page />
    </PageErrorBoundary>
  );
}
