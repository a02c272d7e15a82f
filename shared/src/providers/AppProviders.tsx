import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import { Toaster } from '../ui/toasts';
import { queryClient as siteQueryClient } from './queryClient';

/**
 * The provider tree every page renders in — theme, toaster, data cache — built once here and used by
 * the shell, a remote running standalone, and tests. The router is the caller's (browser or memory).
 */
export function AppProviders({ children, queryClient = siteQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
