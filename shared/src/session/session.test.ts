import { http, HttpResponse } from 'msw';
import { server, TEST_USER } from '../../test/render';
import { apiClient } from '../http/client';
import { setNavigator } from '../navigation';
import { useSession } from './session';

beforeEach(() => useSession.setState({ user: null, loading: true }));

describe('session store (spec §4)', () => {
  it('starts loading, and with no stored token ends loading with no user and no request', async () => {
    expect(useSession.getState().loading).toBe(true);
    await useSession.getState().fetchUser();
    expect(useSession.getState()).toMatchObject({ user: null, loading: false });
  });

  it('fetches the current user from data.data with the bearer token', async () => {
    window.localStorage.setItem('token', 'abc123');
    let authorization: string | null = null;
    server.use(
      http.get('*/api/user', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: TEST_USER });
      }),
    );
    await useSession.getState().fetchUser();
    expect(authorization).toBe('Bearer abc123');
    expect(useSession.getState()).toMatchObject({ user: TEST_USER, loading: false });
  });

  it('clears the user when the current-user fetch fails', async () => {
    window.localStorage.setItem('token', 'abc123');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/user', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await useSession.getState().fetchUser();
    expect(useSession.getState()).toMatchObject({ user: null, loading: false });
  });

  it('logout clears the user and the token even when the call fails', async () => {
    window.localStorage.setItem('token', 'abc123');
    useSession.getState().setUser(TEST_USER);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/api/logout', () => HttpResponse.error()));
    await useSession.getState().logout();
    expect(useSession.getState().user).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('setUser ends loading', () => {
    useSession.getState().setUser(TEST_USER);
    expect(useSession.getState()).toMatchObject({ user: TEST_USER, loading: false });
  });
});

describe("'Unauthenticated.' from any call (spec §4 Lost session)", () => {
  it('removes the token, clears the user, goes to /login and still rejects to the caller', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    window.localStorage.setItem('token', 'stale');
    useSession.getState().setUser(TEST_USER);
    server.use(http.get('*/api/generate-result', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));

    await expect(apiClient.get('/generate-result')).rejects.toThrow();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('leaves the session alone for other errors', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    window.localStorage.setItem('token', 'fine');
    server.use(http.get('*/api/stats', () => HttpResponse.json({ message: 'Too many requests' }, { status: 429 })));
    await expect(apiClient.get('/stats')).rejects.toThrow();
    expect(window.localStorage.getItem('token')).toBe('fine');
    expect(navigate).not.toHaveBeenCalled();
  });
});
