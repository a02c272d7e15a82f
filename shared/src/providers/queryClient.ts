import { QueryClient } from '@tanstack/react-query';
import { httpStatus } from '../http/client';

/** A client error (4xx) will not change by asking again; a network failure or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/**
 * How every screen fetches: one cache for the shell and all remotes (TanStack Query is a federation
 * singleton, and so is this client), so data several remotes need — the credit config — is fetched once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The site's one client; tests make their own with createQueryClient(). */
export const queryClient = createQueryClient();
