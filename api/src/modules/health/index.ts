import { defineModule } from '../module.js';
import { healthRoutes } from './routes.js';

/** Liveness and readiness for a load balancer or orchestrator. */
export const healthModule = defineModule(
  'health',
  'Liveness (/health) and readiness (/ready: the database answers).',
  async (api, { pool }) => {
    await healthRoutes(api, pool);
  },
);
