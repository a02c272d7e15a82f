import { LoadingText, type RemoteName } from '@ccl/shared';
import { useDeferredValue } from 'react';
import { isTakingOverFirstScreen } from '../../boot/model/first-screen';
import { useRemotePage } from '../hooks/useRemotePage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RemoteFailure } from './RemoteFailure';

/**
 * Renders one page of a remote, loading the remote on first visit. A remote that fails to load or
 * throws shows a panel with a retry inside the page area; the header, footer and other routes keep working.
 */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const { page, attempt, retry } = useRemotePage(remote, module);
  // A page's first render is the largest piece of work of a visit. Its code arrives through a query, whose
  // updates React renders synchronously: one task of hundreds of milliseconds on a phone. As a deferred
  // value it is rendered in the background, in slices the browser can paint and take input between
  // (Total Blocking Time, issue #14); `null` first, even when the code is already loaded — except on a first screen
  // the server drew, which already shows the page.
  const Page = useDeferredValue(page.data ?? null, isTakingOverFirstScreen() ? (page.data ?? null) : null);

  if (page.isError) return <RemoteFailure onRetry={retry} />;
  if (!Page) return <LoadingText />;
  return (
    <PageErrorBoundary key={`${remote}/${module}#${attempt}`} onRetry={retry}>
      <Page />
    </PageErrorBoundary>
  );
}
