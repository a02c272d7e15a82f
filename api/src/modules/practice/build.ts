import type { FastifyBaseLogger } from 'fastify';
import type { ModuleDependencies } from '../module.js';
import { SpeechService } from '../speech/service.js';
import { PracticeService } from './service.js';

/** The speech service of a module that speaks segments or terms on demand (practice, learning, mock exams). */
export function speechServiceOf(deps: ModuleDependencies, log: FastifyBaseLogger): SpeechService {
  return new SpeechService({ db: deps.db, storage: deps.storage, synthesizer: deps.ai.speech, log });
}

/** Practice's service over the shared dependencies, for the modules whose sessions are practice sessions. */
export function practiceServiceOf(deps: ModuleDependencies, log: FastifyBaseLogger, speech = speechServiceOf(deps, log)): PracticeService {
  return new PracticeService({
    db: deps.db,
    storage: deps.storage,
    media: deps.media,
    jobs: deps.jobs,
    speech,
    creditCostPerDialogue: deps.config.credits.creditCostPerDialogue,
    log,
  });
}
