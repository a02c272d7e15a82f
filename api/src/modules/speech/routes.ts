import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors.js';
import { parse } from '../../http/parse.js';
import type { MediaUrls } from '../../storage/media.js';
import type { SpeechService } from './service.js';

export const MESSAGES = {
  termNotFound: 'Vocabulary term not found.',
  badSide: 'The side field must be english or translated.',
  unavailable: 'The speech for this word could not be made. Please try again.',
} as const;

const MAX_INT = 2_147_483_647;

const speechQuery = z.object({
  side: z.enum(['english', 'translated'], { error: MESSAGES.badSide }),
});

/**
 * GET /vocabulary-terms/{termId}/speech?side=english|translated — the vocabulary page's play
 * buttons. Public like the vocabulary itself. The speech is made on first request and kept; the
 * answer redirects to its /api/media URL, which browsers cache and seek in (range requests).
 */
export async function speechRoutes(app: FastifyInstance, options: { speech: SpeechService; media: MediaUrls }): Promise<void> {
  const { speech, media } = options;

  app.get<{ Params: { termId: string } }>('/vocabulary-terms/:termId/speech', async (request, reply) => {
    const { side } = parse(speechQuery, request.query);
    const termId = /^\d+$/.test(request.params.termId) ? Number(request.params.termId) : NaN;
    if (!Number.isSafeInteger(termId) || termId < 1 || termId > MAX_INT) throw new HttpError(404, MESSAGES.termNotFound);

    let key: string | null;
    try {
      key = await speech.termSpeech(termId, side);
    } catch (error) {
      request.log.error({ err: error, termId, side }, 'vocabulary speech could not be synthesised');
      throw new HttpError(503, MESSAGES.unavailable);
    }
    if (!key) throw new HttpError(404, MESSAGES.termNotFound);
    // The key changes with the word's text, so the redirect can be cached for a while.
    return reply.header('Cache-Control', 'public, max-age=3600').redirect(media.public(key)!, 302);
  });
}
