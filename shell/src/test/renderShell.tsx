import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '@ccl/shared';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Shell } from '../App';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** The whole shell (header, routes, footer) at a URL, as App renders it but with an in-memory router. */
export function renderShell(route = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={3000}>
        <MemoryRouter initialEntries={[route]}>
          <Shell />
          <LocationProbe />
        </MemoryRouter>
      </SnackbarProvider>
    </ThemeProvider>,
  );
}
