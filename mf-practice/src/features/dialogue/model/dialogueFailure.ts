import { httpStatus, serverMessage } from '@ccl/shared';

export const RATE_LIMITED = 'Rate limiting has been enforced for dialogue generation to ensure fair usage.';
export const DIALOGUE_FAILED = 'Something went wrong.';

/** Spec §8: a 429, or a message saying 'too many', is the rate limit; anything else is generic. */
export function dialogueFailure(error: unknown): string {
  return httpStatus(error) === 429 || /too many/i.test(serverMessage(error) ?? '') ? RATE_LIMITED : DIALOGUE_FAILED;
}
