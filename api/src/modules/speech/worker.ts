import { offlineSpeech } from '../../ai/offline/speech.js';
import type { WorkerContext } from '../../jobs/worker-context.js';
import { DIALOGUE_SPEECH_QUEUE, enqueueDialogueSpeech, type DialogueSpeechJob } from './queue.js';
import { SpeechService } from './service.js';
import type { SpeechSynthesizer } from './synthesizer.js';

/**
 * Runs the dialogue speech jobs in this process (on the idle audio thread: a person's request, the
 * API and scoring always go first — audio/worker/client.ts), and enqueues a job for every dialogue whose segments were never
 * synthesised — content seeded while no worker ran, or a job lost before pg-boss kept it.
 */
export async function startSpeechWorker(context: WorkerContext, synthesizer: SpeechSynthesizer = offlineSpeech): Promise<void> {
  const speech = new SpeechService({ db: context.db, storage: context.storage, synthesizer, log: context.log });
  await context.jobs.work<DialogueSpeechJob>(DIALOGUE_SPEECH_QUEUE, async ({ dialogueId }) => {
    const { made, failed } = await speech.synthesizeDialogue(dialogueId, 'idle');
    if (made > 0) context.log.info({ dialogueId, made }, 'dialogue speech synthesised');
    // Throwing hands the job back to pg-boss for a retry of what failed.
    if (failed > 0) throw new Error(`${failed} piece(s) of speech of dialogue ${dialogueId} could not be synthesised`);
  });
  void catchUp(context, speech);
}

async function catchUp(context: WorkerContext, speech: SpeechService): Promise<void> {
  try {
    const pending = await speech.dialoguesWithPendingSpeech();
    let sent = 0;
    for (const dialogueId of pending) if (await enqueueDialogueSpeech(context.jobs, context.db, dialogueId)) sent += 1;
    if (sent > 0) context.log.info({ dialogues: sent }, 'speech jobs enqueued for dialogues not yet synthesised');
  } catch (error) {
    context.log.error({ err: error }, 'could not enqueue the pending speech jobs');
  }
}
