import { currentUser } from '../../http/auth.js';
import { defineModule } from '../module.js';
import { attemptsJson } from './schemas.js';
import { AttemptsService } from './service.js';

/**
 * Never losing an attempt (issue #15): GET /attempts lists what the user left unfinished, on any
 * device, and what was closed after 24 hours; the closing itself is a scheduled job (jobs.ts).
 */
export const attemptsModule = defineModule(
  'attempts',
  'Unfinished attempts to continue, and the closing of those abandoned for 24 hours.',
  async (api, deps) => {
    const attempts = new AttemptsService(deps.db);
    api.get(
      '/attempts',
      {
        config: { auth: 'user' },
        schema: {
          summary: "The user's unfinished attempts, and those closed as not scored",
          description: 'Single dialogues and mock exams. An attempt with nothing new for 24 hours is closed, not scored and not charged.',
          response: { 200: attemptsJson },
        },
      },
      async (request) => attempts.list(currentUser(request), deps.clock.now()),
    );
  },
);
