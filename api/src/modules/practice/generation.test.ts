import { CATEGORIES } from '@ccl/shared/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { bankDialogues } from '../../ai/offline/bank-dialogues.js';
import type { BankDialogue } from '../../content/schema.js';
import { categories, dialogues, dialogueSegments } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { seedLanguages, segmentsOfDialogue, userIdOf } from '../../test/practice-kit.js';
import { GenerationService } from './generation.js';

interface DialogueJson {
  id: number;
  title: string;
  language: string;
  category: { id: number; name: string };
  segments: Array<{ id: number; segment_order: number; source_text: string; speaker_role: string }>;
}

describeWithDatabase('POST /api/generate-dialogue', () => {
  const t = new TestApp();
  let bank: Array<{ id: number; title: string; category: string }>;

  beforeAll(async () => {
    if (!t.db) return;
    await seedLanguages(t, ['hindi']);
    bank = await t.db
      .select({ id: dialogues.id, title: dialogues.title, category: categories.name })
      .from(dialogues)
      .innerJoin(categories, eq(categories.id, dialogues.categoryId))
      .where(and(eq(dialogues.language, 'Hindi'), eq(dialogues.source, 'bank')))
      .orderBy(asc(dialogues.id));
  }, 60_000);

  const generate = (token: string | undefined, language: unknown = 'hindi') =>
    t.post<{ data: DialogueJson; message?: string }>('/api/generate-dialogue', { language }, token);
  const bankDialogueOf = (category: string) => bank.find((d) => d.category === category)!;
  const startPractice = (token: string, dialogueId: number) => t.post('/api/start-practice', { dialogueId, mode: 1 }, token);

  it('needs a signed-in user and a known language', async () => {
    expect((await generate(undefined)).status).toBe(401);
    const { token } = await t.signUp({ email: uniqueEmail() });
    for (const [language, message] of [
      [undefined, 'The language field is required.'],
      ['', 'The language field is required.'],
      [42, 'The language field must be a string.'],
      ['Klingon', 'The selected language is invalid.'],
    ] as const) {
      const response = await t.post('/api/generate-dialogue', { language }, token);
      expect({ language, status: response.status, message: response.body.message }).toEqual({ language, status: 422, message });
    }
  });

  it('gives a new dialogue of the user’s own, shaped as POST /fetch-dialogue answers it', async () => {
    const email = uniqueEmail();
    const { token } = await t.signUp({ email });
    const response = await generate(token);
    expect(response.status).toBe(200);
    const generated = response.body.data;
    expect(await t.post('/api/fetch-dialogue', { id: generated.id }, token).then((r) => r.body)).toEqual({ data: generated });

    // Nothing practised yet: the first category of the test's list, from the bank.
    const source = bankDialogueOf(CATEGORIES[0]);
    expect(generated).toMatchObject({ title: source.title, language: 'Hindi', category: { name: CATEGORIES[0] } });
    expect(generated.id).not.toBe(source.id);
    const [row] = await t.db.select().from(dialogues).where(eq(dialogues.id, generated.id));
    expect(row).toMatchObject({ source: 'generated', ownerUserId: await userIdOf(t, email), basedOnDialogueId: source.id, bankKey: null });
    const copied = await segmentsOfDialogue(t, generated.id);
    const original = await segmentsOfDialogue(t, source.id);
    expect(copied.map((s) => [s.segmentOrder, s.speakerRole, s.speakerLanguage, s.sourceText, s.expectedTargetText])).toEqual(
      original.map((s) => [s.segmentOrder, s.speakerRole, s.speakerLanguage, s.sourceText, s.expectedTargetText]),
    );

    // It is theirs alone.
    const stranger = await t.signUp({ email: uniqueEmail('stranger') });
    expect((await t.post('/api/fetch-dialogue', { id: generated.id }, stranger.token)).status).toBe(404);
    expect((await startPractice(stranger.token, generated.id)).status).toBe(404);
    expect((await startPractice(token, generated.id)).status).toBe(200);
  });

  it('gives a dialogue not practised yet, in the category practised least', async () => {
    const { token } = await t.signUp({ email: uniqueEmail() });
    await startPractice(token, bankDialogueOf(CATEGORIES[0]).id);
    await startPractice(token, bankDialogueOf(CATEGORIES[1]).id);
    const third = (await generate(token)).body.data;
    expect(third.category.name).toBe(CATEGORIES[2]);
    expect(third.title).toBe(bankDialogueOf(CATEGORIES[2]).title);

    // A generated copy counts as practising the bank dialogue it came from.
    await startPractice(token, third.id);
    expect((await generate(token)).body.data.category.name).toBe(CATEGORIES[3]);
  });

  it('when every bank dialogue was practised, gives the one practised longest ago', async () => {
    const { token } = await t.signUp({ email: uniqueEmail() });
    const order = [...bank].reverse();
    for (const dialogue of order) expect((await startPractice(token, dialogue.id)).status).toBe(200);
    const again = (await generate(token)).body.data;
    expect(again.title).toBe(order[0]!.title);
  });

  it('limits each user to 5 dialogues an hour, with a message saying too many', async () => {
    const email = uniqueEmail();
    const { token } = await t.signUp({ email });
    for (let i = 0; i < 5; i += 1) expect((await generate(token)).status).toBe(200);
    const count = async () =>
      (
        await t.db
          .select()
          .from(dialogues)
          .where(eq(dialogues.ownerUserId, await userIdOf(t, email)))
      ).length;
    expect(await count()).toBe(5);

    const limited = await generate(token);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('You have generated too many dialogues in the last hour. Please try again later.');
    expect(limited.body.message).toMatch(/too many/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await count()).toBe(5);

    // An hour later the oldest no longer counts; other users were never limited.
    const other = await t.signUp({ email: uniqueEmail() });
    expect((await generate(other.token)).status).toBe(200);
    const [oldest] = await t.db
      .select({ id: dialogues.id })
      .from(dialogues)
      .where(eq(dialogues.ownerUserId, await userIdOf(t, email)))
      .orderBy(asc(dialogues.id))
      .limit(1);
    await t.db
      .update(dialogues)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(dialogues.id, oldest!.id));
    expect((await generate(token)).status).toBe(200);
  });

  it('reuses the speech of the bank dialogue it copies', async () => {
    const source = bankDialogueOf(CATEGORIES[0]);
    const segments = await segmentsOfDialogue(t, source.id);
    for (const segment of segments) {
      await t.db
        .update(dialogueSegments)
        .set({ audioStatus: 'ready', audioPath: `speech/test/${segment.id}.ogg` })
        .where(eq(dialogueSegments.id, segment.id));
    }
    const { token } = await t.signUp({ email: uniqueEmail() });
    const copy = (await generate(token)).body.data;
    const copied = await segmentsOfDialogue(t, copy.id);
    expect(copied.map((s) => [s.audioStatus, s.audioPath])).toEqual(segments.map((s) => ['ready', `speech/test/${s.id}.ogg`]));
  });
});

