import { http, HttpResponse } from 'msw';
import { server, TEST_USER } from '../../test/render';
import { apiClient } from '../http/client';
import { setNavigator } from '../navigation';
import { queryClient } from '../providers/queryClient';
import { creditConfigQuery } from '../queries/creditConfig';
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

describe('refreshUser', () => {
  it('replaces the user with fresh fields, and keeps them when the call fails', async () => {
    window.localStorage.setItem('token', 'abc123');
    useSession.getState().setUser(TEST_USER);
    server.use(http.get('*/api/user', () => HttpResponse.json({ data: { ...TEST_USER, available_credits: 4 } })));
    await useSession.getState().refreshUser();
    expect(useSession.getState().user?.available_credits).toBe(4);

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/user', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await useSession.getState().refreshUser();
    expect(useSession.getState().user).toMatchObject({ id: TEST_USER.id, available_credits: 4 });
  });
});

describe('refreshUser when nothing changed', () => {
  it('keeps the same user object, so nothing that shows the user is drawn again; a changed field replaces it', async () => {
    window.localStorage.setItem('token', 'abc123');
    useSession.getState().setUser({ ...TEST_USER });
    const shown = useSession.getState().user;
    const notified = jest.fn();
    const unsubscribe = useSession.subscribe(notified);
    server.use(http.get('*/api/user', () => HttpResponse.json({ data: { ...TEST_USER } })));
    await useSession.getState().refreshUser();
    expect(useSession.getState().user).toBe(shown);
    expect(notified).not.toHaveBeenCalled();

    server.use(http.get('*/api/user', () => HttpResponse.json({ data: { ...TEST_USER, available_credits: 9 } })));
    await useSession.getState().refreshUser();
    expect(useSession.getState().user).not.toBe(shown);
    expect(useSession.getState().user?.available_credits).toBe(9);
    expect(notified).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('one browser, several people', () => {
  it('drops everything cached for the previous account when the signed-in user changes, but keeps site-wide data', () => {
    useSession.getState().setUser(TEST_USER);
    queryClient.setQueryData(['generate-result', TEST_USER.id], [{ id: 1, final_score: 31 }]);
    queryClient.setQueryData(['dialogues', 'Hindi', 1], { total: 1 });
    queryClient.setQueryData(creditConfigQuery.queryKey, { free_credit_amount: 99, credit_cost_per_dialogue: 1 });
    // creditConfigQuery's meta marks it site-wide once the query exists with its options.
    queryClient.getQueryCache().find({ queryKey: creditConfigQuery.queryKey })!.setOptions(creditConfigQuery);

    useSession.getState().setUser({ ...TEST_USER, id: TEST_USER.id + 1, name: 'Someone Else' });

    expect(queryClient.getQueryData(['generate-result', TEST_USER.id])).toBeUndefined();
    expect(queryClient.getQueryData(['dialogues', 'Hindi', 1])).toBeUndefined();
    expect(queryClient.getQueryData(creditConfigQuery.queryKey)).toBeDefined();
  });

  it('keeps the cache when the same user is updated', () => {
    useSession.getState().setUser(TEST_USER);
    queryClient.setQueryData(['generate-result', TEST_USER.id], []);
    useSession.getState().updateUser({ available_credits: 3 });
    expect(queryClient.getQueryData(['generate-result', TEST_USER.id])).toEqual([]);
  });
});
