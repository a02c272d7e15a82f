import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, dialogues, dialogueSegments, practiceSessions, segmentAttempts, selfMarkings } from '../../db/schema.js';
import { progress, unitsConveyed, type Progress } from './progress.js';

/** The progress figures (progress.ts) over the user's scored dialogues: three queries. */
export class ProgressService {
  constructor(private readonly db: Database) {}

  async forUser(userId: number): Promise<Progress> {
    const sessions = await this.db
      .select({
        sessionId: practiceSessions.id,
        title: dialogues.title,
        category: categories.name,
        finalScore: practiceSessions.finalScore,
        scoredAt: practiceSessions.scoredAt,
        endTime: practiceSessions.endTime,
        startedAt: practiceSessions.startedAt,
      })
      .from(practiceSessions)
      .innerJoin(dialogues, eq(dialogues.id, practiceSessions.dialogueId))
      .innerJoin(categories, eq(categories.id, dialogues.categoryId))
      .where(and(eq(practiceSessions.userId, userId), eq(practiceSessions.status, 'scored'), isNotNull(practiceSessions.finalScore)));
    if (sessions.length === 0) return progress([], []);
    const turns = await this.db
      .select({
        language: dialogueSegments.speakerLanguage,
        score: segmentAttempts.scoreForSegment,
        maxScore: segmentAttempts.maxScore,
        attemptId: segmentAttempts.id,
        accuracy: segmentAttempts.accuracy,
        transcription: segmentAttempts.userTranscription,
        expected: dialogueSegments.sourceText,
        keyUnits: dialogueSegments.keyUnits,
      })
      .from(segmentAttempts)
      .innerJoin(dialogueSegments, eq(dialogueSegments.id, segmentAttempts.segmentId))
      .where(
        and(
          inArray(
            segmentAttempts.sessionId,
            sessions.map((s) => s.sessionId),
          ),
          eq(segmentAttempts.scoringStatus, 'scored'),
        ),
      );
    const marked = turns.filter((t) => t.accuracy === 'self_marked').map((t) => t.attemptId);
    // Every marking is kept; the latest one (highest id) is the one that counts, as for the ledger.
    const latestMarking = new Map<number, number[]>();
    if (marked.length)
      for (const row of await this.db
        .select({ attemptId: selfMarkings.attemptId, conveyed: selfMarkings.conveyed })
        .from(selfMarkings)
        .where(inArray(selfMarkings.attemptId, marked))
        .orderBy(asc(selfMarkings.id)))
        latestMarking.set(row.attemptId, row.conveyed);
    return progress(
      sessions.map((s) => ({
        sessionId: s.sessionId,
        title: s.title,
        category: s.category,
        finalScore: s.finalScore!,
        scoredAt: s.scoredAt ?? s.endTime ?? s.startedAt,
      })),
      turns.map((t) => ({
        language: t.language,
        score: t.score ?? 0,
        maxScore: t.maxScore ?? 0,
        unitsConveyed: unitsConveyed({ ...t, selfMarked: latestMarking.get(t.attemptId) ?? null }),
      })),
    );
  }
}
