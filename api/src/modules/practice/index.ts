import type { FastifyInstance } from 'fastify';
import { offlineSpeech } from '../../ai/offline/speech.js';
import { bankDialogues } from '../../ai/offline/bank-dialogues.js';
import type { AiProvider } from '../../ai/provider.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { MediaUrls } from '../../storage/media.js';
import type { Storage } from '../../storage/storage.js';
import { FeedbackService } from '../feedback/service.js';
import { feedbackRoutes } from '../feedback/routes.js';
import { speechRoutes } from '../speech/routes.js';
import { SpeechService } from '../speech/service.js';
import type { SpeechSynthesizer } from '../speech/synthesizer.js';
import { GenerationService } from './generation.js';
import { practiceRoutes, type PracticeRouteOptions } from './routes.js';
import { PracticeService } from './service.js';

export interface PracticeModuleDependencies {
  config: Config;
  db: Database;
  storage: Storage;
  media: MediaUrls;
  jobs: JobQueue;
  content: PracticeRouteOptions['content'];
  /** Writes generated dialogues; default: the offline provider's bank dialogues. */
  dialogueWriter?: Pick<AiProvider, 'generateDialogue'>;
  /** Speaks segments and vocabulary; default: the offline eSpeak NG voices. */
  synthesizer?: SpeechSynthesizer;
}

/**
 * The practice loop's API (spec §7): dialogue generation, sessions, speaker audio, recorded answers,
 * feedback, and vocabulary speech.
 */
export async function registerPractice(api: FastifyInstance, deps: PracticeModuleDependencies): Promise<void> {
  const log = api.log;
  const speech = new SpeechService({ db: deps.db, storage: deps.storage, synthesizer: deps.synthesizer ?? offlineSpeech, log });
  const practice = new PracticeService({
    db: deps.db,
    storage: deps.storage,
    media: deps.media,
    jobs: deps.jobs,
    speech,
    creditCostPerDialogue: deps.config.credits.creditCostPerDialogue,
    log,
  });
  const generation = new GenerationService({ db: deps.db, provider: deps.dialogueWriter ?? { generateDialogue: bankDialogues(deps.db) }, log });
  await api.register(practiceRoutes, { practice, generation, content: deps.content });
  await api.register(speechRoutes, { speech, media: deps.media });
  await api.register(feedbackRoutes, { feedback: new FeedbackService(deps.db) });
}
