/**
 * A first screen drawn by the server (issue #14): the page's HTML comes with the page itself, not a loading line that
 * waits for ~250 KB of script. A guest's is drawn from public reads and kept a moment; a signed-in visitor's, from
 * their own reads, is drawn for that one request and never kept. Node-safe: the server imports it too
 * (@ccl/shared/first-screen).
 *
 * The server draws a path with the live shell's and the route's remote's server bundles (`dist/server/`, built
 * beside each app), the page's declared early requests answered in-process, and writes into the page what the
 * browser needs to take the drawing over (hydrate) rather than draw it again: `#ccl-first-screen`; and the drawing's
 * styles into the page's head, so the browser lays the page out once, with all its rules, as it parses it.
 */

import type { ResponseOf } from '@ccl/contract';
import type { EarlyRequest } from './early-requests.js';

/** The data block the server writes beside a drawn first screen. */
export const FIRST_SCREEN_ELEMENT_ID = 'ccl-first-screen';

/**
 * The token's copy that this browser's page requests carry (set and cleared with the token, session/token.ts): the
 * server draws a signed-in visitor's page with their own reads. A page request with a cookie whose token is not
 * valid gets the loading line, as the browser would have drawn it before.
 */
export const SESSION_COOKIE = 'ccl_session';

/** What `#ccl-first-screen` holds. */
export interface FirstScreenData {
  /** The remote page drawn, which the browser loads before taking the drawing over. */
  remote: string;
  module: string;
  /** The data cache as drawn (TanStack Query's dehydrated state): the page's first reads, answered. */
  queries: unknown;
  /** The signed-in visitor the page was drawn for (the session's user, as `GET /user` gave it), or null for a guest. */
  user: ResponseOf<'/user', 'get'>['data'] | null;
}

/** A drawn first screen: what the shell's server bundle returns (shell/src/server.tsx) and the server sends. */
export interface FirstScreen {
  /** What goes inside `#root`. */
  html: string;
  /** The drawing's style elements (emotion's, one per style group), for the page's `<head>`. */
  styles: string;
  data: FirstScreenData;
  /**
   * The early requests the drawing did not take — reads the page makes only after its first render (the practice page,
   * once this device's kept answers are checked): the browser still sends them early.
   */
  untaken: EarlyRequest[];
}
