import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import type { ModuleApp } from '../module.js';
import { presentUser } from './present.js';
import { userJson } from './schemas.js';

export async function userRoutes(app: ModuleApp): Promise<void> {
  app.get(
    '/user',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'The signed-in user',
        description: 'The client reads it from data.data (spec §3).',
        response: { 200: z.strictObject({ data: userJson }).describe('The signed-in user, in data.') },
      },
    },
    async (request) => ({ data: presentUser(currentUser(request)) }),
  );
}
