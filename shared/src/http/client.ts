import axios, { type AxiosError } from 'axios';
import { getRuntimeConfig } from '../config';
import { navigateTo } from '../navigation';
import { getToken, removeToken } from '../session/token';

export const UNAUTHENTICATED = 'Unauthenticated.';

/**
 * The one axios instance every API call goes through (a singleton with the core): base URL from the
 * runtime config, the bearer token, and the spec's `Unauthenticated.` rule in one place.
 */
export const apiClient = axios.create({ headers: { Accept: 'application/json' } });

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
