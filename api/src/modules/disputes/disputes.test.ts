import { eq } from 'drizzle-orm';
import type { ErrorCategory } from '../../ai/provider.js';
import { evaluationText } from '../scoring/evaluation-text.js';
import { deductions, practiceSessions, segmentAttempts } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { createSession } from '../../test/session-fixtures.js';
import type { TestResultJson } from '../results/schemas.js';
import type { QueuedDisputeJson } from './schemas.js';
import {
  ALREADY_DECIDED_MESSAGE,
  ALREADY_DISPUTED_MESSAGE,
  DEDUCTION_NOT_FOUND_MESSAGE,
  MODERATORS_ONLY_MESSAGE,
  REMOVED_SUMMARY,
} from './service.js';

// A fresh database per file: the first account signed up is id 1, the moderator.
const MODERATOR_ID = 1;

describeWithDatabase('Disputes: contesting a deduction, and the moderators’ queue', () => {
  const t = new TestApp({ env: { MODERATOR_USER_IDS: String(MODERATOR_ID) } });
  let moderator: string;

  beforeAll(async () => {
    const mod = await t.signUp({ name: 'Moderator', email: uniqueEmail('moderator') });
    expect(mod.user.id).toBe(MODERATOR_ID);
    moderator = mod.token;
  });

  async function candidate(): Promise<{ token: string; id: number }> {
    const { token, user } = await t.signUp({ email: uniqueEmail() });
    return { token, id: user.id as number };
  }

  /** A scored attempt: turn 1 worth 15 lost 4.5 (omission of “two weeks”) and 1.5 (grammar); turn 2 12/15. */
  async function scoredAttempt(userId: number) {
    const created = await createSession(t.db, t.storage, {
      userId,
      finalScore: 21,
      attempts: [
        {
          transcription: 'You must pays the bond.',
          expected: 'You must pay the bond within two weeks.',
          keyUnits: [{ kind: 'date', text: 'within two weeks' }],
          score: 9,
          maxScore: 15,
          recording: Buffer.from('OggS the answer'),
          deductions: [
            { category: 'omission', severity: 'major', points: 4.5, words: 'within two weeks', explanation: 'You left out the deadline.' },
            { category: 'grammar', severity: 'minor', points: 1.5, words: 'must pays', explanation: 'Wrong verb form.' },
          ],
        },
        { score: 12, maxScore: 15 },
      ],
    });
    const ledger = await t.db.select().from(deductions).where(eq(deductions.attemptId, created.attemptIds[0]!)).orderBy(deductions.id);
    return { ...created, omissionId: ledger[0]!.id, grammarId: ledger[1]!.id };
  }

  const dispute = (deductionId: number | string, note: unknown, token?: string) =>
    t.post<{ id: number; status: string; message?: string }>(`/api/deductions/${deductionId}/disputes`, { note }, token);
  const queue = (token?: string) => t.get<{ data: QueuedDisputeJson[]; message?: string }>('/api/moderation/disputes', token);
  const decide = (id: number, decision: string, token?: string) =>
    t.post<{ dispute: { status: string }; final_score: number | null; message?: string }>(
      `/api/moderation/disputes/${id}`,
      { decision },
      token,
    );
  const resultOf = async (token: string, sessionId: number) =>
    (await t.get<{ data: TestResultJson[] }>('/api/generate-result', token)).body.data.find((r) => r.id === sessionId)!;

  it('a candidate disputes a deduction of their own once, with a short note; nobody else can', async () => {
    const me = await candidate();
    const other = await candidate();
    const attempt = await scoredAttempt(me.id);
    expect(await dispute(attempt.omissionId, 'x', other.token)).toMatchObject({
      status: 404,
      body: { message: DEDUCTION_NOT_FOUND_MESSAGE },
    });
    expect(await dispute(attempt.omissionId, 'x')).toMatchObject({ status: 401 });
    expect(await dispute(attempt.omissionId, '   ', me.token)).toMatchObject({
      status: 422,
      body: { message: 'The note field is required.' },
    });
    expect(await dispute(attempt.omissionId, 'a'.repeat(301), me.token)).toMatchObject({ status: 422 });

    const created = await dispute(attempt.omissionId, "I said 'within two weeks'", me.token);
    expect(created).toMatchObject({
      status: 201,
      body: { status: 'open', note: "I said 'within two weeks'", deduction_id: attempt.omissionId },
    });
    expect(await dispute(attempt.omissionId, 'again', me.token)).toMatchObject({
      status: 409,
      body: { message: ALREADY_DISPUTED_MESSAGE },
    });

    const result = await resultOf(me.token, attempt.sessionId);
    expect(result.segment_attempts[0]!.disputes).toEqual([expect.objectContaining({ status: 'open', category: 'omission', points: 4.5 })]);
    // The other candidate's results say nothing of it.
    expect((await t.get<{ data: TestResultJson[] }>('/api/generate-result', other.token)).body.data).toEqual([]);
  });

  it('only moderators see the queue, with the recording, transcript, expected text and the deduction', async () => {
    const me = await candidate();
    const attempt = await scoredAttempt(me.id);
    const { body } = await dispute(attempt.grammarId, 'I said "must pay"', me.token);
    expect(await queue(me.token)).toMatchObject({ status: 403, body: { message: MODERATORS_ONLY_MESSAGE } });
    const listed = await queue(moderator);
    expect(listed.status).toBe(200);
    const entry = listed.body.data.find((d) => d.id === body.id)!;
    expect(entry).toMatchObject({
      note: 'I said "must pay"',
      deduction: { category: 'grammar', severity: 'minor', points: 1.5, words: 'must pays' },
      expected_text: 'You must pay the bond within two weeks.',
      key_units: [{ kind: 'date', text: 'within two weeks' }],
      transcript: 'You must pays the bond.',
      source_text: 'Speaker line 1',
      audio_url: expect.stringMatching(/^\/api\/media\/recordings\/.+\?expires=\d+&signature=/),
    });
    expect(await decide(body.id, 'remove', me.token)).toMatchObject({ status: 403 });
  });

  it('removing a deduction recomputes the turn and the dialogue; the candidate sees the outcome; a decision is final', async () => {
    const me = await candidate();
    const attempt = await scoredAttempt(me.id);
    const omission = (await dispute(attempt.omissionId, 'I did say it', me.token)).body;
    const grammar = (await dispute(attempt.grammarId, 'It was fine', me.token)).body;

    // The turn's text as scoring wrote it: its deduction lines, then the provider's summary.
    const ledger = await t.db.select().from(deductions).where(eq(deductions.attemptId, attempt.attemptIds[0]!)).orderBy(deductions.id);
    const lines = ledger.map((d) => ({ ...d, category: d.category as ErrorCategory, explanation: d.explanation ?? '' }));
    await t.db
      .update(segmentAttempts)
      .set({ evaluationFeedback: evaluationText(lines, 'Clear delivery overall.', 'assessed') })
      .where(eq(segmentAttempts.id, attempt.attemptIds[0]!));

    const removed = await decide(omission.id, 'remove', moderator);
    expect(removed).toMatchObject({ status: 200, body: { dispute: { status: 'removed' }, final_score: 25.5 } });
    const [turn] = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.id, attempt.attemptIds[0]!));
    expect(turn).toMatchObject({ scoreForSegment: 13.5 });
    // The removed line is gone; the original summary stays, the removal note follows it.
    expect(turn!.evaluationFeedback).not.toContain('You left out the deadline.');
    expect(turn!.evaluationFeedback).toMatch(/Wrong verb form\.[^]*\nClear delivery overall\.\n/);
    expect(turn!.evaluationFeedback!.endsWith(`Clear delivery overall.\n${REMOVED_SUMMARY}`)).toBe(true);
    const [session] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, attempt.sessionId));
    expect(session!.finalScore).toBe(25.5);

    expect(await decide(grammar.id, 'uphold', moderator)).toMatchObject({
      status: 200,
      body: { dispute: { status: 'upheld' }, final_score: 25.5 },
    });
    expect(await decide(grammar.id, 'remove', moderator)).toMatchObject({ status: 409, body: { message: ALREADY_DECIDED_MESSAGE } });

    const result = await resultOf(me.token, attempt.sessionId);
    expect(result.final_score).toBe(25.5);
    expect(result.segment_attempts[0]!.deductions.map((d) => d.category)).toEqual(['grammar']);
    expect(result.segment_attempts[0]!.disputes.map((d) => [d.category, d.status])).toEqual([
      ['omission', 'removed'],
      ['grammar', 'upheld'],
    ]);
    expect((await queue(moderator)).body.data.map((d) => d.id)).not.toContain(omission.id);
  });
});
