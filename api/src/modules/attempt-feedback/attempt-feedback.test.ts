import { eq } from 'drizzle-orm';
import { feedback, practiceSessions } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { bankDialogueIds, seedLanguages, userIdOf } from '../../test/practice-kit.js';

describeWithDatabase('attempt feedback: POST /api/feedback', () => {
  const t = new TestApp();
  let token: string;
  let email: string;
  let sessionId: number;

  beforeAll(async () => {
    if (!t.db) return;
    await seedLanguages(t, ['vietnamese']);
    email = uniqueEmail();
    token = (await t.signUp({ email })).token;
    const [dialogueId] = await bankDialogueIds(t, 'Vietnamese');
    sessionId = (await t.post<{ sessionId: number }>('/api/start-practice', { dialogueId, mode: 1 }, token)).body.sessionId;
    // Finished (every segment answered, POST /practice/complete): the state feedback needs.
    await t.db.update(practiceSessions).set({ status: 'completed', endTime: new Date() }).where(eq(practiceSessions.id, sessionId));
  }, 60_000);

  const rowsOf = async (session: number) => t.db.select().from(feedback).where(eq(feedback.sessionId, session));

  it('needs a signed-in user', async () => {
    const response = await t.post('/api/feedback', { session_id: sessionId, feedback: 'Great', is_private: 0 });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('stores the feedback, trimmed, and thanks the user; sending it again edits it (text and privacy)', async () => {
    const response = await t.post(
      '/api/feedback',
      { session_id: sessionId, feedback: '  The chime came too early for me.  ', is_private: 0 },
      token,
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Thanks for your feedback!' });
    expect((await rowsOf(sessionId)).map((r) => [r.feedback, r.isPrivate, r.userId, r.hiddenAt])).toEqual([
      ['The chime came too early for me.', false, await userIdOf(t, email), null],
    ]);
    expect((await t.post('/api/feedback', { session_id: sessionId, feedback: 'Just for the team.', is_private: 1 }, token)).status).toBe(
      201,
    );
    expect((await rowsOf(sessionId)).map((r) => [r.feedback, r.isPrivate, r.userId, r.hiddenAt])).toEqual([
      ['Just for the team.', true, await userIdOf(t, email), null],
    ]);
  });

  it('takes no feedback on an attempt still in progress', async () => {
    const [dialogueId] = await bankDialogueIds(t, 'Vietnamese');
    const running = (await t.post<{ sessionId: number }>('/api/start-practice', { dialogueId, mode: 1 }, token)).body.sessionId;
    const response = await t.post('/api/feedback', { session_id: running, feedback: 'Visit http://evil.example', is_private: 0 }, token);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Finish the practice attempt before leaving feedback on it.');
    expect(await rowsOf(running)).toEqual([]);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = (await rowsOf(sessionId)).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ feedback: 'Hi', is_private: 0 }, 'The session id field is required.'],
      [{ session_id: sessionId, is_private: 0 }, 'The feedback field is required.'],
      [{ session_id: sessionId, feedback: '   ', is_private: 0 }, 'The feedback field is required.'],
      [
        { session_id: sessionId, feedback: 'x'.repeat(2001), is_private: 0 },
        'The feedback field must not be greater than 2000 characters.',
      ],
      [{ session_id: sessionId, feedback: 'Hi' }, 'The is private field is required.'],
      [
        { session_id: sessionId, feedback: 'Hi', is_private: 3 },
        'The is private field must be 0 or 1 (1 keeps it out of the public feedback).',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await t.post('/api/feedback', body, token);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status: 422, message });
    }
    expect((await t.post('/api/feedback', { session_id: sessionId, feedback: 'x'.repeat(2000), is_private: 0 }, token)).status).toBe(201);
    expect((await rowsOf(sessionId)).length).toBe(Math.max(before, 1));
  });

  it('takes feedback only on the user’s own sessions', async () => {
    const stranger = await t.signUp({ email: uniqueEmail('stranger') });
    const before = (await rowsOf(sessionId)).length;
    for (const session of [sessionId, 2_000_000_000]) {
      const response = await t.post('/api/feedback', { session_id: session, feedback: 'Not my session', is_private: 0 }, stranger.token);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Practice session not found.' });
    }
    expect((await rowsOf(sessionId)).length).toBe(before);
  });
});
