import { DEFAULT_RUNTIME_CONFIG, useRuntimeConfig, useSession } from '@ccl/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { renderShell } from '../../../../test/renderShell';
import { NavigationEffects } from './NavigationEffects';

function NavigateButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>go</button>;
}

afterEach(() => useRuntimeConfig.setState(DEFAULT_RUNTIME_CONFIG, true));

describe('what runs on every navigation', () => {
  it('scrolls to the top, reports path + query to the analytics endpoint, and sets the title', async () => {
    useRuntimeConfig.setState({ ...DEFAULT_RUNTIME_CONFIG, analyticsEndpoint: 'https://stats.example.com/api/event' }, true);
    const beacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    render(
      <MemoryRouter initialEntries={['/pricing']}>
        <NavigationEffects title="Pricing — CCL Practice" />
        <NavigateButton to="/language/hindi?page=2" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Pricing — CCL Practice');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    const reported = await Promise.all(beacon.mock.calls.map(async ([, body]) => JSON.parse(await body.text()).url));
    expect(reported).toEqual(['http://localhost/pricing', 'http://localhost/language/hindi?page=2']);
  });
});

describe('header', () => {
  it('changes its background once the page is scrolled more than 10px', async () => {
    useSession.setState({ user: null, loading: false });
    renderShell('/login');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    await act(async () => {
      Object.defineProperty(window, 'pageYOffset', { configurable: true, value: 11 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    await act(async () => {
      Object.defineProperty(window, 'pageYOffset', { configurable: true, value: 5 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
  });
});
