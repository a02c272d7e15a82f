import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.js';
import { error } from '../../http/schema.js';
import { isPublicMediaKey, type MediaUrls } from '../../storage/media.js';
import { isWellFormedKey, type ByteRange, type Storage } from '../../storage/storage.js';

export const INVALID_KEY_MESSAGE = 'This is not a valid media address: letters, digits, -, _ and single dots between slashes only.';

/** Parses `Range: bytes=a-b` (one range); undefined for none, 'invalid' for one we cannot serve. */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined | 'invalid' {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

const audio = (description: string) => ({
  description,
  content: { 'audio/*': { schema: z.custom<Readable | Buffer>().meta({ type: 'string', format: 'binary' }) } },
});

const mediaParams = z.object({ '*': z.string().describe("The file's key: speech/… (public) or recordings/… (signed).") });
const signatureQuery = z.object({
  expires: z.string().optional().describe('Recordings: the expiry of a signed URL (unix seconds).'),
  signature: z.string().optional().describe('Recordings: the signature minted in the owner’s results.'),
});

/**
 * GET /api/media/<key>: stored audio with its content type and range requests (seeking, Safari).
 * Speech is public and cached long (its keys change when the text does); recordings need a valid
 * signature and are never cached by shared caches.
 */
export async function mediaRoutes(app: FastifyInstance, { storage, media }: { storage: Storage; media: MediaUrls }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/*',
    {
      schema: {
        summary: 'A stored audio file (speech or a recording), with range requests',
        description:
          'The URLs come from the answers (audio_url, speakerAudioPath…): speech is public, a recording’s URL is signed and expires.',
        params: mediaParams,
        querystring: signatureQuery,
        response: {
          200: audio('The whole file.'),
          206: audio('The requested byte range.'),
          400: error(INVALID_KEY_MESSAGE),
          403: error('This link has expired or is not valid.'),
          404: error('File not found.'),
          416: error('The requested range cannot be served.'),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      // `./x.ogg`, `a%00.ogg`, `..%5crecordings/…`: never a stored file, and never to reach the storage.
      if (!isWellFormedKey(key)) throw new HttpError(400, INVALID_KEY_MESSAGE);
      const isPublic = isPublicMediaKey(key);
      if (!isPublic && !media.verify(key, request.query.expires, request.query.signature)) {
        throw new HttpError(403, 'This link has expired or is not valid. Reload the page to get a new one.');
      }
      const object = await storage.stat(key);
      if (!object) throw new HttpError(404, 'File not found.');

      reply.header('Accept-Ranges', 'bytes');
      reply.header('Content-Type', object.contentType);
      reply.header('Cache-Control', isPublic ? 'public, max-age=86400' : 'private, max-age=3600');
      const range = parseRange(request.headers.range, object.size);
      if (range === 'invalid') {
        reply.header('Content-Range', `bytes */${object.size}`);
        throw new HttpError(416, 'The requested range cannot be served.');
      }
      if (!range) {
        reply.header('Content-Length', object.size);
        return reply.send(await storage.read(key));
      }
      reply.code(206);
      reply.header('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
      reply.header('Content-Length', range.end - range.start + 1);
      return reply.send(await storage.read(key, range));
    },
  );
}
