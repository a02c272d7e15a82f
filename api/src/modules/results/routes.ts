import { currentUser } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { error } from '../../http/schema.js';
import { mockParams } from '../mock-exams/schemas.js';
import { MOCK_MESSAGES } from '../mock-exams/service.js';
import type { ModuleApp } from '../module.js';
import { mockReviewAnswer, resultsAnswer } from './schemas.js';
import type { ResultsService } from './service.js';

export async function resultsRoutes(app: ModuleApp, results: ResultsService): Promise<void> {
  app.get(
    '/generate-result',
    {
      config: { auth: 'user' },
      schema: {
        summary: "The user's test results, newest first",
        description:
          'The dashboard Overview and Test Results: single dialogues only (a mock exam’s dialogues are reviewed with the mock). Never cached: scores change while scoring runs, and recording links are signed.',
        response: { 200: resultsAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await results.forUser(currentUser(request).id) };
    },
  );

  app.get(
    '/mock-exams/:mockExamId/review',
    {
      config: { auth: 'user' },
      schema: {
        summary: "A mock exam's two dialogues, segment by segment",
        description:
          'The same per-segment review as a test result (feedback, deductions, self-marking, disputes), dialogue 1 first; a dialogue appears once finished. Never cached, like the results.',
        params: mockParams,
        response: { 200: mockReviewAnswer, 404: error('Mock exam not found (also someone else’s).') },
      },
    },
    async (request, reply) => {
      const review = await results.forMockExam(currentUser(request).id, request.params.mockExamId);
      if (!review) throw new HttpError(404, MOCK_MESSAGES.notFound);
      reply.header('Cache-Control', 'no-store');
      return { data: review };
    },
  );
}
