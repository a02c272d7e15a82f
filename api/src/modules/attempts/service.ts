import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { dialogues, mockExams, practiceSessions, segmentAttempts } from '../../db/schema.js';
import { interpreterTurns } from '../scoring/turns.js';
import type { User } from '../users/service.js';
import type { AttemptsJson } from './schemas.js';

/** An attempt left alone this long is closed as not scored (and costs nothing). */
export const ABANDON_AFTER_HOURS = 24;
/** How far back the dashboard is told about attempts that were closed that way. */
const ABANDONED_SHOWN_DAYS = 30;

const HOUR_MS = 3_600_000;

/**
 * Unfinished attempts — single dialogues (practice or test) and mock exams — kept on the server, so
 * any device can reopen one at its first unanswered segment; and the closing of those left for 24 hours.
 */
export class AttemptsService {
  constructor(private readonly db: Database) {}

  async list(user: User, now: Date): Promise<AttemptsJson> {
    const sessions = await this.db
      .select({
        id: practiceSessions.id,
        mode: practiceSessions.mode,
        status: practiceSessions.status,
        dialogueId: practiceSessions.dialogueId,
        title: dialogues.title,
        language: dialogues.language,
        abandonedAt: practiceSessions.abandonedAt,
        updatedAt: practiceSessions.updatedAt,
      })
      .from(practiceSessions)
      .innerJoin(dialogues, eq(dialogues.id, practiceSessions.dialogueId))
      .where(
        and(
          eq(practiceSessions.userId, user.id),
          isNull(practiceSessions.mockExamId),
          inArray(practiceSessions.status, ['in_progress', 'abandoned']),
        ),
      )
      .orderBy(desc(practiceSessions.updatedAt));
    const mocks = await this.db
      .select()
      .from(mockExams)
      .where(and(eq(mockExams.userId, user.id), inArray(mockExams.status, ['in_progress', 'abandoned'])))
      .orderBy(desc(mockExams.updatedAt));

    const shownSince = new Date(now.getTime() - ABANDONED_SHOWN_DAYS * 24 * HOUR_MS);
    const result: AttemptsJson = { unfinished: [], abandoned: [] };
    for (const s of sessions) {
      const kind = s.mode === 0 ? 'test' : 'practice';
      if (s.status === 'abandoned') {
        if (s.abandonedAt && s.abandonedAt >= shownSince) {
          result.abandoned.push({
            kind,
            sessionId: s.id,
            mockExamId: null,
            title: s.title,
            language: s.language,
            abandonedAt: s.abandonedAt.toISOString(),
          });
        }
        continue;
      }
      const turns = await interpreterTurns(this.db, s.id, s.dialogueId);
      const next = turns.find((turn) => turn.attemptId === null);
      result.unfinished.push({
        kind,
        sessionId: s.id,
        mockExamId: null,
        dialogueId: s.dialogueId,
        title: s.title,
        language: s.language,
        answered: turns.filter((turn) => turn.attemptId !== null).length,
        turns: turns.length,
        // Every turn answered but not finished: the last speaker turn, whose page has Finish.
        nextSegmentOrder: next ? next.segmentOrder - 1 : Math.max(1, (turns.at(-1)?.segmentOrder ?? 2) - 1),
        closesAt: new Date(s.updatedAt.getTime() + ABANDON_AFTER_HOURS * HOUR_MS).toISOString(),
      });
    }
    for (const m of mocks) {
      const title = `${m.language} mock exam`;
      if (m.status === 'abandoned') {
        if (m.abandonedAt && m.abandonedAt >= shownSince) {
          result.abandoned.push({
            kind: 'mock',
            sessionId: null,
            mockExamId: m.id,
            title,
            language: m.language,
            abandonedAt: m.abandonedAt.toISOString(),
          });
        }
        continue;
      }
      result.unfinished.push({
        kind: 'mock',
        sessionId: null,
        mockExamId: m.id,
        dialogueId: null,
        title,
        language: m.language,
        answered: null,
        turns: null,
        nextSegmentOrder: null,
        closesAt: new Date(m.updatedAt.getTime() + ABANDON_AFTER_HOURS * HOUR_MS).toISOString(),
      });
    }
    return result;
  }

  /**
   * Closes every attempt with no answer, hearing or start in the last 24 hours: not scored, never
   * charged (a charge happens only at completion). Answers how many single attempts and mocks it closed.
   */
  async closeAbandoned(now: Date): Promise<{ sessions: number; mocks: number }> {
    const cutoff = new Date(now.getTime() - ABANDON_AFTER_HOURS * HOUR_MS);
    // The last sign of life: the row's own changes (start, hearing, repeat) or its newest answer.
    const idle = (sessionId: typeof practiceSessions.id, updatedAt: typeof practiceSessions.updatedAt) =>
      sql`greatest(${updatedAt}, coalesce((select max(${segmentAttempts.createdAt}) from ${segmentAttempts} where ${segmentAttempts.sessionId} = ${sessionId}), ${updatedAt})) < ${cutoff.toISOString()}::timestamptz`;
    return this.db.transaction(async (tx) => {
      const sessions = await tx
        .update(practiceSessions)
        .set({ status: 'abandoned', abandonedAt: now })
        .where(
          and(
            eq(practiceSessions.status, 'in_progress'),
            isNull(practiceSessions.mockExamId),
            idle(practiceSessions.id, practiceSessions.updatedAt),
          ),
        )
        .returning({ id: practiceSessions.id });
      // A mock is alive while either of its dialogues is.
      const mocks = await tx
        .update(mockExams)
        .set({ status: 'abandoned', abandonedAt: now })
        .where(
          and(
            eq(mockExams.status, 'in_progress'),
            sql`${mockExams.updatedAt} < ${cutoff.toISOString()}::timestamptz`,
            sql`not exists (select 1 from ${practiceSessions} where ${practiceSessions.mockExamId} = ${mockExams.id} and not (${idle(practiceSessions.id, practiceSessions.updatedAt)}))`,
          ),
        )
        .returning({ id: mockExams.id });
      if (mocks.length > 0) {
        await tx
          .update(practiceSessions)
          .set({ status: 'abandoned', abandonedAt: now })
          .where(
            and(
              inArray(
                practiceSessions.mockExamId,
                mocks.map((m) => m.id),
              ),
              eq(practiceSessions.status, 'in_progress'),
            ),
          );
      }
      return { sessions: sessions.length, mocks: mocks.length };
    });
  }
}
