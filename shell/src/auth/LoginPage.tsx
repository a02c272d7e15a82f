import { Box, Button, Link, TextField, Typography } from '@mui/material';
import { authApi, errorMessage, serverMessage, useSession } from '@ccl/shared';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { AuthCard, MESSAGES } from './AuthCard';

type Mode = 'login' | 'verify' | 'forgot' | 'resetCode' | 'newPassword';

const TITLES: Record<Mode, { title: string; subtitle: string }> = {
  login: { title: 'Welcome back', subtitle: 'Log in to continue practising.' },
  verify: { title: 'Verify your account', subtitle: 'Enter the code we sent to your e-mail to finish logging in.' },
  forgot: { title: 'Forgot password', subtitle: 'We will e-mail you a code to reset your password.' },
  resetCode: { title: 'Enter reset code', subtitle: 'Enter the 6-digit code from the e-mail we sent you.' },
  newPassword: { title: 'Set a new password', subtitle: 'Choose a new password of at least 8 characters.' },
};

/** Login and password recovery: login, verify account, forgot password, reset code, new password (spec §2, §4). */
export function LoginPage() {
  const user = useSession((s) => s.user);
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  if (user && !busy) return <Navigate to="/" replace />;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const finishLogin = async (isVerified?: boolean) => {
    const { token, user: loggedIn } = await authApi.login({ email: email.trim(), password, ...(isVerified && { isVerified }) });
    signIn(token, loggedIn);
    navigate('/');
  };

  const logIn = () =>
    run(async () => {
      if (!email.trim() || !password) {
        enqueueSnackbar(MESSAGES.enterEmailAndPassword, { variant: 'error' });
        return;
      }
      try {
        await finishLogin();
      } catch (error) {
        if (serverMessage(error) === MESSAGES.verifyFirst) {
          enqueueSnackbar(MESSAGES.verifyFirst, { variant: 'error' });
          setCode('');
          setMode('verify');
          try {
            await authApi.sendVerificationCode({ email: email.trim(), fromLogin: true, status: 'unverified' });
            enqueueSnackbar(MESSAGES.codeSent, { variant: 'success' });
          } catch (sendError) {
            enqueueSnackbar(errorMessage(sendError, MESSAGES.sendCodeFailed), { variant: 'error' });
          }
          return;
        }
        enqueueSnackbar(errorMessage(error, MESSAGES.loginFailed), { variant: 'error' });
      }
    });

  const verifyAndLogIn = () =>
    run(async () => {
      if (!code.trim()) {
        enqueueSnackbar(MESSAGES.enterCode, { variant: 'error' });
        return;
      }
      try {
        await authApi.verifyCode({ email: email.trim(), code: code.trim() });
        enqueueSnackbar(MESSAGES.codeVerified, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(errorMessage(error, MESSAGES.invalidCode), { variant: 'error' });
        return;
      }
      try {
        await finishLogin(true);
      } catch (error) {
        enqueueSnackbar(errorMessage(error, MESSAGES.loginFailed), { variant: 'error' });
        setMode('login');
      }
    });

  const resendVerification = () =>
    run(async () => {
      try {
        await authApi.sendVerificationCode({ email: email.trim(), fromLogin: true, status: 'unverified' });
        enqueueSnackbar(MESSAGES.codeResent, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(errorMessage(error, MESSAGES.resendCodeFailed), { variant: 'error' });
      }
    });

  const sendResetCode = () =>
    run(async () => {
      if (!email.trim()) {
        enqueueSnackbar(MESSAGES.enterEmail, { variant: 'error' });
        return;
      }
      try {
        await authApi.sendVerificationCode({ email: email.trim(), fromLogin: true, status: 'reset' });
        enqueueSnackbar(MESSAGES.resetCodeSent, { variant: 'success' });
        setCode('');
        setMode('resetCode');
      } catch (error) {
        enqueueSnackbar(errorMessage(error, MESSAGES.resetCodeFailed), { variant: 'error' });
      }
    });

  // The reset code only moves on locally; the server checks it with the new password (spec §4).
  const acceptResetCode = () => {
    if (!code.trim()) {
      enqueueSnackbar(MESSAGES.enterCode, { variant: 'error' });
      return;
    }
    setMode('newPassword');
  };

  const setPasswordFromCode = () =>
    run(async () => {
      if (!newPassword || !confirmation) {
        enqueueSnackbar(MESSAGES.enterPasswords, { variant: 'error' });
        return;
      }
      if (newPassword !== confirmation) {
        enqueueSnackbar(MESSAGES.passwordsDiffer, { variant: 'error' });
        return;
      }
      try {
        await authApi.resetPassword({ email: email.trim(), code: code.trim(), password: newPassword });
        enqueueSnackbar(MESSAGES.passwordReset, { variant: 'success' });
        setPassword('');
        setNewPassword('');
        setConfirmation('');
        setMode('login');
      } catch (error) {
        enqueueSnackbar(errorMessage(error, MESSAGES.resetFailed), { variant: 'error' });
      }
    });

  const submit = { login: logIn, verify: verifyAndLogIn, forgot: sendResetCode, resetCode: acceptResetCode, newPassword: setPasswordFromCode }[mode];
  const backToLogin = (
    <Link component="button" type="button" onClick={() => setMode('login')} sx={{ alignSelf: 'center' }}>
      Back to login
    </Link>
  );

  return (
    <AuthCard title={TITLES[mode].title} subtitle={TITLES[mode].subtitle} onSubmit={() => void submit()}>
      {(mode === 'login' || mode === 'forgot') && (
        <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" autoFocus />
      )}
      {mode === 'login' && (
        <>
          <TextField label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
          <Link component="button" type="button" onClick={() => setMode('forgot')} sx={{ alignSelf: 'flex-end' }}>
            Forgot password?
          </Link>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Log In
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Don't have an account?{' '}
            <Link component={RouterLink} to="/signup">
              Sign up
            </Link>
          </Typography>
        </>
      )}
      {(mode === 'verify' || mode === 'resetCode') && (
        <TextField
          label="Verification Code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
      )}
      {mode === 'verify' && (
        <>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Verify & Log In
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Link component="button" type="button" onClick={() => void resendVerification()} disabled={busy}>
              Resend code
            </Link>
            {backToLogin}
          </Box>
        </>
      )}
      {mode === 'forgot' && (
        <>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Send Reset Code
          </Button>
          {backToLogin}
        </>
      )}
      {mode === 'resetCode' && (
        <>
          <Button type="submit" variant="contained" size="large">
            Continue
          </Button>
          {backToLogin}
        </>
      )}
      {mode === 'newPassword' && (
        <>
          <TextField label="New Password" type="password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} autoComplete="new-password" helperText="At least 8 characters" autoFocus />
          <TextField label="Confirm Password" type="password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Reset Password
          </Button>
          {backToLogin}
        </>
      )}
    </AuthCard>
  );
}