describeWithDatabase('dialogue generation with other providers', () => {
  const t = new TestApp();
  let user: { id: number } & Record<string, unknown>;
  let sample: BankDialogue;

  beforeAll(async () => {
    if (!t.db) return;
    await seedLanguages(t, ['hindi']);
    const email = uniqueEmail();
    await t.signUp({ email });
    user = { id: await userIdOf(t, email) };
    sample = await bankDialogues(t.db)('Hindi', 'Health');
  }, 60_000);

  const service = (generateDialogue: () => Promise<unknown>) =>
    new GenerationService({
      db: t.db,
      provider: { generateDialogue: generateDialogue as () => Promise<BankDialogue> },
      log: pino({ level: 'silent' }),
    });
  const generatedCount = async () => (await t.db.select().from(dialogues).where(eq(dialogues.source, 'generated'))).length;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'saved',
      (error: unknown) => (error instanceof HttpError ? `${error.statusCode} ${error.message}` : String(error)),
    );
  const FAILED = '503 A dialogue could not be generated right now. Please try again in a little while.';

  it('never stores a dialogue that breaks the content rules, or that is not a dialogue at all', async () => {
    const tooShort = { ...sample, key: 'hindi-written-by-a-model', turns: sample.turns.slice(0, 4) };
    const wrongLanguage = {
      ...sample,
      key: 'hindi-written-by-a-model',
      turns: sample.turns.map((turn) => ({ ...turn, language: 'English' })),
    };
    for (const output of [tooShort, wrongLanguage, { title: 'Half a dialogue' }, 'not even an object', null]) {
      expect(await refusal(service(async () => output).generate(user as never, 'Hindi'))).toBe(FAILED);
    }
    expect(await refusal(service(async () => Promise.reject(new Error('endpoint down'))).generate(user as never, 'Hindi'))).toBe(FAILED);
    expect(await generatedCount()).toBe(0);
  });

  it('stores a valid new dialogue a model wrote, based on no bank dialogue', async () => {
    const written = { ...sample, key: 'hindi-written-by-a-model', title: 'A new dialogue written by a model' };
    const id = await service(async () => written).generate(user as never, 'hindi');
    const [row] = await t.db.select().from(dialogues).where(eq(dialogues.id, id));
    expect(row).toMatchObject({
      source: 'generated',
      basedOnDialogueId: null,
      title: 'A new dialogue written by a model',
      language: 'Hindi',
    });
    expect(await segmentsOfDialogue(t, id)).toHaveLength(sample.turns.length * 2);
    expect((await segmentsOfDialogue(t, id)).every((s) => s.audioStatus === 'pending')).toBe(true);
  });
});
