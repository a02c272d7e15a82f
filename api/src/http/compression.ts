import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/**
 * Compressing what the server makes itself (the public API answers, the pages it sends): built files are compressed
 * at build time instead (@fastify/static's preCompressed).
 */

/** The content codings answers are sent in, the browser's choice among them, best first. */
export type Encoding = 'br' | 'gzip';

/** Below this a body is sent as is: a few hundred bytes fit in the first packet either way. */
const COMPRESS_FROM_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressWith: Record<Encoding, (body: Buffer, level: number) => Promise<Buffer>> = {
  // Off the event loop (~50 ms for a 40 KB vocabulary at the best brotli ratio).
  br: (body, quality) =>
    brotliAsync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: quality,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body, level) => gzipAsync(body, { level }),
};

/** Made once and kept: the best ratio. Made per request: fast levels, still ~5× smaller text. */
export const KEPT_LEVEL: Record<Encoding, number> = { br: zlib.BROTLI_MAX_QUALITY, gzip: 9 };
export const PER_REQUEST_LEVEL: Record<Encoding, number> = { br: 4, gzip: 6 };

/** Accept-Encoding → the coding to send; the few distinct headers browsers send are negotiated once each. */
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new LRUCache<string, string>({ max: 256 }) });

export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  return acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
}

/** A body worth compressing, compressed; undefined when it is too small or compression failed (sent as is). */
export async function compressed(body: Buffer, encoding: Encoding, level: number): Promise<Buffer | undefined> {
  if (body.byteLength < COMPRESS_FROM_BYTES) return undefined;
  return compressWith[encoding](body, level).catch(() => undefined);
}
