import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, dialogues, dialogueSegments, practiceSessions, segmentAttempts } from '../../db/schema.js';
import { progress, type Progress } from './progress.js';

/** The progress figures (progress.ts) over the user's scored dialogues: two queries. */
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
        transcription: segmentAttempts.userTranscription,
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
    return progress(
      sessions.map((s) => ({
        sessionId: s.sessionId,
        title: s.title,
        category: s.category,
        finalScore: s.finalScore!,
        scoredAt: s.scoredAt ?? s.endTime ?? s.startedAt,
      })),
      turns.map((t) => ({ ...t, score: t.score ?? 0, maxScore: t.maxScore ?? 0 })),
    );
  }
}
