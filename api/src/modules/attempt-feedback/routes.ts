import { rateLimited } from '../../http/rate-limit.js';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { requiredText, wholeNumber, zeroOrOne } from '../../http/fields.js';
import { error, messageBody } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';
import type { AttemptFeedbackService } from './service.js';

/** The practice-complete page's feedback card: 1–2,000 characters after trimming. */
export const FEEDBACK_MAX_LENGTH = 2000;

const attemptFeedbackBody = z.object({
  session_id: wholeNumber('session id'),
  feedback: requiredText('feedback', FEEDBACK_MAX_LENGTH),
  is_private: zeroOrOne('is private', '1 keeps it out of the public feedback'),
});

export async function attemptFeedbackRoutes(app: ModuleApp, service: AttemptFeedbackService): Promise<void> {
  app.post(
    '/feedback',
    {
      config: { auth: 'user', ...rateLimited({ max: 20, per: '1 hour', by: 'user' }) },
      schema: {
        summary: 'Leave feedback on a practice attempt',
        description: 'Public unless is_private is 1; the public feedback column (community) lists it.',
        body: attemptFeedbackBody,
        response: { 201: messageBody, 404: error('Practice session not found.') },
      },
    },
    async (request, reply) => {
      const { session_id: sessionId, feedback: text, is_private: isPrivate } = request.body;
      await service.leave(currentUser(request), { sessionId, text, isPrivate: isPrivate === 1 });
      return reply.code(201).send({ message: 'Thanks for your feedback!' });
    },
  );
}
