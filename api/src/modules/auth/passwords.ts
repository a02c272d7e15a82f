import argon2 from 'argon2';
import { PasswordSlots } from './password-slots.js';

/**
 * Two hashes at a time leave half of libuv's four threads to file reads; sixteen waiting is about
 * two seconds of work at ~250 ms a hash on a small machine — a later one gets 503 at once.
 */
const slots = new PasswordSlots(2, 16);

/** argon2id with the library's defaults (64 MiB, 3 passes): OWASP's recommended password hash. */
export async function hashPassword(password: string): Promise<string> {
  return slots.run(() => argon2.hash(password, { type: argon2.argon2id }));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return slots.run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash is a wrong password, not a server error.
      return false;
    }
  });
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password. Login calls it for unknown addresses so the
 * response time does not tell whether an account exists.
 */
export async function verifyDecoyPassword(password: string): Promise<void> {
  decoyHash ??= argon2.hash('decoy password, never matches anything', { type: argon2.argon2id });
  await verifyPassword(await decoyHash, password);
}
