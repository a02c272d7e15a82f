import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The configured file storage: an S3-compatible bucket when S3_BUCKET is set, else a local folder. */
export function createStorage(config: Config): Storage {
  return config.storage.s3 ? new S3Storage(config.storage.s3) : new LocalStorage(config.storage.dir);
}

/**
 * The key that signs private media links: MEDIA_SIGNING_SECRET, or one generated once and kept in
 * DATA_DIR so links stay valid across restarts. Several API processes must share it (set the variable).
 */
export async function mediaSigningSecret(config: Config): Promise<string> {
  if (config.media.signingSecret) return config.media.signingSecret;
  const file = path.join(config.dataDir, 'media-signing-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}
