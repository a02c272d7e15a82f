import { Box, Button, Checkbox, FormControlLabel, Link, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { authApi, contentApi, errorMessage, LIMITS, useSession } from '@ccl/shared';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { AuthCard, MESSAGES } from './AuthCard';

const STEPS = ['Your details', 'Verify e-mail', 'Password'];

/** Sign up in three steps: name and e-mail → code → password and terms (spec §2, §4, §5). */
export function SignupPage() {
  const user = useSession((s) => s.user);
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [freeCredits, setFreeCredits] = useState<number>(LIMITS.freeCreditAmountFallback);

  useEffect(() => {
    contentApi.getCreditConfig().then(
      (config) => setFreeCredits(config.free_credit_amount),
      (error) => console.error('Credit config unavailable, using defaults', error),
    );
  }, []);

  if (user && !busy) return <Navigate to="/" replace />;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      if (!name.trim() || !email.trim()) {
        enqueueSnackbar(MESSAGES.fillNameAndEmail, { variant: 'error' });
        return;
      }
      try {
        await authApi.sendVerificationCode({ name: name.trim(), email: email.trim(), fromLogin: false, status: 'singup' });
        enqueueSnackbar(MESSAGES.codeSent, { variant: 'success' });
        setStep(1);
      } catch (error) {
        enqueueSnackbar(errorMessage(error, MESSAGES.sendCodeFailed), { variant: 'error' });
      }
    });

  const resendCode = () =>
    run(async () => {
      try {
        await authApi.sendVerificationCode({ name: name.trim(), email: email.trim(), fromLogin: false, status: 'singup' });
        enqueueSnackbar(MESSAGES.codeResent, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(errorMessage(error, MESSAGES.resendCodeFailed), { variant: 'error' });
      }
    });

  const checkCode = () =>
    run(async () => {
      if (!code.trim()) {
        enqueueSnackbar(MESSAGES.enterCode, { variant: 'error' });
        return;
      }
      try {
        await authApi.verifyCode({ email: email.trim(), code: code.trim() });
        enqueueSnackbar(MESSAGES.codeVerified, { variant: 'success' });
        setStep(2);
      } catch (error) {
        enqueueSnackbar(errorMessage(error, MESSAGES.invalidCode), { variant: 'error' });
      }
    });

  const createAccount = () =>
    run(async () => {
      if (!accepted) {
        enqueueSnackbar(MESSAGES.acceptTerms, { variant: 'error' });
        return;
      }
      if (!password || !confirmation) {
        enqueueSnackbar(MESSAGES.enterPasswords, { variant: 'error' });
        return;
      }
      if (password !== confirmation) {
        enqueueSnackbar(MESSAGES.passwordsDiffer, { variant: 'error' });
        return;
      }
      try {
        const { token, user: created } = await authApi.signup({
          name: name.trim(),
          email: email.trim(),
          password,
          password_confirmation: confirmation,
          code: code.trim(),
        });
        signIn(token, created);
        enqueueSnackbar(MESSAGES.allSet, { variant: 'success' });
        navigate('/');
      } catch (error) {
        enqueueSnackbar(errorMessage(error, MESSAGES.signupFailed), { variant: 'error' });
      }
    });

  const submit = [sendCode, checkCode, createAccount][step]!;

  return (
    <AuthCard title="Create your account" subtitle="Practise CCL dialogues with AI scoring in 12 languages." onSubmit={() => void submit()}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 1 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <>
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" autoFocus required />
          <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Send Verification Code
          </Button>
        </>
      )}
      {step === 1 && (
        <>
          <Typography variant="body2" color="text.secondary">
            We sent a 6-digit code to <strong>{email}</strong>. It expires in 15 minutes.
          </Typography>
          <TextField
            label="Verification Code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Verify Code
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Link component="button" type="button" onClick={() => setStep(0)}>
              Change e-mail
            </Link>
            <Link component="button" type="button" onClick={() => void resendCode()} disabled={busy}>
              Resend code
            </Link>
          </Box>
        </>
      )}
      {step === 2 && (
        <>
          <TextField label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" helperText="At least 8 characters" autoFocus />
          <TextField label="Confirm Password" type="password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoComplete="new-password" />
          <FormControlLabel
            control={<Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />}
            label={
              <>
                I accept the{' '}
                <Link href="/terms-and-conditions" target="_blank" rel="noopener">
                  Terms and Conditions
                </Link>
              </>
            }
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Sign Up & Get {freeCredits} Free Credits
          </Button>
        </>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Log in
        </Link>
      </Typography>
    </AuthCard>
  );
}
