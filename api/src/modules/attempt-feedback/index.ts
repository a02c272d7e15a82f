import { defineModule } from '../module.js';
import { attemptFeedbackRoutes } from './routes.js';
import { AttemptFeedbackService } from './service.js';

/** Feedback a candidate leaves on an attempt (POST /feedback); community lists the public ones. */
export const attemptFeedbackModule = defineModule(
  'attempt-feedback',
  'Feedback a candidate leaves after an attempt.',
  async (api, { db }) => {
    await attemptFeedbackRoutes(api, new AttemptFeedbackService(db));
  },
);
