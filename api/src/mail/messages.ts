import type { CodePurpose } from '../db/schema.js';
import type { MailMessage } from './mailer.js';

/** The e-mail carrying a verification code, worded for why it was asked for. */
export function verificationCodeEmail(options: {
  to: string;
  name?: string | undefined;
  code: string;
  purpose: CodePurpose;
  validMinutes: number;
}): MailMessage {
  const { to, name, code, purpose, validMinutes } = options;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const codeLine = `Your CCL Practice verification code is ${code}. It expires in ${validMinutes} minutes.`;
  const reason =
    purpose === 'reset'
      ? 'Enter it on the login page to choose a new password. If you did not ask to reset your password, ignore this e-mail: your password stays as it is.'
      : purpose === 'singup'
        ? 'Enter it on the sign-up page to confirm your e-mail address. If you did not sign up for CCL Practice, ignore this e-mail.'
        : 'Enter it on the login page to verify your e-mail address.';
  return {
    to,
    subject: purpose === 'reset' ? 'Your CCL Practice password reset code' : 'Your CCL Practice verification code',
    text: `${greeting}\n\n${codeLine}\n\n${reason}\n\nCCL Practice\n`,
  };
}
