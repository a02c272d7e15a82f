import { eq } from 'drizzle-orm';
import { closeAudioThread } from '../../audio/worker/client.js';
import { creditTransactions, users } from '../../db/schema.js';
import { FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { describeWithDatabase, TestApp } from '../../test/harness.js';
import { recording } from '../../test/practice-kit.js';
import { createSession } from '../../test/session-fixtures.js';
import type { WeakSegmentJson } from './schemas.js';

const weakList = (t: TestApp, token: string) => t.get<{ data: WeakSegmentJson[] }>('/api/learning/weak-segments', token);

async function answerDrill(t: TestApp, token: string | undefined, drillId: number, file: Buffer) {
  const form = new FormData();
  form.append('user_audio', new Blob([new Uint8Array(file)], { type: 'audio/ogg' }), 'recording.ogg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/learning/drills/${drillId}/answer`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, unknown> };
}

describeWithDatabase('my weak segments and drills', () => {
  const t = new TestApp();

  /** A scored dialogue of two turns: the first lost 4 marks (an omission), the second none. */
  async function practised(userId: number) {
    return createSession(t.db, t.storage, {
      userId,
      title: 'Renting a flat',
      language: 'Nepali',
      category: 'Housing',
      finalScore: 18,
      endTime: new Date(t.clock.now().getTime() - 3_600_000),
      attempts: [
        {
          score: 6,
          maxScore: 10,
          deductions: [{ category: 'omission', severity: 'major', points: 4, words: 'per week', explanation: 'The period was left out.' }],
        },
        { score: 12, maxScore: 12 },
      ],
    });
  }

  async function balance(userId: number) {
    const [row] = await t.db.select({ credits: users.availableCredits }).from(users).where(eq(users.id, userId));
    const usage = await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, userId));
    return { credits: row!.credits, lines: usage.length };
  }

  it('needs a login', async () => {
    expect((await t.get('/api/learning/weak-segments')).status).toBe(401);
    expect((await t.post('/api/learning/drills', { segmentId: 1 })).status).toBe(401);
  });

  it('lists each turn that lost marks with what was lost and why, to its owner only', async () => {
    const owner = await t.candidate();
    const other = await t.candidate();
    const created = await practised(owner.id);

    const mine = await weakList(t, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        segmentId: created.segmentIds[1],
        dialogueId: created.dialogueId,
        dialogueTitle: 'Renting a flat',
        category: 'Housing',
        language: 'Nepali',
        segmentNumber: 1,
        speakerText: 'Speaker line 1',
        expectedText: 'Expected interpretation 1',
        score: 6,
        maxScore: 10,
        pointsLost: 4,
        deductions: [{ category: 'omission', severity: 'major', points: 4, words: 'per week', explanation: 'The period was left out.' }],
        cleanDrills: 0,
        lastDrill: null,
      }),
    ]);
    expect((await weakList(t, other.token)).body.data).toEqual([]);
  });

  it('lists a turn the candidate marked themselves with a key unit not conveyed', async () => {
    const owner = await t.candidate();
    const created = await createSession(t.db, t.storage, {
      userId: owner.id,
      attempts: [{ accuracy: 'not_assessed', keyUnits: [{ kind: 'number', text: '$1,240' }], score: 15, maxScore: 15 }],
    });
    expect((await weakList(t, owner.token)).body.data).toEqual([]);

    const marked = await t.post(`/api/segment-attempts/${created.attemptIds[0]}/self-marking`, { conveyed: [], added: false }, owner.token);
    expect(marked.status).toBe(200);
    const [entry] = (await weakList(t, owner.token)).body.data;
    expect(entry).toMatchObject({ segmentId: created.segmentIds[1], score: 15 - entry!.pointsLost });
    expect(entry!.deductions).toEqual([
      expect.objectContaining({ category: 'omission', words: '$1,240', explanation: 'You marked a number of this turn as not conveyed.' }),
    ]);
  });

  it('lets only the owner drill a segment', async () => {
    const owner = await t.candidate();
    const other = await t.candidate();
    const created = await practised(owner.id);
    const segmentId = created.segmentIds[1]!;

    const refused = await t.post('/api/learning/drills', { segmentId }, other.token);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Segment not found among the turns you have answered.' });

    const started = await t.post<{ drillId: number; speakerAudioPath: string }>('/api/learning/drills', { segmentId }, owner.token);
    expect(started.status).toBe(201);
    expect(started.body.speakerAudioPath).toMatch(/^\/api\/media\/speech\//);

    const stolen = await answerDrill(t, other.token, started.body.drillId, await recording('ogg'));
    expect(stolen.status).toBe(404);
  });

  it('scores one answer like a turn, free of charge, shows the old score beside it and never takes a second answer', async () => {
    const owner = await t.candidate();
    const created = await practised(owner.id);
    const before = await balance(owner.id);

    const started = await t.post<{ drillId: number }>('/api/learning/drills', { segmentId: created.segmentIds[1] }, owner.token);
    const answered = await answerDrill(t, owner.token, started.body.drillId, await recording('ogg'));
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      drillId: started.body.drillId,
      segmentId: created.segmentIds[1],
      previousScore: 6,
      maxScore: expect.any(Number),
      score: expect.any(Number),
      feedback: expect.any(String),
      // Offline, as a turn: delivery only.
      accuracy: 'not_assessed',
    });

    const again = await answerDrill(t, owner.token, started.body.drillId, await recording('ogg'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This drill has its answer already. Start a new drill to try the segment again.');
    expect(await balance(owner.id)).toEqual(before);
  });

  it('scores one of two answers sent at the same time and refuses the other', async () => {
    const owner = await t.candidate();
    const created = await practised(owner.id);
    const started = await t.post<{ drillId: number }>('/api/learning/drills', { segmentId: created.segmentIds[1] }, owner.token);
    const take = await recording('ogg');
    const answers = await Promise.all([
      answerDrill(t, owner.token, started.body.drillId, take),
      answerDrill(t, owner.token, started.body.drillId, take),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('takes the turn off the list after two clean drills in a row', async () => {
    const owner = await t.candidate();
    const created = await practised(owner.id);
    const segmentId = created.segmentIds[1]!;
    const clean = await recording('ogg', 1500, 300);

    const first = await t.post<{ drillId: number }>('/api/learning/drills', { segmentId }, owner.token);
    const one = await answerDrill(t, owner.token, first.body.drillId, clean);
    expect(one.body).toMatchObject({ deductions: [], cleanDrills: 1, leftTheList: false });
    expect((await weakList(t, owner.token)).body.data[0]).toMatchObject({
      segmentId,
      cleanDrills: 1,
      lastDrill: { score: one.body.score },
    });

    const second = await t.post<{ drillId: number }>('/api/learning/drills', { segmentId }, owner.token);
    const two = await answerDrill(t, owner.token, second.body.drillId, clean);
    expect(two.body).toMatchObject({ cleanDrills: 0, leftTheList: true, previousScore: 6 });
    expect((await weakList(t, owner.token)).body.data).toEqual([]);
  });
});

describeWithDatabase('drills scored by an OpenAI-compatible endpoint (the fake server): a turn’s rules', () => {
  let fake: FakeOpenAiServer;
  // Filled in before the app starts: the fake's port is known only once it listens.
  const env: Record<string, string> = { AI_PROVIDER: 'openai', AI_API_KEY: 'test-key', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '5000' };
  beforeAll(async () => {
    fake = await FakeOpenAiServer.start();
    env.AI_BASE_URL = fake.url;
  });
  const t = new TestApp({ env });
  afterAll(async () => {
    await fake.close();
    await closeAudioThread();
  });
  beforeEach(() => fake.reset());

  const EXPECTED = 'मुझे तीन दिन से सिरदर्द है';

  /** One Hindi turn that lost 4 marks, and a drill of it waiting for its answer. */
  async function drillOfWeakTurn() {
    const owner = await t.candidate();
    const created = await createSession(t.db, t.storage, {
      userId: owner.id,
      endTime: new Date(t.clock.now().getTime() - 3_600_000),
      attempts: [
        {
          expected: EXPECTED,
          keyUnits: [{ kind: 'number', text: 'तीन' }],
          score: 6,
          maxScore: 10,
          deductions: [{ category: 'omission', severity: 'major', points: 4, words: 'तीन', explanation: 'Left out.' }],
        },
      ],
    });
    const segmentId = created.segmentIds[1]!;
    const started = await t.post<{ drillId: number }>('/api/learning/drills', { segmentId }, owner.token);
    return { owner, segmentId, drillId: started.body.drillId };
  }

  it('deducts no accuracy from a doubtful transcript: the drill is uncertain and not a clean drill', async () => {
    const { owner, segmentId, drillId } = await drillOfWeakTurn();
    fake.transcribe = () => 'I have had a headache for three days';

    const answered = await answerDrill(t, owner.token, drillId, await recording('ogg', 1500, 300));
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ accuracy: 'uncertain', transcription: 'I have had a headache for three days', deductions: [] });
    expect(answered.body.feedback).toContain('We are not sure what we heard (the transcript is not in Hindi');
    // Nothing asked of the model, as for a turn.
    expect(fake.requestsTo('/v1/chat/completions')).toHaveLength(0);
    expect((await weakList(t, owner.token)).body.data[0]).toMatchObject({ segmentId, cleanDrills: 0 });
  });

  it('assesses a clear transcript against the key units and counts a clean drill', async () => {
    const { owner, segmentId, drillId } = await drillOfWeakTurn();
    fake.transcribe = () => EXPECTED;

    const answered = await answerDrill(t, owner.token, drillId, await recording('ogg', 1500, 300));
    expect(answered.body).toMatchObject({ accuracy: 'assessed', transcription: EXPECTED, deductions: [], cleanDrills: 1 });
    const [asked] = fake.requestsTo('/v1/chat/completions');
    expect(JSON.stringify(asked!.json)).toContain('तीन');
    expect((await weakList(t, owner.token)).body.data[0]).toMatchObject({ segmentId, cleanDrills: 1 });
  });
});
