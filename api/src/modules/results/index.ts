import { defineModule } from '../module.js';
import { resultsRoutes } from './routes.js';
import { ResultsService } from './service.js';

/** The dashboard's results: finished sessions with their dialogue, answers, scores and deductions. */
export const resultsModule = defineModule('results', "The user's test results.", async (api, { db, media, clock }) => {
  await resultsRoutes(api, new ResultsService(db, media, clock));
});
