import { createHash } from 'node:crypto';

/**
 * Where a piece of speech lives in storage: speech/<language>/<hash>.<ext>, the hash covering the
 * voice (engine, settings, encoding), the language and the exact text. Content-addressed, so
 *  - a text that changes gets a new key (no stale audio, browsers may cache forever);
 *  - the same sentence is made once for every dialogue that uses it (a generated copy of a bank
 *    dialogue, a vocabulary word repeated in a turn), and a half-finished job loses nothing.
 * Files under speech/ are public (storage/media.ts).
 */
export function speechKey(voiceTag: string, language: string, text: string, extension: string): string {
  const hash = createHash('sha256').update(`${voiceTag}\n${language.toLowerCase()}\n${text}`).digest('hex').slice(0, 40);
  const folder = language.toLowerCase().replace(/[^a-z]+/g, '-') || 'unknown';
  return `speech/${folder}/${hash}.${extension}`;
}
