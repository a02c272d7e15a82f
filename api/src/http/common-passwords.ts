import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * Whether a password is among the ~49,000 most common ones (zxcvbn-ts's list, from leaked password
 * sets), ignoring case and surrounding spaces: "password", "12345678" and "Qwerty123" are guessed first.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.trim().toLowerCase());
}
