import { offlineSpeech } from '../../ai/offline/speech.js';
import { eq } from 'drizzle-orm';
import { dialogueSegments, users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { bankDialogueIds, recording, seedLanguages, segmentsOfDialogue, submitAnswer } from '../../test/practice-kit.js';
import { speechKey } from '../speech/keys.js';
import type { AttemptsJson } from './schemas.js';
import { AttemptsService } from './service.js';

const HOUR = 3_600_000;

describeWithDatabase('attempts: continue where you left off; closed after 24 hours untouched', () => {
  const t = new TestApp();
  let dialogueIds: number[];

  beforeAll(async () => {
    if (!t.db) return;
    await seedLanguages(t, ['hindi']);
    dialogueIds = await bankDialogueIds(t, 'Hindi');
    for (const id of dialogueIds.slice(0, 3)) {
      for (const s of await segmentsOfDialogue(t, id)) {
        const audioPath = speechKey(offlineSpeech.tag, s.speakerLanguage, s.sourceText, offlineSpeech.extension);
        await t.db.update(dialogueSegments).set({ audioPath, audioStatus: 'ready' }).where(eq(dialogueSegments.id, s.id));
      }
    }
  }, 60_000);

  it('lists an unfinished practice at its first unanswered segment, and a mock, for the user alone', async () => {
    const { token, user } = await t.signUp({ email: uniqueEmail('attempts') });
    const dialogueId = dialogueIds[0]!;
    const start = await t.post<{ sessionId: number }>('/api/start-practice', { dialogueId, mode: 1 }, token);
    const [first] = (await segmentsOfDialogue(t, dialogueId)).filter((s) => s.speakerRole === 'Interpreter');
    await submitAnswer(t, token, { sessionId: start.body.sessionId, segmentId: first!.id, file: await recording('ogg') });
    const mock = await t.post<{ data: { id: number } }>(
      '/api/mock-exams',
      { language: 'hindi', dialogueIds: [dialogueIds[1], dialogueIds[2]] },
      token,
    );

    const { body } = await t.get<AttemptsJson>('/api/attempts', token);
    expect(body.abandoned).toEqual([]);
    expect(body.unfinished).toEqual([
      expect.objectContaining({
        kind: 'practice',
        sessionId: start.body.sessionId,
        dialogueId,
        answered: 1,
        nextSegmentOrder: 3,
        mockExamId: null,
      }),
      expect.objectContaining({ kind: 'mock', mockExamId: mock.body.data.id, title: 'Hindi mock exam', sessionId: null }),
    ]);
    expect(Date.parse(body.unfinished[0]!.closesAt) - Date.now()).toBeGreaterThan(23 * HOUR);

    const stranger = await t.signUp({ email: uniqueEmail('stranger') });
    expect((await t.get<AttemptsJson>('/api/attempts', stranger.token)).body).toEqual({ unfinished: [], abandoned: [] });
    expect((await t.get('/api/attempts')).status).toBe(401);
    expect(user.id).toBeDefined();
  });

  it('closes attempts untouched for 24 hours as not scored; they cost nothing and say so', async () => {
    const { token, user } = await t.signUp({ email: uniqueEmail('abandon') });
    const userId = user.id as number;
    const credits = async () => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.availableCredits;
    const before = await credits();
    const dialogueId = dialogueIds[0]!;
    const practice = await t.post<{ sessionId: number }>('/api/start-practice', { dialogueId, mode: 0 }, token);
    const mock = await t.post<{ data: { id: number } }>(
      '/api/mock-exams',
      { language: 'hindi', dialogueIds: [dialogueIds[1], dialogueIds[2]] },
      token,
    );
    const attempts = new AttemptsService(t.db);

    // Not yet: 23 hours.
    await attempts.closeAbandoned(new Date(Date.now() + 23 * HOUR));
    expect((await t.get<AttemptsJson>('/api/attempts', token)).body.unfinished).toHaveLength(2);

    const closed = await attempts.closeAbandoned(new Date(Date.now() + 25 * HOUR));
    expect(closed.sessions).toBeGreaterThanOrEqual(1);
    expect(closed.mocks).toBeGreaterThanOrEqual(1);
    const { body } = await t.get<AttemptsJson>('/api/attempts', token);
    expect(body.unfinished).toEqual([]);
    expect(body.abandoned.map((a) => [a.kind, a.sessionId ?? a.mockExamId])).toEqual(
      expect.arrayContaining([
        ['test', practice.body.sessionId],
        ['mock', mock.body.data.id],
      ]),
    );

    const completion = await t.post(`/api/practice/complete/${practice.body.sessionId}`, undefined, token);
    expect({ status: completion.status, body: completion.body }).toEqual({
      status: 409,
      body: { message: 'This attempt was closed after 24 hours without an answer: it was not scored and cost nothing.' },
    });
    const mockCompletion = await t.post(`/api/mock-exams/${mock.body.data.id}/complete`, undefined, token);
    expect(mockCompletion.body).toEqual({
      message: 'This mock exam was closed after 24 hours without an answer: it was not scored and cost nothing.',
    });
    expect((await t.get<{ data: { status: string } }>(`/api/mock-exams/${mock.body.data.id}`, token)).body.data.status).toBe('abandoned');
    expect(await credits()).toBe(before);
  });
});
