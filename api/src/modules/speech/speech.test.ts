import { CATEGORIES } from '@ccl/shared/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { SynthesizedSpeech } from '../../ai/provider.js';
import { OFFLINE_SPEECH_TAG } from '../../ai/offline/speech.js';
import { decodeToMono } from '../../audio/decode.js';
import { AudioThreadClosedError } from '../../audio/worker/client.js';
import { categories, dialogues, dialogueSegments, vocabularyTerms } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { seedLanguages, segmentsOfDialogue } from '../../test/practice-kit.js';
import { speechKey } from './keys.js';
import { SpeechService } from './service.js';
import type { SpeechSynthesizer } from './synthesizer.js';
import { enqueueDialogueSpeech, SPEECH_PRIORITY } from './queue.js';
import { startSpeechWorker } from './worker.js';

const silent = pino({ level: 'silent' });

async function until(check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the speech job');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A short dialogue written straight into the database (4 turns: enough to see a job through). */
async function smallDialogue(t: TestApp, title: string): Promise<number> {
  const [category] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.name, CATEGORIES[3]));
  const [dialogue] = await t.db
    .insert(dialogues)
    .values({
      source: 'bank',
      bankKey: `test-${title}`,
      language: 'Tamil',
      categoryId: category!.id,
      title,
      description: `A short test dialogue: ${title}.`,
    })
    .returning({ id: dialogues.id });
  await t.db.insert(dialogueSegments).values([
    {
      dialogueId: dialogue!.id,
      segmentOrder: 1,
      speakerRole: 'Doctor',
      speakerLanguage: 'English',
      sourceText: 'Good morning. What brings you in today?',
      expectedTargetText: 'காலை வணக்கம். இன்று ஏன் வந்தீர்கள்?',
    },
    {
      dialogueId: dialogue!.id,
      segmentOrder: 2,
      speakerRole: 'Interpreter',
      speakerLanguage: 'Tamil',
      sourceText: 'காலை வணக்கம். இன்று ஏன் வந்தீர்கள்?',
    },
    {
      dialogueId: dialogue!.id,
      segmentOrder: 3,
      speakerRole: 'Patient',
      speakerLanguage: 'Tamil',
      sourceText: 'எனக்கு மூன்று நாட்களாக காய்ச்சல்.',
      expectedTargetText: 'I have had a fever for three days.',
    },
    {
      dialogueId: dialogue!.id,
      segmentOrder: 4,
      speakerRole: 'Interpreter',
      speakerLanguage: 'English',
      sourceText: 'I have had a fever for three days.',
    },
  ]);
  return dialogue!.id;
}

async function fullySpoken(t: TestApp, dialogueId: number): Promise<boolean> {
  const segments = await segmentsOfDialogue(t, dialogueId);
  const [dialogue] = await t.db.select().from(dialogues).where(eq(dialogues.id, dialogueId));
  return segments.every((s) => s.audioStatus === 'ready') && dialogue?.descriptionAudioPath !== null;
}

describeWithDatabase('dialogue speech jobs (workers on)', () => {
  const t = new TestApp({ workers: true });

  beforeAll(async () => {
    if (!t.db) return;
    await seedLanguages(t, ['tamil']);
  }, 60_000);

  it('synthesises every segment and the description of a dialogue once practice starts', async () => {
    const dialogueId = await smallDialogue(t, 'job after start');
    const { token } = await t.signUp({ email: uniqueEmail() });
    expect((await t.post('/api/start-practice', { dialogueId, mode: 1 }, token)).status).toBe(200);
    await until(() => fullySpoken(t, dialogueId));

    const segments = await segmentsOfDialogue(t, dialogueId);
    for (const segment of segments) {
      expect(segment.audioPath).toBe(speechKey(OFFLINE_SPEECH_TAG, segment.speakerLanguage, segment.sourceText, 'ogg'));
      const pcm = await decodeToMono((await t.storage.get(segment.audioPath!))!);
      expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(1);
    }
    const [dialogue] = await t.db.select().from(dialogues).where(eq(dialogues.id, dialogueId));
    expect(dialogue!.descriptionAudioPath).toMatch(/^speech\/english\/[0-9a-f]{40}\.ogg$/);
    // The intro page gets it as a public media URL.
    const fetched = await t.post<{ data: { description_audio_file_path: string; segments: Array<{ audio_url: string }> } }>(
      '/api/fetch-dialogue',
      { id: dialogueId },
      token,
    );
    expect(fetched.body.data.description_audio_file_path).toBe(`/api/media/${dialogue!.descriptionAudioPath}`);
    expect(fetched.body.data.segments.map((s) => s.audio_url)).toEqual(segments.map((s) => `/api/media/${s.audioPath}`));
  }, 120_000);
});

