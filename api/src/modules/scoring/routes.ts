import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { parse } from '../../http/parse.js';
import { HttpError } from '../../http/errors.js';
import { SESSION_NOT_FOUND_MESSAGE, type CompletionService } from './completion.js';

const params = z.object({
  sessionId: z.coerce
    .number({ message: 'The session id must be a whole number.' })
    .int('The session id must be a whole number.')
    .positive('The session id must be a whole number.'),
});

/** Ids are PostgreSQL integers: a larger number names no session (and must not reach the query). */
const LARGEST_ID = 2_147_483_647;

export async function scoringRoutes(app: FastifyInstance, options: { completion: CompletionService }): Promise<void> {
  /** Spec §7: the candidate finished the last segment; score the attempt (or say why not). */
  app.post('/practice/complete/:sessionId', { preHandler: app.requireUser }, async (request) => {
    const { sessionId } = parse(params, request.params);
    if (sessionId > LARGEST_ID) throw new HttpError(404, SESSION_NOT_FOUND_MESSAGE);
    return options.completion.complete(currentUser(request).id, sessionId);
  });
}
