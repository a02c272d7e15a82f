import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * URLs of stored files as the browser loads them (an <audio src> cannot send a bearer token).
 * Synthesised speech is public: /api/media/speech/…. A candidate's recording is private: its URL
 * carries an expiry and an HMAC signature, minted only in answers to its owner.
 */
export const MEDIA_PREFIX = '/api/media/';
export const PUBLIC_MEDIA_FOLDERS = ['speech/'] as const;

/** How long a signed recording URL works: long enough to listen to a results page at leisure. */
export const SIGNED_URL_SECONDS = 6 * 60 * 60;

export function isPublicMediaKey(key: string): boolean {
  return PUBLIC_MEDIA_FOLDERS.some((folder) => key.startsWith(folder));
}

export class MediaUrls {
  constructor(private readonly secret: string) {}

  /** The URL of a public file (speech), or null for no file. */
  public(key: string | null | undefined): string | null {
    return key ? `${MEDIA_PREFIX}${key}` : null;
  }

  /** A URL that opens a private file (a recording) until `now + ttl`. */
  signed(key: string | null | undefined, now = Date.now(), ttlSeconds = SIGNED_URL_SECONDS): string | null {
    if (!key) return null;
    const expires = Math.floor(now / 1000) + ttlSeconds;
    return `${MEDIA_PREFIX}${key}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  /** True when the signature is ours, for this key, and not expired. */
  verify(key: string, expires: unknown, signature: unknown, now = Date.now()): boolean {
    const expiry = Number(expires);
    if (!Number.isInteger(expiry) || expiry < Math.floor(now / 1000) || typeof signature !== 'string') return false;
    const expected = Buffer.from(this.signature(key, expiry));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }
}
