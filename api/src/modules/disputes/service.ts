import { and, asc, eq } from 'drizzle-orm';
import type { ErrorCategory } from '../../ai/provider.js';
import type { Database } from '../../db/database.js';
import { deductions, dialogues, dialogueSegments, disputes, practiceSessions, segmentAttempts } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { MediaUrls } from '../../storage/media.js';
import { summaryOf } from '../scoring/evaluation-text.js';
import type { Deduction } from '../scoring/points.js';
import { rewriteTurnLedger, type LedgerError } from '../scoring/turn-ledger.js';
import { markingUnits } from '../scoring/units.js';
import type { DisputeDecision, DisputeJson, QueuedDisputeJson } from './schemas.js';

export const DEDUCTION_NOT_FOUND_MESSAGE = 'Deduction not found.';
export const DISPUTE_NOT_FOUND_MESSAGE = 'Dispute not found.';
export const ALREADY_DISPUTED_MESSAGE = 'You have already disputed this deduction.';
export const ALREADY_DECIDED_MESSAGE = 'This dispute has already been decided.';
export const MODERATORS_ONLY_MESSAGE = 'Only moderators can review disputes.';
export const REMOVED_SUMMARY = 'A moderator reviewed a deduction you disputed and removed it; the score was recomputed.';

type DisputeRow = typeof disputes.$inferSelect;

