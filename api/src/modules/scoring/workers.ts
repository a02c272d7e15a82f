import type { AiProvider } from '../../ai/provider.js';
import { audioThread } from '../../audio/worker/client.js';
import { CreditLedger } from '../credits/ledger.js';
import type { WorkerContext } from '../../jobs/worker-context.js';
import { scoringQueues, type ScoreSessionJob, type ScoreTurnJob } from './queues.js';
import { Scorer, type MeasureAudio, type ScorerDependencies } from './scorer.js';

/** Facts of a stored answer that has none (stored before they were measured): the audio thread measures them. */
export const measureWithAudioThread: MeasureAudio = async (recording) => {
  // A copy: the thread takes the bytes' whole ArrayBuffer, and a Buffer may share Node's pool.
  const { facts } = await audioThread().run('normalise', { bytes: new Uint8Array(recording) }, 'background');
  return facts;
};

/** Registers the scoring queues' workers in this process (API or `npm run worker -w api`). */
export async function startScoringWorkers(
  context: Pick<WorkerContext, 'config' | 'db' | 'pool' | 'storage' | 'jobs' | 'log'>,
  ai: Pick<AiProvider, 'transcribe' | 'findErrors'>,
  options: Partial<Pick<ScorerDependencies, 'measureAudio' | 'now'>> = {},
): Promise<Scorer> {
  const queues = scoringQueues(context.config);
  const scorer = new Scorer({
    ...context,
    ledger: new CreditLedger(context.db),
    queues,
    ai,
    measureAudio: options.measureAudio ?? measureWithAudioThread,
    ...(options.now ? { now: options.now } : {}),
  });
  await context.jobs.work<ScoreSessionJob>(queues.session, (data) => scorer.dispatchSession(data));
  await context.jobs.work<ScoreTurnJob>(queues.turn, (data, job) => scorer.scoreTurn(data, job), {
    concurrency: context.config.scoring.concurrency,
  });
  return scorer;
}
