import { and, asc, eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { OFFLINE_NOT_ASSESSED } from '../../ai/offline/analyser.js';
import { offlineScoring } from '../../ai/offline/provider.js';
import { closeAudioThread } from '../../audio/worker/client.js';
import { creditTransactions, deductions, practiceSessions, segmentAttempts, siteCounters, users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { CreditLedger } from '../credits/ledger.js';
import { DISPATCHED_MESSAGE, INSUFFICIENT_CREDIT_MESSAGE, ALREADY_SCORED_MESSAGE, usageDescription } from './completion.js';
import { fluentAnswer, practisedSession, SILENCE } from '../../test/scoring-kit.js';
import { NO_DELIVERY_DEDUCTIONS } from './evaluation-text.js';
import { DIALOGUE_MARKS } from './points.js';
import { MISSING_RECORDING_FEEDBACK, TOTAL_AI_SCORING_COUNTER, type Scorer } from './scorer.js';
import { startScoringWorkers } from './workers.js';

const COST = 2;

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeWithDatabase('AI scoring with the offline provider', () => {
  const t = new TestApp({ env: { FREE_CREDIT_AMOUNT: '5', CREDIT_COST_PER_DIALOGUE: String(COST) } });
  let scorer: Scorer;

  beforeAll(async () => {
    if (!t.jobs) return;
    scorer = await startScoringWorkers(
      { config: t.config, db: t.db, pool: t.pool, storage: t.storage, jobs: t.jobs, log: pino({ level: 'silent' }) },
      offlineScoring,
    );
  });
  afterAll(() => closeAudioThread());

  async function candidate(): Promise<{ token: string; userId: number }> {
    const { token, user } = await t.signUp({ email: uniqueEmail() });
    return { token, userId: user.id as number };
  }

  const complete = (sessionId: number | string, token?: string) =>
    t.post<{ status: string; message: string }>(`/api/practice/complete/${sessionId}`, undefined, token);

  async function sessionRow(sessionId: number) {
    const [row] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
    return row!;
  }
  const scored = (sessionId: number) =>
    until(async () => ((await sessionRow(sessionId)).status === 'scored' ? sessionRow(sessionId) : undefined));
  const credits = async (userId: number) =>
    (await t.db.select({ c: users.availableCredits, used: users.scoringUsed }).from(users).where(eq(users.id, userId)))[0]!;
  const usage = (userId: number) =>
    t.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.type, 'usage')));
  const counter = async () =>
    Number((await t.db.select().from(siteCounters).where(eq(siteCounters.name, TOTAL_AI_SCORING_COUNTER)))[0]?.value ?? 0);

  it('needs a signed-in user', async () => {
    const response = await complete(1);
    expect(response).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('answers 404 for a session that is not the user’s, and refuses a malformed id', async () => {
    const owner = await candidate();
    const other = await candidate();
    const { sessionId } = await practisedSession(t.db, t.storage, { userId: owner.userId, turns: 10 });
    expect(await complete(sessionId, other.token)).toMatchObject({ status: 404, body: { message: 'Practice session not found.' } });
    expect(await complete(999_999, other.token)).toMatchObject({ status: 404, body: { message: 'Practice session not found.' } });
    expect(await complete(99_999_999_999, other.token)).toMatchObject({ status: 404, body: { message: 'Practice session not found.' } });
    expect(await complete('abc', other.token)).toMatchObject({ status: 422, body: { message: 'The session id must be a whole number.' } });
    expect(await complete('1.5', other.token)).toMatchObject({ status: 422, body: { message: 'The session id must be a whole number.' } });
    // Nothing happened to the owner's attempt or anyone's credits.
    expect((await sessionRow(sessionId)).status).toBe('in_progress');
    expect(await usage(other.userId)).toHaveLength(0);
    expect((await credits(other.userId)).c).toBe(5);
  });

  it('refuses an attempt with unanswered segments, changing nothing', async () => {
    const { token, userId } = await candidate();
    const { sessionId } = await practisedSession(t.db, t.storage, {
      userId,
      turns: 10,
      answer: (i) => (i < 7 ? { facts: fluentAnswer() } : undefined),
    });
    const response = await complete(sessionId, token);
    expect(response).toMatchObject({
      status: 422,
      body: {
        message:
          'Answer every segment before finishing: 7 of 10 segments have an answer. A practice attempt must be completed in full to be scored.',
      },
    });
    const session = await sessionRow(sessionId);
    expect(session).toMatchObject({ status: 'in_progress', endTime: null, creditsCharged: 0 });
    expect((await credits(userId)).c).toBe(5);
    expect(await usage(userId)).toHaveLength(0);
  });

  it('charges, dispatches, and scores every turn out of 45 from what the audio shows', async () => {
    const { token, userId } = await candidate();
    const countedBefore = await counter();
    const answers = [
      { facts: SILENCE },
      { facts: fluentAnswer({ onsetMs: 7_000 }) },
      { facts: fluentAnswer({ longPausesMs: [2_600, 4_500] }) },
      { facts: fluentAnswer({ speechMs: 500 }) },
    ];
    const session = await practisedSession(t.db, t.storage, { userId, turns: 12, answer: (i) => answers[i] ?? { facts: fluentAnswer() } });

    const response = await complete(session.sessionId, token);
    expect(response).toMatchObject({ status: 200, body: { status: 'dispatched', message: DISPATCHED_MESSAGE } });
    const charged = await sessionRow(session.sessionId);
    expect(charged.status === 'scoring' || charged.status === 'scored').toBe(true);
    expect(charged.endTime).toBeInstanceOf(Date);
    expect(charged.creditsCharged).toBe(COST);
    expect((await credits(userId)).c).toBe(5 - COST);
    const [debit] = await usage(userId);
    expect(debit).toMatchObject({ credits: -COST, description: usageDescription(session.dialogueId) });

    const done = await scored(session.sessionId);
    expect(done.scoredAt).toBeInstanceOf(Date);
    const attempts = await t.db
      .select()
      .from(segmentAttempts)
      .where(eq(segmentAttempts.sessionId, session.sessionId))
      .orderBy(asc(segmentAttempts.id));
    expect(attempts).toHaveLength(12);
    expect(attempts.every((a) => a.scoringStatus === 'scored' && a.userTranscription === null)).toBe(true);
    const worths = attempts.map((a) => a.maxScore!);
    expect(worths.reduce((a, b) => a + b, 0)).toBeCloseTo(DIALOGUE_MARKS, 8);

    const ledger = await t.db.select().from(deductions).where(inArray(deductions.attemptId, session.attemptIds));
    const of = (i: number) => ledger.filter((d) => d.attemptId === session.attemptIds[i]);
    // Turn 1: silence loses the whole turn.
    expect(of(0)).toEqual([expect.objectContaining({ category: 'no_answer', severity: 'critical', points: worths[0] })]);
    expect(attempts[0]!.scoreForSegment).toBe(0);
    // Turn 2: a late start, 10 % of the turn.
    expect(of(1)).toEqual([
      expect.objectContaining({ category: 'late_start', severity: 'minor', points: Math.round(worths[1]! * 10) / 100 }),
    ]);
    // Turn 3: one long pause per pause.
    expect(of(2).map((d) => [d.category, d.severity])).toEqual([
      ['long_pause', 'major'],
      ['long_pause', 'minor'],
    ]);
    // Turn 4: half a second of speech for a whole turn: most of the message is missing.
    expect(of(3)).toEqual([expect.objectContaining({ category: 'omission', severity: 'critical' })]);
    // Turns 5–12: prompt and complete, full marks.
    for (let i = 4; i < 12; i += 1) {
      expect(of(i)).toEqual([]);
      expect(attempts[i]!.scoreForSegment).toBe(worths[i]);
    }
    // Each turn's score is its worth less its ledger; the final score is their sum.
    for (const [i, attempt] of attempts.entries()) {
      const lost = of(i).reduce((sum, d) => sum + d.points, 0);
      expect(attempt.scoreForSegment! + lost).toBeCloseTo(attempt.maxScore!, 8);
    }
    expect(done.finalScore).toBe(Math.round(attempts.reduce((sum, a) => sum + a.scoreForSegment!, 0) * 10) / 10);
    expect(done.finalScore!).toBeLessThan(45);
    expect(done.finalScore!).toBeGreaterThan(30);

    // Feedback is the ledger in words, then what the offline scorer could not assess.
    expect(attempts[1]!.evaluationFeedback).toMatch(/^Late start \(minor, −[\d.]+\): You began interpreting 7\.0 s into the recording/);
    // Nothing was heard, so nothing claims full marks: only silence is a complete verdict.
    expect(attempts[5]!.evaluationFeedback).toContain(NO_DELIVERY_DEDUCTIONS);
    for (const attempt of attempts) {
      expect(attempt.evaluationFeedback).toContain(OFFLINE_NOT_ASSESSED);
      expect(attempt.evaluationFeedback).not.toContain('full marks');
    }
    expect(attempts.map((a) => a.accuracy)).toEqual(['assessed', ...Array<string>(11).fill('not_assessed')]);

    // Counted once, for the user and the site.
    expect((await credits(userId)).used).toBe(1);
    expect(await counter()).toBe(countedBefore + 1);
    const stats = await t.get<{ data: { total_ai_scoring: number } }>('/api/stats');
    expect(stats.body.data.total_ai_scoring).toBe(countedBefore + 1);

    // The dashboard's results show the score out of 45 with each turn's ledger and feedback.
    const results = await t.get<{
      data: Array<{
        id: number;
        final_score: number | null;
        score_label: string;
        segment_attempts: Array<{ score_for_segment: number; evaluation_feedback: string; accuracy: string; deductions?: unknown[] }>;
      }>;
    }>('/api/generate-result', token);
    const result = results.body.data.find((r) => r.id === session.sessionId)!;
    expect(result.final_score).toBe(done.finalScore);
    expect(result.score_label).toBe('delivery_only');
    expect(result.segment_attempts).toHaveLength(12);
    expect(result.segment_attempts[5]!.accuracy).toBe('not_assessed');
  });

  it('never charges twice: a second call answers the current status', async () => {
    const { token, userId } = await candidate();
    const { sessionId } = await practisedSession(t.db, t.storage, { userId, turns: 10 });
    expect((await complete(sessionId, token)).body).toEqual({ status: 'dispatched', message: DISPATCHED_MESSAGE });
    const again = await complete(sessionId, token);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('dispatched');
    await scored(sessionId);
    expect((await complete(sessionId, token)).body).toEqual({ status: 'dispatched', message: ALREADY_SCORED_MESSAGE });
    expect(await usage(userId)).toHaveLength(1);
    expect(await credits(userId)).toEqual({ c: 5 - COST, used: 1 });
  });

  it('charges exactly once when completions race', async () => {
    const { token, userId } = await candidate();
    const countedBefore = await counter();
    const { sessionId } = await practisedSession(t.db, t.storage, { userId, turns: 10 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => complete(sessionId, token)));
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { status: 'dispatched' } });
    expect(await usage(userId)).toHaveLength(1);
    expect((await credits(userId)).c).toBe(5 - COST);
    await scored(sessionId);
    // Give any duplicate job time to (wrongly) count again before checking the counters.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await credits(userId)).used).toBe(1);
    expect(await counter()).toBe(countedBefore + 1);
  });

  it('does not score without enough credits, and scores once credits are added', async () => {
    const { token, userId } = await candidate();
    const first = await practisedSession(t.db, t.storage, { userId, turns: 10 });
    const second = await practisedSession(t.db, t.storage, { userId, turns: 10, bankIndex: 1 });
    await complete(first.sessionId, token); // 5 → 3
    await scored(first.sessionId);
    await complete((await practisedSession(t.db, t.storage, { userId, turns: 10, bankIndex: 2 })).sessionId, token); // 3 → 1
    expect((await credits(userId)).c).toBe(1);

    const refused = await complete(second.sessionId, token);
    expect(refused).toMatchObject({ status: 200, body: { status: 'insufficient_credit', message: INSUFFICIENT_CREDIT_MESSAGE } });
    const session = await sessionRow(second.sessionId);
    expect(session).toMatchObject({ status: 'completed', finalScore: null, creditsCharged: 0 });
    expect(session.endTime).toBeInstanceOf(Date);
    expect((await credits(userId)).c).toBe(1);
    expect(await usage(userId)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await sessionRow(second.sessionId)).status).toBe('completed');

    // A purchase later: completing again scores the finished attempt, keeping its end time.
    await t.db.transaction((tx) => new CreditLedger(t.db).record(tx, { userId, type: 'purchase', description: 'Basic', credits: 20 }));
    expect((await complete(second.sessionId, token)).body).toEqual({ status: 'dispatched', message: DISPATCHED_MESSAGE });
    const done = await scored(second.sessionId);
    expect(done.endTime).toEqual(session.endTime);
    expect(await usage(userId)).toHaveLength(3);
  });

  it('scores an answer stored without audio facts by measuring its recording, and fails only a turn whose recording is gone', async () => {
    const { token, userId } = await candidate();
    const { speechLikeWav } = await import('../../test/fake-openai-server.js');
    const { audioThread } = await import('../../audio/worker/client.js');
    // A real Ogg Opus answer, as POST /practice/submit stores them: 3 s of speech-like sound after a second of silence.
    const silence = Buffer.alloc(24_000 * 2); // 1 s at the fake speech's 24 kHz
    const wav = speechLikeWav('x'.repeat(40));
    const withSilence = Buffer.concat([wav.subarray(0, 44), silence, wav.subarray(44)]);
    withSilence.writeUInt32LE(withSilence.length - 8, 4);
    withSilence.writeUInt32LE(withSilence.length - 44, 40);
    const normalised = await audioThread().run('normalise', { bytes: new Uint8Array(withSilence) });
    const recording = Buffer.from(normalised.audio);

    const { sessionId, attemptIds } = await practisedSession(t.db, t.storage, {
      userId,
      turns: 10,
      answer: (i) => (i === 0 ? { facts: null, recording } : i === 1 ? { facts: null, recording: null } : { facts: fluentAnswer() }),
    });
    await complete(sessionId, token);
    const done = await scored(sessionId);
    const [measured] = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.id, attemptIds[0]!));
    expect(measured!.scoringStatus).toBe('scored');
    expect(measured!.evaluationFeedback).toMatch(/You began after 1\.\d s and spoke for/);
    const [missing] = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.id, attemptIds[1]!));
    expect(missing).toMatchObject({ scoringStatus: 'failed', scoreForSegment: 0, evaluationFeedback: MISSING_RECORDING_FEEDBACK });
    expect(done.finalScore).not.toBeNull();
    // The audio thread's first start (WebAssembly codecs) takes seconds on a busy machine.
  }, 90_000);

  it('re-scoring a turn replaces its ledger, and a finished session is left alone', async () => {
    const { userId } = await candidate();
    const { sessionId, attemptIds } = await practisedSession(t.db, t.storage, {
      userId,
      turns: 10,
      answer: () => ({ facts: fluentAnswer({ longPausesMs: [3_000] }) }),
    });
    // As the completion leaves it, without the job (this test runs the turn job by hand).
    await t.db.update(practiceSessions).set({ status: 'scoring' }).where(eq(practiceSessions.id, sessionId));
    await scorer.scoreTurn({ sessionId, attemptId: attemptIds[0]! }, { id: 'by-hand', retryCount: 0 });
    await scorer.scoreTurn({ sessionId, attemptId: attemptIds[0]! }, { id: 'by-hand-again', retryCount: 1 });
    const ledger = await t.db.select().from(deductions).where(eq(deductions.attemptId, attemptIds[0]!));
    expect(ledger.map((d) => d.category)).toEqual(['long_pause']);
    for (const attemptId of attemptIds.slice(1)) await scorer.scoreTurn({ sessionId, attemptId }, { id: 'by-hand', retryCount: 0 });
    const done = await sessionRow(sessionId);
    expect(done.status).toBe('scored');
    const usedAfter = (await credits(userId)).used;
    await scorer.scoreTurn({ sessionId, attemptId: attemptIds[0]! }, { id: 'late-duplicate', retryCount: 0 });
    expect(await sessionRow(sessionId)).toEqual(done);
    expect((await credits(userId)).used).toBe(usedAfter);
  });
});
