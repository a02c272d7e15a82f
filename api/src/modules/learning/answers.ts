import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ErrorCategory } from '../../ai/provider.js';
import type { Queryable } from '../../db/database.js';
import {
  categories,
  deductions,
  dialogues,
  dialogueSegments,
  practiceSessions,
  segmentAttempts,
  segmentDrills,
  type DrillDeduction,
} from '../../db/schema.js';
import type { ScoredAnswer, ScoredDrill } from './weak-list.js';

/**
 * What the learning rules read: a user's scored answers (with their deduction ledger) and scored
 * drills, optionally of some turns only. Two or three queries whatever the number of rows.
 */
export async function scoredAnswers(db: Queryable, userId: number, segmentIds?: number[]): Promise<ScoredAnswer[]> {
  const rows = await db
    .select({
      attemptId: segmentAttempts.id,
      segmentId: segmentAttempts.segmentId,
      sessionId: practiceSessions.id,
      // Sessions scored before scored_at existed have only their end time.
      scoredAt: sql<Date>`coalesce(${practiceSessions.scoredAt}, ${practiceSessions.endTime}, ${practiceSessions.startedAt})`.mapWith(
        practiceSessions.scoredAt,
      ),
      score: segmentAttempts.scoreForSegment,
      maxScore: segmentAttempts.maxScore,
    })
    .from(segmentAttempts)
    .innerJoin(practiceSessions, eq(practiceSessions.id, segmentAttempts.sessionId))
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.status, 'scored'),
        eq(segmentAttempts.scoringStatus, 'scored'),
        segmentIds ? inArray(segmentAttempts.segmentId, segmentIds) : undefined,
      ),
    );
  if (rows.length === 0) return [];
  const ledger = await db
    .select({
      attemptId: deductions.attemptId,
      category: deductions.category,
      severity: deductions.severity,
      points: deductions.points,
      words: deductions.words,
      explanation: deductions.explanation,
    })
    .from(deductions)
    .where(
      inArray(
        deductions.attemptId,
        rows.map((r) => r.attemptId),
      ),
    )
    .orderBy(deductions.id);
  const byAttempt = new Map<number, DrillDeduction[]>();
  for (const { attemptId, ...line } of ledger) {
    const list = byAttempt.get(attemptId) ?? [];
    // The ledger's categories are written by scoring, from ERROR_CATEGORIES only.
    list.push({ ...line, category: line.category as ErrorCategory });
    byAttempt.set(attemptId, list);
  }
  return rows.map((r) => ({
    attemptId: r.attemptId,
    segmentId: r.segmentId,
    sessionId: r.sessionId,
    scoredAt: r.scoredAt,
    score: r.score ?? 0,
    maxScore: r.maxScore ?? 0,
    deductions: byAttempt.get(r.attemptId) ?? [],
  }));
}

export async function scoredDrills(db: Queryable, userId: number, segmentIds?: number[]): Promise<ScoredDrill[]> {
  const rows = await db
    .select({
      id: segmentDrills.id,
      segmentId: segmentDrills.segmentId,
      scoredAt: segmentDrills.scoredAt,
      score: segmentDrills.scoreForSegment,
      maxScore: segmentDrills.maxScore,
      deductions: segmentDrills.deductions,
    })
    .from(segmentDrills)
    .where(
      and(
        eq(segmentDrills.userId, userId),
        eq(segmentDrills.status, 'scored'),
        segmentIds ? inArray(segmentDrills.segmentId, segmentIds) : undefined,
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    segmentId: r.segmentId,
    scoredAt: r.scoredAt!,
    score: r.score ?? 0,
    maxScore: r.maxScore ?? 0,
    deductions: r.deductions ?? [],
  }));
}

/** The turns (interpreter segments with their speaker segment and dialogue) for presenting a list. */
export async function turnTexts(db: Queryable, segmentIds: number[]) {
  if (segmentIds.length === 0) return new Map<number, TurnText>();
  const interpreter = await db
    .select({
      id: dialogueSegments.id,
      dialogueId: dialogueSegments.dialogueId,
      segmentOrder: dialogueSegments.segmentOrder,
      expected: dialogueSegments.sourceText,
      language: dialogueSegments.speakerLanguage,
      keyUnits: dialogueSegments.keyUnits,
      title: dialogues.title,
      dialogueLanguage: dialogues.language,
      category: categories.name,
    })
    .from(dialogueSegments)
    .innerJoin(dialogues, eq(dialogues.id, dialogueSegments.dialogueId))
    .innerJoin(categories, eq(categories.id, dialogues.categoryId))
    .where(inArray(dialogueSegments.id, segmentIds));
  const speakers = await db
    .select({
      dialogueId: dialogueSegments.dialogueId,
      segmentOrder: dialogueSegments.segmentOrder,
      id: dialogueSegments.id,
      speakerRole: dialogueSegments.speakerRole,
      sourceText: dialogueSegments.sourceText,
      speakerLanguage: dialogueSegments.speakerLanguage,
      audioPath: dialogueSegments.audioPath,
      audioStatus: dialogueSegments.audioStatus,
    })
    .from(dialogueSegments)
    .where(inArray(dialogueSegments.dialogueId, [...new Set(interpreter.map((s) => s.dialogueId))]));
  const result = new Map<number, TurnText>();
  for (const turn of interpreter) {
    const speaker = speakers.find((s) => s.dialogueId === turn.dialogueId && s.segmentOrder === turn.segmentOrder - 1);
    if (speaker) result.set(turn.id, { ...turn, speaker });
  }
  return result;
}

export interface TurnText {
  id: number;
  dialogueId: number;
  segmentOrder: number;
  expected: string;
  language: string;
  keyUnits: Array<{ kind: string; text: string }> | null;
  title: string;
  /** The dialogue's other language ('Hindi'). */
  dialogueLanguage: string;
  category: string;
  speaker: {
    id: number;
    speakerRole: string;
    sourceText: string;
    speakerLanguage: string;
    audioPath: string | null;
    audioStatus: 'pending' | 'ready' | 'failed';
  };
}
