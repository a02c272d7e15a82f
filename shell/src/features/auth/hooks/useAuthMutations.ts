import { useSession } from '@ccl/shared';
import { useMutation } from '@tanstack/react-query';
import { login, resetPassword, sendVerificationCode, signup, verifyCode } from '../api/auth';
import type { AuthResponse } from '../api/types';

/**
 * The answer of a login or sign-up starts the session: the token is stored and the user is set (the core
 * then drops what was cached for the previous visitor).
 */
function useStartSession() {
  const signIn = useSession((s) => s.signIn);
  return ({ token, user }: AuthResponse) => signIn(token, user);
}

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: login, onSuccess: startSession });
}

export function useSignup() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: signup, onSuccess: startSession });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
