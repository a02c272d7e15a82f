import type { RouteOptions } from 'fastify';
import { enforceRateLimits, rateLimited } from '../../http/rate-limit.js';
import { z } from 'zod';
import type { MediaUrls } from '../../storage/media.js';
import { declareCommonErrors, error } from '../../http/schema.js';
import { speechRoutes, MESSAGES } from '../speech/routes.js';
import type { SpeechService } from '../speech/service.js';
import type { ModuleApp } from '../module.js';

/**
 * The schema of speech's GET /vocabulary-terms/{termId}/speech. The speech folder is being changed on
 * another branch, so its route gets its schema here, from outside, until that folder has its own
 * module plugin (then this file moves there). The route still checks `side` itself too: harmless.
 */
const vocabularySpeechSchema = {
  summary: 'The speech of a vocabulary term (made on first request)',
  description: 'Redirects to its public /api/media URL, which browsers cache and seek in. Public, like the vocabulary.',
  tags: ['speech'],
  params: z.object({ termId: z.string().describe('The term id of GET /vocabulary; anything else is 404.') }),
  querystring: z.object({ side: z.enum(['english', 'translated'], { error: MESSAGES.badSide }) }),
  response: {
    302: z.null().describe('Found: Location is the speech file.'),
    404: error(MESSAGES.termNotFound),
    503: error(MESSAGES.unavailable),
  },
};

export async function vocabularySpeechRoutes(app: ModuleApp, options: { speech: SpeechService; media: MediaUrls }): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route: RouteOptions) => {
      route.schema = { ...route.schema, ...vocabularySpeechSchema };
      // A guest's request may synthesise speech: bounded per client, so a burst of them cannot
      // fill the audio thread that uploads also need.
      route.config = { ...route.config, ...rateLimited({ max: 120, per: '1 minute', by: 'ip' }) };
      // The /api scope's hooks saw this route before it had a schema and a limit.
      declareCommonErrors(route);
      enforceRateLimits(scope, route);
    });
    await scope.register(speechRoutes, options);
  });
}
