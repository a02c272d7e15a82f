import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link as RouterLink, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig } from './config';
import { setNavigator } from './navigation';
import { AppProviders } from './providers/AppProviders';
import { useSession } from './session/session';
import { LoadingText } from './ui/LoadingText';

export interface StandaloneRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Runs one remote on its own (its dev server), with the providers the shell normally gives it,
 * so a team can work on its pages without the shell or the other remotes.
 */
export function renderStandalone(remote: string, routes: StandaloneRoute[]): void {
  const pages = routes.map((route) => ({ ...route, Page: lazy(route.load) }));

  function Session() {
    const fetchUser = useSession((s) => s.fetchUser);
    useEffect(() => {
      setNavigator((to) => window.history.pushState(null, '', to));
      void fetchUser();
    }, [fetchUser]);
    return null;
  }

  void loadRuntimeConfig().then(() =>
    createRoot(document.getElementById('root')!).render(
      <AppProviders>
        <BrowserRouter>
          <Session />
          <Box component="header" sx={{ borderBottom: '1px solid', borderColor: 'divider', py: 1 }}>
            <Container>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>{remote} (standalone)</Typography>
                {routes.map((route) => (
                  <Link key={route.path} component={RouterLink} to={route.path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, '1')}>
                    {route.path}
                  </Link>
                ))}
              </Stack>
            </Container>
          </Box>
          <Suspense fallback={<LoadingText />}>
            <Routes>
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </AppProviders>,
    ),
  );
}
