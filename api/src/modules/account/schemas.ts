import { z } from 'zod';
import { findLanguage } from '@ccl/shared/domain';
import { currentPassword, newPassword, requiredText } from '../../http/fields.js';
import { creditTransactionJson } from '../credits/schemas.js';
import { userJson } from '../users/schemas.js';

export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MISMATCH = 'The password confirmation does not match.';
export const CURRENT_PASSWORD_REQUIRED = 'The current password field is required to change the password.';
export const CONFIRMATION_WORD = 'DELETE';

/** An empty string or null means "not sent": the settings form leaves the password blank to keep it. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * PUT /settings (spec §7): either `{ last_used_language }` (practice screens) or `{ name }` with
 * `password` + `password_confirmation` only when the password changes (settings page) — plus, beyond
 * the spec, `current_password` with them (issue #19). Both may
 * come together; at least one of them must.
 */
export const settingsBody = z
  .object({
    last_used_language: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'The last used language field must be a string.' })
        .transform((value, context) => {
          const language = findLanguage(value);
          if (!language) {
            context.addIssue({ code: 'custom', message: 'The selected last used language is invalid.' });
            return z.NEVER;
          }
          return language.name;
        })
        .optional(),
    ),
    name: z.preprocess((value) => (value === null ? undefined : value), requiredText('name', NAME_MAX_LENGTH).optional()),
    password: z.preprocess(blankToUndefined, newPassword().optional()),
    password_confirmation: z.preprocess(
      blankToUndefined,
      z.string({ error: 'The password confirmation field must be a string.' }).optional(),
    ),
    /** Required with `password` (checked by the service): a token alone cannot change the password. */
    current_password: z.preprocess(
      blankToUndefined,
      z.string({ error: 'The current password field must be a string.' }).max(1024, 'The current password is too long.').optional(),
    ),
  })
  .superRefine((body, context) => {
    if (body.name === undefined && body.last_used_language === undefined) {
      context.addIssue({ code: 'custom', path: ['name'], message: 'The name field is required.' });
    }
    if (body.password !== undefined && body.password !== body.password_confirmation) {
      context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MISMATCH });
    }
    if (body.password !== undefined && body.current_password === undefined) {
      context.addIssue({ code: 'custom', path: ['current_password'], message: CURRENT_PASSWORD_REQUIRED });
    }
  });

export type SettingsChange = z.output<typeof settingsBody>;

/** DELETE /delete-account: the current password and the word DELETE (spec §5). */
export const deleteAccountBody = z.object({
  password: currentPassword(),
  confirm: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'The confirm field is required.' : 'The confirm field must be a string.',
    })
    .trim()
    .min(1, 'The confirm field is required.'),
});

export const creditHistoryAnswer = z
  .strictObject({ success: z.literal(true), data: z.array(creditTransactionJson) })
  .describe('The credit history, newest first.');
export const settingsAnswer = z.strictObject({ message: z.string(), data: userJson }).describe('Saved: the user as it is now.');
