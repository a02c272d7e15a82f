import { currentUser } from '../../http/auth.js';
import type { ModuleApp } from '../module.js';
import type { GoalService } from './goal.js';
import type { ProgressService } from './progress-service.js';
import { examGoalBody, examGoalJson, planJson, progressJson } from './schemas.js';

/** The exam date and language (settings), the week's plan and progress (dashboard). */
export async function goalRoutes(app: ModuleApp, goals: GoalService, progress: ProgressService): Promise<void> {
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

  app.get(
    '/learning/progress',
    {
      config: { auth: 'user' },
      schema: { summary: 'Progress: per category and direction, the trend, key meaning units said', response: { 200: progressJson } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return progress.forUser(currentUser(request).id);
    },
  );
}
