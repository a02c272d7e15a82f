import { findLanguage } from '@ccl/shared/domain';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database.js';
import type { AccuracyState } from '../../db/schema.js';
import { categories, dialogues, dialogueSegments, mockExams, practiceSessions } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { PracticeService } from '../practice/service.js';
import { scoreLabel } from '../scoring/score-label.js';
import { interpreterTurns } from '../scoring/turns.js';
import type { User } from '../users/service.js';
import type { MockExamJson, MockTurnJson } from './schemas.js';
import { mockTotal, mockVerdict, verdictBasis } from './verdict.js';

export const MOCK_MESSAGES = {
  notFound: 'Mock exam not found.',
  languageNotFound: 'Language not found.',
  dialogueNotFound: 'Dialogue not found.',
  notEnoughDialogues: (language: string) =>
    `There are not enough ${language} dialogues for a mock exam yet: it needs two of different categories.`,
  sameDialogue: 'Choose two different dialogues for a mock exam.',
  wrongLanguage: (language: string) => `Both dialogues of a ${language} mock exam must be ${language} dialogues.`,
  noSegments: 'This dialogue has no segments to practise.',
  insufficientCredit: (needed: number) =>
    `You need at least ${needed} credit${needed === 1 ? '' : 's'} to take a mock exam (two dialogues).`,
  finished: 'This mock exam is finished.',
  abandoned: 'This mock exam was closed after 24 hours without an answer: it was not scored and cost nothing.',
  firstDialogueFirst: 'Finish dialogue 1 before starting dialogue 2.',
  badSegmentOrder: 'The segment order must be a speaker turn (an odd number) of this dialogue.',
  answered: 'This segment has been answered. In a mock exam each segment is answered once.',
  outOfOrder: (segment: number) => `Take the segments in order: segment ${segment} comes next.`,
  heard: 'You have heard this segment. Use your repeat to hear it again.',
  repeatUsed: 'You have used your repeat for this dialogue',
  repeatBeforeHearing: 'The repeat is for the segment you have just heard.',
} as const;

export type MockStart = { ok: true; mockExam: MockExamJson } | { ok: false; needed: number };

interface MockPart {
  sessionId: number;
  part: 1 | 2;
  dialogueId: number;
  status: string;
  language: string;
  mode: number;
  heardThrough: number;
  repeatsUsed: number;
}

export interface MockExamDependencies {
  db: Database;
  practice: Pick<PracticeService, 'speakerTurn' | 'prepareSpeech'>;
  creditCostPerDialogue: number;
  /** offline: the scorer hears delivery only, and the verdict says so. */
}

const TEST_MODE = 0;

/**
 * Mock exams: two dialogues of a language, each a test-mode session (answered once each, in order, by
 * POST /practice/submit), plus the rules only a mock has, enforced here whatever the page does: a
 * speaker turn is served for one hearing, one repeat per dialogue, dialogue 1 before dialogue 2.
 * Charging and scoring are MockCompletion's.
 */
export class MockExamService {
  constructor(private readonly deps: MockExamDependencies) {}

  async start(user: User, input: { language: string; dialogueIds?: number[] | undefined }): Promise<MockStart> {
    const language = findLanguage(input.language)?.name;
    if (!language) throw new HttpError(404, MOCK_MESSAGES.languageNotFound);
    // Checked, not spent: both dialogues are charged once, when the mock is completed.
    const needed = 2 * this.deps.creditCostPerDialogue;
    if (user.availableCredits < needed) return { ok: false, needed };

    const chosen = input.dialogueIds ? await this.checkChosen(user, language, input.dialogueIds) : await this.pick(user, language);
    const id = await this.deps.db.transaction(async (tx) => {
      const [mock] = await tx.insert(mockExams).values({ userId: user.id, language }).returning({ id: mockExams.id });
      if (!mock) throw new Error('INSERT … RETURNING returned no mock exam');
      await tx
        .insert(practiceSessions)
        .values(
          chosen.map((dialogueId, index) => ({ userId: user.id, dialogueId, mode: TEST_MODE, mockExamId: mock.id, mockPart: index + 1 })),
        );
      return mock.id;
    });
    for (const dialogueId of chosen) await this.deps.practice.prepareSpeech(dialogueId);
    return { ok: true, mockExam: await this.view(user, id) };
  }

  /** The user's mock exams, newest first. */
  async list(user: User): Promise<MockExamJson[]> {
    const rows = await this.deps.db
      .select({ id: mockExams.id })
      .from(mockExams)
      .where(eq(mockExams.userId, user.id))
      .orderBy(desc(mockExams.createdAt), desc(mockExams.id));
    const list: MockExamJson[] = [];
    for (const row of rows) list.push(await this.view(user, row.id));
    return list;
  }

