import { eq } from 'drizzle-orm';
import { creditTransactions, users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { recording } from '../../test/practice-kit.js';
import { createSession } from '../../test/session-fixtures.js';
import type { WeakSegmentJson } from './schemas.js';

describeWithDatabase('my weak segments and drills', () => {
  const t = new TestApp();

  async function candidate(): Promise<{ token: string; id: number }> {
    const email = uniqueEmail();
    const { token } = await t.signUp({ email });
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { token, id: row!.id };
  }

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

  const weakList = (token: string) => t.get<{ data: WeakSegmentJson[] }>('/api/learning/weak-segments', token);

  async function answerDrill(token: string | undefined, drillId: number, file: Buffer) {
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
    const owner = await candidate();
    const other = await candidate();
    const created = await practised(owner.id);

    const mine = await weakList(owner.token);
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
    expect((await weakList(other.token)).body.data).toEqual([]);
  });

  it('lets only the owner drill a segment', async () => {
    const owner = await candidate();
    const other = await candidate();
    const created = await practised(owner.id);
    const segmentId = created.segmentIds[1]!;

    const refused = await t.post('/api/learning/drills', { segmentId }, other.token);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Segment not found among the turns you have answered.' });

    const started = await t.post<{ drillId: number; speakerAudioPath: string }>('/api/learning/drills', { segmentId }, owner.token);
    expect(started.status).toBe(201);
    expect(started.body.speakerAudioPath).toMatch(/^\/api\/media\/speech\//);

    const stolen = await answerDrill(other.token, started.body.drillId, await recording('ogg'));
    expect(stolen.status).toBe(404);
  });

  it('scores one answer like a turn, free of charge, shows the old score beside it and never takes a second answer', async () => {
    const owner = await candidate();
    const created = await practised(owner.id);
    const before = await balance(owner.id);

    const started = await t.post<{ drillId: number }>('/api/learning/drills', { segmentId: created.segmentIds[1] }, owner.token);
    const answered = await answerDrill(owner.token, started.body.drillId, await recording('ogg'));
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      drillId: started.body.drillId,
      segmentId: created.segmentIds[1],
      previousScore: 6,
      maxScore: expect.any(Number),
      score: expect.any(Number),
      feedback: expect.any(String),
    });

    const again = await answerDrill(owner.token, started.body.drillId, await recording('ogg'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This drill has its answer already. Start a new drill to try the segment again.');
    expect(await balance(owner.id)).toEqual(before);
  });

  it('takes the turn off the list after two clean drills in a row', async () => {
    const owner = await candidate();
    const created = await practised(owner.id);
    const segmentId = created.segmentIds[1]!;
    const clean = await recording('ogg', 1500, 300);

    const first = await t.post<{ drillId: number }>('/api/learning/drills', { segmentId }, owner.token);
    const one = await answerDrill(owner.token, first.body.drillId, clean);
    expect(one.body).toMatchObject({ deductions: [], cleanDrills: 1, leftTheList: false });
    expect((await weakList(owner.token)).body.data[0]).toMatchObject({ segmentId, cleanDrills: 1, lastDrill: { score: one.body.score } });

    const second = await t.post<{ drillId: number }>('/api/learning/drills', { segmentId }, owner.token);
    const two = await answerDrill(owner.token, second.body.drillId, clean);
    expect(two.body).toMatchObject({ cleanDrills: 0, leftTheList: true, previousScore: 6 });
    expect((await weakList(owner.token)).body.data).toEqual([]);
  });
});
