import type { User } from '@ccl/shared';

/**
 * PUT /settings from the profile form (spec §5, §7): the name always, the password and its confirmation
 * only when the password changes. (Practice sends `{ last_used_language }` itself.)
 */
export interface SettingsUpdate {
  name: string;
  password?: string;
  password_confirmation?: string;
}

export interface SettingsResponse {
  message: string;
  data: User;
}

/** DELETE /delete-account (spec §3 "Account deletion payload"): the server checks both. */
export interface AccountDeletion {
  password: string;
  confirm: string;
}
