import { PublicAnswers } from '../../http/public-answers.js';
import { defineModule } from '../module.js';
import { statsRoutes } from './routes.js';
import { StatsService } from './service.js';

export const statsModule = defineModule('stats', 'The home page counters.', async (api, { config, db }) => {
  await statsRoutes(api, new StatsService(db), new PublicAnswers(config.publicCacheSeconds));
});
