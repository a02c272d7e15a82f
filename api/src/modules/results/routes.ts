import { currentUser } from '../../http/auth.js';
import type { ModuleApp } from '../module.js';
import { resultsAnswer } from './schemas.js';
import type { ResultsService } from './service.js';

export async function resultsRoutes(app: ModuleApp, results: ResultsService): Promise<void> {
  app.get(
    '/generate-result',
    {
      config: { auth: 'user' },
      schema: {
        summary: "The user's test results, newest first",
        description:
          'The dashboard Overview and Test Results. Never cached: scores change while scoring runs, and recording links are signed.',
        response: { 200: resultsAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await results.forUser(currentUser(request).id) };
    },
  );
}
