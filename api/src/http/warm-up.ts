import { LANGUAGES } from '@ccl/shared/domain';
import type { FastifyInstance } from 'fastify';

/**
 * A guest's first visit, walked once inside the process before the server takes traffic: the
 * page (its files read and kept: web/file-cache.ts), the landing figures and every language's
 * first page of dialogues (made and kept: public-answers.ts), and the code on those paths compiled.
 * Without it the first visitors after a start pay for all of it at once — under bench:mixed's load
 * the first second's reads waited up to 400 ms while every later one took under 10 ms.
 * Nothing here can stop a start: a failure is logged and the server starts cold.
 */
export const WARM_UP_PATHS = ['/', '/api/stats', ...LANGUAGES.map((language) => `/api/dialogues/${language.name.toLowerCase()}`)];

export async function warmUp(app: FastifyInstance): Promise<{ ms: number; failed: string[] }> {
  const started = performance.now();
  const failed: string[] = [];
  for (const url of WARM_UP_PATHS) {
    try {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      if (response.statusCode >= 500) failed.push(`${url} (${response.statusCode})`);
    } catch (error) {
      failed.push(`${url} (${(error as Error).message})`);
    }
  }
  return { ms: Math.round(performance.now() - started), failed };
}
