import { apiClient, useSession } from '@ccl/shared';
import { declaredEarlyCalls, recordApiCalls, server, TEST_USER } from '@ccl/shared/test';
import { http, HttpResponse } from 'msw';
import SHELL_EARLY_REQUESTS from '../../../early-requests.json';
import { sendEarlyRequests } from './early-requests';

const STATS = { data: { dialogues: 432, languages: 12 } };

/** The API as the network sees it: each request's method, path, Authorization and body. */
function api() {
  const seen: Array<{ method: string; path: string; authorization: string | null; body: string }> = [];
  server.use(
    http.all('*/api/*', async ({ request }) => {
      seen.push({
        method: request.method,
        path: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
        body: await request.text(),
      });
      return HttpResponse.json(new URL(request.url).pathname === '/api/stats' ? STATS : { data: { id: 7 } });
    }),
  );
  return seen;
}

afterEach(() => {
  delete window.cclEarlyRequests;
  window.localStorage.clear();
});

describe("the page's early requests, sent by the shell's first script", () => {
  it('sends each with the stored token; the API client then answers the page from them, without asking again', async () => {
    const seen = api();
    window.localStorage.setItem('token', 'abc');
    sendEarlyRequests([
      { method: 'GET', url: '/api/stats', signedIn: false },
      { method: 'POST', url: '/api/fetch-dialogue', body: '{"id":7}', signedIn: false },
      { method: 'GET', url: '/api/user', signedIn: true },
    ]);
    expect((await apiClient.get('/stats')).data).toEqual(STATS);
    expect((await apiClient.post('/fetch-dialogue', { id: 7 })).data).toEqual({ data: { id: 7 } });
    // Each request once: the page's calls were answered from the early ones.
    expect(seen).toHaveLength(3);
    expect(seen).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/stats', authorization: 'Bearer abc', body: '' },
        { method: 'POST', path: '/api/fetch-dialogue', authorization: 'Bearer abc', body: '{"id":7}' },
        { method: 'GET', path: '/api/user', authorization: 'Bearer abc', body: '' },
      ]),
    );
  });

  it("sends a guest's without a token, and none that needs one", async () => {
    const seen = api();
    sendEarlyRequests([
      { method: 'GET', url: '/api/stats', signedIn: false },
      { method: 'GET', url: '/api/user', signedIn: true },
    ]);
    await apiClient.get('/stats');
    expect(seen).toEqual([{ method: 'GET', path: '/api/stats', authorization: null, body: '' }]);
    expect(window.cclEarlyRequests).toEqual([]);
  });

  it('sends nothing for a page without early requests', () => {
    sendEarlyRequests(undefined);
    sendEarlyRequests([]);
    expect(window.cclEarlyRequests).toBeUndefined();
  });

  it("the shell's own, on every page (early-requests.json), is the session's first call for a signed-in visitor", async () => {
    const calls = recordApiCalls();
    server.use(http.get('*/api/user', () => HttpResponse.json({ data: TEST_USER })));
    window.localStorage.setItem('token', 'abc');
    await useSession.getState().fetchUser();
    expect(useSession.getState().user).toEqual(TEST_USER);
    expect(calls).toEqual(declaredEarlyCalls(SHELL_EARLY_REQUESTS, '*', {}, { signedIn: true }));
  });
});
