import { currentUser } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { MAX_INT } from '../../http/fields.js';
import { error } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';
import { ABANDONED_MESSAGE, PART_OF_MOCK_MESSAGE, SESSION_NOT_FOUND_MESSAGE, type CompletionService } from './completion.js';
import { completionAnswer, completionParams } from './schemas.js';

export async function scoringRoutes(app: ModuleApp, completion: CompletionService): Promise<void> {
  app.post(
    '/practice/complete/:sessionId',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Finish an attempt and have it scored',
        description:
          'Spends CREDIT_COST_PER_DIALOGUE credits once; completing again charges nothing. Every interpreter turn needs an answer.',
        params: completionParams,
        response: {
          200: completionAnswer,
          404: error(SESSION_NOT_FOUND_MESSAGE),
          409: error(`${PART_OF_MOCK_MESSAGE} Or: ${ABANDONED_MESSAGE}`),
        },
      },
    },
    async (request) => {
      const { sessionId } = request.params;
      // Ids are PostgreSQL integers: a larger number names no session (and must not reach the query).
      if (sessionId > MAX_INT) throw new HttpError(404, SESSION_NOT_FOUND_MESSAGE);
      return completion.complete(currentUser(request).id, sessionId);
    },
  );
}
