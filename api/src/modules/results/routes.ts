import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/auth.js';
import type { ResultsService } from './service.js';

export async function resultsRoutes(app: FastifyInstance, options: { results: ResultsService }): Promise<void> {
  /** The signed-in user's test results, newest first (dashboard Overview and Test Results). */
  app.get('/generate-result', { preHandler: app.requireUser }, async (request, reply) => {
    // Scores change while scoring runs and recordings' links are signed: never cache this answer.
    reply.header('Cache-Control', 'no-store');
    return { data: await options.results.forUser(currentUser(request).id) };
  });
}
