import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import Fastify from 'fastify';
import { registerErrorHandler } from '../http/errors.js';
import { serializerCompiler, validatorCompiler } from '../http/schema.js';
import { MediaUrls } from './media.js';
import { mediaRoutes } from '../modules/media/routes.js';
import { ConfigError, loadConfig } from '../config.js';
import { createStorage } from './create-storage.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** s3rver (a local S3 stand-in, devDependency) has no types: the little we use of it. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('latin1');
}

const BUCKET = 'ccl-test';
let server: S3rverInstance;
let folder: string;
let s3: S3Storage;
let local: LocalStorage;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'ccl-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(folder, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  s3 = new S3Storage({
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  local = new LocalStorage(path.join(folder, 'local'));
});

afterAll(async () => {
  s3?.close();
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

// The same contract for both implementations: the rest of the API cannot tell them apart.
describe.each([
  ['S3 (against s3rver)', () => s3 as Storage],
  ['local folder', () => local as Storage],
])('%s storage', (_name, storageOf) => {
  const bytes = Buffer.from(Array.from({ length: 2000 }, (_, i) => i % 251));

  it('puts, stats, gets and reads byte ranges', async () => {
    const storage = storageOf();
    await storage.put('speech/hindi/abc.ogg', bytes, 'audio/ogg');
    expect(await storage.stat('speech/hindi/abc.ogg')).toEqual({ size: 2000, contentType: 'audio/ogg' });
    expect((await storage.get('speech/hindi/abc.ogg'))?.equals(bytes)).toBe(true);
    expect(await text(await storage.read('speech/hindi/abc.ogg'))).toBe(bytes.toString('latin1'));
    expect(await text(await storage.read('speech/hindi/abc.ogg', { start: 100, end: 199 }))).toBe(
      bytes.subarray(100, 200).toString('latin1'),
    );
    expect(await text(await storage.read('speech/hindi/abc.ogg', { start: 1990, end: 1999 }))).toBe(
      bytes.subarray(1990).toString('latin1'),
    );
  });

  it('replaces an object put again under the same key', async () => {
    const storage = storageOf();
    await storage.put('recordings/session-3/segment-8.ogg', Buffer.from('first answer'), 'audio/ogg');
    await storage.put('recordings/session-3/segment-8.ogg', Buffer.from('second'), 'audio/ogg');
    expect((await storage.get('recordings/session-3/segment-8.ogg'))?.toString()).toBe('second');
    expect((await storage.stat('recordings/session-3/segment-8.ogg'))?.size).toBe(6);
  });

  it('answers null for what does not exist', async () => {
    const storage = storageOf();
    expect(await storage.get('speech/none/missing.ogg')).toBeNull();
    expect(await storage.stat('speech/none/missing.ogg')).toBeNull();
  });

  it('deletes one object, and a folder without touching its look-alike neighbour', async () => {
    const storage = storageOf();
    await storage.put('recordings/session-1/segment-2.ogg', bytes, 'audio/ogg');
    await storage.put('recordings/session-1/segment-4.ogg', bytes, 'audio/ogg');
    await storage.put('recordings/session-10/segment-2.ogg', bytes, 'audio/ogg');
    await storage.put('speech/english/x.ogg', bytes, 'audio/ogg');

    await storage.delete('speech/english/x.ogg');
    expect(await storage.stat('speech/english/x.ogg')).toBeNull();
    await storage.delete('speech/english/x.ogg'); // deleting twice is fine

    await storage.deletePrefix('recordings/session-1/');
    expect(await storage.stat('recordings/session-1/segment-2.ogg')).toBeNull();
    expect(await storage.stat('recordings/session-1/segment-4.ogg')).toBeNull();
    expect(await storage.stat('recordings/session-10/segment-2.ogg')).toEqual({ size: 2000, contentType: 'audio/ogg' });
    await storage.deletePrefix('recordings/session-99'); // nothing there: fine
  });

  it('deletes folders larger than one listing page', async () => {
    const storage = storageOf();
    const keys = Array.from({ length: 1005 }, (_, i) => `recordings/session-77/segment-${i}.ogg`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, Buffer.from('x'), 'audio/ogg')));
    await storage.deletePrefix('recordings/session-77');
    expect(await storage.stat(keys[0]!)).toBeNull();
    expect(await storage.stat(keys[1004]!)).toBeNull();
  }, 120_000);

  it('refuses keys that climb out of their folder', async () => {
    const storage = storageOf();
    await expect(storage.put('../escape.ogg', bytes, 'audio/ogg')).rejects.toThrow('Invalid storage key');
    await expect(storage.get('speech//double.ogg')).rejects.toThrow('Invalid storage key');
    await expect(storage.deletePrefix('')).rejects.toThrow('Invalid storage key');
  });
});

describe('GET /api/media/* from S3', () => {
  it('serves speech and signed recordings from the bucket with ranges', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler(true));
    const media = new MediaUrls('s3-test-media-signing-secret');
    await app.register(mediaRoutes, { prefix: '/api', storage: s3, media });
    const audio = Buffer.from(Array.from({ length: 500 }, (_, i) => i % 256));
    await s3.put('speech/english/served.ogg', audio, 'audio/ogg');
    await s3.put('recordings/session-5/segment-6.ogg', audio, 'audio/ogg');

    const whole = await app.inject({ method: 'GET', url: '/api/media/speech/english/served.ogg' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/ogg');
    expect(whole.rawPayload.equals(audio)).toBe(true);

    const part = await app.inject({ method: 'GET', url: '/api/media/speech/english/served.ogg', headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/500');
    expect(part.rawPayload.equals(audio.subarray(10, 20))).toBe(true);

    expect((await app.inject({ method: 'GET', url: '/api/media/recordings/session-5/segment-6.ogg' })).statusCode).toBe(403);
    const signed = await app.inject({ method: 'GET', url: media.signed('recordings/session-5/segment-6.ogg')! });
    expect(signed.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/media/speech/english/absent.ogg' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('choosing the storage (S3_* settings)', () => {
  it('uses the local folder unless S3_BUCKET is set', () => {
    expect(createStorage(loadConfig({ STORAGE_DIR: folder })).kind).toBe('local');
    expect(loadConfig({}).storage.s3).toBeNull();
    const config = loadConfig({
      S3_BUCKET: 'recordings',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage.s3).toEqual({
      bucket: 'recordings',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const storage = createStorage(config);
    expect(storage.kind).toBe('s3');
    (storage as S3Storage).close();
  });

  it('stops at start on an endpoint that is not a URL', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT: must start with http:// or https://');
  });
});
