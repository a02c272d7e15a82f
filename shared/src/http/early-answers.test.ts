import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import type { EarlyAnswer, SentEarlyRequest } from '../early-requests';
import { setToken } from '../session/token';
import { apiClient, serverMessage } from './client';
import { EARLY_ANSWER_FRESH_MS } from './early-answers';

const LIST_URL = '/api/dialogues/Hindi?page=1&per_page=10&sort_order=desc';
const LIST = { dialogues: { data: [{ id: 1 }], current_page: 1, last_page: 1 }, total: 1 };

const answer = (status: number, body: unknown): EarlyAnswer => ({
  status,
  statusText: status === 200 ? 'OK' : 'Not Found',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** What the shell's first script leaves on the page after sending one early request. */
function sentEarly(request: Partial<SentEarlyRequest> & { answer: Promise<EarlyAnswer> }): SentEarlyRequest {
  const sent: SentEarlyRequest = { method: 'GET', url: LIST_URL, signedIn: false, authorization: null, sentAt: Date.now(), ...request };
  window.cclEarlyRequests = [...(window.cclEarlyRequests ?? []), sent];
  return sent;
}

/** The network's answers, counted: a call answered early never reaches it. */
function network(path: string, body: Record<string, unknown>, method: 'get' | 'post' = 'get') {
  const calls: Array<string | null> = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return HttpResponse.json(body);
    }),
  );
  return calls;
}

const listCall = () => apiClient.get('/dialogues/Hindi', { params: { page: 1, per_page: 10, sort_order: 'desc' } });

afterEach(() => {
  delete window.cclEarlyRequests;
  window.localStorage.clear();
});

describe('early answers (the requests the shell sends before the libraries arrive)', () => {
  it("answers a page's call with the early answer to the same request, once", async () => {
    const calls = network('/api/dialogues/Hindi', { fromNetwork: true });
    sentEarly({ answer: Promise.resolve(answer(200, LIST)) });
    const first = await listCall();
    expect(first.status).toBe(200);
    expect(first.data).toEqual(LIST);
    expect(calls).toHaveLength(0);
    // Taken: asking again goes over the network.
    expect((await listCall()).data).toEqual({ fromNetwork: true });
    expect(calls).toHaveLength(1);
  });

  it("never hands one visitor's early answer to another's call: the Authorization must be the same", async () => {
    const calls = network('/api/dialogues/Hindi', { mine: true });
    sentEarly({ answer: Promise.resolve(answer(200, { guest: true })) });
    setToken('my-token');
    expect((await listCall()).data).toEqual({ mine: true });
    expect(calls).toEqual(['Bearer my-token']);

    sentEarly({ authorization: 'Bearer someone-else', answer: Promise.resolve(answer(200, { theirs: true })) });
    expect((await listCall()).data).toEqual({ mine: true });
    sentEarly({ authorization: 'Bearer my-token', answer: Promise.resolve(answer(200, { mineEarly: true })) });
    expect((await listCall()).data).toEqual({ mineEarly: true });
    expect(calls).toHaveLength(2);
  });

  it('answers a POST only when its body is the one sent early', async () => {
    const calls = network('/api/fetch-dialogue', { fromNetwork: true }, 'post');
    sentEarly({
      method: 'POST',
      url: '/api/fetch-dialogue',
      body: '{"id":31}',
      answer: Promise.resolve(answer(200, { data: { id: 31 } })),
    });
    expect((await apiClient.post('/fetch-dialogue', { id: 32 })).data).toEqual({ fromNetwork: true });
    expect((await apiClient.post('/fetch-dialogue', { id: 31 })).data).toEqual({ data: { id: 31 } });
    expect(calls).toHaveLength(1);
  });

  it('fails as the network would when the early answer is a failure, with the server message', async () => {
    sentEarly({ answer: Promise.resolve(answer(404, { message: 'Language not found.' })) });
    const failure: unknown = await listCall().catch((error: unknown) => error);
    expect(serverMessage(failure)).toBe('Language not found.');
  });

  it('goes over the network when the early request failed, or its answer is stale', async () => {
    const calls = network('/api/dialogues/Hindi', { fromNetwork: true });
    const lost = sentEarly({ answer: Promise.reject(new TypeError('Failed to fetch')) });
    lost.answer.catch(() => undefined);
    expect((await listCall()).data).toEqual({ fromNetwork: true });
    sentEarly({ sentAt: Date.now() - EARLY_ANSWER_FRESH_MS - 1, answer: Promise.resolve(answer(200, LIST)) });
    expect((await listCall()).data).toEqual({ fromNetwork: true });
    expect(calls).toHaveLength(2);
  });
});
