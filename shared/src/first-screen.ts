/**
 * A guest's first screen drawn by the server (issue #14): the page's HTML comes with the page itself, not a loading
 * line that waits for ~250 KB of script. Node-safe: the server imports it too (@ccl/shared/first-screen).
 *
 * The server draws a path with the live shell's and the route's remote's server bundles (`dist/server/`, built
 * beside each app), the page's declared early requests answered in-process, and writes into the page what the
 * browser needs to take the drawing over (hydrate) rather than draw it again: `#ccl-first-screen`; and the drawing's
 * styles into the page's head, so the browser lays the page out once, with all its rules, as it parses it.
 */

/** The data block the server writes beside a drawn first screen. */
export const FIRST_SCREEN_ELEMENT_ID = 'ccl-first-screen';

/**
 * Set while this browser holds a token (not the token: a hint). A signed-in visitor's page shows their own account,
 * which the server, with no token in a page request, cannot draw: it sends them the loading line as before.
 */
export const SIGNED_IN_COOKIE = 'ccl_signed_in';

/** What `#ccl-first-screen` holds. */
export interface FirstScreenData {
  /** The remote page drawn, which the browser loads before taking the drawing over. */
  remote: string;
  module: string;
  /** The data cache as drawn (TanStack Query's dehydrated state): the page's first reads, answered. */
  queries: unknown;
}

/** A drawn first screen: what the shell's server bundle returns (shell/src/server.tsx) and the server sends. */
export interface FirstScreen {
  /** What goes inside `#root`. */
  html: string;
  /** The drawing's style elements (emotion's, one per style group), for the page's `<head>`. */
  styles: string;
  data: FirstScreenData;
}
