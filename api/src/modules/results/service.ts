import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import {
  categories,
  deductions,
  dialogues,
  dialogueSegments,
  disputes,
  mockExams,
  practiceSessions,
  segmentAttempts,
  selfMarkings,
} from '../../db/schema.js';
import type { MediaUrls } from '../../storage/media.js';
import type { SegmentJson } from '../content/schemas.js';
import { presentDispute } from '../disputes/service.js';
import { scoreLabel } from '../scoring/score-label.js';
import { markingUnits } from '../scoring/units.js';
import { timeAgo } from './human-time.js';
import type { TestResultJson } from './schemas.js';

type Wire<K extends keyof TestResultJson> = TestResultJson[K];

/**
 * The dashboard's results: a user's finished single dialogues (GET /generate-result), newest first, or
 * the two dialogues of a mock exam (its review), with everything the per-segment review shows. Six
 * queries whatever the number of sessions — sessions, segments, attempts, deductions, self-markings,
 * disputes — stitched together in memory.
 */
export class ResultsService {
  constructor(
    private readonly db: Database,
    private readonly media: MediaUrls,
    private readonly clock: Clock,
  ) {}

  /** GET /generate-result: the user's finished single dialogues, newest first — a mock's dialogues are its own results. */
  async forUser(userId: number): Promise<TestResultJson[]> {
    return this.present(and(eq(practiceSessions.userId, userId), isNull(practiceSessions.mockExamId)), [
      desc(sql`coalesce(${practiceSessions.endTime}, ${practiceSessions.startedAt})`),
      desc(practiceSessions.id),
    ]);
  }

  /**
   * GET /mock-exams/{id}/review: the finished dialogues of one of the user's mock exams, dialogue 1 first,
   * with the same per-segment review (self-marking, disputes) as single dialogues. Null when the mock is
   * not the user's (or does not exist).
   */
  async forMockExam(userId: number, mockExamId: number): Promise<TestResultJson[] | null> {
    const [mock] = await this.db
      .select({ id: mockExams.id })
      .from(mockExams)
      .where(and(eq(mockExams.id, mockExamId), eq(mockExams.userId, userId)));
    if (!mock) return null;
    return this.present(and(eq(practiceSessions.userId, userId), eq(practiceSessions.mockExamId, mock.id)), [
      asc(practiceSessions.mockPart),
    ]);
  }

