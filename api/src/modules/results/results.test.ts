import { eq } from 'drizzle-orm';
import { mockExams, users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { createSession } from '../../test/session-fixtures.js';
import type { TestResultJson } from './schemas.js';

describeWithDatabase('GET /api/generate-result (dashboard results)', () => {
  const t = new TestApp();

  async function candidate(): Promise<{ token: string; id: number }> {
    const email = uniqueEmail();
    const { token } = await t.signUp({ email });
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { token, id: row!.id };
  }

  const results = (token: string) => t.get<{ data: TestResultJson[] }>('/api/generate-result', token);

  it('needs a login', async () => {
    const response = await t.get('/api/generate-result');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers an empty list for a user without results', async () => {
    const { token } = await candidate();
    const response = await results(token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [] });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers each finished session with its dialogue, ordered turns, answers and deduction ledger', async () => {
    const { token, id } = await candidate();
    const recording = Buffer.from('OggS recording bytes');
    const created = await createSession(t.db, t.storage, {
      userId: id,
      title: 'Renting a flat',
      language: 'Nepali',
      category: 'Housing',
      finalScore: 31.5,
      endTime: new Date(t.clock.now().getTime() - 3 * 60_000),
      attempts: [
        {
          transcription: 'The rent is four hundred dollars a week.',
          feedback: 'One word left out.',
          score: 18.5,
          maxScore: 22.5,
          recording,
          expected: 'The rent is $400 per week.',
          deductions: [
            { category: 'omission', severity: 'major', points: 4, words: 'per week', explanation: 'The period of the rent was left out.' },
          ],
        },
        { transcription: 'The bond is four weeks.', feedback: 'Accurate.', score: 13, maxScore: 22.5, expected: 'The bond is four weeks.' },
      ],
    });

    const response = await results(token);
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    const [result] = response.body.data;
    expect(result).toEqual({
      id: created.sessionId,
      dialogue_id: created.dialogueId,
      mode: 0,
      final_score: 31.5,
      score_label: 'assessed',
      score_note: null,
      status: 'scored',
      end_time: expect.any(String),
      end_time_human: '3 minutes ago',
      dialogue: {
        id: created.dialogueId,
        title: 'Renting a flat',
        category: { name: 'Housing' },
        target_language: 'Nepali',
        segments: [1, 2, 3, 4].map((order, i) => ({
          id: created.segmentIds[i],
          segment_order: order,
          speaker_role: order % 2 ? (order === 1 ? 'Doctor' : 'Patient') : 'Interpreter',
          speaker_language: expect.any(String),
          source_text: expect.any(String),
          expected_target_text: order % 2 ? expect.any(String) : null,
          audio_url: order % 2 ? `/api/media/speech/dialogue-${created.dialogueId}/${order}.ogg` : null,
        })),
      },
      segment_attempts: [
        {
          id: created.attemptIds[0],
          segment_id: created.segmentIds[1],
          user_audio_file_path: created.recordingKeys[0],
          audio_url: expect.stringMatching(new RegExp(`^/api/media/${created.recordingKeys[0]}\\?expires=\\d+&signature=`)),
          user_transcription: 'The rent is four hundred dollars a week.',
          evaluation_feedback: 'One word left out.',
          score_for_segment: 18.5,
          max_score: 22.5,
          deductions: [
            {
              id: expect.any(Number),
              category: 'omission',
              severity: 'major',
              points: 4,
              words: 'per week',
              explanation: 'The period of the rent was left out.',
              source: 'scoring',
            },
          ],
          accuracy: 'assessed',
          key_units: [{ kind: 'number', text: '400' }],
          self_marking: null,
          disputes: [],
        },
        {
          id: created.attemptIds[1],
          segment_id: created.segmentIds[3],
          user_audio_file_path: null,
          audio_url: null,
          user_transcription: 'The bond is four weeks.',
          evaluation_feedback: 'Accurate.',
          score_for_segment: 13,
          max_score: 22.5,
          deductions: [],
          accuracy: 'assessed',
          key_units: [{ kind: 'message', text: 'The bond is four weeks.' }],
          self_marking: null,
          disputes: [],
        },
      ],
    });
    expect(new Date(result!.end_time!).getTime()).toBe(t.clock.now().getTime() - 3 * 60_000);
  });

  it('labels a score whose accuracy was not assessed "delivery only", and a self-marked one "self-marked"', async () => {
    const { token, id } = await candidate();
    const units = [{ kind: 'number', text: 'two weeks' }];
    const offline = await createSession(t.db, t.storage, {
      userId: id,
      attempts: [{ accuracy: 'not_assessed', keyUnits: units }, { accuracy: 'assessed' }],
    });
    const marked = await createSession(t.db, t.storage, {
      userId: id,
      attempts: [{ accuracy: 'self_marked', keyUnits: units }, { accuracy: 'assessed' }],
    });
    const { body } = await results(token);
    const of = (sessionId: number) => body.data.find((r) => r.id === sessionId)!;
    expect(of(offline.sessionId).score_label).toBe('delivery_only');
    expect(of(offline.sessionId).segment_attempts[0]).toMatchObject({ accuracy: 'not_assessed', key_units: units });
    expect(of(marked.sessionId).score_label).toBe('self_marked');
  });

  it('the signed audio URL plays the recording, and a tampered one is refused', async () => {
    const { token, id } = await candidate();
    const recording = Buffer.from('OggS the candidate speaking');
    await createSession(t.db, t.storage, { userId: id, attempts: [{ score: 10, recording }] });
    const url = (await results(token)).body.data[0]!.segment_attempts[0]!.audio_url!;

    const played = await t.request({ method: 'GET', url });
    expect(played.status).toBe(200);
    expect(played.headers['content-type']).toBe('audio/ogg');
    expect(played.body).toBe(recording.toString());

    const tampered = url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect((await t.request({ method: 'GET', url: tampered })).status).toBe(403);
    const unsigned = url.split('?')[0]!;
    expect((await t.request({ method: 'GET', url: unsigned })).status).toBe(403);
  });

  it('lists newest first, includes scoring sessions with a null score, leaves out unfinished ones', async () => {
    const { token, id } = await candidate();
    const now = t.clock.now().getTime();
    const old = await createSession(t.db, t.storage, {
      userId: id,
      title: 'Oldest',
      endTime: new Date(now - 2 * 86_400_000),
      finalScore: 12,
    });
    const scoring = await createSession(t.db, t.storage, {
      userId: id,
      title: 'Being scored',
      status: 'scoring',
      finalScore: null,
      endTime: new Date(now - 60_000),
      attempts: [{ transcription: null, feedback: null, score: null, maxScore: null }],
    });
    const middle = await createSession(t.db, t.storage, {
      userId: id,
      title: 'Yesterday',
      endTime: new Date(now - 86_400_000),
      finalScore: 0,
    });
    await createSession(t.db, t.storage, { userId: id, title: 'Still recording', status: 'in_progress', endTime: null, finalScore: null });

    const { body } = await results(token);
    expect(body.data.map((r) => r.id)).toEqual([scoring.sessionId, middle.sessionId, old.sessionId]);
    expect(body.data.map((r) => r.end_time_human)).toEqual(['1 minute ago', '1 day ago', '2 days ago']);
    expect(body.data[0]).toMatchObject({ status: 'scoring', final_score: null });
    expect(body.data[0]!.segment_attempts[0]).toMatchObject({ user_transcription: null, score_for_segment: null, deductions: [] });
    expect(body.data[1]!.final_score).toBe(0);
  });

  it("never shows another user's sessions", async () => {
    const me = await candidate();
    const other = await candidate();
    const mine = await createSession(t.db, t.storage, { userId: me.id, title: 'Mine' });
    const theirs = await createSession(t.db, t.storage, { userId: other.id, title: 'Theirs' });

    expect((await results(me.token)).body.data.map((r) => r.id)).toEqual([mine.sessionId]);
    expect((await results(other.token)).body.data.map((r) => r.id)).toEqual([theirs.sessionId]);
  });

  it('shows a dialogue without a category as null', async () => {
    const { token, id } = await candidate();
    await createSession(t.db, t.storage, { userId: id, category: null });
    expect((await results(token)).body.data[0]!.dialogue.category).toBeNull();
  });

  it('answers many sessions with a fixed number of queries (no query per session)', async () => {
    const { token, id } = await candidate();
    for (let i = 0; i < 3; i += 1) await createSession(t.db, t.storage, { userId: id });
    const count = async () => {
      let queries = 0;
      const original = t.pool.query;
      t.pool.query = ((...args: unknown[]) => {
        queries += 1;
        return (original as (...a: unknown[]) => unknown).apply(t.pool, args);
      }) as typeof t.pool.query;
      try {
        await results(token);
      } finally {
        t.pool.query = original;
      }
      return queries;
    };
    const withThree = await count();
    // The token check, then sessions, segments, attempts and deductions.
    expect(withThree).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < 5; i += 1) await createSession(t.db, t.storage, { userId: id });
    expect(await count()).toBe(withThree);
  });

  describe("a mock exam's dialogues", () => {
    /** A completed Hindi mock of `userId` whose two dialogues were scored, each with one offline-scored turn with a deduction. */
    async function completedMock(userId: number) {
      const [mock] = await t.db
        .insert(mockExams)
        .values({ userId, language: 'Hindi', status: 'completed', completedAt: t.clock.now(), creditsCharged: 2 })
        .returning({ id: mockExams.id });
      const part = (n: 1 | 2, title: string) =>
        createSession(t.db, t.storage, {
          userId,
          title,
          finalScore: 30 + n,
          mock: { mockExamId: mock!.id, part: n },
          attempts: [
            {
              accuracy: 'not_assessed',
              keyUnits: [{ kind: 'number', text: 'three days' }],
              score: 10,
              maxScore: 15,
              deductions: [{ category: 'omission', severity: 'minor', points: 1.5, explanation: 'Too short.' }],
            },
          ],
        });
      // Dialogue 2 made first: the review still lists dialogue 1 first.
      const second = await part(2, 'Mock dialogue 2');
      const first = await part(1, 'Mock dialogue 1');
      return { mockExamId: mock!.id, first, second };
    }

    const review = (mockExamId: number | string, token?: string) =>
      t.get<{ data: TestResultJson[]; message?: string }>(`/api/mock-exams/${mockExamId}/review`, token);

    it('are not test results: GET /generate-result lists only the single dialogue', async () => {
      const me = await candidate();
      const single = await createSession(t.db, t.storage, { userId: me.id, title: 'A single test' });
      await completedMock(me.id);

      const { body } = await results(me.token);
      expect(body.data.map((r) => [r.id, r.dialogue.title])).toEqual([[single.sessionId, 'A single test']]);
    });

    it("are reviewed segment by segment with the mock, dialogue 1 first, by the mock's owner only", async () => {
      const me = await candidate();
      const other = await candidate();
      await createSession(t.db, t.storage, { userId: me.id, title: 'A single test' });
      const mock = await completedMock(me.id);

      const mine = await review(mock.mockExamId, me.token);
      expect(mine.status).toBe(200);
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(mine.body.data.map((r) => [r.id, r.dialogue.title, r.final_score])).toEqual([
        [mock.first.sessionId, 'Mock dialogue 1', 31],
        [mock.second.sessionId, 'Mock dialogue 2', 32],
      ]);
      expect(mine.body.data[0]!.segment_attempts).toEqual([
        expect.objectContaining({
          id: mock.first.attemptIds[0],
          accuracy: 'not_assessed',
          key_units: [{ kind: 'number', text: 'three days' }],
          deductions: [expect.objectContaining({ category: 'omission', points: 1.5 })],
          self_marking: null,
          disputes: [],
        }),
      ]);

      const theirs = await review(mock.mockExamId, other.token);
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe('Mock exam not found.');
      expect((await review(2_000_000_000, me.token)).status).toBe(404);
      expect((await review(mock.mockExamId)).status).toBe(401);
      expect((await review('abc', me.token)).status).toBe(422);
    });

    it('keep self-marking and disputes: what the candidate does there shows in the review', async () => {
      const me = await candidate();
      const mock = await completedMock(me.id);

      const marked = await t.post(
        `/api/segment-attempts/${mock.first.attemptIds[0]}/self-marking`,
        { conveyed: [0], added: false },
        me.token,
      );
      expect(marked.status).toBe(200);
      const deductionId = (await review(mock.mockExamId, me.token)).body.data[1]!.segment_attempts[0]!.deductions[0]!.id;
      const disputed = await t.post(`/api/deductions/${deductionId}/disputes`, { note: 'I said it all.' }, me.token);
      expect(disputed.status).toBe(201);

      const [first, second] = (await review(mock.mockExamId, me.token)).body.data;
      expect(first!.score_label).toBe('self_marked');
      expect(first!.segment_attempts[0]).toMatchObject({
        accuracy: 'self_marked',
        self_marking: { conveyed: [0], added: false, times_marked: 1 },
      });
      expect(second!.segment_attempts[0]!.disputes).toEqual([
        expect.objectContaining({ deduction_id: deductionId, status: 'open', note: 'I said it all.' }),
      ]);
      expect((await results(me.token)).body.data).toEqual([]);
    });
  });
});
