import { currentUser } from '../../http/auth.js';
import type { ModuleApp } from '../module.js';
import type { GoalService } from './goal.js';
import { examGoalBody, examGoalJson, planJson } from './schemas.js';

/** The exam date and language (settings) and the week's plan (dashboard). */
export async function goalRoutes(app: ModuleApp, goals: GoalService): Promise<void> {
  app.get(
    '/learning/exam-goal',
    { config: { auth: 'user' }, schema: { summary: 'The user’s exam date and language', response: { 200: examGoalJson } } },
    async (request) => goals.get(currentUser(request).id),
  );

  app.put(
    '/learning/exam-goal',
    {
      config: { auth: 'user' },
      schema: { summary: 'Set the exam date and language (null clears one)', body: examGoalBody, response: { 200: examGoalJson } },
    },
    async (request) => goals.set(currentUser(request).id, request.body),
  );

  app.get(
    '/learning/plan',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'This week’s plan: days left, categories to practise, reviews, weak segments, mock exam',
        response: { 200: planJson },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return goals.plan(currentUser(request).id);
    },
  );
}
