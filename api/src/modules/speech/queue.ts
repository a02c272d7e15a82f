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
 * Whose speech first. The catch-up after a fresh start queues every bank dialogue (about an hour of
 * synthesis for 432 dialogues on one core); a dialogue someone has just opened must not wait behind
 * them, so its job runs before every background one (pg-boss fetches by priority, then age).
 */
export const SPEECH_PRIORITY = { background: 0, opened: 10 } as const;
export type SpeechUrgency = keyof typeof SPEECH_PRIORITY;

/**
 * Enqueues the dialogue's speech job unless one is already waiting or running; when one is waiting
 * at a lower priority (the catch-up queued it) it is moved up instead. pg-boss 10 only enforces
 * singletonKey for queues with a singleton policy (ours are 'standard'), so the check is ours; a rare
 * double is harmless — the second job finds the speech made and stops.
 */
export async function enqueueDialogueSpeech(
  jobs: JobQueue,
  db: Database,
  dialogueId: number,
  urgency: SpeechUrgency = 'background',
): Promise<boolean> {
  const key = singletonKey(dialogueId);
  const priority = SPEECH_PRIORITY[urgency];
  await jobs.define(DIALOGUE_SPEECH_QUEUE);
  const waiting = await db.execute(
    sql`select 1 from pgboss.job where name = ${DIALOGUE_SPEECH_QUEUE.name} and singleton_key = ${key} and state < 'completed' limit 1`,
  );
  if (waiting.rows.length > 0) {
    if (priority > 0) {
      await db.execute(
        sql`update pgboss.job set priority = ${priority}
            where name = ${DIALOGUE_SPEECH_QUEUE.name} and singleton_key = ${key} and state in ('created', 'retry') and priority < ${priority}`,
      );
    }
    return false;
  }
  await jobs.send<DialogueSpeechJob>(DIALOGUE_SPEECH_QUEUE, { dialogueId }, { singletonKey: key, priority });
  return true;
}
