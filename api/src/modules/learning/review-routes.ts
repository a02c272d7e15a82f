import { currentUser } from '../../http/auth.js';
import { error } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';
import type { ReviewService } from './review.js';
import { addTermAnswer, addTermBody, cardParams, dueCountAnswer, gradeAnswer, gradeBody, reviewSessionAnswer } from './schemas.js';

/** Spaced review: the due count, the session's cards, grading, and "Add to deck". */
export async function reviewRoutes(app: ModuleApp, review: ReviewService): Promise<void> {
  app.get(
    '/learning/due-count',
    {
      config: { auth: 'user' },
      schema: { summary: 'Review cards due today (the header menu and dashboard)', response: { 200: dueCountAnswer } },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await review.syncDeck(userId);
      reply.header('Cache-Control', 'no-store');
      return { dueToday: await review.dueToday(userId) };
    },
  );

  app.get(
    '/learning/review',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'A review session: due weak segments and vocabulary cards, lost marks first',
        description: 'Brings the deck up to date with the user’s practice first.',
        response: { 200: reviewSessionAnswer },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await review.syncDeck(userId);
      reply.header('Cache-Control', 'no-store');
      return { dueToday: await review.dueToday(userId), cards: await review.session(userId) };
    },
  );

  app.post(
    '/learning/review/:cardId',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Grade a card again, hard, good or easy; the scheduler sets its next review',
        params: cardParams,
        body: gradeBody,
        response: { 200: gradeAnswer, 404: error('Review card not found (also someone else’s).') },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const graded = await review.grade(userId, request.params.cardId, request.body.grade);
      return { ...graded, dueToday: await review.dueToday(userId) };
    },
  );

  app.post(
    '/learning/deck/terms',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Add a vocabulary term to the deck, both directions',
        body: addTermBody,
        response: { 200: addTermAnswer, 404: error('Vocabulary term not found.') },
      },
    },
    async (request) => review.addTerm(currentUser(request).id, request.body.termId),
  );
}
