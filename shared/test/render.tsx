import { render, waitFor, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { earlyRequestsOfPages, fillEarlyRequests } from '../src/early-requests';
import { AppProviders } from '../src/providers/AppProviders';
import { createQueryClient } from '../src/providers/queryClient';
import { useSession } from '../src/session/session';
import type { User } from '../src/session/user';

import { server } from './server';

export { server };

/** An API call as the server sees it. */
export interface ApiCall {
  method: string;
  /** Path and query string. */
  url: string;
  body?: string;
}

/** Every API call made from now on, in the order they are sent. */
export function recordApiCalls(): ApiCall[] {
  const calls: ApiCall[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    const call: ApiCall = { method: request.method, url: url.pathname + url.search };
    calls.push(call);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      void request
        .clone()
        .text()
        .then((body) => {
          if (body) call.body = body;
        });
    }
  });
  return calls;
}

/**
 * The calls an app's `src/early-requests.json` declares for one of its pages, filled in with a route's parameters
 * as the server fills them in: what a test of the page expects it to make first (else the early answers go unused).
 */
export function declaredEarlyCalls(
  declared: unknown,
  page: string,
  params: Record<string, string>,
  { signedIn }: { signedIn: boolean },
): ApiCall[] {
  const calls = fillEarlyRequests(earlyRequestsOfPages(declared)[page] ?? [], params, '/api')
    .filter((request) => signedIn || !request.signedIn)
    .map(({ method, url, body }) => (body === undefined ? { method, url } : { method, url, body }));
  if (!calls.length) throw new Error(`early-requests.json declares nothing for ${page} with ${JSON.stringify(params)}`);
  return calls;
}

/**
 * The child of a DeferredTooltip once the tooltip's code has come (MUI marks the child it wraps): hovering or
 * focusing it now shows the hint. Before, the child is drawn alone and shows none.
 */
export async function tooltipReady(child: () => HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(child()).toHaveAttribute('data-mui-internal-clone-element'));
  return child();
}

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
  useSession.getState().setUser(user);
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