  async view(user: User, mockExamId: number, db: Queryable = this.deps.db): Promise<MockExamJson> {
    const [mock] = await db
      .select()
      .from(mockExams)
      .where(and(eq(mockExams.id, mockExamId), eq(mockExams.userId, user.id)));
    if (!mock) throw new HttpError(404, MOCK_MESSAGES.notFound);
    const sessions = await db
      .select({
        sessionId: practiceSessions.id,
        part: practiceSessions.mockPart,
        dialogueId: practiceSessions.dialogueId,
        status: practiceSessions.status,
        finalScore: practiceSessions.finalScore,
        heardThrough: practiceSessions.heardThrough,
        repeatsUsed: practiceSessions.repeatsUsed,
        title: dialogues.title,
        category: categories.name,
      })
      .from(practiceSessions)
      .innerJoin(dialogues, eq(dialogues.id, practiceSessions.dialogueId))
      .innerJoin(categories, eq(categories.id, dialogues.categoryId))
      .where(eq(practiceSessions.mockExamId, mock.id))
      .orderBy(asc(practiceSessions.mockPart));

    const parts: MockExamJson['dialogues'] = [];
    // What the verdict rests on follows the turns' own score labels (delivery only until self-marked).
    const accuracies: AccuracyState[] = [];
    for (const s of sessions) {
      const turns = await interpreterTurns(db, s.sessionId, s.dialogueId);
      accuracies.push(...turns.flatMap((turn) => (turn.accuracy ? [turn.accuracy] : [])));
      const next = turns.find((turn) => turn.attemptId === null);
      parts.push({
        part: s.part === 2 ? 2 : 1,
        sessionId: s.sessionId,
        dialogueId: s.dialogueId,
        title: s.title,
        category: s.category as MockExamJson['dialogues'][number]['category'],
        status: s.status,
        turns: turns.length,
        answered: turns.filter((turn) => turn.attemptId !== null).length,
        nextSegmentOrder: next ? next.segmentOrder - 1 : null,
        nextSegmentId: next?.segmentId ?? null,
        heardThrough: s.heardThrough,
        repeatUsed: s.repeatsUsed > 0,
        finalScore: s.finalScore,
      });
    }

    const [first, second] = parts;
    const scored = first?.finalScore != null && second?.finalScore != null;
    const status: MockExamJson['status'] =
      mock.status === 'in_progress' || mock.status === 'abandoned'
        ? mock.status
        : parts.some((p) => p.status === 'failed')
          ? 'failed'
          : scored
            ? 'scored'
            : 'scoring';
    return {
      id: mock.id,
      language: mock.language as MockExamJson['language'],
      status,
      startedAt: mock.createdAt.toISOString(),
      completedAt: mock.completedAt?.toISOString() ?? null,
      creditsCharged: mock.creditsCharged,
      dialogues: parts,
      result:
        scored && first && second
          ? {
              dialogue1: first.finalScore!,
              dialogue2: second.finalScore!,
              total: mockTotal(first.finalScore!, second.finalScore!),
              outOf: 90,
              verdict: mockVerdict(first.finalScore!, second.finalScore!, verdictBasis(scoreLabel(accuracies))),
            }
          : null,
    };
  }

  /** A speaker turn's first (and only) hearing. */
  async hear(user: User, mockExamId: number, part: number, segmentOrder: number): Promise<MockTurnJson> {
    const session = await this.takeable(user, mockExamId, part, segmentOrder);
    if (session.heardThrough >= segmentOrder) throw new HttpError(409, MOCK_MESSAGES.heard);
    const turn = await this.deps.practice.speakerTurn(session, segmentOrder);
    // Counted only when the audio could be served; the condition makes two requests at once count once.
    const counted = await this.deps.db
      .update(practiceSessions)
      .set({ heardThrough: segmentOrder })
      .where(and(eq(practiceSessions.id, session.sessionId), lt(practiceSessions.heardThrough, segmentOrder)))
      .returning({ id: practiceSessions.id });
    if (counted.length === 0) throw new HttpError(409, MOCK_MESSAGES.heard);
    return { ...turn, sessionId: session.sessionId, part: session.part, repeatUsed: session.repeatsUsed > 0 };
  }

  /** The dialogue's one repeat, of the segment just heard. */
  async repeat(user: User, mockExamId: number, part: number, segmentOrder: number): Promise<MockTurnJson> {
    const session = await this.takeable(user, mockExamId, part, segmentOrder);
    if (session.repeatsUsed > 0) throw new HttpError(409, MOCK_MESSAGES.repeatUsed);
    if (session.heardThrough !== segmentOrder) throw new HttpError(409, MOCK_MESSAGES.repeatBeforeHearing);
    const turn = await this.deps.practice.speakerTurn(session, segmentOrder);
    const counted = await this.deps.db
      .update(practiceSessions)
      .set({ repeatsUsed: sql`${practiceSessions.repeatsUsed} + 1` })
      .where(and(eq(practiceSessions.id, session.sessionId), eq(practiceSessions.repeatsUsed, 0)))
      .returning({ id: practiceSessions.id });
    if (counted.length === 0) throw new HttpError(409, MOCK_MESSAGES.repeatUsed);
    return { ...turn, sessionId: session.sessionId, part: session.part, repeatUsed: true };
  }