describeWithDatabase('dialogue speech catch-up at worker start', () => {
  const t = new TestApp();

  it('enqueues and runs a job for each dialogue with segments never synthesised', async () => {
    await seedLanguages(t, ['tamil']);
    const first = await smallDialogue(t, 'catch-up one');
    const second = await smallDialogue(t, 'catch-up two');
    // Every bank dialogue is pending too: leave only ours to the worker, the rest is not this test's.
    await t.db
      .update(dialogueSegments)
      .set({ audioStatus: 'failed' })
      .where(sql`${dialogueSegments.dialogueId} not in (${first}, ${second})`);

    await startSpeechWorker({ config: t.config, db: t.db, pool: t.pool, storage: t.storage, media: t.media, jobs: t.jobs, log: silent });
    await until(async () => (await fullySpoken(t, first)) && (await fullySpoken(t, second)));
    const jobs = await t.db.execute(sql`select singleton_key from pgboss.job where name = 'dialogue-speech' order by singleton_key`);
    expect(jobs.rows.map((r) => (r as { singleton_key: string }).singleton_key)).toEqual([`dialogue-${first}`, `dialogue-${second}`]);
  }, 120_000);
});

describeWithDatabase('an opened dialogue jumps the speech queue', () => {
  const t = new TestApp();

  it('fetch-dialogue moves its waiting job ahead of the background catch-up', async () => {
    await seedLanguages(t, ['tamil']);
    // The bank's own speech is not this test's: only ours is pending.
    await t.db.update(dialogueSegments).set({ audioStatus: 'failed' });
    const [first, second, opened] = [
      await smallDialogue(t, 'queued one'),
      await smallDialogue(t, 'queued two'),
      await smallDialogue(t, 'opened later'),
    ];
    for (const id of [first, second, opened]) expect(await enqueueDialogueSpeech(t.jobs, t.db, id)).toBe(true);

    expect((await t.post('/api/fetch-dialogue', { id: opened })).status).toBe(200);
    const jobs = await t.db.execute(
      sql`select singleton_key, priority from pgboss.job where name = 'dialogue-speech' order by priority desc, created_on`,
    );
    expect(jobs.rows).toEqual([
      { singleton_key: `dialogue-${opened}`, priority: SPEECH_PRIORITY.opened },
      { singleton_key: `dialogue-${first}`, priority: 0 },
      { singleton_key: `dialogue-${second}`, priority: 0 },
    ]);
    // Opening it again changes nothing; a dialogue with all its speech is not queued at all.
    expect(await enqueueDialogueSpeech(t.jobs, t.db, opened, 'opened')).toBe(false);

    // The worker speaks the descriptions (one per dialogue) in queue order: the opened one first.
    const spoken: string[] = [];
    const engine: SpeechSynthesizer = {
      tag: 'order-engine',
      extension: 'ogg',
      synthesize: async (text) => {
        spoken.push(text);
        return { audio: Buffer.from(text), contentType: 'audio/ogg', extension: 'ogg', durationMs: 1000 };
      },
    };
    await startSpeechWorker(
      { config: t.config, db: t.db, pool: t.pool, storage: t.storage, media: t.media, jobs: t.jobs, log: silent },
      engine,
    );
    await until(async () => spoken.filter((text) => text.startsWith('A short test dialogue')).length === 3);
    expect(spoken.filter((text) => text.startsWith('A short test dialogue'))).toEqual([
      'A short test dialogue: opened later.',
      'A short test dialogue: queued one.',
      'A short test dialogue: queued two.',
    ]);
  }, 60_000);
});

