import { SIGNED_IN_COOKIE } from '../first-screen';

/** The bearer token lives in localStorage under the key `token` (spec §3). Also read by the shell's first script (@ccl/shared/token). */
export const TOKEN_KEY = 'token';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The cookie that tells the server this browser is signed in (first-screen.ts): set with the token, gone with it. */
function hintSignedIn(signedIn: boolean): void {
  try {
    document.cookie = `${SIGNED_IN_COOKIE}=${signedIn ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${signedIn ? 60 * 60 * 24 * 400 : 0}`;
  } catch {
    // No document (a test, the server): nothing to hint.
  }
}

/** Puts the hint in line with the token: a token stored before the hint existed, or one removed in another tab. */
export function syncSignedInHint(): void {
  const hinted = (() => {
    try {
      return document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
    } catch {
      return false;
    }
  })();
  const signedIn = getToken() !== null;
  if (hinted !== signedIn) hintSignedIn(signedIn);
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  hintSignedIn(true);
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable (private mode): nothing to remove.
  }
  hintSignedIn(false);
}
