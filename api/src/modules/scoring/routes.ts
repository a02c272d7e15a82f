import { rateLimited } from '../../http/rate-limit.js';
import { currentUser } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { MAX_INT } from '../../http/fields.js';
import { error, errors } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';
import { PART_OF_MOCK_MESSAGE, SESSION_NOT_FOUND_MESSAGE, type CompletionService } from './completion.js';
import { completionAnswer, completionParams, attemptParams, selfMarkingAnswer, selfMarkingBody } from './schemas.js';
import { ATTEMPT_NOT_FOUND_MESSAGE, type SelfMarkingService } from './self-marking.js';

export async function scoringRoutes(app: ModuleApp, completion: CompletionService, selfMarking: SelfMarkingService): Promise<void> {
  app.post(
    '/practice/complete/:sessionId',
    {
      config: { auth: 'user', ...rateLimited({ max: 60, per: '1 hour', by: 'user' }) },
      schema: {
        summary: 'Finish an attempt and have it scored',
        description:
          'Spends CREDIT_COST_PER_DIALOGUE credits once; completing again charges nothing. Every interpreter turn needs an answer.',
        params: completionParams,
        response: { 200: completionAnswer, 404: error(SESSION_NOT_FOUND_MESSAGE), 409: error(PART_OF_MOCK_MESSAGE) },
      },
    },
    async (request) => {
      const { sessionId } = request.params;
      // Ids are PostgreSQL integers: a larger number names no session (and must not reach the query).
      if (sessionId > MAX_INT) throw new HttpError(404, SESSION_NOT_FOUND_MESSAGE);
      return completion.complete(currentUser(request).id, sessionId);
    },
  );

  app.post(
    '/segment-attempts/:attemptId/self-marking',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Mark a turn yourself',
        description:
          'On a turn scored on its audio alone: the key units conveyed and whether anything was added. Unticked units and an addition become deductions from the fixed table; the turn’s and the dialogue’s scores are recomputed. A turn may be marked again; the latest marking counts.',
        params: attemptParams,
        body: selfMarkingBody,
        response: {
          200: selfMarkingAnswer,
          404: error(ATTEMPT_NOT_FOUND_MESSAGE),
          409: error('The attempt is not scored yet, or the turn was assessed from a transcript.'),
          ...errors(422),
        },
      },
    },
    async (request) => {
      const { attemptId } = request.params;
      if (attemptId > MAX_INT) throw new HttpError(404, ATTEMPT_NOT_FOUND_MESSAGE);
      return selfMarking.mark(currentUser(request).id, attemptId, request.body);
    },
  );
}
