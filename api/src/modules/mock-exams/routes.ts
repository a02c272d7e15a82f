import { currentUser } from '../../http/auth.js';
import { error } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';
import { insufficientCredit } from '../practice/schemas.js';
import type { MockCompletionService } from './completion.js';
import { mockCompletionAnswer, mockExamAnswer, mockExamList, mockParams, mockTurnJson, mockTurnBody, startMockBody } from './schemas.js';
import { MOCK_MESSAGES, type MockExamService } from './service.js';

const notFound = error('Mock exam not found (also someone else’s).');
const turnRefused = error(
  'The mock is finished, dialogue 1 is not, the segment is answered, out of order, already heard, or the dialogue’s repeat is used.',
);
const speechUnavailable = error("The speaker's audio could not be prepared.");

export async function mockExamRoutes(app: ModuleApp, { mocks, completion }: { mocks: MockExamService; completion: MockCompletionService }) {
  app.post(
    '/mock-exams',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Start a mock exam: two dialogues of a language under the exam rules',
        description:
          'The server picks two dialogues of different categories, least practised first, unless the candidate chose them. Checks, but does not spend, the credits of two dialogues.',
        body: startMockBody,
        response: { 200: mockExamAnswer, 402: insufficientCredit, 404: error('Language or dialogue not found.') },
      },
    },
    async (request, reply) => {
      const result = await mocks.start(currentUser(request), request.body);
      if (!result.ok) {
        return reply.code(402).send({ status: 'insufficient_credit' as const, message: MOCK_MESSAGES.insufficientCredit(result.needed) });
      }
      return { data: result.mockExam };
    },
  );

  app.get(
    '/mock-exams',
    { config: { auth: 'user' }, schema: { summary: "The user's mock exams with their results", response: { 200: mockExamList } } },
    async (request) => ({ data: await mocks.list(currentUser(request)) }),
  );

  app.get(
    '/mock-exams/:mockExamId',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'A mock exam: where it stands, and its result',
        params: mockParams,
        response: { 200: mockExamAnswer, 404: notFound },
      },
    },
    async (request) => ({ data: await mocks.view(currentUser(request), request.params.mockExamId) }),
  );

  app.post(
    '/mock-exams/:mockExamId/hear',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Hear a speaker turn: served once',
        description: 'The turn to take next, in order; a second request for it is refused (the repeat route serves it once more).',
        params: mockParams,
        body: mockTurnBody,
        response: { 200: mockTurnJson, 404: notFound, 409: turnRefused, 503: speechUnavailable },
      },
    },
    async (request) => mocks.hear(currentUser(request), request.params.mockExamId, request.body.part, request.body.segmentOrder),
  );

  app.post(
    '/mock-exams/:mockExamId/repeat',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Hear the segment just heard once more: one repeat per dialogue',
        description: "A second repeat in the same dialogue is refused: 'You have used your repeat for this dialogue'.",
        params: mockParams,
        body: mockTurnBody,
        response: { 200: mockTurnJson, 404: notFound, 409: turnRefused, 503: speechUnavailable },
      },
    },
    async (request) => mocks.repeat(currentUser(request), request.params.mockExamId, request.body.part, request.body.segmentOrder),
  );

  app.post(
    '/mock-exams/:mockExamId/complete',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Finish a mock exam and have both dialogues scored',
        description: 'Spends the credits of two dialogues once, in one ledger line; completing again charges nothing.',
        params: mockParams,
        response: { 200: mockCompletionAnswer, 404: notFound, 422: error('A segment of either dialogue has no answer.') },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const outcome = await completion.complete(user.id, request.params.mockExamId);
      return { ...outcome, data: await mocks.view(user, request.params.mockExamId) };
    },
  );
}
