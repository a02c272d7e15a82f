/**
 * The shell's server bundle (dist/server/shell.cjs, built by the core's build/rspack.mjs): draws a visitor's first
 * screen — the header, the route's remote page and the footer — as their browser would draw it, for the server to
 * send in place of the loading line (@ccl/shared/first-screen, api/src/web/first-screen.ts). The browser takes the
 * drawing over (src/bootstrap.tsx) instead of drawing it again.
 */
import createCache from '@emotion/cache';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders, applyRuntimeConfig, createQueryClient, useSession, type RemoteName, type RuntimeConfig } from '@ccl/shared';
import type { EarlyRequest, SentEarlyRequest } from '@ccl/shared/early-requests';
import type { FirstScreen } from '@ccl/shared/first-screen';
import corePackage from '@ccl/shared/package.json';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
// The server bundle requires the whole router from the server's node_modules; the browser's slim copy is not involved.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { Shell } from './App';
import { remotePageQuery } from './features/remotes/api/registry';

/**
 * The core this shell gives the browser (its build's): the server draws with its own Node build of the core, so it
 * draws only when the two are the same version — otherwise the browser's first render could differ from the drawing.
 */
export const coreVersion: string = corePackage.version;

export interface FirstScreenRequest {
  /** The path and query string drawn. */
  url: string;
  remote: RemoteName;
  module: string;
  /** The remote page's component, from the remote's server bundle. */
  Page: ComponentType;
  /** The public runtime settings, as the page's `#ccl-config` gives them to the browser. */
  config: Partial<RuntimeConfig>;
  /** The page's declared first reads, answered by the server: its queries take these answers instead of the network. */
  earlyAnswers: SentEarlyRequest[];
  /**
   * A signed-in visitor's token (their page request's session cookie), their reads among `earlyAnswers` answered with
   * it; null for a guest. The page is drawn as their browser draws it: signed in, their session's user read first.
   */
  token: string | null;
}

function draw(queryClient: QueryClient, url: string, cache: EmotionCache): string {
  return renderToString(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={url}>
          <Shell />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
}

/**
 * Draws the page twice: the first drawing makes the page's queries (pending, as in a browser's first render), which
 * are then fetched — their calls answered from `earlyAnswers`; anything else fails here and stays for the browser to
 * ask — and the second draws their data. Only what was answered is kept, so the browser's first render is this one.
 * The first drawing also starts the code its lazy parts load (a tooltip), there by the second; a part still loading
 * is drawn as its fallback and left to the browser (renderToString: no inline script, which the site's CSP forbids).
 */
export async function drawFirstScreen(request: FirstScreenRequest): Promise<FirstScreen> {
  globalThis.cclFirstScreenToken = request.token ?? undefined;
  try {
    return await drawAsVisitor(request);
  } finally {
    // The next page drawn may be another visitor's: nothing of this one's stays in the process.
    globalThis.cclFirstScreenToken = undefined;
    useSession.setState({ user: null, loading: false });
  }
}

async function drawAsVisitor({ url, remote, module, Page, config, earlyAnswers, token }: FirstScreenRequest): Promise<FirstScreen> {
  applyRuntimeConfig(config);
  const queryClient = createQueryClient();
  queryClient.setQueryData(remotePageQuery(remote, module).queryKey, () => Page);
  // The API client takes each answer out of this list as a call of the page's uses it.
  const untaken = [...earlyAnswers];
  globalThis.cclEarlyRequests = untaken;
  try {
    // As the browser's shell does first: the session's user, answered among the early reads.
    if (token) await useSession.getState().fetchUser();
    const user = useSession.getState().user;
    if (token && !user) throw new Error('the session of the page request was not answered');
    draw(queryClient, url, createCache({ key: 'css' }));
    const pending = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && query.options.queryFn !== undefined });
    await Promise.all(
      pending.map((query) => queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }).catch(() => undefined)),
    );
  } finally {
    globalThis.cclEarlyRequests = undefined;
  }
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  // The styles go into the page's head rather than beside the elements (emotion's default): the browser lays the
  // page out once as it parses it, instead of again at each style element; the browser's emotion adopts them.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const drawn = extractCriticalToChunks(draw(queryClient, url, cache));
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] !== 'remotes',
  });
  // Its queries would otherwise stay in memory until their garbage-collection timers ran, one set per drawing.
  queryClient.clear();
  return {
    html: drawn.html,
    styles: constructStyleTagsFromChunks(drawn),
    data: { remote, module, queries, user: useSession.getState().user },
    untaken: untaken.map(({ method, url, body, signedIn }): EarlyRequest => ({
      method,
      url,
      ...(body !== undefined ? { body } : {}),
      signedIn,
    })),
  };
}
