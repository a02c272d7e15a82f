import type pg from 'pg';
import { z } from 'zod';
import { named } from '../../http/contract.js';
import { error } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';

/** Longest a readiness probe waits for the database: a probe that hangs is a probe that failed. */
const READY_TIMEOUT_MS = 2_000;

export const NOT_READY_MESSAGE = 'The database cannot be reached.';

const healthAnswer = named('Health', 'The process is up.', z.strictObject({ status: z.literal('ok') }));
const readyAnswer = named('Ready', 'The process is up and its database answers.', z.strictObject({ status: z.literal('ready') }));

async function databaseAnswers(pool: pg.Pool): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const query = pool.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: ModuleApp, pool: pg.Pool): Promise<void> {
  app.get(
    '/health',
    {
      // Probes run every few seconds: their lines would drown the log.
      logLevel: 'warn',
      schema: { summary: 'Liveness: the process answers (whatever the database does)', response: { 200: healthAnswer } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Readiness: the database answers within 2 s',
        response: { 200: readyAnswer, 503: error(NOT_READY_MESSAGE) },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(pool)) return { status: 'ready' as const };
      return reply.code(503).header('retry-after', '5').send({ message: NOT_READY_MESSAGE });
    },
  );
}
