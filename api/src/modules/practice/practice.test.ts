import { and, eq, sql } from 'drizzle-orm';
import { decodeToMono } from '../../audio/decode.js';
import { sniffAudio } from '../../audio/sniff.js';
import { dialogues, dialogueSegments, practiceSessions, segmentAttempts, users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { bankDialogueIds, recording, seedLanguages, segmentsOfDialogue, submitAnswer, userIdOf } from '../../test/practice-kit.js';

interface Start {
  sessionId: number;
  segmentOrder: number;
}

interface Segment {
  dialogueId: number;
  mode: number;
  segmentOrder: number;
  totalSegments: number;
  targetLanguage: string;
  speakerAudioPath: string | null;
  userInterpretationSegmentId: number | null;
  nextSegmentExists: boolean;
}

describeWithDatabase('practice sessions: start, speaker segments', () => {
  const t = new TestApp();
  let token: string;
  let email: string;
  let dialogueId: number;

  beforeAll(async () => {
    if (!t.db) return;
    await seedLanguages(t, ['hindi']);
    // A dialogue of 12 speaker turns (24 segments), which the segment-order checks below count on.
    for (const id of await bankDialogueIds(t, 'Hindi')) if (!dialogueId && (await segmentsOfDialogue(t, id)).length === 24) dialogueId = id;
    email = uniqueEmail();
    token = (await t.signUp({ email })).token;
  }, 60_000);

  describe('POST /api/start-practice', () => {
    it('needs a signed-in user', async () => {
      const response = await t.post('/api/start-practice', { dialogueId, mode: 1 });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthenticated.' });
    });

    it('refuses bad input with a clear message', async () => {
      const cases: Array<[unknown, string]> = [
        [{ mode: 1 }, 'The dialogue id field is required.'],
        [{ dialogueId: 'seven', mode: 1 }, 'The dialogue id field must be an integer.'],
        [{ dialogueId: 0, mode: 1 }, 'The dialogue id field must be at least 1.'],
        [{ dialogueId }, 'The mode field is required.'],
        [{ dialogueId, mode: 2 }, 'The mode field must be 0 or 1 (0 for a test, 1 for practice).'],
        [{ dialogueId, mode: 'practice' }, 'The mode field must be 0 or 1 (0 for a test, 1 for practice).'],
      ];
      for (const [body, message] of cases) {
        const response = await t.post('/api/start-practice', body, token);
        expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status: 422, message });
      }
    });

    it('answers 404 for a dialogue that does not exist or is someone else’s', async () => {
      expect((await t.post('/api/start-practice', { dialogueId: 2_000_000_000, mode: 1 }, token)).body).toEqual({
        message: 'Dialogue not found.',
      });
      const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const stranger = await t.signUp({ email: uniqueEmail('stranger') });
      const [bank] = await t.db.select().from(dialogues).where(eq(dialogues.id, dialogueId));
      const [theirs] = await t.db
        .insert(dialogues)
        .values({
          source: 'generated',
          ownerUserId: owner!.id,
          basedOnDialogueId: dialogueId,
          language: 'Hindi',
          categoryId: bank!.categoryId,
          title: bank!.title,
          description: bank!.description,
        })
        .returning({ id: dialogues.id });
      await t.db
        .insert(dialogueSegments)
        .values((await segmentsOfDialogue(t, dialogueId)).map(({ id: _id, ...segment }) => ({ ...segment, dialogueId: theirs!.id })));

      const refused = await t.post('/api/start-practice', { dialogueId: theirs!.id, mode: 1 }, stranger.token);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: 'Dialogue not found.' });
      expect((await t.post('/api/start-practice', { dialogueId: theirs!.id, mode: 1 }, token)).status).toBe(200);
    });

    it('starts a session at segment 1 without spending a credit, and enqueues the dialogue’s speech once', async () => {
      const before = await creditsOf(email);
      const started = await t.post<Start>('/api/start-practice', { dialogueId, mode: 0 }, token);
      expect(started.status).toBe(200);
      expect(started.body).toEqual({ sessionId: expect.any(Number), segmentOrder: 1 });
      const [session] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, started.body.sessionId));
      expect(session).toMatchObject({ dialogueId, mode: 0, status: 'in_progress', userId: await userIdOf(t, email) });
      expect(await creditsOf(email)).toBe(before);
      expect(await speechJobs(dialogueId)).toBe(1);

      // Restart (mode 1): a new session; the abandoned one stays in progress, never scored.
      const restarted = await t.post<Start>('/api/start-practice', { dialogueId, mode: 1 }, token);
      expect(restarted.body.sessionId).not.toBe(started.body.sessionId);
      const [abandoned] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, started.body.sessionId));
      expect(abandoned?.status).toBe('in_progress');
      expect(await speechJobs(dialogueId)).toBe(1);
    });

    it('answers 402 insufficient_credit below the cost of a dialogue', async () => {
      const poor = uniqueEmail('poor');
      const { token: poorToken } = await t.signUp({ email: poor });
      await t.db.update(users).set({ availableCredits: 0 }).where(eq(users.email, poor));
      const response = await t.post('/api/start-practice', { dialogueId, mode: 1 }, poorToken);
      expect(response.status).toBe(402);
      expect(response.body).toEqual({ status: 'insufficient_credit', message: 'You need at least 1 credit to start a dialogue.' });
      const sessions = await t.db
        .select()
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, await userIdOf(t, poor)));
      expect(sessions).toEqual([]);
    });
  });

  describe('GET /api/practice/segment', () => {
    let sessionId: number;
    beforeAll(async () => {
      if (!t.db) return;
      sessionId = (await t.post<Start>('/api/start-practice', { dialogueId, mode: 0 }, token)).body.sessionId;
    });

    it('needs a signed-in user and refuses bad input', async () => {
      expect((await t.get(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=1`)).status).toBe(401);
      const missing = await t.get('/api/practice/segment?segmentOrder=1', token);
      expect(missing.status).toBe(422);
      expect(missing.body.message).toBe('The session id field is required.');
      const even = await t.get(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=2`, token);
      expect(even.status).toBe(422);
      expect(even.body.message).toBe('The segment order must be an odd number from 1 to 23.');
      expect((await t.get(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=25`, token)).status).toBe(422);
      expect((await t.get(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=abc`, token)).body.message).toBe(
        'The segment order field must be an integer.',
      );
    });

    it('hides another user’s session behind a 404', async () => {
      const stranger = await t.signUp({ email: uniqueEmail('stranger') });
      const response = await t.get(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=1`, stranger.token);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Practice session not found.' });
    });

    // Speech synthesised on the spot for three segments: CPU-bound, and slow while CI's e2e layer shares the cores.
    it('answers the spec’s fields, with real synthesised speech made on the spot', async () => {
      const segments = await segmentsOfDialogue(t, dialogueId);
      const response = await t.get<Segment>(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=1`, token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        dialogueId,
        mode: 0,
        segmentOrder: 1,
        totalSegments: 24,
        targetLanguage: 'Hindi',
        speakerAudioPath: expect.stringMatching(/^\/api\/media\/speech\/english\/[0-9a-f]{40}\.ogg$/),
        userInterpretationSegmentId: segments[1]!.id,
        nextSegmentExists: true,
      });
      const audio = await t.request({ method: 'GET', url: response.body.speakerAudioPath! });
      expect(audio.status).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/ogg');
      expect(sniffAudio(Buffer.from(audio.body as unknown as string, 'latin1'))).toBe('ogg');
      const [row] = await t.db.select().from(dialogueSegments).where(eq(dialogueSegments.id, segments[0]!.id));
      expect(row).toMatchObject({ audioStatus: 'ready', audioPath: response.body.speakerAudioPath!.replace('/api/media/', '') });

      const hindi = await t.get<Segment>(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=3`, token);
      expect(hindi.body.speakerAudioPath).toMatch(/^\/api\/media\/speech\/hindi\//);
      const stored = await t.storage.get(hindi.body.speakerAudioPath!.replace('/api/media/', ''));
      const pcm = await decodeToMono(stored!);
      expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(2);

      const last = await t.get<Segment>(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=23`, token);
      expect(last.body).toMatchObject({ segmentOrder: 23, userInterpretationSegmentId: segments[23]!.id, nextSegmentExists: false });
    }, 90_000);

    it('speaks a segment again when its text changed since its speech was made', async () => {
      const [first] = await segmentsOfDialogue(t, dialogueId);
      const before = (await t.get<Segment>(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=1`, token)).body.speakerAudioPath;
      await t.db
        .update(dialogueSegments)
        .set({ sourceText: `${first!.sourceText} Thank you.` })
        .where(eq(dialogueSegments.id, first!.id));
      const after = (await t.get<Segment>(`/api/practice/segment?sessionId=${sessionId}&segmentOrder=1`, token)).body.speakerAudioPath;
      expect(after).not.toBe(before);
      expect(await t.storage.stat(after!.replace('/api/media/', ''))).not.toBeNull();
    });
  });

  async function creditsOf(address: string): Promise<number> {
    const [row] = await t.db.select({ credits: users.availableCredits }).from(users).where(eq(users.email, address));
    return row!.credits;
  }

  async function speechJobs(id: number): Promise<number> {
    const result = await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'dialogue-speech' and singleton_key = ${`dialogue-${id}`}`,
    );
    return Number((result.rows[0] as { n: number }).n);
  }
});

describeWithDatabase('practice answers: POST /api/practice/submit', () => {
  const t = new TestApp();
  let token: string;
  let dialogueId: number;
  let interpreterIds: number[];
  let speakerIds: number[];

  const start = async (mode: 0 | 1, who = token) => (await t.post<Start>('/api/start-practice', { dialogueId, mode }, who)).body.sessionId;
  const attemptsOf = (sessionId: number) => t.db.select().from(segmentAttempts).where(eq(segmentAttempts.sessionId, sessionId));
  const storedKeys = async (sessionId: number) => {
    const keys: string[] = [];
    for (const id of interpreterIds)
      if (await t.storage.stat(`recordings/session-${sessionId}/segment-${id}.ogg`)) keys.push(`segment-${id}`);
    return keys;
  };

  beforeAll(async () => {
    if (!t.db) return;
    await seedLanguages(t, ['hindi']);
    dialogueId = (await bankDialogueIds(t, 'Hindi'))[1]!;
    const segments = await segmentsOfDialogue(t, dialogueId);
    interpreterIds = segments.filter((s) => s.segmentOrder % 2 === 0).map((s) => s.id);
    speakerIds = segments.filter((s) => s.segmentOrder % 2 === 1).map((s) => s.id);
    token = (await t.signUp({ email: uniqueEmail() })).token;
  }, 60_000);

  it('needs a signed-in user', async () => {
    const sessionId = await start(1);
    const response = await submitAnswer(t, undefined, { sessionId, segmentId: interpreterIds[0], file: await recording('ogg') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a body that is not a multipart form, and forms missing a part', async () => {
    const sessionId = await start(1);
    const json = await t.post('/api/practice/submit', { sessionId, segmentId: interpreterIds[0] }, token);
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Send the answer as multipart/form-data with the recording in the user_audio field.');

    const noFile = await submitAnswer(t, token, { sessionId, segmentId: interpreterIds[0] });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().message).toBe('The recording (user_audio) is required.');
    const wrongField = await submitAnswer(t, token, {
      sessionId,
      segmentId: interpreterIds[0],
      file: await recording('ogg'),
      fileField: 'audio',
    });
    expect(wrongField.json().message).toBe('The recording (user_audio) is required.');
    const noSegment = await submitAnswer(t, token, { sessionId, file: await recording('ogg') });
    expect(noSegment.statusCode).toBe(422);
    expect(noSegment.json().message).toBe('The segment id field is required.');
    const badSession = await submitAnswer(t, token, { sessionId: 'x', segmentId: interpreterIds[0], file: await recording('ogg') });
    expect(badSession.json().message).toBe('The session id field must be an integer.');
    expect(await attemptsOf(sessionId)).toEqual([]);
  });

  it('keeps a session to its user: anyone else gets 404 and nothing is stored', async () => {
    const sessionId = await start(1);
    const stranger = await t.signUp({ email: uniqueEmail('stranger') });
    const response = await submitAnswer(t, stranger.token, { sessionId, segmentId: interpreterIds[0], file: await recording('ogg') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Practice session not found.' });
    expect(await attemptsOf(sessionId)).toEqual([]);
    expect(await storedKeys(sessionId)).toEqual([]);
  });

  it('takes answers only for the interpreter segments of the session’s dialogue', async () => {
    const sessionId = await start(1);
    const [other] = await segmentsOfDialogue(t, (await bankDialogueIds(t, 'Hindi'))[2]!).then((s) => s.filter((x) => x.segmentOrder === 2));
    for (const segmentId of [speakerIds[0], other!.id, 2_000_000_000]) {
      const response = await submitAnswer(t, token, { sessionId, segmentId, file: await recording('ogg') });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe("The segment id must be an interpreter segment of this session's dialogue.");
    }
    expect(await attemptsOf(sessionId)).toEqual([]);
  });

  it('rejects what is not a recording, and stores nothing', async () => {
    const sessionId = await start(1);
    const segmentId = interpreterIds[0];
    const text = await submitAnswer(t, token, {
      sessionId,
      segmentId,
      file: Buffer.from('This is a text file, not a recording.\n'),
      fileName: 'recording.ogg',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('The recording must be an Ogg, WebM, MP4 or WAV audio file.');

    const empty = await submitAnswer(t, token, { sessionId, segmentId, file: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('The recording has no audio.');

    const truncated = await submitAnswer(t, token, { sessionId, segmentId, file: (await recording('ogg')).subarray(0, 100) });
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().message).toBe('The recording has no audio.');

    const oversized = Buffer.concat([(await recording('wav')).subarray(0, 44), Buffer.alloc(4 * 1024 * 1024)]);
    const large = await submitAnswer(t, token, { sessionId, segmentId, file: oversized });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('The recording is larger than 4 MB.');

    expect(await attemptsOf(sessionId)).toEqual([]);
    expect(await storedKeys(sessionId)).toEqual([]);
  });

  it.each(['wav', 'webm', 'ogg'] as const)('stores a %s upload as Ogg Opus 16 kHz mono with its speech facts', async (kind) => {
    const sessionId = await start(1);
    const upload = await recording(kind, 2000, 700);
    const response = await submitAnswer(t, token, {
      sessionId,
      segmentId: interpreterIds[0],
      file: upload,
      fileType: kind === 'webm' ? 'audio/webm' : 'audio/ogg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ completed: false, nextSegmentOrder: 3 });

    const [attempt] = await attemptsOf(sessionId);
    expect(attempt).toMatchObject({
      segmentId: interpreterIds[0],
      userAudioPath: `recordings/session-${sessionId}/segment-${interpreterIds[0]}.ogg`,
      scoringStatus: 'pending',
    });
    expect(Math.abs(attempt!.audioDurationMs! - 3700)).toBeLessThan(40);
    const facts = attempt!.audioFacts as { onsetMs: number; speechMs: number; silent: boolean; durationMs: number; longPausesMs: number[] };
    expect(facts.silent).toBe(false);
    expect(Math.abs(facts.onsetMs - 700)).toBeLessThanOrEqual(60);
    expect(Math.abs(facts.speechMs - 2000)).toBeLessThanOrEqual(80);

    const stored = (await t.storage.get(attempt!.userAudioPath!))!;
    expect(stored.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(stored.subarray(28, 36).toString('latin1')).toBe('OpusHead');
    expect(stored.readUInt8(28 + 9)).toBe(1); // channels
    expect(stored.readUInt32LE(28 + 12)).toBe(16000); // input sample rate
    const decoded = await decodeToMono(stored);
    expect(Math.abs(decoded.samples.length / decoded.sampleRate - 3.7)).toBeLessThan(0.05);

    // The candidate (and only through a signed link) can listen to it.
    const signed = await t.request({ method: 'GET', url: t.media.signed(attempt!.userAudioPath)! });
    expect(signed.status).toBe(200);
    expect(signed.headers['content-type']).toBe('audio/ogg');
  });

  describe('test mode (0): once per segment, in order', () => {
    it('refuses a second answer and a skipped segment, and completes on the last one', async () => {
      const sessionId = await start(0);
      const answer = await recording('ogg', 800);

      const skipped = await submitAnswer(t, token, { sessionId, segmentId: interpreterIds[1], file: answer });
      expect(skipped.statusCode).toBe(409);
      expect(skipped.json().message).toBe('Answer the segments in order: segment 1 has no answer yet.');

      expect((await submitAnswer(t, token, { sessionId, segmentId: interpreterIds[0], file: answer })).json()).toEqual({
        completed: false,
        nextSegmentOrder: 3,
      });
      const again = await submitAnswer(t, token, { sessionId, segmentId: interpreterIds[0], file: await recording('ogg', 1600) });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This segment has already been answered. In a test each segment is answered once.');
      const [kept] = await attemptsOf(sessionId);
      expect(Math.abs(kept!.audioDurationMs! - 2300)).toBeLessThan(40);

      const lastIndex = interpreterIds.length - 1;
      for (let i = 1; i < lastIndex; i += 1) {
        const response = await submitAnswer(t, token, { sessionId, segmentId: interpreterIds[i], file: answer });
        expect(response.json()).toEqual({ completed: false, nextSegmentOrder: 2 * i + 3 });
      }
      const finished = await submitAnswer(t, token, { sessionId, segmentId: interpreterIds[lastIndex], file: answer });
      expect(finished.json()).toEqual({ completed: true, nextSegmentOrder: null });
      expect(await attemptsOf(sessionId)).toHaveLength(interpreterIds.length);
      expect(await storedKeys(sessionId)).toHaveLength(interpreterIds.length);
    }, 120_000);

    it('lets only one of two simultaneous answers to the same segment in', async () => {
      const sessionId = await start(0);
      const [a, b] = await Promise.all([
        submitAnswer(t, token, { sessionId, segmentId: interpreterIds[0], file: await recording('ogg', 900) }),
        submitAnswer(t, token, { sessionId, segmentId: interpreterIds[0], file: await recording('wav', 1900) }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const [attempt] = await attemptsOf(sessionId);
      const stored = await decodeToMono((await t.storage.get(attempt!.userAudioPath!))!);
      // The file kept is the answer the row describes.
      expect(Math.abs((stored.samples.length / stored.sampleRate) * 1000 - attempt!.audioDurationMs!)).toBeLessThan(40);
    });
  });

  describe('practice mode (1): any order, answers replaced', () => {
    it('replaces an answer (and its stored recording), and goes back to earlier segments', async () => {
      const sessionId = await start(1);
      expect((await submitAnswer(t, token, { sessionId, segmentId: interpreterIds[2], file: await recording('ogg', 800) })).json()).toEqual(
        { completed: false, nextSegmentOrder: 7 },
      );
      expect(
        (await submitAnswer(t, token, { sessionId, segmentId: interpreterIds[0], file: await recording('ogg', 800) })).statusCode,
      ).toBe(200);
      await t.db
        .update(segmentAttempts)
        .set({ userTranscription: 'old transcript', scoreForSegment: 2 })
        .where(eq(segmentAttempts.sessionId, sessionId));

      const replaced = await submitAnswer(t, token, { sessionId, segmentId: interpreterIds[0], file: await recording('webm', 2600) });
      expect(replaced.json()).toEqual({ completed: false, nextSegmentOrder: 3 });
      const attempts = await t.db
        .select()
        .from(segmentAttempts)
        .where(and(eq(segmentAttempts.sessionId, sessionId), eq(segmentAttempts.segmentId, interpreterIds[0]!)));
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({ userTranscription: null, scoreForSegment: null, scoringStatus: 'pending' });
      expect(Math.abs(attempts[0]!.audioDurationMs! - 4100)).toBeLessThan(40);
      const stored = await decodeToMono((await t.storage.get(attempts[0]!.userAudioPath!))!);
      expect(Math.abs(stored.samples.length / stored.sampleRate - 4.1)).toBeLessThan(0.05);
      expect(await storedKeys(sessionId)).toEqual([`segment-${interpreterIds[0]}`, `segment-${interpreterIds[2]}`]);

      const last = await submitAnswer(t, token, { sessionId, segmentId: interpreterIds.at(-1), file: await recording('ogg', 800) });
      expect(last.json()).toEqual({ completed: true, nextSegmentOrder: null });
    });
  });

  it('takes no answers once the session is completed or being scored', async () => {
    const sessionId = await start(1);
    for (const status of ['completed', 'scoring', 'scored'] as const) {
      await t.db.update(practiceSessions).set({ status }).where(eq(practiceSessions.id, sessionId));
      const response = await submitAnswer(t, token, { sessionId, segmentId: interpreterIds[0], file: await recording('ogg') });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This practice session is finished and takes no more answers.');
    }
    expect(await attemptsOf(sessionId)).toEqual([]);
  });
});
