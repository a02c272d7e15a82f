import { z } from 'zod';
import { CODE_PURPOSES } from '../../db/schema.js';
import {
  currentPassword,
  emailAddress,
  newPassword,
  optionalFlag,
  optionalText,
  requiredText,
  verificationCode,
} from '../../http/fields.js';
import { named } from '../../http/contract.js';
import { userJson } from '../users/schemas.js';

/** Request bodies of the auth calls in spec §7, with the messages a user reads when one is wrong. */

export const NAME_MAX_LENGTH = 100;
const CONFIRMATION_MISMATCH = 'The password confirmation does not match.';

export const sendVerificationCodeBody = z.object({
  name: optionalText('name', NAME_MAX_LENGTH),
  email: emailAddress(),
  /** Sent by the login page's flows; the purpose is in `status`, so it changes nothing here. */
  fromLogin: optionalFlag('from login'),
  status: z.enum(CODE_PURPOSES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'The status field is required.'
        : `The status must be one of: ${CODE_PURPOSES.join(', ')}.`,
  }),
});

export const verifyCodeBody = z.object({
  email: emailAddress(),
  code: verificationCode(),
});

export const signupBody = z
  .object({
    name: requiredText('name', NAME_MAX_LENGTH),
    email: emailAddress(),
    password: newPassword(),
    password_confirmation: z.string({ error: CONFIRMATION_MISMATCH }),
    code: verificationCode(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: CONFIRMATION_MISMATCH,
    path: ['password_confirmation'],
    // Report a mismatch even while another field is still wrong, so the user sees every problem.
    when: (payload) => typeof (payload.value as { password?: unknown }).password === 'string',
  });

export const loginBody = z.object({
  email: emailAddress(),
  password: currentPassword(),
  /** Accepted because the client sends it after verifying, never trusted: the database says who is verified. */
  isVerified: optionalFlag('is verified'),
});

export const resetPasswordBody = z
  .object({
    email: emailAddress(),
    code: verificationCode(),
    password: newPassword(),
    /** The spec's client sends none; when a client does send one it must match. */
    password_confirmation: z.string({ error: CONFIRMATION_MISMATCH }).nullish(),
  })
  .refine((body) => body.password_confirmation == null || body.password === body.password_confirmation, {
    message: CONFIRMATION_MISMATCH,
    path: ['password_confirmation'],
    when: (payload) => typeof (payload.value as { password?: unknown }).password === 'string',
  });

export const signedIn = named(
  'SignedIn',
  'A new bearer token and its user (spec §7 signup and login).',
  z.strictObject({ token: z.string().describe('Send as Authorization: Bearer <token>.'), user: userJson }),
);
export type SignedIn = z.infer<typeof signedIn>;

export type SendVerificationCodeBody = z.output<typeof sendVerificationCodeBody>;
export type SignupBody = z.output<typeof signupBody>;
export type LoginBody = z.output<typeof loginBody>;
export type ResetPasswordBody = z.output<typeof resetPasswordBody>;
