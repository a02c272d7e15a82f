import { PublicAnswers } from '../../http/public-answers.js';
import { defineModule } from '../module.js';
import { enqueueDialogueSpeech } from '../speech/queue.js';
import { contentRoutes } from './routes.js';

/**
 * The practice library as people read it: dialogue lists, a dialogue with its segments, transcripts,
 * vocabulary. Its ContentService is built once in app.ts (shared with practice, see ModuleDependencies).
 */
export const contentModule = defineModule(
  'content',
  'The library: dialogue lists, dialogues, transcripts, vocabulary.',
  async (api, { config, content, jobs, db }) => {
    const answers = new PublicAnswers(config.publicCacheSeconds);
    await contentRoutes(api, { content, answers, speechFirst: (id) => enqueueDialogueSpeech(jobs, db, id, 'opened') });
  },
);
