import { Box, Button, Link, Typography } from '@mui/material';
import TextField from '@mui/material/TextField';
import { useSession } from '@ccl/shared';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useLoginFlow, type LoginMode } from '../hooks/useLoginFlow';
import { AuthCard } from './AuthCard';

const TITLES: Record<LoginMode, { title: string; subtitle: string }> = {
  login: { title: 'Welcome back', subtitle: 'Log in to continue practising.' },
  verify: { title: 'Verify your account', subtitle: 'Enter the code we sent to your e-mail to finish logging in.' },
  forgot: { title: 'Forgot password', subtitle: 'We will e-mail you a code to reset your password.' },
  resetCode: { title: 'Enter reset code', subtitle: 'Enter the 6-digit code from the e-mail we sent you.' },
  newPassword: { title: 'Set a new password', subtitle: 'Choose a new password of at least 8 characters.' },
};

/** Login and password recovery: login, verify account, forgot password, reset code, new password (spec §2, §4). */
export function LoginPage() {
  const user = useSession((s) => s.user);
  const { mode, setMode, fields, busy, submit, resendVerification } = useLoginFlow();
  const { email, setEmail, password, setPassword, code, setCode, newPassword, setNewPassword, confirmation, setConfirmation } = fields;

  if (user && !busy) return <Navigate to="/" replace />;

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
          <TextField
            label="Password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
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
          <TextField
            label="New Password"
            type="password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            autoComplete="new-password"
            helperText="At least 8 characters"
            autoFocus
          />
          <TextField
            label="Confirm Password"
            type="password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Reset Password
          </Button>
          {backToLogin}
        </>
      )}
    </AuthCard>
  );
}
