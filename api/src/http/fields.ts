import { isCommonPassword } from './common-passwords.js';
import { z } from 'zod';

/**
 * Field schemas that explain themselves in the sentences a user reads ("The email field must be
 * a valid email address."). `label` is the field as a person says it: 'email', 'password confirmation'.
 */

const missing = (input: unknown) => input === undefined || input === null;
const absent = (value: unknown) => value === undefined || value === null || value === '';

/** Largest value an `integer` column holds: a bigger id or page cannot exist, and must not reach SQL. */
export const MAX_INT = 2_147_483_647;

/** PostgreSQL text cannot hold U+0000; refusing it here keeps such input a 422 instead of a 500. */
const NUL = '\u0000';

export function requiredText(label: string, maxLength: number) {
  return z
    .string({ error: (issue) => (missing(issue.input) ? `The ${label} field is required.` : `The ${label} field must be a string.`) })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(maxLength, `The ${label} field must not be greater than ${maxLength} characters.`)
    .refine((value) => !value.includes(NUL), `The ${label} field contains an invalid character.`);
}

export function optionalText(label: string, maxLength: number) {
  return z
    .string({ error: `The ${label} field must be a string.` })
    .trim()
    .max(maxLength, `The ${label} field must not be greater than ${maxLength} characters.`)
    .refine((value) => !value.includes(NUL), `The ${label} field contains an invalid character.`)
    .nullish()
    .transform((value) => value || undefined);
}

/** RFC 5321 caps an address at 254 characters. Addresses are compared and stored lower-cased. */
export const EMAIL_MAX_LENGTH = 254;

export function emailAddress() {
  return requiredText('email', EMAIL_MAX_LENGTH)
    .transform((value) => value.toLowerCase())
    .pipe(z.email({ error: 'The email field must be a valid email address.' }));
}

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is never a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

/** Passwords are not trimmed: every character the user typed counts. */
export function newPassword() {
  return (
    z
      .string({ error: (issue) => (missing(issue.input) ? 'The password field is required.' : 'The password field must be a string.') })
      .min(1, 'The password field is required.')
      .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`)
      .refine((value) => !value.includes(NUL), 'The password contains an invalid character.')
      // Beyond the length (checked first, alone): kept as typed, but spaces alone do not make it long
      // enough ("        " is no password), and one of the most common passwords is guessed first.
      .superRefine((value, context) => {
        if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return;
        if (value.replace(/\s/g, '').length < PASSWORD_MIN_LENGTH) {
          context.addIssue({
            code: 'custom',
            message: `The password must contain at least ${PASSWORD_MIN_LENGTH} characters other than spaces.`,
          });
        } else if (isCommonPassword(value)) {
          context.addIssue({ code: 'custom', message: COMMON_PASSWORD_MESSAGE });
        }
      })
  );
}

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common and easily guessed. Please choose another.';

/** A password being checked (login): only presence and a sane size, never the length rules of today. */
export function currentPassword() {
  return z
    .string({ error: (issue) => (missing(issue.input) ? 'The password field is required.' : 'The password field must be a string.') })
    .min(1, 'The password field is required.')
    .max(1024, 'The password is too long.');
}

/** The 6-digit e-mail code. A number is accepted too (leading zeros restored): some clients send one. */
export function verificationCode() {
  return z.preprocess(
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value).padStart(6, '0') : value),
    z
      .string({ error: (issue) => (missing(issue.input) ? 'The code field is required.' : 'The code must be 6 digits.') })
      .trim()
      .min(1, 'The code field is required.')
      .regex(/^\d{6}$/, 'The code must be 6 digits.'),
  );
}

/** Flags the client sends as true/false (or 1/0, 'true'/'false'). */
export function optionalFlag(label: string) {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])], {
      error: `The ${label} field must be true or false.`,
    })
    .nullish()
    .transform((value) => value === true || value === 1 || value === 'true' || value === '1');
}

/**
 * A whole number from JSON, a query string or a form field: 7 or '7'. Missing (or an empty query
 * value) gives `fallback`, or "is required" when there is none. `rangeMessage` replaces the two
 * bound messages with one.
 */
export function wholeNumber(label: string, options: { min?: number; max?: number; fallback?: number; rangeMessage?: string } = {}) {
  const { min = 1, max = MAX_INT, fallback, rangeMessage } = options;
  const number = z.preprocess(
    (value) => {
      if (absent(value)) return fallback;
      if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
      return value;
    },
    z
      .number({
        error: (issue) => (issue.input === undefined ? `The ${label} field is required.` : `The ${label} field must be an integer.`),
      })
      .int(`The ${label} field must be an integer.`)
      .min(min, rangeMessage ?? `The ${label} field must be at least ${min}.`)
      .max(max, rangeMessage ?? `The ${label} field must not be greater than ${max}.`),
  );
  // The default also tells the API description that the field may be left out.
  return fallback === undefined ? number : number.default(fallback);
}

/** 0 or 1 (also '0'/'1' from a form, and true/false): spec §3's modes and is_private. */
export function zeroOrOne(label: string, meaning: string) {
  const message = `The ${label} field must be 0 or 1 (${meaning}).`;
  return z.preprocess(
    (value) => {
      if (value === true || value === '1') return 1;
      if (value === false || value === '0') return 0;
      return value;
    },
    z.union([z.literal(0), z.literal(1)], { error: (issue) => (missing(issue.input) ? `The ${label} field is required.` : message) }),
  );
}
