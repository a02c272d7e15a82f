import type { ModuleApp } from '../module.js';
import { statsAnswer } from './schemas.js';
import type { StatsService } from './service.js';

export async function statsRoutes(app: ModuleApp, stats: StatsService): Promise<void> {
  app.get('/stats', { schema: { summary: 'The home page counters', response: { 200: statsAnswer } } }, async () => ({
    success: true as const,
    data: await stats.landingCounters(),
  }));
}
