import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Clock } from '../../clock.js';
import { withClientTransaction } from '../../db/transaction.js';
import { practiceSessions, users } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { CreditLedger } from '../credits/ledger.js';
import type { ScoreSessionJob, ScoringQueues } from './queues.js';
import type { CompletionAnswer } from './schemas.js';
import { interpreterTurns } from './turns.js';

export const DISPATCHED_MESSAGE = 'Your attempt is being scored.';
export const ALREADY_SCORED_MESSAGE = 'Your attempt has been scored. See your results in the dashboard.';
export const INSUFFICIENT_CREDIT_MESSAGE = 'You do not have enough credits for AI scoring.';
export const SESSION_NOT_FOUND_MESSAGE = 'Practice session not found.';
export const PART_OF_MOCK_MESSAGE = 'This dialogue is part of a mock exam: finish the mock exam to have both dialogues scored.';

export function incompleteMessage(answered: number, total: number): string {
  return `Answer every segment before finishing: ${answered} of ${total} segment${total === 1 ? ' has' : 's have'} an answer. A practice attempt must be completed in full to be scored.`;
}

export function usageDescription(dialogueId: number): string {
  return `AI scoring of dialogue #${dialogueId}`;
}

interface Dependencies {
  pool: pg.Pool;
  jobs: JobQueue;
  queues: ScoringQueues;
  ledger: CreditLedger;
  clock: Clock;
  creditCost: number;
}

/**
 * Finishing an attempt: check it is whole, charge for scoring and hand it to the scoring jobs —
 * the debit and the job in one transaction, so a charge never exists without its job and a job
 * never runs unpaid. The session row is locked first, so two calls at once (a double click, two
 * tabs) are served one after the other and the second finds the attempt already dispatched.
 */
export class CompletionService {
  constructor(private readonly deps: Dependencies) {}

  async complete(userId: number, sessionId: number): Promise<CompletionAnswer> {
    const { pool, jobs, queues, ledger, clock, creditCost } = this.deps;
    // Before the transaction: creating the queue goes through pg-boss's own connection, which would
    // wait for this transaction on the embedded database (one connection at a time).
    await jobs.define(queues.session);
    return withClientTransaction(pool, async (tx, client) => {
      const [session] = await tx
        .select({
          id: practiceSessions.id,
          dialogueId: practiceSessions.dialogueId,
          status: practiceSessions.status,
          endTime: practiceSessions.endTime,
          mockExamId: practiceSessions.mockExamId,
        })
        .from(practiceSessions)
        .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)))
        .for('update');
      // Someone else's session is answered like one that does not exist: ids are not secrets to confirm.
      if (!session) throw new HttpError(404, SESSION_NOT_FOUND_MESSAGE);
      // A mock exam is charged once for both dialogues, by its own completion (modules/mock-exams).
      if (session.mockExamId !== null) throw new HttpError(409, PART_OF_MOCK_MESSAGE);
      if (session.status === 'scoring') return { status: 'dispatched', message: DISPATCHED_MESSAGE };
      if (session.status === 'scored') return { status: 'dispatched', message: ALREADY_SCORED_MESSAGE };

      const turns = await interpreterTurns(tx, session.id, session.dialogueId);
      const answered = turns.filter((t) => t.attemptId !== null).length;
      if (turns.length === 0 || answered < turns.length) throw new HttpError(422, incompleteMessage(answered, turns.length));

      const [user] = await tx.select({ credits: users.availableCredits }).from(users).where(eq(users.id, userId)).for('update');
      const endTime = session.endTime ?? clock.now();
      if (!user || user.credits < creditCost) {
        // Finished but not scored: adding credits and completing again scores it (spec §8's advice).
        await tx.update(practiceSessions).set({ status: 'completed', endTime }).where(eq(practiceSessions.id, session.id));
        return { status: 'insufficient_credit', message: INSUFFICIENT_CREDIT_MESSAGE };
      }

      await tx
        .update(practiceSessions)
        .set({ status: 'scoring', endTime, creditsCharged: creditCost, finalScore: null, scoredAt: null, scoringError: null })
        .where(eq(practiceSessions.id, session.id));
      if (creditCost > 0)
        await ledger.record(tx, { userId, type: 'usage', description: usageDescription(session.dialogueId), credits: -creditCost });
      await jobs.send<ScoreSessionJob>(queues.session, { sessionId: session.id }, { client });
      return { status: 'dispatched', message: DISPATCHED_MESSAGE };
    });
  }
}