  /** The session of that part if this speaker turn is the one to take now: in order, unanswered, dialogue 1 first. */
  private async takeable(user: User, mockExamId: number, part: number, segmentOrder: number): Promise<MockPart> {
    const [mock] = await this.deps.db
      .select({ id: mockExams.id, status: mockExams.status })
      .from(mockExams)
      .where(and(eq(mockExams.id, mockExamId), eq(mockExams.userId, user.id)));
    if (!mock) throw new HttpError(404, MOCK_MESSAGES.notFound);
    if (mock.status === 'abandoned') throw new HttpError(409, MOCK_MESSAGES.abandoned);
    if (mock.status !== 'in_progress') throw new HttpError(409, MOCK_MESSAGES.finished);
    const sessions = await this.deps.db
      .select({
        sessionId: practiceSessions.id,
        part: practiceSessions.mockPart,
        dialogueId: practiceSessions.dialogueId,
        status: practiceSessions.status,
        language: dialogues.language,
        mode: practiceSessions.mode,
        heardThrough: practiceSessions.heardThrough,
        repeatsUsed: practiceSessions.repeatsUsed,
      })
      .from(practiceSessions)
      .innerJoin(dialogues, eq(dialogues.id, practiceSessions.dialogueId))
      .where(eq(practiceSessions.mockExamId, mock.id))
      .orderBy(asc(practiceSessions.mockPart));
    const session = sessions.find((s) => s.part === part);
    if (!session) throw new HttpError(404, MOCK_MESSAGES.notFound);

    if (part === 2) {
      const first = sessions.find((s) => s.part === 1)!;
      const firstTurns = await interpreterTurns(this.deps.db, first.sessionId, first.dialogueId);
      if (firstTurns.some((turn) => turn.attemptId === null)) throw new HttpError(409, MOCK_MESSAGES.firstDialogueFirst);
    }
    const turns = await interpreterTurns(this.deps.db, session.sessionId, session.dialogueId);
    const answers = turns.find((turn) => turn.segmentOrder === segmentOrder + 1);
    if (segmentOrder % 2 !== 1 || !answers) {
      throw new HttpError(422, MOCK_MESSAGES.badSegmentOrder, { segmentOrder: [MOCK_MESSAGES.badSegmentOrder] });
    }
    if (answers.attemptId !== null) throw new HttpError(409, MOCK_MESSAGES.answered);
    const next = turns.find((turn) => turn.attemptId === null)!;
    // Interpreter turn 2k answers "Segment k" of the page.
    if (next.segmentOrder !== answers.segmentOrder) throw new HttpError(409, MOCK_MESSAGES.outOfOrder(next.segmentOrder / 2));
    return { ...session, part: part === 2 ? 2 : 1 };
  }

  /** The two dialogues the candidate chose: theirs to see, of the mock's language, two different ones. */
  private async checkChosen(user: User, language: string, ids: number[]): Promise<number[]> {
    if (new Set(ids).size !== ids.length)
      throw new HttpError(422, MOCK_MESSAGES.sameDialogue, { dialogueIds: [MOCK_MESSAGES.sameDialogue] });
    const rows = await this.deps.db
      .select({ id: dialogues.id, language: dialogues.language, segments: count(dialogueSegments.id) })
      .from(dialogues)
      .leftJoin(dialogueSegments, eq(dialogueSegments.dialogueId, dialogues.id))
      .where(and(inArray(dialogues.id, ids), or(eq(dialogues.source, 'bank'), eq(dialogues.ownerUserId, user.id))))
      .groupBy(dialogues.id);
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new HttpError(404, MOCK_MESSAGES.dialogueNotFound);
      if (row.language !== language)
        throw new HttpError(422, MOCK_MESSAGES.wrongLanguage(language), { dialogueIds: [MOCK_MESSAGES.wrongLanguage(language)] });
      if (Number(row.segments) < 2) throw new HttpError(422, MOCK_MESSAGES.noSegments);
    }
    return ids;
  }

  /**
   * Two bank dialogues of different categories, those the candidate has practised least first (a
   * random one among equals), so that a mock is as close to an unseen exam as the bank allows.
   */
  private async pick(user: User, language: string): Promise<number[]> {
    const practised = sql<number>`(
      select count(*) from ${practiceSessions}
      where ${practiceSessions.userId} = ${user.id} and ${practiceSessions.dialogueId} = ${dialogues.id}
    )`.mapWith(Number);
    const rows = await this.deps.db
      .select({ id: dialogues.id, categoryId: dialogues.categoryId, practised })
      .from(dialogues)
      .where(
        and(
          eq(dialogues.language, language),
          eq(dialogues.source, 'bank'),
          isNull(dialogues.retiredAt),
          sql`exists (select 1 from ${dialogueSegments} where ${dialogueSegments.dialogueId} = ${dialogues.id})`,
        ),
      )
      .orderBy(asc(practised), sql`random()`);
    const first = rows[0];
    const second = rows.find((row) => first && row.categoryId !== first.categoryId);
    if (!first || !second) throw new HttpError(422, MOCK_MESSAGES.notEnoughDialogues(language));
    return [first.id, second.id];
  }
}
