import { defineModule } from '../module.js';
import { GenerationService } from './generation.js';
import { practiceRoutes } from './routes.js';
import { practiceServiceOf, speechServiceOf } from './build.js';
import { vocabularySpeechRoutes } from './vocabulary-speech.js';

/**
 * The practice loop (spec §7): dialogue generation, sessions, speaker audio, recorded answers. It
 * builds the speech service (segments and vocabulary are spoken on demand) and so also registers
 * speech's vocabulary route (vocabulary-speech.ts says why here).
 */
export const practiceModule = defineModule(
  'practice',
  'Practice sessions: generation, start, speaker turns, recorded answers.',
  async (api, deps) => {
    const log = api.log;
    const speech = speechServiceOf(deps, log);
    const practice = practiceServiceOf(deps, log, speech);
    const generation = new GenerationService({ db: deps.db, provider: deps.ai.provider, log });
    await practiceRoutes(api, { practice, generation, content: deps.content });
    await vocabularySpeechRoutes(api, { speech, media: deps.media });
  },
);
