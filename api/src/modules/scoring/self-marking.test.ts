import { asc, eq } from 'drizzle-orm';
import { deductions, practiceSessions, segmentAttempts, selfMarkings, users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { createSession } from '../../test/session-fixtures.js';
import type { TestResultJson } from '../results/schemas.js';
import { ALREADY_ASSESSED_MESSAGE, ATTEMPT_NOT_FOUND_MESSAGE, NOT_SCORED_YET_MESSAGE, unknownUnitMessage } from './self-marking.js';

describeWithDatabase('POST /api/segment-attempts/{id}/self-marking', () => {
  const t = new TestApp();

  async function candidate(): Promise<{ token: string; id: number }> {
    const email = uniqueEmail();
    const { token } = await t.signUp({ email });
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { token, id: row!.id };
  }

  const UNITS = [
    { kind: 'number', text: '$1,240' },
    { kind: 'negation', text: "haven't been taking" },
    { kind: 'modal', text: 'will have to' },
  ];

  /** An offline-scored attempt: turn 1 delivery only (10 of 15, a length omission and a late start), turn 2 assessed. */
  async function offlineAttempt(userId: number, status: 'scored' | 'scoring' = 'scored') {
    return createSession(t.db, t.storage, {
      userId,
      status,
      finalScore: status === 'scored' ? 22.5 : null,
      attempts: [
        {
          accuracy: 'not_assessed',
          keyUnits: UNITS,
          score: 10.5,
          maxScore: 15,
          deductions: [
            {
              category: 'omission',
              severity: 'minor',
              points: 1.5,
              explanation: 'You spoke for 3.0 s, where this turn needs about 7.0 s.',
            },
            { category: 'late_start', severity: 'major', points: 3, explanation: 'You began interpreting 9.0 s into the recording.' },
          ],
        },
        { accuracy: 'assessed', score: 12, maxScore: 15 },
      ],
    });
  }

  const mark = (attemptId: number | string, body: unknown, token?: string) =>
    t.post<{ attempt_id: number; score_for_segment: number; final_score: number; score_label: string; message?: string }>(
      `/api/segment-attempts/${attemptId}/self-marking`,
      body,
      token,
    );

  async function ledger(attemptId: number) {
    return t.db
      .select({
        category: deductions.category,
        severity: deductions.severity,
        points: deductions.points,
        words: deductions.words,
        source: deductions.source,
      })
      .from(deductions)
      .where(eq(deductions.attemptId, attemptId))
      .orderBy(asc(deductions.id));
  }

  it('turns unticked units into omissions by kind, replaces the length stand-in and recomputes the scores', async () => {
    const me = await candidate();
    const session = await offlineAttempt(me.id);
    const response = await mark(session.attemptIds[0]!, { conveyed: [0], added: false }, me.token);
    expect(response.status).toBe(200);
    // 15 marks: the negation (critical, 60 %) takes 9, the late start (major, 30 %) 4.5, the modal (minor) the last 1.5.
    expect(response.body).toEqual({ attempt_id: session.attemptIds[0], score_for_segment: 0, final_score: 12, score_label: 'self_marked' });
    expect(await ledger(session.attemptIds[0]!)).toEqual([
      { category: 'late_start', severity: 'major', points: 4.5, words: null, source: 'scoring' },
      { category: 'omission', severity: 'critical', points: 9, words: "haven't been taking", source: 'self_marking' },
      { category: 'omission', severity: 'minor', points: 1.5, words: 'will have to', source: 'self_marking' },
    ]);
    const [session_] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, session.sessionId));
    expect(session_!.finalScore).toBe(12);

    const results = await t.get<{ data: TestResultJson[] }>('/api/generate-result', me.token);
    const result = results.body.data.find((r) => r.id === session.sessionId)!;
    expect(result).toMatchObject({ final_score: 12, score_label: 'self_marked' });
    expect(result.segment_attempts[0]).toMatchObject({
      accuracy: 'self_marked',
      score_for_segment: 0,
      self_marking: { conveyed: [0], added: false, times_marked: 1 },
    });
    expect(result.segment_attempts[0]!.evaluation_feedback).toContain(
      'Self-marked: you marked 1 of 3 key units as conveyed and that you added nothing.',
    );
  });

  it('may be marked again: the latest marking decides, the history is kept', async () => {
    const me = await candidate();
    const session = await offlineAttempt(me.id);
    const attemptId = session.attemptIds[0]!;
    await mark(attemptId, { conveyed: [], added: true }, me.token);
    const again = await mark(attemptId, { conveyed: [0, 1, 2], added: true }, me.token);
    // Every unit conveyed: the late start (4.5) and the addition (minor, 1.5) remain.
    expect(again.body).toMatchObject({ score_for_segment: 9, final_score: 21, score_label: 'self_marked' });
    expect((await ledger(attemptId)).map((d) => [d.category, d.source])).toEqual([
      ['late_start', 'scoring'],
      ['insertion', 'self_marking'],
    ]);
    const history = await t.db.select().from(selfMarkings).where(eq(selfMarkings.attemptId, attemptId)).orderBy(asc(selfMarkings.id));
    expect(history.map((h) => [h.conveyed, h.added])).toEqual([
      [[], true],
      [[0, 1, 2], true],
    ]);
    const fully = await mark(attemptId, { conveyed: [2, 1, 0], added: false }, me.token);
    expect(fully.body).toMatchObject({ score_for_segment: 10.5, final_score: 22.5 });
  });

  it('only the owner: anyone else is answered as if the attempt did not exist, and nothing changes', async () => {
    const me = await candidate();
    const other = await candidate();
    const session = await offlineAttempt(me.id);
    expect(await mark(session.attemptIds[0]!, { conveyed: [], added: false }, other.token)).toMatchObject({
      status: 404,
      body: { message: ATTEMPT_NOT_FOUND_MESSAGE },
    });
    expect(await mark(session.attemptIds[0]!, { conveyed: [], added: false })).toMatchObject({ status: 401 });
    expect(await mark(99_999_999_999, { conveyed: [], added: false }, me.token)).toMatchObject({ status: 404 });
    const [attempt] = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.id, session.attemptIds[0]!));
    expect(attempt).toMatchObject({ scoreForSegment: 10.5, accuracy: 'not_assessed' });
    expect(await t.db.select().from(selfMarkings).where(eq(selfMarkings.attemptId, session.attemptIds[0]!))).toEqual([]);
  });

  it('refuses a turn assessed from a transcript, an attempt still scoring, and units the turn does not have', async () => {
    const me = await candidate();
    const session = await offlineAttempt(me.id);
    expect(await mark(session.attemptIds[1]!, { conveyed: [0], added: false }, me.token)).toMatchObject({
      status: 409,
      body: { message: ALREADY_ASSESSED_MESSAGE },
    });
    expect(await mark(session.attemptIds[0]!, { conveyed: [3], added: false }, me.token)).toMatchObject({
      status: 422,
      body: { message: unknownUnitMessage(3, 3) },
    });
    expect(await mark(session.attemptIds[0]!, { conveyed: [-1], added: false }, me.token)).toMatchObject({ status: 422 });
    expect(await mark(session.attemptIds[0]!, { conveyed: [0] }, me.token)).toMatchObject({ status: 422 });
    const scoring = await offlineAttempt(me.id, 'scoring');
    expect(await mark(scoring.attemptIds[0]!, { conveyed: [0], added: false }, me.token)).toMatchObject({
      status: 409,
      body: { message: NOT_SCORED_YET_MESSAGE },
    });
    expect(await ledger(session.attemptIds[0]!)).toHaveLength(2);
  });
});
