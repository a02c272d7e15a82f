import { Box } from '@mui/material';
import { AppProviders, LoadingText, useSession } from '@ccl/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { BrowserRouter, matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Footer } from './features/layout/components/Footer';
import { Header } from './features/layout/components/Header';
import { NavigationEffects } from './features/layout/components/NavigationEffects';
import { footerHidden } from './features/layout/model/footer';
import { setTakingOverFirstScreen } from './features/boot/model/first-screen';
import { remotePageQuery } from './features/remotes/api/registry';
import { RemotePage } from './features/remotes/components/RemotePage';
import { REMOTE_ROUTES, SHELL_ROUTES } from './routes';

const ALL_ROUTES = [...REMOTE_ROUTES, ...SHELL_ROUTES];
// The auth pages load when visited, so the home page doesn't download them.
const SHELL_PAGES = {
  signup: lazy(() => import('./features/auth/components/SignupPage').then((m) => ({ default: m.SignupPage }))),
  login: lazy(() => import('./features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage }))),
};

export function App() {
  // Runs once the first render is committed: a first screen the server drew has been taken over by then.
  useEffect(() => setTakingOverFirstScreen(false), []);
  return (
    <AppProviders>
      <BrowserRouter>
        <Shell />
      </BrowserRouter>
    </AppProviders>
  );
}

export function Shell() {
  // Deferred: the session's answer comes through a store whose updates React renders in one task; the
  // routes it lets through are rendered in the background instead, in slices (issue #14).
  const loading = useDeferredValue(useSession((s) => s.loading));
  const fetchUser = useSession((s) => s.fetchUser);
  const location = useLocation();
  const route = matchRoutes(ALL_ROUTES, location)?.[0]?.route;
  const queryClient = useQueryClient();
  const pageRemote = route && 'remote' in route ? route.remote : undefined;
  const pageModule = route && 'remote' in route ? route.module : undefined;

  useEffect(() => {
    void fetchUser();
  }, [fetchUser]);

  // The page's code loads while the session is read — on a signed-in visit an /api/user round trip before
  // any route is drawn — rather than after it (issue #14).
  useEffect(() => {
    if (pageRemote && pageModule) void queryClient.prefetchQuery(remotePageQuery(pageRemote, pageModule));
  }, [queryClient, pageRemote, pageModule]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavigationEffects title={route?.title ?? 'CCL Practice'} description={route?.description} />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page arriving later does not push it down. */}
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        {loading ? (
          <LoadingText />
        ) : (
          <Routes>
            {REMOTE_ROUTES.map(({ path, remote, module }) => (
              <Route key={path} path={path} element={<RemotePage key={`${remote}/${module}`} remote={remote} module={module} />} />
            ))}
            {SHELL_ROUTES.map(({ path, page }) => {
              const Page = SHELL_PAGES[page];
              return (
                <Route
                  key={path}
                  path={path}
                  element={
                    <Suspense fallback={<LoadingText />}>
                      <Page />
                    </Suspense>
                  }
                />
              );
            })}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        )}
      </Box>
      {!footerHidden(location.pathname) && <Footer />}
    </Box>
  );
}
