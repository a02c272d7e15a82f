import { replaceEqualDeep } from '@tanstack/react-query';
import { createStore, useStore, type StoreApi, type UseBoundStore } from 'zustand';
import { onUnauthenticated } from '../http/client';
import { queryClient } from '../providers/queryClient';
import { getToken, removeToken, setToken } from './token';
import * as auth from './user';
import type { User } from './user';

/** The session of spec §4: one store for the shell and every remote (shared singleton). */
export interface SessionState {
  user: User | null;
  loading: boolean;
  /** Sets the user directly; ends loading. */
  setUser: (user: User | null) => void;
  /** Merges fresh fields (credits after a purchase, a new name) into the current user. */
  updateUser: (fields: Partial<User>) => void;
  /** Stores the token of a fresh login or sign-up and sets its user. */
  signIn: (token: string, user: User) => void;
  /** Bootstraps from the stored token: no token → no user; the call's failure clears the user. */
  fetchUser: () => Promise<void>;
  /**
   * Re-reads the signed-in user (credits after scoring, a purchase): on success the fresh fields
   * replace the old; a failure keeps the user as they were (it is not a sign-out).
   */
  refreshUser: () => Promise<void>;
  /** Tells the server, then always clears the user and the token, even if that call fails. */
  logout: () => Promise<void>;
}

const sessionStore = createStore<SessionState>()((set, get) => ({
  user: null,
  // Without a token there is nobody to load: a guest's pages draw at once. It is also what a first screen drawn by the
  // server shows and the browser's first render must match: a store's state as it was made (first-screen.ts).
  loading: getToken() !== null,
  setUser: (user) => {
    set({ user, loading: false });
  },
  updateUser: (fields) => {
    const { user } = get();
    if (user) set({ user: { ...user, ...fields } });
  },
  signIn: (token, user) => {
    setToken(token);
    set({ user, loading: false });
  },
  fetchUser: async () => {
    if (!getToken()) {
      set({ user: null, loading: false });
      return;
    }
    try {
      const fresh = await auth.getCurrentUser();
      // The user a page drawn by the server came with stays the same object when unchanged: nothing drawn again.
      set({ user: replaceEqualDeep(get().user, fresh), loading: false });
    } catch (error) {
      console.error('Failed to fetch the current user', error);
      set({ user: null, loading: false });
    }
  },
  refreshUser: async () => {
    const before = get().user;
    if (!before || !getToken()) return;
    try {
      const fresh = await auth.getCurrentUser();
      const current = get().user;
      // Only if nobody signed in or out meanwhile.
      if (current?.id !== before.id) return;
      // An unchanged user stays the same object: every screen that shows the user (the whole dashboard on
      // a phone: ~0.5 s of a 4×-slowed CPU, issue #14) is drawn again only when something really changed.
      const user = replaceEqualDeep(current, fresh);
      if (user !== current) set({ user });
    } catch (error) {
      console.error('Failed to refresh the current user', error);
    }
  },
  logout: async () => {
    try {
      await auth.logout();
    } catch (error) {
      console.error('Logout call failed', error);
    } finally {
      removeToken();
      set({ user: null, loading: false });
    }
  },
}));

/**
 * A page's first render in the browser that takes over a page drawn by the server must draw the session as it was
 * drawn: zustand gives React the store's state as made for that render (`getInitialState`), which is a guest's — or,
 * holding a token, the loading line. The server draws with the visitor's session set, and the browser sets the same
 * before taking over (shell/src/bootstrap.tsx): both renders take the state as it is now.
 */
const sessionApi: StoreApi<SessionState> = { ...sessionStore, getInitialState: sessionStore.getState };

export const useSession = Object.assign(
  <T>(selector: (state: SessionState) => T) => useStore(sessionApi, selector),
  sessionApi,
) as UseBoundStore<StoreApi<SessionState>>;

onUnauthenticated(() => useSession.setState({ user: null, loading: false }));

/**
 * One browser, several people: when the signed-in account changes (sign-out, a lost session, another
 * sign-in), everything cached for the previous one is dropped, so no screen can show one user's
 * results, credits or scores to the next. Site-wide data (meta.scope 'site', e.g. the credit config) stays.
 */
useSession.subscribe((state, previous) => {
  if (state.user?.id === previous.user?.id) return;
  if (previous.loading) return; // the first sign-in of the page: nothing cached for anyone yet
  queryClient.removeQueries({ predicate: (query) => query.meta?.scope !== 'site' });
});

/** Guests and Free-plan users see ads (spec §6). */
export function seesAds(user: User | null): boolean {
  return !user || user.plan === 'Free';
}
