import { and, eq, sql } from 'drizzle-orm';
import { offlineSpeech } from '../../ai/offline/speech.js';
import { creditTransactions, dialogues, dialogueSegments, practiceSessions, users, type AccuracyState } from '../../db/schema.js';
import { INTERPRETER_ROLE } from '../../content/segments.js';
import { speechKey } from '../speech/keys.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { bankDialogueIds, recording, seedLanguages, segmentsOfDialogue, submitAnswer } from '../../test/practice-kit.js';
import type { MockExamJson, MockTurnJson } from './schemas.js';
import { SELF_MARKED_NOTE } from './verdict.js';

type Mock = MockExamJson;

describeWithDatabase('mock exams: the exam rules, one charge, the verdict', () => {
  const t = new TestApp({ env: { CREDIT_COST_PER_DIALOGUE: '2' } });
  let hindi: Array<{ id: number; categoryId: number; turns: Array<{ id: number; segmentOrder: number }> }>;
  /** The two shortest Hindi dialogues of different categories: the rule tests answer every turn. */
  let short: [number, number];

  beforeAll(async () => {
    if (!t.db) return;
    await seedLanguages(t, ['hindi']);
    hindi = [];
    for (const id of await bankDialogueIds(t, 'Hindi')) {
      const [row] = await t.db.select({ categoryId: dialogues.categoryId }).from(dialogues).where(eq(dialogues.id, id));
      const segments = await segmentsOfDialogue(t, id);
      // Speech as if the background job had made it: these tests are about the rules, not synthesis.
      for (const s of segments) {
        const audioPath = speechKey(offlineSpeech.tag, s.speakerLanguage, s.sourceText, offlineSpeech.extension);
        await t.db.update(dialogueSegments).set({ audioPath, audioStatus: 'ready' }).where(eq(dialogueSegments.id, s.id));
      }
      const turns = segments.filter((s) => s.speakerRole === 'Interpreter');
      hindi.push({ id, categoryId: row!.categoryId, turns: turns.map((s) => ({ id: s.id, segmentOrder: s.segmentOrder })) });
    }
    const byLength = [...hindi].sort((a, b) => a.turns.length - b.turns.length);
    const first = byLength[0]!;
    short = [first.id, byLength.find((d) => d.categoryId !== first.categoryId)!.id];
  }, 60_000);

  const turnsOf = (dialogueId: number) => hindi.find((d) => d.id === dialogueId)!.turns;

  async function candidate(credits = 20) {
    const { token, user } = await t.signUp({ email: uniqueEmail('mock') });
    await t.db
      .update(users)
      .set({ availableCredits: credits })
      .where(eq(users.id, user.id as number));
    return { token, id: user.id as number };
  }

  async function startMock(token: string, body: unknown = { language: 'hindi', dialogueIds: short }) {
    const response = await t.post<{ data: Mock }>('/api/mock-exams', body, token);
    expect(response.status).toBe(200);
    return response.body.data;
  }

  const hear = (token: string, mock: number, part: number, segmentOrder: number) =>
    t.post<MockTurnJson>(`/api/mock-exams/${mock}/hear`, { part, segmentOrder }, token);
  const repeat = (token: string, mock: number, part: number, segmentOrder: number) =>
    t.post<MockTurnJson>(`/api/mock-exams/${mock}/repeat`, { part, segmentOrder }, token);

  /** Hears and answers every turn of one part, as the exam runner does. */
  async function takePart(token: string, mock: Mock, part: 1 | 2, onsetMs = 500) {
    const { sessionId, dialogueId } = mock.dialogues[part - 1]!;
    for (const turn of turnsOf(dialogueId)) {
      expect((await hear(token, mock.id, part, turn.segmentOrder - 1)).status).toBe(200);
      const answer = await submitAnswer(t, token, { sessionId, segmentId: turn.id, file: await recording('ogg', 1500, onsetMs) });
      expect(answer.statusCode).toBe(200);
    }
  }

  const balance = async (userId: number) =>
    (await t.db.select({ credits: users.availableCredits }).from(users).where(eq(users.id, userId)))[0]!.credits;

  describe('starting', () => {
    it('picks two dialogues of different categories, those not practised first', async () => {
      const me = await candidate();
      // Everything practised once except two dialogues of different categories.
      const [a, b] = short;
      for (const d of hindi.filter((d) => d.id !== a && d.id !== b)) {
        await t.db.insert(practiceSessions).values({ userId: me.id, dialogueId: d.id, mode: 1 });
      }
      const mock = await startMock(me.token, { language: 'HINDI' });
      expect(mock).toMatchObject({ language: 'Hindi', status: 'in_progress', creditsCharged: 0, result: null, completedAt: null });
      expect(mock.dialogues.map((d) => d.dialogueId).sort()).toEqual([a, b].sort());
      expect(mock.dialogues.map((d) => d.part)).toEqual([1, 2]);
      expect(mock.dialogues[0]!.category).not.toBe(mock.dialogues[1]!.category);
      expect(mock.dialogues[0]).toMatchObject({ answered: 0, nextSegmentOrder: 1, heardThrough: 0, repeatUsed: false, finalScore: null });

      // Without a preference left, still two different categories.
      const again = await startMock((await candidate()).token, { language: 'hindi' });
      const categories = again.dialogues.map((d) => hindi.find((h) => h.id === d.dialogueId)!.categoryId);
      expect(new Set(categories).size).toBe(2);
    });

    it('takes the two dialogues the candidate chose, in their order', async () => {
      const me = await candidate();
      const mock = await startMock(me.token, { language: 'hindi', dialogueIds: [short[1], short[0]] });
      expect(mock.dialogues.map((d) => d.dialogueId)).toEqual([short[1], short[0]]);
    });

    it('refuses what cannot be a mock, with a clear message, and charges nothing', async () => {
      const me = await candidate();
      const cases: Array<[unknown, number, string]> = [
        [{}, 422, 'The language field is required.'],
        [{ language: 'klingon' }, 404, 'Language not found.'],
        [{ language: 'urdu' }, 422, 'There are not enough Urdu dialogues for a mock exam yet: it needs two of different categories.'],
        [{ language: 'hindi', dialogueIds: [short[0]] }, 422, 'Choose exactly two dialogues for a mock exam.'],
        [{ language: 'hindi', dialogueIds: [short[0], short[0]] }, 422, 'Choose two different dialogues for a mock exam.'],
        [{ language: 'hindi', dialogueIds: [short[0], 2_000_000_000] }, 404, 'Dialogue not found.'],
        [{ language: 'tamil', dialogueIds: short }, 422, 'Both dialogues of a Tamil mock exam must be Tamil dialogues.'],
      ];
      for (const [body, status, message] of cases) {
        const response = await t.post('/api/mock-exams', body, me.token);
        expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status, message });
      }
      expect((await t.get<{ data: Mock[] }>('/api/mock-exams', me.token)).body.data).toEqual([]);
      expect(await balance(me.id)).toBe(20);
    });

    it('needs the credits of two dialogues', async () => {
      const poor = await candidate(3);
      const response = await t.post('/api/mock-exams', { language: 'hindi' }, poor.token);
      expect(response.status).toBe(402);
      expect(response.body).toEqual({
        status: 'insufficient_credit',
        message: 'You need at least 4 credits to take a mock exam (two dialogues).',
      });
      expect((await t.post('/api/mock-exams', { language: 'hindi' })).status).toBe(401);
    });
  });

  describe('the exam rules', () => {
    it('serves a speaker turn for one hearing; one repeat per dialogue, a second refused', async () => {
      const me = await candidate();
      const mock = await startMock(me.token);
      const first = await hear(me.token, mock.id, 1, 1);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ sessionId: mock.dialogues[0]!.sessionId, part: 1, segmentOrder: 1, mode: 0, repeatUsed: false });
      expect(first.body.speakerAudioPath).toMatch(/^\/api\/media\//);

      expect((await hear(me.token, mock.id, 1, 1)).body).toEqual({
        message: 'You have heard this segment. Use your repeat to hear it again.',
      });
      const repeated = await repeat(me.token, mock.id, 1, 1);
      expect(repeated.status).toBe(200);
      expect(repeated.body).toMatchObject({ segmentOrder: 1, repeatUsed: true, speakerAudioPath: first.body.speakerAudioPath });

      const [turn1, turn2] = turnsOf(mock.dialogues[0]!.dialogueId);
      await submitAnswer(t, me.token, { sessionId: mock.dialogues[0]!.sessionId, segmentId: turn1!.id, file: await recording('ogg') });
      expect((await hear(me.token, mock.id, 1, turn2!.segmentOrder - 1)).status).toBe(200);
      const second = await repeat(me.token, mock.id, 1, turn2!.segmentOrder - 1);
      expect({ status: second.status, body: second.body }).toEqual({
        status: 409,
        body: { message: 'You have used your repeat for this dialogue' },
      });

      const view = (await t.get<{ data: Mock }>(`/api/mock-exams/${mock.id}`, me.token)).body.data;
      expect(view.dialogues[0]).toMatchObject({ answered: 1, heardThrough: 3, repeatUsed: true, nextSegmentOrder: 3 });
    });

    it('takes segments in order, each answered once, heard before answered, dialogue 1 first', async () => {
      const me = await candidate();
      const mock = await startMock(me.token);
      const { sessionId, dialogueId } = mock.dialogues[0]!;
      const [turn1, turn2] = turnsOf(dialogueId);

      expect((await hear(me.token, mock.id, 1, 3)).body).toEqual({ message: 'Take the segments in order: segment 1 comes next.' });
      expect((await hear(me.token, mock.id, 2, 1)).body).toEqual({ message: 'Finish dialogue 1 before starting dialogue 2.' });
      expect((await hear(me.token, mock.id, 1, 2)).status).toBe(422);
      // The repeat is for a segment heard.
      expect((await repeat(me.token, mock.id, 1, 1)).body).toEqual({ message: 'The repeat is for the segment you have just heard.' });
      const unheard = await submitAnswer(t, me.token, { sessionId, segmentId: turn1!.id, file: await recording('ogg') });
      expect(unheard.json()).toEqual({ message: 'Hear the segment before answering it.' });

      await hear(me.token, mock.id, 1, 1);
      expect((await submitAnswer(t, me.token, { sessionId, segmentId: turn1!.id, file: await recording('ogg') })).statusCode).toBe(200);
      const twice = await submitAnswer(t, me.token, { sessionId, segmentId: turn1!.id, file: await recording('ogg') });
      expect(twice.json()).toEqual({ message: 'This segment has already been answered. In a test each segment is answered once.' });
      expect((await hear(me.token, mock.id, 1, 1)).body).toEqual({
        message: 'This segment has been answered. In a mock exam each segment is answered once.',
      });
      // Not through the single-dialogue routes either.
      const viaPractice = await t.get(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=${turn2!.segmentOrder - 1}`, me.token);
      expect(viaPractice.status).toBe(409);
      expect((await t.post(`/api/practice/complete/${sessionId}`, undefined, me.token)).body).toEqual({
        message: 'This dialogue is part of a mock exam: finish the mock exam to have both dialogues scored.',
      });
    });

    it('keeps a mock to its owner', async () => {
      const me = await candidate();
      const mock = await startMock(me.token);
      const stranger = await candidate();
      expect((await t.get(`/api/mock-exams/${mock.id}`, stranger.token)).body).toEqual({ message: 'Mock exam not found.' });
      expect((await hear(stranger.token, mock.id, 1, 1)).status).toBe(404);
      expect((await t.post(`/api/mock-exams/${mock.id}/complete`, undefined, stranger.token)).status).toBe(404);
    });
  });

  describe('completion: charged once, for both dialogues', () => {
    it('refuses an unfinished mock and charges nothing', async () => {
      const me = await candidate();
      const mock = await startMock(me.token);
      await takePart(me.token, mock, 1);
      const response = await t.post(`/api/mock-exams/${mock.id}/complete`, undefined, me.token);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe(
        `Answer every segment before finishing: dialogue 2 has 0 of ${turnsOf(mock.dialogues[1]!.dialogueId).length} segments answered.`,
      );
      expect(await balance(me.id)).toBe(20);
    }, 120_000);

    it('debits the credits of two dialogues once, however often it is completed', async () => {
      const me = await candidate();
      const mock = await startMock(me.token);
      await takePart(me.token, mock, 1);
      await takePart(me.token, mock, 2);
      const [once, twice] = await Promise.all([
        t.post<{ status: string; message: string; data: Mock }>(`/api/mock-exams/${mock.id}/complete`, undefined, me.token),
        t.post<{ status: string; message: string; data: Mock }>(`/api/mock-exams/${mock.id}/complete`, undefined, me.token),
      ]);
      expect([once.body.message, twice.body.message].sort()).toEqual([
        'Your mock exam has been completed. Its result appears here once both dialogues are scored.',
        'Your mock exam is being scored.',
      ]);
      expect(once.body.data).toMatchObject({ status: 'scoring', creditsCharged: 4 });
      expect(await balance(me.id)).toBe(16);
      const lines = await t.db
        .select()
        .from(creditTransactions)
        .where(and(eq(creditTransactions.userId, me.id), eq(creditTransactions.type, 'usage')));
      expect(lines.map((l) => [l.credits, l.description])).toEqual([
        [-4, `AI scoring of mock exam #${mock.id} (dialogues #${short[0]} and #${short[1]})`],
      ]);
      // Finished: no more hearing.
      expect((await hear(me.token, mock.id, 2, 1)).body).toEqual({ message: 'This mock exam is finished.' });
    }, 120_000);

    it('with too few credits at the end, charges nothing and can be completed later', async () => {
      const me = await candidate();
      const mock = await startMock(me.token);
      await takePart(me.token, mock, 1);
      await takePart(me.token, mock, 2);
      await t.db.update(users).set({ availableCredits: 3 }).where(eq(users.id, me.id));
      const refused = await t.post<{ status: string; data: Mock }>(`/api/mock-exams/${mock.id}/complete`, undefined, me.token);
      expect(refused.body).toMatchObject({ status: 'insufficient_credit', data: { status: 'in_progress', creditsCharged: 0 } });
      expect(await balance(me.id)).toBe(3);
      await t.db.update(users).set({ availableCredits: 4 }).where(eq(users.id, me.id));
      const done = await t.post<{ status: string }>(`/api/mock-exams/${mock.id}/complete`, undefined, me.token);
      expect(done.body.status).toBe('dispatched');
      expect(await balance(me.id)).toBe(0);
    }, 120_000);
  });

  describe('the result', () => {
    /**
     * A completed mock whose two dialogues were scored d1 and d2 (the scorer is tested on its own), each
     * with a turn answered and judged as `accuracy` says (offline: not assessed).
     */
    async function scored(d1: number, d2: number, accuracy: AccuracyState = 'not_assessed') {
      const me = await candidate();
      const mock = await startMock(me.token);
      await t.db
        .update(practiceSessions)
        .set({ status: 'scored', finalScore: sql`case when mock_part = 1 then ${d1}::float8 else ${d2}::float8 end` })
        .where(eq(practiceSessions.mockExamId, mock.id));
      await t.db.execute(sql`
        insert into segment_attempts (session_id, segment_id, scoring_status, accuracy)
        select ps.id, (select ds.id from dialogue_segments ds
                       where ds.dialogue_id = ps.dialogue_id and ds.speaker_role = ${INTERPRETER_ROLE}
                       order by ds.segment_order limit 1), 'scored', ${accuracy}
        from practice_sessions ps where ps.mock_exam_id = ${mock.id}`);
      await t.db.execute(sql`update mock_exams set status = 'completed', completed_at = now() where id = ${mock.id}`);
      return (await t.get<{ data: Mock }>(`/api/mock-exams/${mock.id}`, me.token)).body.data;
    }

    it('PASS only at 63 or more with each dialogue at 29 or more — on delivery only offline', async () => {
      expect((await scored(34, 29)).result).toEqual({
        dialogue1: 34,
        dialogue2: 29,
        total: 63,
        outOf: 90,
        verdict: {
          passed: true,
          basis: 'delivery_only',
          label: 'PASS on delivery only',
          reasons: [],
          note: 'Scored offline on delivery only: accuracy and language were not assessed, so this verdict is not the full exam marking.',
        },
      });
      expect((await scored(33, 29)).result?.verdict).toMatchObject({
        passed: false,
        label: 'FAIL on delivery',
        reasons: ['1 mark short of 63'],
      });
      expect((await scored(45, 28)).result?.verdict.reasons).toEqual(['dialogue 2 below 29 by 1']);
      expect((await scored(30, 26)).result?.verdict.reasons).toEqual(['7 marks short of 63', 'dialogue 2 below 29 by 3']);
    });

    it('the verdict follows the turns’ score labels: self-marked once the candidate marked them, a plain PASS when assessed', async () => {
      expect((await scored(34, 29, 'self_marked')).result?.verdict).toEqual({
        passed: true,
        basis: 'self_marked',
        label: 'PASS (self-marked)',
        reasons: [],
        note: SELF_MARKED_NOTE,
      });
      expect((await scored(34, 29, 'uncertain')).result?.verdict).toMatchObject({ basis: 'delivery_only', label: 'PASS on delivery only' });
      expect((await scored(34, 29, 'assessed')).result?.verdict).toEqual({
        passed: true,
        basis: 'full',
        label: 'PASS',
        reasons: [],
        note: null,
      });
      expect((await scored(33, 29, 'assessed')).result?.verdict.label).toBe('FAIL');
    });

    it('lists the user’s mocks newest first, apart from single dialogues', async () => {
      const me = await candidate();
      const older = await startMock(me.token);
      const newer = await startMock(me.token);
      const list = (await t.get<{ data: Mock[] }>('/api/mock-exams', me.token)).body.data;
      expect(list.map((m) => m.id)).toEqual([newer.id, older.id]);
    });
  });
});
