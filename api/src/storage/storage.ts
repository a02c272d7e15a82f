import type { Readable } from 'node:stream';

/**
 * Where files live (synthesised speech, candidates' recordings): a local folder by default, any
 * S3-compatible store when configured. Keys are '/'-separated paths such as
 * 'speech/dialogue-12/3.ogg' or 'recordings/session-7/segment-44.ogg'.
 */
export interface StoredObject {
  size: number;
  contentType: string;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** A stream of the object (or one byte range of it); the caller has checked it exists. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with the prefix (a whole session's recordings). */
  deletePrefix(prefix: string): Promise<void>;
}

/** Every key the product writes: folders and a file name of letters, digits, `-`, `_` and inner dots. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*(?:\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)*$/;

/**
 * Whether a key taken from a URL has the shape of the keys the product writes (speech/…, recordings/…):
 * so `./x.ogg`, `a%00.ogg` or `..%5crecordings/…` are refused before reaching the storage.
 */
export function isWellFormedKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** Keys come from our own code, but never let one escape its folder. */
export function assertSafeKey(key: string): void {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..') || /[\\\0]/.test(key)) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
