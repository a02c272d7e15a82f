import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { AiError } from '../../ai/errors.js';
import { OFFLINE_NOT_ASSESSED } from '../../ai/offline/analyser.js';
import { FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { OpenAiProvider, TRANSCRIPTION_FAILED_SUMMARY } from '../../ai/openai/provider.js';
import { closeAudioThread } from '../../audio/worker/client.js';
import { words } from '../../content/script.js';
import { creditTransactions, deductions, dialogueSegments, practiceSessions, segmentAttempts, users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { fluentAnswer, practisedSession } from '../../test/scoring-kit.js';
import { CreditLedger } from '../credits/ledger.js';
import { scoringQueues } from './queues.js';
import { droppedNote, REFUND_NOTE, refundDescription, Scorer, TRANSCRIPTION_ERROR_MARKER } from './scorer.js';
import type { TestResultJson } from '../results/schemas.js';
import { measureWithAudioThread } from './workers.js';

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The expected text with every third word left out: what a candidate who skips details says.
 * `dropped`: the words that no longer appear at all (the fake examiner compares sets of words).
 */
function withWordsDropped(text: string, language: string): { said: string; dropped: string[] } {
  const all = words(text, language);
  const kept = all.filter((_, i) => i % 3 !== 1);
  const keptSet = new Set(kept.map((w) => w.toLowerCase()));
  return { said: kept.join(' '), dropped: all.filter((w, i) => i % 3 === 1 && !keptSet.has(w.toLowerCase())) };
}

describeWithDatabase('AI scoring with an OpenAI-compatible endpoint (the fake server)', () => {
  let fake: FakeOpenAiServer;
  // Filled in before the app starts: the fake's port is known only once it listens.
  const env: Record<string, string> = {
    AI_PROVIDER: 'openai',
    AI_API_KEY: 'test-key',
    AI_MAX_RETRIES: '0',
    AI_TIMEOUT_MS: '5000',
    FREE_CREDIT_AMOUNT: '10',
  };
  beforeAll(async () => {
    fake = await FakeOpenAiServer.start();
    env.AI_BASE_URL = fake.url;
  });
  const t = new TestApp({ env, workers: true });
  afterAll(async () => {
    await fake.close();
    await closeAudioThread();
  });
  beforeEach(() => fake.reset());

  async function candidate(): Promise<{ token: string; userId: number }> {
    const { token, user } = await t.signUp({ email: uniqueEmail() });
    return { token, userId: user.id as number };
  }
  const sessionRow = async (sessionId: number) =>
    (await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId)))[0]!;
  const scored = (sessionId: number) =>
    until(async () => ((await sessionRow(sessionId)).status === 'scored' ? sessionRow(sessionId) : undefined));

  /** A scorer of this app's database with its own provider, to run single turns by hand. */
  function scorerWith(provider: OpenAiProvider, log: FastifyBaseLogger = pino({ level: 'silent' })): Scorer {
    return new Scorer({
      db: t.db,
      pool: t.pool,
      storage: t.storage,
      jobs: t.jobs,
      queues: scoringQueues(t.config),
      ai: provider,
      ledger: new CreditLedger(t.db),
      measureAudio: measureWithAudioThread,
      log,
    });
  }

  it('transcribes every answer in its language and deducts what the transcript leaves out', async () => {
    const { token, userId } = await candidate();
    const session = await practisedSession(t.db, t.storage, {
      userId,
      turns: 10,
      answer: (i) => ({ facts: fluentAnswer(), recording: Buffer.from(`OggS recording of turn ${i}`) }),
    });
    // Turns 1 and 4 skip words; the others say exactly the expected interpretation.
    const transcripts = new Map<string, { said: string; dropped: string[] }>();
    session.interpreterTurns.forEach((turn, i) => {
      transcripts.set(
        `OggS recording of turn ${i}`,
        i === 0 || i === 3 ? withWordsDropped(turn.expected, turn.language) : { said: turn.expected, dropped: [] },
      );
    });
    fake.transcribe = ({ file }) => transcripts.get(file.bytes.toString())!.said;

    const completed = await t.post<{ status: string }>(`/api/practice/complete/${session.sessionId}`, undefined, token);
    expect(completed.body.status).toBe('dispatched');
    const done = await scored(session.sessionId);

    const attempts = await t.db
      .select()
      .from(segmentAttempts)
      .where(eq(segmentAttempts.sessionId, session.sessionId))
      .orderBy(asc(segmentAttempts.id));
    for (const [i, attempt] of attempts.entries()) {
      expect(attempt.userTranscription).toBe(transcripts.get(`OggS recording of turn ${i}`)!.said);
      expect(attempt.evaluationFeedback).not.toContain(OFFLINE_NOT_ASSESSED);
    }
    const ledger = await t.db.select().from(deductions).where(inArray(deductions.attemptId, session.attemptIds));
    const omissions = (i: number) => ledger.filter((d) => d.attemptId === session.attemptIds[i]);
    const units = await t.db
      .select({ id: dialogueSegments.id, keyUnits: dialogueSegments.keyUnits })
      .from(dialogueSegments)
      .where(
        inArray(
          dialogueSegments.id,
          session.interpreterTurns.map((turn) => turn.segmentId),
        ),
      );
    for (const i of [0, 3]) {
      // One omission per key unit with a dropped word, naming the unit: evidence the candidate can check.
      const { dropped } = transcripts.get(`OggS recording of turn ${i}`)!;
      const turn = session.interpreterTurns[i]!;
      const missing = units
        .find((u) => u.id === turn.segmentId)!
        .keyUnits!.filter((u) => words(u.text, turn.language).some((w) => dropped.includes(w)))
        .map((u) => u.text);
      expect(
        omissions(i)
          .map((d) => d.words)
          .sort(),
      ).toEqual(missing.sort());
      for (const omission of omissions(i)) expect(omission).toMatchObject({ category: 'omission', severity: 'major' });
      expect(attempts[i]!.accuracy).toBe('assessed');
    }
    for (const i of [1, 2, 4, 5, 6, 7, 8, 9]) expect(omissions(i)).toEqual([]);
    const lost = ledger.reduce((sum, d) => sum + d.points, 0);
    expect(done.finalScore).toBeCloseTo(45 - lost, 1);

    // Every answer went to /audio/transcriptions with its language (turns alternate Hindi and English).
    const sent = fake.requestsTo('/v1/audio/transcriptions');
    expect(sent).toHaveLength(10);
    expect(sent.map((r) => r.fields!.language).sort()).toEqual(['en', 'en', 'en', 'en', 'en', 'hi', 'hi', 'hi', 'hi', 'hi']);
    expect(sent.every((r) => r.fields!.model === 'gpt-4o-mini-transcribe' && r.authorization === 'Bearer test-key')).toBe(true);
    const ledgers = fake.requestsTo('/v1/chat/completions');
    expect(ledgers).toHaveLength(10);
    expect(ledgers.every((r) => r.json!.model === 'gpt-4o-mini')).toBe(true);
  });

  it('does not deduct accuracy from doubtful transcripts, and refunds an attempt that is mostly doubtful', async () => {
    const { token, userId } = await candidate();
    const session = await practisedSession(t.db, t.storage, {
      userId,
      turns: 10,
      answer: (i) => ({ facts: fluentAnswer(), recording: Buffer.from(`OggS recording of turn ${i}`) }),
    });
    // Turns 1–6 come back in the wrong script (English words for a Hindi turn, Devanagari for an English one).
    const heard = session.interpreterTurns.map((turn, i) =>
      i >= 6 ? turn.expected : turn.language === 'English' ? 'मुझे सिर में दर्द है' : 'I have a headache and a fever',
    );
    fake.transcribe = ({ file }) => heard[Number(/turn (\d+)/.exec(file.bytes.toString())![1])]!;
    const before = (await t.db.select({ credits: users.availableCredits }).from(users).where(eq(users.id, userId)))[0]!.credits;

    await t.post(`/api/practice/complete/${session.sessionId}`, undefined, token);
    const done = await scored(session.sessionId);

    const attempts = await t.db
      .select()
      .from(segmentAttempts)
      .where(eq(segmentAttempts.sessionId, session.sessionId))
      .orderBy(asc(segmentAttempts.id));
    expect(attempts.map((a) => a.accuracy)).toEqual([...Array<string>(6).fill('uncertain'), ...Array<string>(4).fill('assessed')]);
    const ledger = await t.db.select().from(deductions).where(inArray(deductions.attemptId, session.attemptIds));
    expect(ledger).toEqual([]);
    expect(attempts[0]!.evaluationFeedback).toContain('We are not sure what we heard (the transcript is not in');
    expect(attempts[0]!.userTranscription).toBe(heard[0]);
    // Only the trusted turns went to the model.
    expect(fake.requestsTo('/v1/chat/completions')).toHaveLength(4);

    expect(done.scoreNote).toBe(REFUND_NOTE);
    const after = (await t.db.select({ credits: users.availableCredits }).from(users).where(eq(users.id, userId)))[0]!.credits;
    expect(after).toBe(before);
    const refunds = await t.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.type, 'refund')));
    expect(refunds).toEqual([expect.objectContaining({ credits: 1, description: refundDescription(session.dialogueId) })]);

    const results = await t.get<{ data: TestResultJson[] }>('/api/generate-result', token);
    expect(results.body.data.find((r) => r.id === session.sessionId)).toMatchObject({
      score_label: 'delivery_only',
      score_note: REFUND_NOTE,
    });
  });

  it('asks nothing of the endpoint for a silent answer', async () => {
    const { token, userId } = await candidate();
    const session = await practisedSession(t.db, t.storage, {
      userId,
      turns: 10,
      answer: (i) => ({
        facts: i === 0 ? { durationMs: 20_000, onsetMs: null, speechMs: 0, longPausesMs: [], silent: true } : fluentAnswer(),
        recording: Buffer.from(`OggS ${i}`),
      }),
    });
    const expected = new Map(session.interpreterTurns.map((turn, i) => [`OggS ${i}`, turn.expected]));
    fake.transcribe = ({ file }) => expected.get(file.bytes.toString())!;
    await t.post(`/api/practice/complete/${session.sessionId}`, undefined, token);
    await scored(session.sessionId);
    expect(fake.requestsTo('/v1/audio/transcriptions')).toHaveLength(9);
    const [silent] = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.id, session.attemptIds[0]!));
    expect(silent).toMatchObject({ userTranscription: null, scoreForSegment: 0 });
    expect((await t.db.select().from(deductions).where(eq(deductions.attemptId, session.attemptIds[0]!))).map((d) => d.category)).toEqual([
      'no_answer',
    ]);
  });

  it('retries a turn whose scoring failed once (the job throws, pg-boss runs it again) and loses nothing', async () => {
    const { token, userId } = await candidate();
    const session = await practisedSession(t.db, t.storage, {
      userId,
      turns: 10,
      answer: (i) => ({ facts: fluentAnswer(), recording: Buffer.from(`OggS again ${i}`) }),
    });
    const expected = new Map(session.interpreterTurns.map((turn, i) => [`OggS again ${i}`, turn.expected]));
    fake.transcribe = ({ file }) => expected.get(file.bytes.toString())!;
    fake.failNext('/v1/chat/completions', { status: 500 });
    await t.post(`/api/practice/complete/${session.sessionId}`, undefined, token);
    const done = await scored(session.sessionId);
    expect(done.finalScore).toBe(45);
    // Ten ledgers and the one that failed.
    expect(fake.requestsTo('/v1/chat/completions')).toHaveLength(11);
    const attempts = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.sessionId, session.sessionId));
    expect(
      attempts.every((a) => a.scoringStatus === 'scored' && a.evaluationFeedback!.includes('An accurate and complete interpretation.')),
    ).toBe(true);
  }, 60_000);

  describe('when the endpoint keeps failing (one turn run by hand, as pg-boss would)', () => {
    let provider: OpenAiProvider;
    let sessionId: number;
    let attemptIds: number[];
    const lastTry = () => ({ id: 'last', retryCount: scoringQueues(t.config).turn.retryLimit });

    beforeEach(async () => {
      provider = new OpenAiProvider({ ...t.config.ai, apiKey: 'test-key', timeoutMs: 2_000, maxRetries: 0 }, async (audio) => ({
        audio,
        durationMs: 0,
      }));
      const { userId } = await candidate();
      ({ sessionId, attemptIds } = await practisedSession(t.db, t.storage, {
        userId,
        turns: 10,
        answer: () => ({ facts: fluentAnswer({ onsetMs: 6_500 }) }),
      }));
      // As completion leaves it; no job was sent, so the app's workers leave it alone.
      await t.db.update(practiceSessions).set({ status: 'scoring' }).where(eq(practiceSessions.id, sessionId));
    });

    it('throws on an early try so that the job is retried later', async () => {
      fake.failNext('/v1/audio/transcriptions', { status: 503 });
      await expect(
        scorerWith(provider).scoreTurn({ sessionId, attemptId: attemptIds[0]! }, { id: 'first', retryCount: 0 }),
      ).rejects.toBeInstanceOf(AiError);
      const [attempt] = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.id, attemptIds[0]!));
      expect(attempt!.scoringStatus).toBe('pending');
    });

    it('marks a transcription that failed on the last try with "Transcription error", and still deducts what the audio shows', async () => {
      fake.failNext('/v1/audio/transcriptions', { status: 503 });
      await scorerWith(provider).scoreTurn({ sessionId, attemptId: attemptIds[0]! }, lastTry());
      const [attempt] = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.id, attemptIds[0]!));
      expect(attempt!.scoringStatus).toBe('scored');
      expect(attempt!.userTranscription).toBe(`${TRANSCRIPTION_ERROR_MARKER} — the AI service failed (HTTP 503).`);
      expect(attempt!.evaluationFeedback).toContain(TRANSCRIPTION_FAILED_SUMMARY);
      const ledger = await t.db.select().from(deductions).where(eq(deductions.attemptId, attemptIds[0]!));
      expect(ledger.map((d) => d.category)).toEqual(['late_start']);
      expect(fake.requestsTo('/v1/chat/completions')).toHaveLength(0);
    });

    it('drops a deduction whose quote is not in the transcript after asking once more, logs it and tells the candidate', async () => {
      fake.transcribe = () => 'मुझे सिर में दर्द है';
      const invented = {
        errors: [{ category: 'distortion', severity: 'critical', words: 'पेट में दर्द', explanation: 'You said stomach ache.' }],
        summary: 'One detail was wrong.',
      };
      fake.answerNext('error_ledger', invented, invented);
      const lines: string[] = [];
      const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
      await scorerWith(provider, log).scoreTurn({ sessionId, attemptId: attemptIds[0]! }, lastTry());
      const ledger = await t.db.select().from(deductions).where(eq(deductions.attemptId, attemptIds[0]!));
      expect(ledger.map((d) => d.category)).toEqual(['late_start']);
      expect(fake.requestsTo('/v1/chat/completions')).toHaveLength(2);
      const warning = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.attemptId === attemptIds[0]);
      expect(warning).toMatchObject({
        msg: 'scoring: deductions without evidence in the transcript were dropped',
        dropped: [{ category: 'distortion', words: 'पेट में दर्द', reason: expect.stringMatching(/not in the candidate's transcript/) }],
      });
      const [attempt] = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.id, attemptIds[0]!));
      expect(attempt!.evaluationFeedback).toContain(droppedNote(1));
    });

    it('scores on the audio alone when the ledger cannot be had on the last try, keeping the transcript', async () => {
      fake.transcribe = () => 'मुझे सिर में दर्द है';
      fake.failNext('/v1/chat/completions', 'timeout', 3);
      await scorerWith(provider).scoreTurn({ sessionId, attemptId: attemptIds[0]! }, lastTry());
      const [attempt] = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.id, attemptIds[0]!));
      expect(attempt).toMatchObject({ scoringStatus: 'scored', userTranscription: 'मुझे सिर में दर्द है' });
      expect(attempt!.evaluationFeedback).toContain(
        'The AI scoring service failed (Scoring: the AI service did not answer in time.), so accuracy and language quality were not assessed.',
      );
      const ledger = await t.db.select().from(deductions).where(eq(deductions.attemptId, attemptIds[0]!));
      expect(ledger.map((d) => d.category)).toEqual(['late_start']);
    });
  });
});
