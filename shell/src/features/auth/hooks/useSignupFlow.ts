import { errorMessage, useToasts } from '@ccl/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../model/messages';
import { useSendVerificationCode, useSignup, useVerifyCode } from './useAuthMutations';

/** 0: name and e-mail, 1: verification code, 2: password and terms (spec §2 Sign up). */
export type SignupStep = 0 | 1 | 2;

/** Sign up in three steps (spec §4, §5): each step's checks and call, its toasts, and the way home. */
export function useSignupFlow() {
  const navigate = useNavigate();
  const { showToast } = useToasts();
  const sendCodeCall = useSendVerificationCode();
  const verifyCodeCall = useVerifyCode();
  const signupCall = useSignup();
  const [step, setStep] = useState<SignupStep>(0);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [accepted, setAccepted] = useState(false);
  const busy = sendCodeCall.isPending || verifyCodeCall.isPending || signupCall.isPending;

  const fail = (error: unknown, fallback: string) => showToast(errorMessage(error, fallback), { variant: 'error' });
  const requestCode = () => sendCodeCall.mutateAsync({ name: name.trim(), email: email.trim(), fromLogin: false, status: 'singup' });

  const sendCode = async () => {
    if (!name.trim() || !email.trim()) {
      showToast(MESSAGES.fillNameAndEmail, { variant: 'error' });
      return;
    }
    try {
      await requestCode();
      showToast(MESSAGES.codeSent, { variant: 'success' });
      setStep(1);
    } catch (error) {
      fail(error, MESSAGES.sendCodeFailed);
    }
  };

  const resendCode = async () => {
    try {
      await requestCode();
      showToast(MESSAGES.codeResent, { variant: 'success' });
    } catch (error) {
      fail(error, MESSAGES.resendCodeFailed);
    }
  };

  const checkCode = async () => {
    if (!code.trim()) {
      showToast(MESSAGES.enterCode, { variant: 'error' });
      return;
    }
    try {
      await verifyCodeCall.mutateAsync({ email: email.trim(), code: code.trim() });
      showToast(MESSAGES.codeVerified, { variant: 'success' });
      setStep(2);
    } catch (error) {
      fail(error, MESSAGES.invalidCode);
    }
  };

  const createAccount = async () => {
    if (!accepted) {
      showToast(MESSAGES.acceptTerms, { variant: 'error' });
      return;
    }
    if (!password || !confirmation) {
      showToast(MESSAGES.enterPasswords, { variant: 'error' });
      return;
    }
    if (password !== confirmation) {
      showToast(MESSAGES.passwordsDiffer, { variant: 'error' });
      return;
    }
    try {
      await signupCall.mutateAsync({
        name: name.trim(),
        email: email.trim(),
        password,
        password_confirmation: confirmation,
        code: code.trim(),
      });
      showToast(MESSAGES.allSet, { variant: 'success' });
      navigate('/');
    } catch (error) {
      fail(error, MESSAGES.signupFailed);
    }
  };

  return {
    step,
    setStep,
    fields: { name, setName, email, setEmail, code, setCode, password, setPassword, confirmation, setConfirmation, accepted, setAccepted },
    busy,
    submit: ([sendCode, checkCode, createAccount] as const)[step],
    resendCode,
  };
}
