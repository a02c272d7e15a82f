import { errorMessage, serverMessage, useToasts } from '@ccl/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../model/messages';
import { useLogin, useResetPassword, useSendVerificationCode, useVerifyCode } from './useAuthMutations';

/** The login page's modes (spec §2): login, verify account, forgot password, reset code, new password. */
export type LoginMode = 'login' | 'verify' | 'forgot' | 'resetCode' | 'newPassword';

/**
 * Login and password recovery (spec §4): an unverified e-mail moves to verify mode and logs in by itself
 * once verified; forgot password goes e-mail → code → new password → back to login.
 */
export function useLoginFlow() {
  const navigate = useNavigate();
  const { showToast } = useToasts();
  const loginCall = useLogin();
  const sendCodeCall = useSendVerificationCode();
  const verifyCodeCall = useVerifyCode();
  const resetPasswordCall = useResetPassword();
  const [mode, setMode] = useState<LoginMode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const busy = loginCall.isPending || sendCodeCall.isPending || verifyCodeCall.isPending || resetPasswordCall.isPending;

  const fail = (error: unknown, fallback: string) => showToast(errorMessage(error, fallback), { variant: 'error' });

  const finishLogin = async (isVerified?: boolean) => {
    await loginCall.mutateAsync({ email: email.trim(), password, ...(isVerified && { isVerified }) });
    navigate('/');
  };

  const logIn = async () => {
    if (!email.trim() || !password) {
      showToast(MESSAGES.enterEmailAndPassword, { variant: 'error' });
      return;
    }
    try {
      await finishLogin();
    } catch (error) {
      if (serverMessage(error) !== MESSAGES.verifyFirst) {
        fail(error, MESSAGES.loginFailed);
        return;
      }
      showToast(MESSAGES.verifyFirst, { variant: 'error' });
      setCode('');
      setMode('verify');
      try {
        await sendCodeCall.mutateAsync({ email: email.trim(), fromLogin: true, status: 'unverified' });
        showToast(MESSAGES.codeSent, { variant: 'success' });
      } catch (sendError) {
        fail(sendError, MESSAGES.sendCodeFailed);
      }
    }
  };

  const verifyAndLogIn = async () => {
    if (!code.trim()) {
      showToast(MESSAGES.enterCode, { variant: 'error' });
      return;
    }
    try {
      await verifyCodeCall.mutateAsync({ email: email.trim(), code: code.trim() });
      showToast(MESSAGES.codeVerified, { variant: 'success' });
    } catch (error) {
      fail(error, MESSAGES.invalidCode);
      return;
    }
    try {
      await finishLogin(true);
    } catch (error) {
      fail(error, MESSAGES.loginFailed);
      setMode('login');
    }
  };

  const resendVerification = async () => {
    try {
      await sendCodeCall.mutateAsync({ email: email.trim(), fromLogin: true, status: 'unverified' });
      showToast(MESSAGES.codeResent, { variant: 'success' });
    } catch (error) {
      fail(error, MESSAGES.resendCodeFailed);
    }
  };

  const sendResetCode = async () => {
    if (!email.trim()) {
      showToast(MESSAGES.enterEmail, { variant: 'error' });
      return;
    }
    try {
      await sendCodeCall.mutateAsync({ email: email.trim(), fromLogin: true, status: 'reset' });
      showToast(MESSAGES.resetCodeSent, { variant: 'success' });
      setCode('');
      setMode('resetCode');
    } catch (error) {
      fail(error, MESSAGES.resetCodeFailed);
    }
  };

  // The reset code only moves on locally; the server checks it with the new password (spec §4).
  const acceptResetCode = async () => {
    if (!code.trim()) {
      showToast(MESSAGES.enterCode, { variant: 'error' });
      return;
    }
    setMode('newPassword');
  };

  const setPasswordFromCode = async () => {
    if (!newPassword || !confirmation) {
      showToast(MESSAGES.enterPasswords, { variant: 'error' });
      return;
    }
    if (newPassword !== confirmation) {
      showToast(MESSAGES.passwordsDiffer, { variant: 'error' });
      return;
    }
    try {
      await resetPasswordCall.mutateAsync({ email: email.trim(), code: code.trim(), password: newPassword });
      showToast(MESSAGES.passwordReset, { variant: 'success' });
      setPassword('');
      setNewPassword('');
      setConfirmation('');
      setMode('login');
    } catch (error) {
      fail(error, MESSAGES.resetFailed);
    }
  };

  const submits: Record<LoginMode, () => Promise<void>> = {
    login: logIn,
    verify: verifyAndLogIn,
    forgot: sendResetCode,
    resetCode: acceptResetCode,
    newPassword: setPasswordFromCode,
  };

  return {
    mode,
    setMode,
    fields: { email, setEmail, password, setPassword, code, setCode, newPassword, setNewPassword, confirmation, setConfirmation },
    busy,
    submit: submits[mode],
    resendVerification,
  };
}
