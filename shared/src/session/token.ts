import { SESSION_COOKIE } from '../first-screen';

/** The bearer token lives in localStorage under the key `token` (spec §3). Also read by the shell's first script (@ccl/shared/token). */
export const TOKEN_KEY = 'token';

declare global {
  /**
   * On the server, while a signed-in visitor's first screen is drawn (shell/src/server.tsx): their token, so that the
   * page is drawn as their browser draws it. Pages are drawn one at a time.
   */
  var cclFirstScreenToken: string | undefined;
}

export function getToken(): string | null {
  if (typeof window === 'undefined') return globalThis.cclFirstScreenToken ?? null;
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The session cookie's value as this browser holds it, or null. */
function readSessionCookie(): string | null {
  try {
    const prefix = `${SESSION_COOKIE}=`;
    const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return cookie ? decodeURIComponent(cookie.slice(prefix.length)) || null : null;
  } catch {
    return null;
  }
}

/**
 * The token's copy that page requests carry (first-screen.ts): set with the token, gone with it. Read only by the server
 * that draws the page; the API never takes it (its calls carry the bearer token), so no other site can act with it.
 */
function writeSessionCookie(token: string | null): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${SESSION_COOKIE}=${token ? encodeURIComponent(token) : ''}; Path=/; SameSite=Lax; Max-Age=${token ? 60 * 60 * 24 * 400 : 0}${secure}`;
  } catch {
    // No document (a test, the server): no cookie to write.
  }
}

/** The session cookie this page was requested with (syncSessionCookie), before it was brought in line. */
let cookieOfThisPage: string | null | undefined;

/**
 * Puts the session cookie in line with the token — a token stored before the cookie existed, one removed or replaced
 * in another tab — and remembers the one the page was requested with.
 */
export function syncSessionCookie(): void {
  cookieOfThisPage = readSessionCookie();
  const token = getToken();
  if (cookieOfThisPage !== token) writeSessionCookie(token);
}

/** Whether this page was requested with this token's cookie: a page the server drew for a signed-in visitor is theirs. */
export function pageRequestedWithToken(token: string): boolean {
  return cookieOfThisPage === token;
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  writeSessionCookie(token);
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable (private mode): nothing to remove.
  }
  writeSessionCookie(null);
}
