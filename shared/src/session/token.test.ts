import { getToken, pageRequestedWithToken, removeToken, setToken, syncSessionCookie } from './token';

const sessionCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith('ccl_session='))
    ?.slice('ccl_session='.length);

afterEach(() => {
  removeToken();
  document.cookie = 'ccl_session=; Path=/; Max-Age=0';
});

describe("the token's copy that page requests carry (the session cookie)", () => {
  it('is set with the token and gone with it', () => {
    setToken('token-of-asha_0123456789');
    expect(getToken()).toBe('token-of-asha_0123456789');
    expect(sessionCookie()).toBe('token-of-asha_0123456789');
    removeToken();
    expect(getToken()).toBeNull();
    expect(sessionCookie()).toBeUndefined();
  });

  it('is brought in line with the token at start, remembering the one this page was requested with', () => {
    // A token stored before the cookie existed: the page was requested without it.
    window.localStorage.setItem('token', 'token-of-asha_0123456789');
    syncSessionCookie();
    expect(sessionCookie()).toBe('token-of-asha_0123456789');
    expect(pageRequestedWithToken('token-of-asha_0123456789')).toBe(false);
    // The next page is requested with it.
    syncSessionCookie();
    expect(pageRequestedWithToken('token-of-asha_0123456789')).toBe(true);
    // Another account signed in in another tab: this page was requested as the earlier one.
    window.localStorage.setItem('token', 'token-of-ravi_0123456789');
    syncSessionCookie();
    expect(pageRequestedWithToken('token-of-ravi_0123456789')).toBe(false);
    expect(sessionCookie()).toBe('token-of-ravi_0123456789');
    // Signed out in another tab: the cookie goes too.
    window.localStorage.removeItem('token');
    syncSessionCookie();
    expect(sessionCookie()).toBeUndefined();
  });
});
