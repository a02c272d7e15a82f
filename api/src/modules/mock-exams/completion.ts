import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Clock } from '../../clock.js';
import { mockExams, practiceSessions, users } from '../../db/schema.js';
import { withClientTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { CreditLedger } from '../credits/ledger.js';
import type { ScoreSessionJob, ScoringQueues } from '../scoring/queues.js';
import { interpreterTurns } from '../scoring/turns.js';
import { MOCK_MESSAGES } from './service.js';

export const MOCK_COMPLETION_MESSAGES = {
  dispatched: 'Your mock exam is being scored.',
  alreadyDone: 'Your mock exam has been completed. Its result appears here once both dialogues are scored.',
  insufficientCredit: 'You do not have enough credits for AI scoring of both dialogues.',
  incomplete: (part: number, answered: number, total: number) =>
    `Answer every segment before finishing: dialogue ${part} has ${answered} of ${total} segments answered.`,
} as const;

export function mockUsageDescription(mockExamId: number, dialogueIds: number[]): string {
  return `AI scoring of mock exam #${mockExamId} (dialogues #${dialogueIds.join(' and #')})`;
}

interface Dependencies {
  pool: pg.Pool;
  jobs: JobQueue;
  queues: ScoringQueues;
  ledger: CreditLedger;
  clock: Clock;
  creditCostPerDialogue: number;
}

export type MockCompletion = { status: 'dispatched' | 'insufficient_credit'; message: string };

/**
 * Finishing a mock exam: both dialogues answered in full, the credits of two dialogues debited in one
 * ledger line, and both sessions sent to the scoring jobs — all in one transaction that holds the
 * mock's row, so a second completion (double click, second tab) finds it done and charges nothing.
 * An unfinished mock is never charged.
 */
export class MockCompletionService {
  constructor(private readonly deps: Dependencies) {}

  async complete(userId: number, mockExamId: number): Promise<MockCompletion> {
    const { pool, jobs, queues, ledger, clock, creditCostPerDialogue } = this.deps;
    // Outside the transaction: pg-boss creates the queue on its own connection (see scoring/completion.ts).
    await jobs.define(queues.session);
    return withClientTransaction(pool, async (tx, client) => {
      const [mock] = await tx
        .select({ id: mockExams.id, status: mockExams.status })
        .from(mockExams)
        .where(and(eq(mockExams.id, mockExamId), eq(mockExams.userId, userId)))
        .for('update');
      if (!mock) throw new HttpError(404, MOCK_MESSAGES.notFound);
      if (mock.status !== 'in_progress') return { status: 'dispatched', message: MOCK_COMPLETION_MESSAGES.alreadyDone };

      const sessions = await tx
        .select({ id: practiceSessions.id, dialogueId: practiceSessions.dialogueId, part: practiceSessions.mockPart })
        .from(practiceSessions)
        .where(eq(practiceSessions.mockExamId, mock.id))
        .orderBy(practiceSessions.mockPart);
      for (const session of sessions) {
        const turns = await interpreterTurns(tx, session.id, session.dialogueId);
        const answered = turns.filter((turn) => turn.attemptId !== null).length;
        if (turns.length === 0 || answered < turns.length) {
          throw new HttpError(422, MOCK_COMPLETION_MESSAGES.incomplete(session.part ?? 0, answered, turns.length));
        }
      }

      const cost = creditCostPerDialogue * sessions.length;
      const [user] = await tx.select({ credits: users.availableCredits }).from(users).where(eq(users.id, userId)).for('update');
      // Not charged and not finished: with more credits, completing again scores it.
      if (!user || user.credits < cost) return { status: 'insufficient_credit', message: MOCK_COMPLETION_MESSAGES.insufficientCredit };

      const now = clock.now();
      await tx.update(mockExams).set({ status: 'completed', completedAt: now, creditsCharged: cost }).where(eq(mockExams.id, mock.id));
      for (const session of sessions) {
        await tx
          .update(practiceSessions)
          .set({
            status: 'scoring',
            endTime: now,
            creditsCharged: creditCostPerDialogue,
            finalScore: null,
            scoredAt: null,
            scoringError: null,
          })
          .where(eq(practiceSessions.id, session.id));
      }
      if (cost > 0) {
        const description = mockUsageDescription(
          mock.id,
          sessions.map((s) => s.dialogueId),
        );
        await ledger.record(tx, { userId, type: 'usage', description, credits: -cost });
      }
      for (const session of sessions) await jobs.send<ScoreSessionJob>(queues.session, { sessionId: session.id }, { client });
      return { status: 'dispatched', message: MOCK_COMPLETION_MESSAGES.dispatched };
    });
  }
}
