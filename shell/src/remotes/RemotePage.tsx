import { Box, Button, Paper, Typography } from '@mui/material';
import { LoadingText } from '@ccl/shared';
import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '../routes';
import { loadRemotePage } from './registry';

const loadedPages = new Map<string, ComponentType>();

/** Forgets every loaded page (tests start each case from a cold shell). */
export function forgetLoadedPages(): void {
  loadedPages.clear();
}

type State = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed'; error: Error };

/**
 * Renders one page of a remote, loading the remote on first visit. A remote that fails to load or
 * throws shows a panel with a retry inside the page area; the header, footer and other routes keep working.
 */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const key = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const Page = loadedPages.get(key);
    return Page ? { status: 'ready', Page } : { status: 'loading' };
  });

  useEffect(() => {
    const cached = loadedPages.get(key);
    if (cached) {
      setState({ status: 'ready', Page: cached });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loadRemotePage(remote, module, { retry: attempt > 0 }).then(
      (Page) => {
        loadedPages.set(key, Page);
        if (current) setState({ status: 'ready', Page });
      },
      (error: Error) => {
        console.error(error);
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, remote, module, attempt]);

  const retry = useCallback(() => {
    loadedPages.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  if (state.status === 'loading') return <LoadingText />;
  if (state.status === 'failed') return <RemoteFailure onRetry={retry} />;
  return (
    <PageErrorBoundary key={`${key}#${attempt}`} onRetry={retry}>
      <state.Page />
    </PageErrorBoundary>
  );
}

export function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ py: 8, px: 2, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" role="alert" data-testid="remote-error" sx={{ p: 4, maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          This section is unavailable right now
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          We couldn't load this part of the site. The rest of CCL Practice still works — try again in a moment.
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      </Paper>
    </Box>
  );
}

class PageErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote page failed while rendering', error);
  }

  override render() {
    return this.state.failed ? <RemoteFailure onRetry={this.props.onRetry} /> : this.props.children;
  }
}
