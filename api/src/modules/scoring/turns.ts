import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { type AccuracyState, dialogueSegments, segmentAttempts } from '../../db/schema.js';
import { INTERPRETER_ROLE } from '../../content/segments.js';

/**
 * A session's interpreter turns (the segments the candidate answers, DESIGN.md "Segments and
 * turns") with its attempt at each, in dialogue order. The one query both completion and scoring
 * ask: "is every turn answered", "is every turn scored".
 */
export interface TurnRow {
  segmentId: number;
  segmentOrder: number;
  /** The expected interpretation and its language. */
  text: string;
  language: string;
  attemptId: number | null;
  scoringStatus: 'pending' | 'scored' | 'failed' | null;
  scoreForSegment: number | null;
  accuracy: AccuracyState | null;
}

export async function interpreterTurns(db: Queryable, sessionId: number, dialogueId: number): Promise<TurnRow[]> {
  return db
    .select({
      segmentId: dialogueSegments.id,
      segmentOrder: dialogueSegments.segmentOrder,
      text: dialogueSegments.sourceText,
      language: dialogueSegments.speakerLanguage,
      attemptId: segmentAttempts.id,
      scoringStatus: segmentAttempts.scoringStatus,
      scoreForSegment: segmentAttempts.scoreForSegment,
      accuracy: segmentAttempts.accuracy,
    })
    .from(dialogueSegments)
    .leftJoin(segmentAttempts, and(eq(segmentAttempts.segmentId, dialogueSegments.id), eq(segmentAttempts.sessionId, sessionId)))
    .where(and(eq(dialogueSegments.dialogueId, dialogueId), eq(dialogueSegments.speakerRole, INTERPRETER_ROLE)))
    .orderBy(asc(dialogueSegments.segmentOrder));
}
