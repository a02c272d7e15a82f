import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { JobQueue, QueueDefinition } from '../../jobs/queue.js';

/** One job per dialogue: synthesise every segment (and the description) not ready yet. */
export interface DialogueSpeechJob {
  dialogueId: number;
}

/**
 * A whole dialogue takes seconds to a minute of synthesis. Retried with backoff (about 30 s, 1, 2
 * min): a retry redoes only what failed, since made speech is kept.
 */
export const DIALOGUE_SPEECH_QUEUE: QueueDefinition = {
  name: 'dialogue-speech',
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
};

function singletonKey(dialogueId: number): string {
  return `dialogue-${dialogueId}`;
}

/**
 * Enqueues the dialogue's speech job unless one is already waiting or running. pg-boss 10 only
 * enforces singletonKey for queues with a singleton policy (ours are 'standard'), so the check is
 * ours; a rare double is harmless — the second job finds the speech made and stops.
 */
export async function enqueueDialogueSpeech(jobs: JobQueue, db: Database, dialogueId: number): Promise<boolean> {
  const key = singletonKey(dialogueId);
  await jobs.define(DIALOGUE_SPEECH_QUEUE);
  const waiting = await db.execute(
    sql`select 1 from pgboss.job where name = ${DIALOGUE_SPEECH_QUEUE.name} and singleton_key = ${key} and state < 'completed' limit 1`,
  );
  if (waiting.rows.length > 0) return false;
  await jobs.send<DialogueSpeechJob>(DIALOGUE_SPEECH_QUEUE, { dialogueId }, { singletonKey: key });
  return true;
}
