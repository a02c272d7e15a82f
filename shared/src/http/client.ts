import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config';
import type { EarlyAnswer } from '../early-requests';
import { navigateTo } from '../navigation';
import { getToken, removeToken } from '../session/token';
import { takeEarlyAnswer } from './early-answers';

export const UNAUTHENTICATED = 'Unauthenticated.';

/**
 * The one axios instance every API call goes through (a singleton with the core): base URL from the
 * runtime config, the bearer token, and the spec's `Unauthenticated.` rule in one place.
 */
export const apiClient = axios.create({ headers: { Accept: 'application/json' } });

const network = axios.getAdapter(axios.defaults.adapter);

/** An early answer as the network adapter would have given it: the body as text, a failure status rejected. */
function settle(config: InternalAxiosRequestConfig, early: EarlyAnswer): AxiosResponse {
  const response: AxiosResponse = {
    data: early.body,
    status: early.status,
    statusText: early.statusText,
    headers: AxiosHeaders.from(early.headers),
    config,
  };
  if (!config.validateStatus || config.validateStatus(early.status)) return response;
  const code = early.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${early.status}`, code, config, undefined, response);
}

/**
 * A call the shell already sent early for this page (src/early-requests.ts) is answered with that answer; any
 * other, or one whose early request failed, goes over the network.
 */
const earlyOrNetwork: AxiosAdapter = (config) => {
  const authorization = config.headers.get('Authorization');
  const answer =
    !config.responseType || config.responseType === 'json' || config.responseType === 'text'
      ? takeEarlyAnswer({
          method: config.method ?? 'get',
          url: apiClient.getUri(config),
          body: typeof config.data === 'string' ? config.data : undefined,
          authorization: typeof authorization === 'string' ? authorization : null,
        })
      : undefined;
  // On the server (a first screen it draws: shell/src/server.tsx), a page's data is only what it answered early.
  if (!answer)
    return typeof window === 'undefined'
      ? Promise.reject(new AxiosError('Not answered on the server', AxiosError.ERR_CANCELED, config))
      : network(config);
  return answer.then(
    (early) => settle(config, early),
    () => network(config),
  );
};
apiClient.defaults.adapter = earlyOrNetwork;

type Listener = () => void;
const unauthenticatedListeners = new Set<Listener>();

/** Called when the server says the session is gone; the session store clears itself here. */
export function onUnauthenticated(listener: Listener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

apiClient.interceptors.request.use((request) => {
  request.baseURL = getRuntimeConfig().apiBaseUrl;
  const token = getToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (serverMessage(error) === UNAUTHENTICATED) {
      removeToken();
      unauthenticatedListeners.forEach((listener) => listener());
      navigateTo('/login');
    }
    // The caller still sees the failure (spec §4 "Lost session").
    return Promise.reject(error);
  },
);

/** The `message` (or `error`) the server put in a failed response, if any. */
export function serverMessage(error: unknown): string | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const data = (error as AxiosError<{ message?: unknown; error?: unknown }>).response?.data;
  if (data && typeof data === 'object') {
    if (typeof data.message === 'string' && data.message) return data.message;
    if (typeof data.error === 'string' && data.error) return data.error;
  }
  return undefined;
}

/** The server's message, or the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

export function httpStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}
