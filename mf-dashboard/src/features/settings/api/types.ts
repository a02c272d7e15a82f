/** Wire types of PUT /settings and DELETE /delete-account (spec §3, §5, §7), from the API's contract. */
import type { BodyOf, ResponseOf } from '@ccl/contract';

/**
 * PUT /settings from the profile form: the name always, the password and its confirmation only when the
 * password changes. (Practice sends `{ last_used_language }` itself.)
 */
export type SettingsUpdate = Omit<BodyOf<'/settings', 'put'>, 'last_used_language' | 'name'> & { name: string };

export type SettingsResponse = ResponseOf<'/settings', 'put'>;

/** DELETE /delete-account (spec §3 "Account deletion payload"): the server checks both. */
export type AccountDeletion = BodyOf<'/delete-account', 'delete'>;
