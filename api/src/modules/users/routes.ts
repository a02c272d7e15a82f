import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/auth.js';
import { presentUser } from './present.js';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  /** The signed-in user; the client reads it from data.data (spec §3). */
  app.get('/user', { preHandler: app.requireUser }, async (request) => ({ data: presentUser(currentUser(request)) }));
}
