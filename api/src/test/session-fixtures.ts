import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import {
  type AccuracyState,
  type DeductionSource,
  categories,
  deductions,
  dialogues,
  dialogueSegments,
  practiceSessions,
  segmentAttempts,
  type SessionStatus,
} from '../db/schema.js';
import type { Storage } from '../storage/storage.js';

/**
 * Test data for the results and account suites: a dialogue with its turns and a finished session
 * with recorded, scored answers — the rows the practice flow and the scoring worker write — made
 * directly so these suites do not depend on audio processing or the AI provider.
 */
export interface AttemptFixture {
  transcription?: string | null;
  feedback?: string | null;
  score?: number | null;
  maxScore?: number | null;
  /** Bytes of a recording to store; none: the attempt has no audio file. */
  recording?: Buffer;
  /** How the turn's accuracy was judged; default 'assessed'. */
  accuracy?: AccuracyState;
  /** The interpreter turn's expected text and key units; default 'Expected interpretation N', none. */
  expected?: string;
  keyUnits?: Array<{ kind: string; text: string }>;
  deductions?: Array<{
    category: string;
    severity: 'minor' | 'major' | 'critical';
    points: number;
    words?: string | null;
    explanation?: string | null;
    source?: DeductionSource;
  }>;
}

export interface SessionFixture {
  userId: number | null;
  title?: string;
  language?: string;
  /** null: a dialogue without a category is shown as such. */
  category?: string | null;
  status?: SessionStatus;
  finalScore?: number | null;
  endTime?: Date | null;
  mode?: 0 | 1;
  attempts?: AttemptFixture[];
  /** A dialogue of this mock exam (its part 1 or 2); none: a single dialogue. */
  mock?: { mockExamId: number; part: 1 | 2 };
}

export interface CreatedSession {
  sessionId: number;
  dialogueId: number;
  segmentIds: number[];
  attemptIds: number[];
  recordingKeys: string[];
}

async function categoryId(db: Queryable, name: string): Promise<number> {
  await db.insert(categories).values({ name }).onConflictDoNothing();
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
  return row!.id;
}

export async function createSession(db: Queryable, storage: Storage, fixture: SessionFixture): Promise<CreatedSession> {
  const attempts = fixture.attempts ?? [{ transcription: 'I have had a headache for three days.', score: 20, maxScore: 22.5 }];
  // A dialogue always has a category; "no category" is modelled by one the client cannot name.
  const category = await categoryId(db, fixture.category === null ? '' : (fixture.category ?? 'Health'));
  const [dialogue] = await db
    .insert(dialogues)
    .values({
      bankKey: `fixture-${randomUUID()}`,
      source: 'bank',
      language: fixture.language ?? 'Hindi',
      categoryId: category,
      title: fixture.title ?? 'A visit to the GP',
      description: 'A patient describes their symptoms to a doctor.',
    })
    .returning({ id: dialogues.id });
  const dialogueId = dialogue!.id;

  // Speaker turn, then the interpreter turn that answers it (DESIGN.md "Segments and turns").
  const segmentRows = await db
    .insert(dialogueSegments)
    .values(
      attempts.flatMap((_, i) => [
        {
          dialogueId,
          segmentOrder: 2 * i + 1,
          speakerRole: i % 2 === 0 ? 'Doctor' : 'Patient',
          speakerLanguage: i % 2 === 0 ? 'English' : (fixture.language ?? 'Hindi'),
          sourceText: `Speaker line ${i + 1}`,
          expectedTargetText: `Expected interpretation ${i + 1}`,
          audioPath: `speech/dialogue-${dialogueId}/${2 * i + 1}.ogg`,
          audioStatus: 'ready' as const,
        },
        {
          dialogueId,
          segmentOrder: 2 * i + 2,
          speakerRole: 'Interpreter',
          speakerLanguage: i % 2 === 0 ? (fixture.language ?? 'Hindi') : 'English',
          sourceText: attempts[i]!.expected ?? `Expected interpretation ${i + 1}`,
          keyUnits: attempts[i]!.keyUnits ?? null,
        },
      ]),
    )
    .returning({ id: dialogueSegments.id, order: dialogueSegments.segmentOrder });
  segmentRows.sort((a, b) => a.order - b.order);

  const endTime = fixture.endTime === undefined ? new Date() : fixture.endTime;
  const [session] = await db
    .insert(practiceSessions)
    .values({
      userId: fixture.userId,
      dialogueId,
      mode: fixture.mode ?? 0,
      status: fixture.status ?? 'scored',
      endTime,
      finalScore: fixture.finalScore === undefined ? 20 : fixture.finalScore,
      mockExamId: fixture.mock?.mockExamId ?? null,
      mockPart: fixture.mock?.part ?? null,
    })
    .returning({ id: practiceSessions.id });
  const sessionId = session!.id;

  const attemptIds: number[] = [];
  const recordingKeys: string[] = [];
  for (const [i, attempt] of attempts.entries()) {
    const segmentId = segmentRows[2 * i + 1]!.id;
    let key: string | null = null;
    if (attempt.recording) {
      key = `recordings/session-${sessionId}/segment-${segmentId}.ogg`;
      await storage.put(key, attempt.recording, 'audio/ogg');
      recordingKeys.push(key);
    }
    const [row] = await db
      .insert(segmentAttempts)
      .values({
        sessionId,
        segmentId,
        userAudioPath: key,
        userTranscription: attempt.transcription === undefined ? `Answer ${i + 1}` : attempt.transcription,
        evaluationFeedback: attempt.feedback === undefined ? `Feedback ${i + 1}` : attempt.feedback,
        scoreForSegment: attempt.score === undefined ? 10 : attempt.score,
        maxScore: attempt.maxScore === undefined ? 22.5 : attempt.maxScore,
        scoringStatus: attempt.score === null ? 'pending' : 'scored',
        accuracy: attempt.accuracy ?? 'assessed',
      })
      .returning({ id: segmentAttempts.id });
    attemptIds.push(row!.id);
    if (attempt.deductions?.length) {
      await db.insert(deductions).values(
        attempt.deductions.map((d) => ({
          attemptId: row!.id,
          category: d.category,
          severity: d.severity,
          points: d.points,
          words: d.words ?? null,
          explanation: d.explanation ?? null,
          source: d.source ?? 'scoring',
        })),
      );
    }
  }
  return { sessionId, dialogueId, segmentIds: segmentRows.map((s) => s.id), attemptIds, recordingKeys };
}