describeWithDatabase('SpeechService', () => {
  const t = new TestApp();

  /** A stand-in engine that can be told to fail, and counts what it was asked. */
  class CountingEngine implements SpeechSynthesizer {
    readonly tag = 'test-engine';
    readonly extension = 'ogg' as const;
    calls: string[] = [];
    failing = false;
    async synthesize(text: string): Promise<SynthesizedSpeech> {
      this.calls.push(text);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (this.failing) throw new Error('engine down');
      return { audio: Buffer.from(`speech of ${text}`), contentType: 'audio/ogg', extension: 'ogg', durationMs: 1000 };
    }
  }

  it('marks what failed, and makes only that on the next try', async () => {
    await seedLanguages(t, ['tamil']);
    const dialogueId = await smallDialogue(t, 'failures');
    const engine = new CountingEngine();
    const speech = new SpeechService({ db: t.db, storage: t.storage, synthesizer: engine, log: silent });

    engine.failing = true;
    expect(await speech.synthesizeDialogue(dialogueId)).toEqual({ made: 0, failed: 5 });
    expect((await segmentsOfDialogue(t, dialogueId)).map((s) => s.audioStatus)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(await speech.needsSpeech(dialogueId)).toBe(true);

    engine.failing = false;
    engine.calls = [];
    expect(await speech.synthesizeDialogue(dialogueId)).toEqual({ made: 5, failed: 0 });
    expect(await speech.needsSpeech(dialogueId)).toBe(false);
    expect(engine.calls).toHaveLength(5);
    engine.calls = [];
    expect(await speech.synthesizeDialogue(dialogueId)).toEqual({ made: 0, failed: 0 });
    expect(engine.calls).toEqual([]);
  });

  it('leaves segments as they were when the audio thread closes under a job (shutdown)', async () => {
    const dialogueId = await smallDialogue(t, 'shutdown');
    const closing: SpeechSynthesizer = {
      tag: 'closing-engine',
      extension: 'ogg',
      synthesize: () => Promise.reject(new AudioThreadClosedError()),
    };
    const speech = new SpeechService({ db: t.db, storage: t.storage, synthesizer: closing, log: silent });
    await expect(speech.synthesizeDialogue(dialogueId)).rejects.toBeInstanceOf(AudioThreadClosedError);
    expect((await segmentsOfDialogue(t, dialogueId)).map((s) => s.audioStatus)).toEqual(['pending', 'pending', 'pending', 'pending']);
  });

  it('makes a sentence once however many ask for it at the same time, and never twice', async () => {
    const engine = new CountingEngine();
    const speech = new SpeechService({ db: t.db, storage: t.storage, synthesizer: engine, log: silent });
    const keys = await Promise.all([1, 2, 3].map(() => speech.ensureSpeech('English', 'Please sign here.', 'interactive')));
    expect(new Set(keys).size).toBe(1);
    expect(engine.calls).toEqual(['Please sign here.']);
    expect((await t.storage.get(keys[0]!))?.toString()).toBe('speech of Please sign here.');
    await speech.ensureSpeech('English', 'Please sign here.', 'interactive');
    expect(engine.calls).toHaveLength(1);
    // A different text or language is different speech.
    expect(await speech.ensureSpeech('English', 'Please sign there.', 'interactive')).not.toBe(keys[0]);
    expect(await speech.ensureSpeech('Tamil', 'Please sign here.', 'interactive')).not.toBe(keys[0]);
  });
});

describeWithDatabase('GET /api/vocabulary-terms/{termId}/speech', () => {
  const t = new TestApp();
  let term: { id: number; englishWord: string; translatedWord: string };

  beforeAll(async () => {
    if (!t.db) return;
    await seedLanguages(t, ['punjabi']);
    [term] = (await t.db
      .select({ id: vocabularyTerms.id, englishWord: vocabularyTerms.englishWord, translatedWord: vocabularyTerms.translatedWord })
      .from(vocabularyTerms)
      .where(and(eq(vocabularyTerms.language, 'Punjabi')))
      .orderBy(asc(vocabularyTerms.id))
      .limit(1)) as [typeof term];
  }, 60_000);

  it('redirects to the term’s speech, made on the first request and kept', async () => {
    const first = await t.get(`/api/vocabulary-terms/${term.id}/speech?side=translated`);
    expect(first.status).toBe(302);
    const location = first.headers.location as string;
    expect(location).toBe(`/api/media/${speechKey(OFFLINE_SPEECH_TAG, 'Punjabi', term.translatedWord, 'ogg')}`);
    const audio = await t.request({ method: 'GET', url: location });
    expect(audio.status).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/ogg');
    const key = location.replace('/api/media/', '');
    const made = await t.storage.stat(key);
    expect(made!.size).toBeGreaterThan(500);

    const again = await t.get(`/api/vocabulary-terms/${term.id}/speech?side=translated`);
    expect(again.headers.location).toBe(location);

    const english = await t.get(`/api/vocabulary-terms/${term.id}/speech?side=english`);
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe(`/api/media/${speechKey(OFFLINE_SPEECH_TAG, 'English', term.englishWord, 'ogg')}`);
  });

  it('answers 404 for an unknown term and 422 for a bad side', async () => {
    for (const id of ['2000000000', '0', 'abc', '99999999999']) {
      const response = await t.get(`/api/vocabulary-terms/${id}/speech?side=english`);
      expect({ id, status: response.status, body: response.body }).toEqual({
        id,
        status: 404,
        body: { message: 'Vocabulary term not found.' },
      });
    }
    for (const query of ['', '?side=', '?side=hindi', '?side=English']) {
      const response = await t.get(`/api/vocabulary-terms/${term.id}/speech${query}`);
      expect({ query, status: response.status, message: response.body.message }).toEqual({
        query,
        status: 422,
        message: 'The side field must be english or translated.',
      });
    }
  });
});
