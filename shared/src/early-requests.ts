/**
 * Early requests (issue #14): the API reads a page makes first, sent by the shell's first script while the
 * libraries are still downloading, instead of once they have run — on a phone over mobile data, a round trip
 * (two on a signed-in visit: the session, then the page's data) less before the page can draw.
 *
 * Each app declares them in `src/early-requests.json` (its build copies it to `dist/`): a remote per exposed
 * page ({ "./LanguagePage": [...] }), the shell for every page ({ "*": [...] }). The server fills them in for
 * the path it sends index.html for and writes them into the page (`#ccl-early-requests`); the shell sends them
 * with the visitor's token; the core's API client hands a page the answer to the same request (method, URL,
 * body and token alike) instead of asking again. Node-safe: the server imports it (@ccl/shared/early-requests).
 */
import { findLanguage } from './domain.js';

/**
 * One request as an app declares it. `path` is relative to the API's base URL, like the app's own calls.
 * Placeholders name a parameter of the page's route: `{dialogueId}` its value (URL-encoded), `{dialogueId:number}`
 * a whole number (a number in a body), `{languageName:language}` the name of the language it names ('hindi' →
 * 'Hindi'). A request whose parameter is missing or not what it says is not sent.
 */
export interface DeclaredEarlyRequest {
  method?: 'GET' | 'POST';
  path: string;
  /** A JSON body; a value that is one placeholder becomes the parameter itself (a number for `:number`). */
  body?: Record<string, string | number | boolean>;
  /** Only for a visitor with a token (the page asks for it only when signed in). */
  signedIn?: boolean;
}

/** An app's `early-requests.json`: exposed page ('./LanguagePage') or, for the shell, '*' → its requests. */
export type EarlyRequestsOfPages = Record<string, DeclaredEarlyRequest[]>;

/** A request filled in for one path: what the shell sends, and what a page's call is compared with. */
export interface EarlyRequest {
  method: 'GET' | 'POST';
  url: string;
  /** The JSON text sent, exactly as the API client would send it. */
  body?: string;
  signedIn: boolean;
}

function isDeclaredRequest(value: unknown): value is DeclaredEarlyRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path, body, signedIn } = value as Record<string, unknown>;
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    (method === undefined || method === 'GET' || method === 'POST') &&
    (signedIn === undefined || typeof signedIn === 'boolean') &&
    (body === undefined ||
      (typeof body === 'object' &&
        body !== null &&
        !Array.isArray(body) &&
        Object.values(body).every((v) => ['string', 'number', 'boolean'].includes(typeof v))))
  );
}

/** An `early-requests.json` as read (JSON), checked: a page → a list of requests; throws saying what is wrong. */
export function earlyRequestsOfPages(json: unknown): EarlyRequestsOfPages {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('early-requests.json is not an object of pages');
  for (const [page, requests] of Object.entries(json)) {
    if (!Array.isArray(requests) || !requests.every(isDeclaredRequest)) {
      throw new Error(`early-requests.json: ${page} is not a list of { path, method?, body?, signedIn? }`);
    }
  }
  return json as EarlyRequestsOfPages;
}

const PLACEHOLDER = /\{(\w+)(?::(number|language))?\}/g;
/** A body value that is one placeholder and nothing else. */
const WHOLE_PLACEHOLDER = new RegExp(`^${PLACEHOLDER.source}$`);

function fill(param: string | undefined, kind: string | undefined): string | number | undefined {
  if (param === undefined || param === '') return undefined;
  if (kind === 'number') return /^\d{1,15}$/.test(param) ? Number(param) : undefined;
  if (kind === 'language') {
    let name: string;
    try {
      name = decodeURIComponent(param);
    } catch {
      return undefined;
    }
    return findLanguage(name)?.name;
  }
  return param;
}

function fillText(template: string, params: Record<string, string | undefined>, encode: boolean): string | undefined {
  let missing = false;
  const text = template.replace(PLACEHOLDER, (_, name: string, kind: string | undefined) => {
    const value = fill(params[name], kind);
    if (value === undefined) missing = true;
    return encode ? encodeURIComponent(String(value)) : String(value);
  });
  return missing ? undefined : text;
}

function fillBody(body: NonNullable<DeclaredEarlyRequest['body']>, params: Record<string, string | undefined>): string | undefined {
  const filled: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(body)) {
    const whole = typeof value === 'string' ? WHOLE_PLACEHOLDER.exec(value) : null;
    const next = whole ? fill(params[whole[1]!], whole[2]) : typeof value === 'string' ? fillText(value, params, false) : value;
    if (next === undefined) return undefined;
    filled[key] = next;
  }
  return JSON.stringify(filled);
}

/** The declared requests filled in with a route's parameters; those that cannot be are left out. */
export function fillEarlyRequests(
  declared: readonly DeclaredEarlyRequest[],
  params: Record<string, string | undefined>,
  apiBaseUrl: string,
): EarlyRequest[] {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return declared.flatMap((request): EarlyRequest[] => {
    const path = fillText(request.path, params, true);
    const body = request.body ? fillBody(request.body, params) : undefined;
    if (path === undefined || (request.body && body === undefined)) return [];
    return [
      {
        method: request.method ?? 'GET',
        url: `${base}${path}`,
        ...(body !== undefined ? { body } : {}),
        signedIn: request.signedIn ?? false,
      },
    ];
  });
}

/** An answer to an early request, read in full. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

/** An early request the shell has sent: `window.cclEarlyRequests`, until a page's call takes its answer. */
export interface SentEarlyRequest extends EarlyRequest {
  /** The Authorization header it carried ('Bearer …'), or null for a guest. */
  authorization: string | null;
  sentAt: number;
  answer: Promise<EarlyAnswer>;
}
