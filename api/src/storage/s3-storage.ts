import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertSafeKey, type ByteRange, type Storage, type StoredObject } from './storage.js';

/** S3_* settings (config.ts). Credentials unset: the SDK's own chain (environment, instance role …). */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, Spaces …); unset: AWS. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key) instead of the host name: MinIO and most stand-ins need it. */
  forcePathStyle: boolean;
}

/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

/**
 * Files in an S3-compatible bucket, chosen when S3_BUCKET is set: several API and worker processes
 * (or machines) then share one store. Served through GET /api/media like local files, so links,
 * signatures and range requests work the same.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId &&
        settings.secretAccessKey && { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }),
      // Checksums only where S3 demands them: many S3-compatible services reject the SDK's default
      // streaming checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertSafeKey(key);
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
    );
    // In Node the body is an http.IncomingMessage: a Readable.
    return object.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /**
   * Like the local folder: 'recordings/session-1' removes that folder's files, not session-10's.
   * Lists from the start again after each deleted page instead of paging on: what was deleted no
   * longer lists. (The original ListObjects, because some S3 stand-ins fail to page ListObjectsV2.)
   */
  async deletePrefix(prefix: string): Promise<void> {
    const folder = prefix.replace(/\/$/, '');
    assertSafeKey(folder);
    for (;;) {
      const page = await this.client.send(
        new ListObjectsCommand({ Bucket: this.settings.bucket, Prefix: `${folder}/`, MaxKeys: DELETE_BATCH }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length === 0) return;
      const result = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      const failed = result.Errors ?? [];
      if (failed.length > 0)
        throw new Error(
          `S3 could not delete ${failed.length} object(s) under ${folder}/: ${failed[0]?.Code ?? ''} ${failed[0]?.Message ?? ''}`,
        );
    }
  }

  /** Lets the process exit promptly (keep-alive sockets). */
  close(): void {
    this.client.destroy();
  }
}
