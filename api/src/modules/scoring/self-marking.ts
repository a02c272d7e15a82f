import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { deductions, dialogueSegments, practiceSessions, segmentAttempts, selfMarkings } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { SelfMarkingAnswer, SelfMarkingBody } from './schemas.js';
import { rewriteTurnLedger, type LedgerError } from './turn-ledger.js';
import { markingUnits, selfMarkedErrors } from './units.js';

export const ATTEMPT_NOT_FOUND_MESSAGE = 'Segment attempt not found.';
export const NOT_SCORED_YET_MESSAGE = 'This attempt is not scored yet: you can mark it once its score is shown.';
export const ALREADY_ASSESSED_MESSAGE = 'This turn was assessed from what you said, so it cannot be self-marked.';

export function unknownUnitMessage(index: number, count: number): string {
  return `Tick only this turn's key units: it has ${count}, so unit ${index + 1} does not exist.`;
}

export function selfMarkedSummary(conveyed: number, units: number, added: boolean): string {
  const addition = added ? ' and that you added something' : ' and that you added nothing';
  return `Self-marked: you marked ${conveyed} of ${units} key unit${units === 1 ? '' : 's'} as conveyed${addition}.`;
}

/**
 * Marking yourself (issue #17): on a turn scored on its audio alone, the candidate ticks the key
 * units they conveyed and says whether they added anything. Each unticked unit becomes an omission
 * and an addition an insertion, priced from the fixed table; the audio's length-based omission (the
 * offline stand-in for omissions) gives way to the candidate's own marking. A turn may be marked
 * again: every marking is kept (self_markings), and the latest one decides the ledger.
 */
export class SelfMarkingService {
  constructor(private readonly db: Database) {}

  async mark(userId: number, attemptId: number, body: SelfMarkingBody): Promise<SelfMarkingAnswer> {
    return this.db.transaction(async (tx) => {
      const [turn] = await tx
        .select({
          sessionId: segmentAttempts.sessionId,
          accuracy: segmentAttempts.accuracy,
          maxScore: segmentAttempts.maxScore,
          expected: dialogueSegments.sourceText,
          keyUnits: dialogueSegments.keyUnits,
        })
        .from(segmentAttempts)
        .innerJoin(practiceSessions, eq(practiceSessions.id, segmentAttempts.sessionId))
        .innerJoin(dialogueSegments, eq(dialogueSegments.id, segmentAttempts.segmentId))
        .where(and(eq(segmentAttempts.id, attemptId), eq(practiceSessions.userId, userId)));
      // Someone else's attempt is answered like one that does not exist.
      if (!turn) throw new HttpError(404, ATTEMPT_NOT_FOUND_MESSAGE);
      const [session] = await tx
        .select({ status: practiceSessions.status })
        .from(practiceSessions)
        .where(eq(practiceSessions.id, turn.sessionId))
        .for('update');
      if (session?.status !== 'scored' || turn.maxScore === null) throw new HttpError(409, NOT_SCORED_YET_MESSAGE);
      if (turn.accuracy === 'assessed') throw new HttpError(409, ALREADY_ASSESSED_MESSAGE);

      const units = markingUnits(turn.keyUnits, turn.expected);
      const conveyed = new Set(body.conveyed);
      const unknown = [...conveyed].find((index) => index >= units.length);
      if (unknown !== undefined) {
        const message = unknownUnitMessage(unknown, units.length);
        throw new HttpError(422, message, { conveyed: [message] });
      }

      await tx.insert(selfMarkings).values({ attemptId, conveyed: [...conveyed].sort((a, b) => a - b), added: body.added });
      const ledger = await tx.select().from(deductions).where(eq(deductions.attemptId, attemptId));
      const kept: LedgerError[] = ledger
        .filter((d) => d.source === 'scoring' && d.category !== 'omission')
        .map((d) => ({
          id: d.id,
          category: d.category as LedgerError['category'],
          severity: d.severity,
          words: d.words,
          explanation: d.explanation ?? '',
          source: 'scoring',
        }));
      const marked: LedgerError[] = selfMarkedErrors(units, conveyed, body.added).map((e) => ({ ...e, source: 'self_marking' }));
      const rewritten = await rewriteTurnLedger(
        tx,
        { attemptId, sessionId: turn.sessionId, maxScore: turn.maxScore },
        [...kept, ...marked],
        'self_marked',
        selfMarkedSummary(conveyed.size, units.length, body.added),
      );
      return {
        attempt_id: attemptId,
        score_for_segment: rewritten.scoreForSegment,
        final_score: rewritten.finalScore,
        score_label: rewritten.scoreLabel,
      };
    });
  }
}
