import type { EarlyAnswer, EarlyRequest, SentEarlyRequest } from '@ccl/shared/early-requests';
import { getToken } from '@ccl/shared/token';

async function read(response: Response): Promise<EarlyAnswer> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

/**
 * Sends the API reads the server says this page makes first (`#ccl-early-requests`, @ccl/shared/early-requests)
 * with the visitor's token, before the libraries have arrived; the core's API client hands each answer to the
 * page's own call for it. A signed-in-only request is not sent for a guest.
 */
export function sendEarlyRequests(requests: readonly EarlyRequest[] | undefined): void {
  if (!requests?.length) return;
  const token = getToken();
  const authorization = token ? `Bearer ${token}` : null;
  globalThis.cclEarlyRequests = requests
    .filter((request) => authorization || !request.signedIn)
    .map((request): SentEarlyRequest => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';
      if (authorization) headers.Authorization = authorization;
      const answer = fetch(request.url, { method: request.method, headers, body: request.body }).then(read);
      // Not taken (the page asked for something else): its failure is nobody's.
      answer.catch(() => undefined);
      return { ...request, authorization, sentAt: Date.now(), answer };
    });
}
