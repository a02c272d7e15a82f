import type { FastifyInstance } from 'fastify';
import type { StatsService } from './service.js';

export async function statsRoutes(app: FastifyInstance, options: { stats: StatsService }): Promise<void> {
  app.get('/stats', async () => ({ success: true, data: await options.stats.landingCounters() }));
}
