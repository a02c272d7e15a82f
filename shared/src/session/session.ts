import { create } from 'zustand';
import { onUnauthenticated } from '../http/client';
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
  /** Tells the server, then always clears the user and the token, even if that call fails. */
  logout: () => Promise<void>;
}

export const useSession = create<SessionState>((set, get) => ({
  user: null,
  loading: true,
  setUser: (user) => set({ user, loading: false }),
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
      const user = await auth.getCurrentUser();
      set({ user, loading: false });
    } catch (error) {
      console.error('Failed to fetch the current user', error);
      set({ user: null, loading: false });
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

onUnauthenticated(() => useSession.setState({ user: null, loading: false }));

/** Guests and Free-plan users see ads (spec §6). */
export function seesAds(user: User | null): boolean {
  return !user || user.plan === 'Free';
}
