import { Box } from '@mui/material';
import { AppProviders, LoadingText, useSession } from '@ccl/shared';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { BrowserRouter, matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Footer } from './features/layout/components/Footer';
import { Header } from './features/layout/components/Header';
import { NavigationEffects } from './features/layout/components/NavigationEffects';
import { footerHidden } from './features/layout/model/footer';
import { RemotePage } from './features/remotes/components/RemotePage';
import { REMOTE_ROUTES, SHELL_ROUTES } from './routes';

const ALL_ROUTES = [...REMOTE_ROUTES, ...SHELL_ROUTES];
// The auth pages load when visited, so the home page doesn't download them.
const SHELL_PAGES = {
  signup: lazy(() => import('./features/auth/components/SignupPage').then((m) => ({ default: m.SignupPage }))),
  login: lazy(() => import('./features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage }))),
};

export function App() {
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

  useEffect(() => {
    void fetchUser();
  }, [fetchUser]);

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
