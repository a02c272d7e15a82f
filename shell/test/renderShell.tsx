import { AppProviders, createQueryClient } from '@ccl/shared';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Shell } from '../src/App';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** The whole shell (header, routes, footer) at a URL, as App renders it but with an in-memory router. */
export function renderShell(route = '/') {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <Shell />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
