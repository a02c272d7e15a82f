import { Box, Button, Link, Typography } from '@mui/material';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import { useCreditConfig, useSession } from '@ccl/shared';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useSignupFlow } from '../hooks/useSignupFlow';
import { AuthCard } from './AuthCard';

const STEPS = ['Your details', 'Verify e-mail', 'Password'];

/** Sign up in three steps: name and e-mail → code → password and terms (spec §2, §4, §5). */
export function SignupPage() {
  const user = useSession((s) => s.user);
  const { free_credit_amount: freeCredits } = useCreditConfig();
  const { step, setStep, fields, busy, submit, resendCode } = useSignupFlow();
  const { name, setName, email, setEmail, code, setCode, password, setPassword, confirmation, setConfirmation, accepted, setAccepted } =
    fields;

  if (user && !busy) return <Navigate to="/" replace />;

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
          <TextField
            label="Password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
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
