import { Box, Paper, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/** The card both auth pages sit in: a heading, a short line, and a form. */
export function AuthCard({ title, subtitle, onSubmit, children }: { title: string; subtitle?: ReactNode; onSubmit: (e: FormEvent) => void; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h3" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            onSubmit(e);
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {children}
        </Box>
      </Paper>
    </Box>
  );
}

export const MESSAGES = {
  fillNameAndEmail: 'Please fill out both name and email.',
  enterCode: 'Enter the verification code sent to your email.',
  acceptTerms: 'You must accept the Terms and Conditions.',
  enterPasswords: 'Please enter and confirm your password.',
  passwordsDiffer: 'Passwords do not match!',
  enterEmailAndPassword: 'Please enter your email and password.',
  enterEmail: 'Please enter your email.',
  verifyFirst: 'Please verify your email before logging in.',
  codeSent: 'Verification code sent!',
  codeResent: 'Verification code resent!',
  codeVerified: 'Code verified!',
  allSet: "You're all set!",
  resetCodeSent: 'Reset code sent to your email!',
  passwordReset: 'Password reset successfully. You can now log in.',
  loginFailed: 'Login failed.',
  signupFailed: 'Signup failed.',
  sendCodeFailed: 'Could not send code.',
  resendCodeFailed: 'Could not resend code.',
  invalidCode: 'Invalid verification code.',
  resetCodeFailed: 'Failed to send reset code.',
  resetFailed: 'Password reset failed.',
} as const;
