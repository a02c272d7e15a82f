import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { requiredText } from '../../http/fields.js';
import { parse } from '../../http/parse.js';
import { wholeNumber, zeroOrOne } from '../practice/schemas.js';
import type { FeedbackService } from './service.js';

/** The practice-complete page's feedback card: 1–2,000 characters after trimming. */
export const FEEDBACK_MAX_LENGTH = 2000;

const feedbackBody = z.object({
  session_id: wholeNumber('session id'),
  feedback: requiredText('feedback', FEEDBACK_MAX_LENGTH),
  is_private: zeroOrOne('is private', '1 keeps it out of the public feedback'),
});

/** POST /feedback (spec §7). */
export async function feedbackRoutes(app: FastifyInstance, options: { feedback: FeedbackService }): Promise<void> {
  app.post('/feedback', { preHandler: app.requireUser }, async (request, reply) => {
    const body = parse(feedbackBody, request.body);
    await options.feedback.leave(currentUser(request), { sessionId: body.session_id, text: body.feedback, isPrivate: body.is_private === 1 });
    return reply.code(201).send({ message: 'Thanks for your feedback!' });
  });
}