export function presentDispute(row: DisputeRow): DisputeJson {
  return {
    id: row.id,
    deduction_id: row.deductionId,
    category: row.category as ErrorCategory,
    words: row.words,
    points: row.points,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * Disputes (issue #17): a candidate contests a deduction of their own; moderators (MODERATOR_USER_IDS)
 * see the open ones with the recording, transcript and expected text, and uphold or remove them.
 * Nobody else reads or acts on a dispute: another candidate's deduction is answered as not found.
 */
export class DisputeService {
  constructor(
    private readonly db: Database,
    private readonly media: MediaUrls,
    private readonly moderators: ReadonlySet<number>,
  ) {}

  isModerator(userId: number): boolean {
    return this.moderators.has(userId);
  }

  async open(userId: number, deductionId: number, note: string): Promise<DisputeJson> {
    const [deduction] = await this.db
      .select({ deduction: deductions })
      .from(deductions)
      .innerJoin(segmentAttempts, eq(segmentAttempts.id, deductions.attemptId))
      .innerJoin(practiceSessions, eq(practiceSessions.id, segmentAttempts.sessionId))
      .where(and(eq(deductions.id, deductionId), eq(practiceSessions.userId, userId), eq(practiceSessions.status, 'scored')));
    if (!deduction) throw new HttpError(404, DEDUCTION_NOT_FOUND_MESSAGE);
    const d = deduction.deduction;
    const [created] = await this.db
      .insert(disputes)
      .values({
        userId,
        attemptId: d.attemptId,
        deductionId: d.id,
        category: d.category,
        severity: d.severity,
        points: d.points,
        words: d.words,
        explanation: d.explanation,
        note,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new HttpError(409, ALREADY_DISPUTED_MESSAGE);
    return presentDispute(created);
  }

  /** The moderators' queue: open disputes, oldest first. */
  async queue(moderatorId: number): Promise<QueuedDisputeJson[]> {
    this.mustModerate(moderatorId);
    const rows = await this.db
      .select({
        dispute: disputes,
        transcript: segmentAttempts.userTranscription,
        audioPath: segmentAttempts.userAudioPath,
        expected: dialogueSegments.sourceText,
        language: dialogueSegments.speakerLanguage,
        keyUnits: dialogueSegments.keyUnits,
        segmentOrder: dialogueSegments.segmentOrder,
        dialogueId: dialogueSegments.dialogueId,
        title: dialogues.title,
      })
      .from(disputes)
      .innerJoin(segmentAttempts, eq(segmentAttempts.id, disputes.attemptId))
      .innerJoin(dialogueSegments, eq(dialogueSegments.id, segmentAttempts.segmentId))
      .innerJoin(dialogues, eq(dialogues.id, dialogueSegments.dialogueId))
      .where(eq(disputes.status, 'open'))
      .orderBy(asc(disputes.createdAt), asc(disputes.id));
    const sources = await Promise.all(
      rows.map(async (row) => {
        const [speaker] = await this.db
          .select({ text: dialogueSegments.sourceText })
          .from(dialogueSegments)
          .where(and(eq(dialogueSegments.dialogueId, row.dialogueId), eq(dialogueSegments.segmentOrder, row.segmentOrder - 1)));
        return speaker?.text ?? null;
      }),
    );
    return rows.map((row, i) => ({
      id: row.dispute.id,
      note: row.dispute.note,
      created_at: row.dispute.createdAt.toISOString(),
      deduction: {
        category: row.dispute.category as ErrorCategory,
        severity: row.dispute.severity,
        points: row.dispute.points,
        words: row.dispute.words,
        explanation: row.dispute.explanation,
      },
      dialogue_title: row.title,
      language: row.language,
      source_text: sources[i] ?? null,
      expected_text: row.expected,
      key_units: markingUnits(row.keyUnits, row.expected),
      transcript: row.transcript,
      audio_url: this.media.signed(row.audioPath),
    }));
  }

  /** Uphold: the deduction stays. Remove: it leaves the ledger, the turn is priced again and the dialogue re-added. */
  async decide(
    moderatorId: number,
    disputeId: number,
    decision: DisputeDecision,
  ): Promise<{ dispute: DisputeJson; final_score: number | null }> {
    this.mustModerate(moderatorId);
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          dispute: disputes,
          sessionId: segmentAttempts.sessionId,
          maxScore: segmentAttempts.maxScore,
          accuracy: segmentAttempts.accuracy,
          evaluationFeedback: segmentAttempts.evaluationFeedback,
        })
        .from(disputes)
        .innerJoin(segmentAttempts, eq(segmentAttempts.id, disputes.attemptId))
        .where(eq(disputes.id, disputeId));
      if (!found) throw new HttpError(404, DISPUTE_NOT_FOUND_MESSAGE);
      // The session's lock orders this after any other change to its scores (self-marking, another decision).
      const [session] = await tx
        .select({ finalScore: practiceSessions.finalScore })
        .from(practiceSessions)
        .where(eq(practiceSessions.id, found.sessionId))
        .for('update');
      const [current] = await tx.select({ status: disputes.status }).from(disputes).where(eq(disputes.id, disputeId)).for('update');
      if (current?.status !== 'open') throw new HttpError(409, ALREADY_DECIDED_MESSAGE);
      let finalScore = session?.finalScore ?? null;
      if (decision === 'remove' && found.dispute.deductionId !== null && found.maxScore !== null) {
        const ledger = await tx.select().from(deductions).where(eq(deductions.attemptId, found.dispute.attemptId)).orderBy(deductions.id);
        const kept: LedgerError[] = ledger
          .filter((d) => d.id !== found.dispute.deductionId)
          .map((d) => ({
            id: d.id,
            category: d.category as ErrorCategory,
            severity: d.severity,
            words: d.words,
            explanation: d.explanation ?? '',
            source: d.source,
          }));
        const rewritten = await rewriteTurnLedger(
          tx,
          { attemptId: found.dispute.attemptId, sessionId: found.sessionId, maxScore: found.maxScore },
          kept,
          found.accuracy,
          // The turn's own summary stays; the removal note is added after it.
          [summaryOf(found.evaluationFeedback, ledger.map(asDeduction), found.accuracy), REMOVED_SUMMARY].filter(Boolean).join('\n'),
        );
        finalScore = rewritten.finalScore;
      }
      const [updated] = await tx
        .update(disputes)
        .set({ status: decision === 'remove' ? 'removed' : 'upheld', moderatorId, resolvedAt: new Date() })
        .where(eq(disputes.id, disputeId))
        .returning();
      return { dispute: presentDispute(updated!), final_score: finalScore };
    });
  }

  private mustModerate(userId: number): void {
    if (!this.isModerator(userId)) throw new HttpError(403, MODERATORS_ONLY_MESSAGE);
  }
}

/** A ledger row as the evaluation text printed it. */
function asDeduction(row: typeof deductions.$inferSelect): Deduction {
  return {
    category: row.category as ErrorCategory,
    severity: row.severity,
    points: row.points,
    words: row.words,
    explanation: row.explanation ?? '',
  };
}
