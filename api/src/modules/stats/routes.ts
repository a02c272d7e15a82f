import { notModified, type PublicAnswers } from '../../http/public-answers.js';
import type { ModuleApp } from '../module.js';
import { statsAnswer } from './schemas.js';
import type { StatsService } from './service.js';

/** The counters are the same for everyone: every caller gets the kept public answer. */
export async function statsRoutes(app: ModuleApp, stats: StatsService, answers: PublicAnswers): Promise<void> {
  app.get(
    '/stats',
    { schema: { summary: 'The home page counters', response: { 200: statsAnswer, 304: notModified } } },
    async (request, reply) =>
      answers.send(request, reply, 'stats', async () => ({ success: true as const, data: await stats.landingCounters() })),
  );
}
