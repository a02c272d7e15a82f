import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import { queryClient as siteQueryClient } from './queryClient';

/** Spec §2: toasts appear at top-centre and last 3 seconds. */
const TOAST_DURATION_MS = 3000;

/**
 * The provider tree every page renders in — theme, toaster, data cache — built once here and used by
 * the shell, a remote running standalone, and tests. The router is the caller's (browser or memory).
 */
export function AppProviders({ children, queryClient = siteQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          autoHideDuration={TOAST_DURATION_MS}
          maxSnack={4}
          preventDuplicate
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