  /** The sessions that `which` selects, finished ones only, in `order`, with everything the review shows. */
  private async present(which: SQL | undefined, order: SQL[]): Promise<TestResultJson[]> {
    const sessions = await this.db
      .select({
        id: practiceSessions.id,
        dialogueId: practiceSessions.dialogueId,
        mode: practiceSessions.mode,
        status: practiceSessions.status,
        endTime: practiceSessions.endTime,
        finalScore: practiceSessions.finalScore,
        scoreNote: practiceSessions.scoreNote,
        title: dialogues.title,
        language: dialogues.language,
        categoryName: categories.name,
      })
      .from(practiceSessions)
      .innerJoin(dialogues, eq(dialogues.id, practiceSessions.dialogueId))
      .leftJoin(categories, eq(categories.id, dialogues.categoryId))
      .where(
        and(
          which,
          // Finished attempts only: a session still being recorded is not a result yet.
          or(isNotNull(practiceSessions.endTime), inArray(practiceSessions.status, ['scoring', 'scored'])),
        ),
      )
      .orderBy(...order);
    if (sessions.length === 0) return [];

    const sessionIds = sessions.map((s) => s.id);
    const dialogueIds = [...new Set(sessions.map((s) => s.dialogueId))];

    const [segments, attempts] = await Promise.all([
      this.db
        .select()
        .from(dialogueSegments)
        .where(inArray(dialogueSegments.dialogueId, dialogueIds))
        .orderBy(asc(dialogueSegments.dialogueId), asc(dialogueSegments.segmentOrder)),
      this.db
        .select({
          attempt: segmentAttempts,
          segmentOrder: dialogueSegments.segmentOrder,
          expected: dialogueSegments.sourceText,
          keyUnits: dialogueSegments.keyUnits,
        })
        .from(segmentAttempts)
        .innerJoin(dialogueSegments, eq(dialogueSegments.id, segmentAttempts.segmentId))
        .where(inArray(segmentAttempts.sessionId, sessionIds))
        .orderBy(asc(segmentAttempts.sessionId), asc(dialogueSegments.segmentOrder)),
    ]);

    const attemptIds = attempts.map((a) => a.attempt.id);
    const [ledger, markings, contested] = attemptIds.length
      ? await Promise.all([
          this.db
            .select()
            .from(deductions)
            .where(inArray(deductions.attemptId, attemptIds))
            .orderBy(asc(deductions.attemptId), asc(deductions.id)),
          this.db.select().from(selfMarkings).where(inArray(selfMarkings.attemptId, attemptIds)).orderBy(asc(selfMarkings.id)),
          this.db.select().from(disputes).where(inArray(disputes.attemptId, attemptIds)).orderBy(asc(disputes.id)),
        ])
      : [[], [], []];

    const segmentsByDialogue = groupBy(
      segments.map((segment) => ({ dialogueId: segment.dialogueId, json: this.presentSegment(segment) })),
      (s) => s.dialogueId,
    );
    const deductionsByAttempt = groupBy(ledger, (d) => d.attemptId);
    const markingsByAttempt = groupBy(markings, (m) => m.attemptId);
    const disputesByAttempt = groupBy(contested, (d) => d.attemptId);
    const attemptsBySession = groupBy(attempts, (a) => a.attempt.sessionId);
    const now = this.clock.now();

    return sessions.map((session) => ({
      id: session.id,
      dialogue_id: session.dialogueId,
      // Stored values of our own enums and of LANGUAGES/CATEGORIES (checked against the schema outside production).
      mode: session.mode as Wire<'mode'>,
      final_score: session.finalScore,
      score_note: session.scoreNote,
      score_label: scoreLabel((attemptsBySession.get(session.id) ?? []).map((a) => a.attempt.accuracy)),
      status: session.status,
      end_time: session.endTime?.toISOString() ?? null,
      end_time_human: session.endTime ? timeAgo(session.endTime, now) : null,
      dialogue: {
        id: session.dialogueId,
        title: session.title,
        category: session.categoryName ? { name: session.categoryName as NonNullable<Wire<'dialogue'>['category']>['name'] } : null,
        segments: (segmentsByDialogue.get(session.dialogueId) ?? []).map((s) => s.json),
        target_language: session.language as Wire<'dialogue'>['target_language'],
      },
      segment_attempts: (attemptsBySession.get(session.id) ?? []).map(({ attempt, expected, keyUnits }) => ({
        id: attempt.id,
        segment_id: attempt.segmentId,
        user_audio_file_path: attempt.userAudioPath,
        audio_url: this.media.signed(attempt.userAudioPath),
        user_transcription: attempt.userTranscription,
        evaluation_feedback: attempt.evaluationFeedback,
        score_for_segment: attempt.scoreForSegment,
        max_score: attempt.maxScore,
        deductions: (deductionsByAttempt.get(attempt.id) ?? []).map((d) => ({
          id: d.id,
          category: d.category as Wire<'segment_attempts'>[number]['deductions'][number]['category'],
          severity: d.severity,
          points: d.points,
          words: d.words,
          explanation: d.explanation,
          source: d.source,
        })),
        accuracy: attempt.accuracy,
        key_units: markingUnits(keyUnits, expected),
        self_marking: presentMarking(markingsByAttempt.get(attempt.id)),
        disputes: (disputesByAttempt.get(attempt.id) ?? []).map(presentDispute),
      })),
    }));
  }

  private presentSegment(segment: typeof dialogueSegments.$inferSelect): SegmentJson {
    return {
      id: segment.id,
      segment_order: segment.segmentOrder,
      speaker_role: segment.speakerRole,
      speaker_language: segment.speakerLanguage,
      source_text: segment.sourceText,
      expected_target_text: segment.expectedTargetText,
      audio_url: this.media.public(segment.audioPath),
    };
  }
}

/** The latest marking of a turn, with how many times it was marked. */
function presentMarking(history: Array<typeof selfMarkings.$inferSelect> | undefined): Wire<'segment_attempts'>[number]['self_marking'] {
  const latest = history?.at(-1);
  if (!latest) return null;
  return { conveyed: latest.conveyed, added: latest.added, marked_at: latest.createdAt.toISOString(), times_marked: history!.length };
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
