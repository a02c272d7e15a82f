import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../src/providers/AppProviders';
import { createQueryClient } from '../src/providers/queryClient';
import { useSession } from '../src/session/session';
import type { User } from '../src/session/user';

export { server } from './server';

export const TEST_USER: User = {
  id: 7,
  name: 'Priya Sharma',
  email: 'priya@example.com',
  plan: 'Free',
  available_credits: 5,
  total_credits_purchased: 0,
  scoring_used: 2,
  last_used_language: 'Hindi',
  created_at: '2025-06-01T08:00:00.000Z',
};

/** Sets the session as the shell would have after bootstrapping (null = guest). */
export function givenSession(user: User | null, token = 'test-token'): void {
  if (user) window.localStorage.setItem('token', token);
  useSession.setState({ user, loading: false });
}

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** A fresh data cache for each test, without retries: a failed call fails at once. */
export function createTestQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Infinity },
    mutations: { retry: false },
  });
  return client;
}

/**
 * Renders a page inside the providers the shell gives every remote (theme, toaster, data cache) and a router.
 * `path` is the route pattern the page is mounted on, `route` the URL visited.
 */
export function renderPage(
  ui: ReactElement,
  { route = '/', path = '*', state }: { route?: string; path?: string; state?: unknown } = {},
): RenderResult {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter
        initialEntries={[{ pathname: route.split('?')[0]!, search: route.includes('?') ? `?${route.split('?')[1]}` : '', state }]}
      >
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
