import type { CodePurpose } from '../db/schema.js';
import type { MailMessage } from './mailer.js';

/** Longest name a greeting shows. */
const GREETING_NAME_MAX = 40;
/** A person's name: letters (any script) and their marks, spaces, apostrophes, hyphens and dots. */
const NAME_SHAPE = /^[\p{L}\p{M}][\p{L}\p{M}' .’-]*$/u;
/** A dot with a letter right after it is a host name ("evil.example"), not an initial ("J. Smith"). */
const HOST_LIKE = /\.\p{L}/u;

/**
 * The name a code e-mail greets, or null to greet nobody. The `name` of /send-verification-code is
 * typed by whoever asks for the code, for any address: sent as typed it would let a stranger put
 * their words ("Visit http://… for a refund") in an e-mail from us. Only something shaped like a
 * name is used, whitespace collapsed and at most 40 characters; anything else greets "Hello,".
 */
export function greetingName(name: string | undefined): string | null {
  const clean = (name ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!clean || clean.length > GREETING_NAME_MAX || !NAME_SHAPE.test(clean) || HOST_LIKE.test(clean)) return null;
  return clean;
}

/** The e-mail carrying a verification code, worded for why it was asked for. */
export function verificationCodeEmail(options: {
  to: string;
  name?: string | undefined;
  code: string;
  purpose: CodePurpose;
  validMinutes: number;
}): MailMessage {
  const { to, name, code, purpose, validMinutes } = options;
  const shown = greetingName(name);
  // Plain text only: the message has no HTML part a name could inject markup into.
  const greeting = shown ? `Hello ${shown},` : 'Hello,';
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
