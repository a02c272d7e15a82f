import { and, eq, notInArray } from 'drizzle-orm';
import type { FoundError } from '../../ai/provider.js';
import type { Queryable } from '../../db/database.js';
import { type AccuracyState, deductions, type DeductionSource, practiceSessions, segmentAttempts } from '../../db/schema.js';
import { evaluationText } from './evaluation-text.js';
import { finalScore, priceErrors } from './points.js';
import { type ScoreLabel, scoreLabel } from './score-label.js';

/**
 * Changing a scored turn's ledger after scoring (self-marking, disputes): the errors are priced
 * again from the fixed table, the turn's score and feedback follow from the new ledger, and the
 * dialogue's score is the sum of its turns again. Runs inside a transaction that holds the session's
 * row lock, so two changes to one session are applied one after the other.
 */

export interface LedgerError extends FoundError {
  source: DeductionSource;
  /** The row of a deduction already in the ledger: it is kept (its disputes stay attached), only repriced. */
  id?: number;
}

export interface RewrittenTurn {
  scoreForSegment: number;
  finalScore: number;
  scoreLabel: ScoreLabel;
}

export async function rewriteTurnLedger(
  tx: Queryable,
  turn: { attemptId: number; sessionId: number; maxScore: number },
  errors: LedgerError[],
  accuracy: AccuracyState,
  summary: string,
): Promise<RewrittenTurn> {
  const priced = priceErrors(turn.maxScore, errors);
  const kept = priced.deductions.flatMap((d) => (d.id === undefined ? [] : [d.id]));
  await tx
    .delete(deductions)
    .where(and(eq(deductions.attemptId, turn.attemptId), kept.length ? notInArray(deductions.id, kept) : undefined));
  for (const d of priced.deductions)
    if (d.id !== undefined) await tx.update(deductions).set({ points: d.points }).where(eq(deductions.id, d.id));
  const added = priced.deductions.filter((d) => d.id === undefined);
  if (added.length)
    await tx.insert(deductions).values(
      added.map((d) => ({
        attemptId: turn.attemptId,
        category: d.category,
        severity: d.severity,
        points: d.points,
        words: d.words,
        explanation: d.explanation,
        source: d.source,
      })),
    );
  await tx
    .update(segmentAttempts)
    .set({ scoreForSegment: priced.score, accuracy, evaluationFeedback: evaluationText(priced.deductions, summary, accuracy) })
    .where(eq(segmentAttempts.id, turn.attemptId));
  const turns = await tx
    .select({ score: segmentAttempts.scoreForSegment, accuracy: segmentAttempts.accuracy })
    .from(segmentAttempts)
    .where(eq(segmentAttempts.sessionId, turn.sessionId));
  const total = finalScore(turns.map((t) => t.score ?? 0));
  await tx.update(practiceSessions).set({ finalScore: total }).where(eq(practiceSessions.id, turn.sessionId));
  return { scoreForSegment: priced.score, finalScore: total, scoreLabel: scoreLabel(turns.map((t) => t.accuracy)) };
}
