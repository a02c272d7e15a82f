import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { CATEGORIES, LANGUAGE_NAMES } from '@ccl/shared/domain';
import { categories, dialogues, dialogueSegments, practiceSessions, segmentAttempts, vocabularyTerms } from '../db/schema.js';
import { fixtureBank, FIXTURE_RULES, writeContentBank } from '../test/content-fixture.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../test/harness.js';
import { difficultyOf } from './difficulty.js';
import type { ContentBank } from './load.js';
import { dialogueFilePath, type BankDialogue } from './schema.js';
import { ContentBankError, loadValidContent, seedContentBank, seedContentFromFiles, summaryLine } from './seed.js';

/** The languages of the bank these tests seed: the synthetic fixture bank, written to a folder like api/content. */
const LANGUAGES = ['Arabic', 'Gujarati', 'Hindi', 'Tamil', 'Telugu', 'Urdu'];

describeWithDatabase('seeding the content bank', () => {
  const t = new TestApp();
  let bank: ContentBank;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ccl-content-'));
    await writeContentBank(dir, fixtureBank(LANGUAGES));
    bank = await loadValidContent(dir, FIXTURE_RULES);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A copy of the bank with one dialogue changed. */
  function bankWith(key: string, change: (dialogue: BankDialogue) => void): ContentBank {
    const copy = structuredClone(bank);
    const dialogue = copy.dialogues.flatMap((f) => f.dialogues).find((d) => d.key === key);
    if (!dialogue) throw new Error(`no dialogue ${key}`);
    change(dialogue);
    return copy;
  }

  async function dialogueRow(key: string) {
    const [row] = await t.db.select().from(dialogues).where(eq(dialogues.bankKey, key));
    if (!row) throw new Error(`${key} is not in the database`);
    return row;
  }

  async function segmentsOf(dialogueId: number) {
    return t.db
      .select()
      .from(dialogueSegments)
      .where(eq(dialogueSegments.dialogueId, dialogueId))
      .orderBy(asc(dialogueSegments.segmentOrder));
  }

  async function tableCounts() {
    const [d] = await t.db.select({ n: count() }).from(dialogues);
    const [s] = await t.db.select({ n: count() }).from(dialogueSegments);
    const [v] = await t.db.select({ n: count() }).from(vocabularyTerms);
    const [c] = await t.db.select({ n: count() }).from(categories);
    return { dialogues: Number(d!.n), segments: Number(s!.n), terms: Number(v!.n), categories: Number(c!.n) };
  }

  it('refuses files it cannot serve and writes nothing', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'ccl-content-'));
    try {
      await writeContentBank(broken, fixtureBank(LANGUAGES));
      const hindi = bank.dialogues.find((f) => f.language === 'Hindi')!.dialogues;
      const first = structuredClone(hindi[0]!) as Partial<(typeof hindi)[0]>;
      delete first.title;
      await writeFile(path.join(broken, dialogueFilePath('Hindi', hindi[0]!.key)), JSON.stringify(first));
      await writeFile(path.join(broken, 'dialogues', 'hindi.json'), '{}');

      const error = await seedContentFromFiles(t.db, broken, FIXTURE_RULES).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentBankError);
      const problems = (error as ContentBankError).problems;
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^dialogues/hindi/${hindi[0]!.key}\\.json.*title`)));
      expect(problems).toContainEqual(expect.stringMatching(/^dialogues\/hindi\.json: is the old layout/));
      expect((error as Error).message).toContain('the server does not run on invalid content');
      expect(await tableCounts()).toEqual({ dialogues: 0, segments: 0, terms: 0, categories: 0 });
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('a first start seeds the 12 categories, every dialogue with its segments and every term', async () => {
    const summary = await seedContentFromFiles(t.db, dir, FIXTURE_RULES);
    const dialogueTotal = bank.dialogues.reduce((sum, f) => sum + f.dialogues.length, 0);
    const termTotal = bank.vocabulary.reduce((sum, f) => sum + f.categories.reduce((s, c) => s + c.terms.length, 0), 0);
    expect(dialogueTotal).toBe(12 * LANGUAGES.length);
    expect(termTotal).toBe(12 * 21 * LANGUAGES.length);
    expect(summary.dialogues).toEqual({ total: dialogueTotal, added: dialogueTotal, updated: 0, unchanged: 0 });
    expect(summary.terms).toEqual({ total: termTotal, added: termTotal, updated: 0, removed: 0 });
    expect(summaryLine(summary)).toMatch(
      new RegExp(`^content bank: ${dialogueTotal} dialogues \\(${dialogueTotal} new, 0 updated\\), ${termTotal} vocabulary terms`),
    );

    const turns = bank.dialogues.flatMap((f) => f.dialogues).reduce((sum, d) => sum + d.turns.length, 0);
    expect(await tableCounts()).toEqual({ dialogues: dialogueTotal, segments: 2 * turns, terms: termTotal, categories: 12 });
    const names = await t.db.select({ name: categories.name }).from(categories).orderBy(asc(categories.id));
    expect(names.map((c) => c.name)).toEqual([...CATEGORIES]);
  });

  it('maps speaker turn k to segments 2k+1 (speaker) and 2k+2 (interpreter, with the key units)', async () => {
    const file = bank.dialogues.find((f) => f.language === 'Urdu')!;
    const source = file.dialogues[3]!;
    const row = await dialogueRow(source.key);
    const [category] = await t.db.select().from(categories).where(eq(categories.id, row.categoryId));
    expect(row).toMatchObject({
      source: 'bank',
      language: 'Urdu',
      title: source.title,
      description: source.description,
      ownerUserId: null,
      descriptionAudioPath: null,
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      variety: null,
      difficulty: difficultyOf(source),
      retiredAt: null,
    });
    expect(category!.name).toBe(source.category);

    const segments = await segmentsOf(row.id);
    expect(segments).toHaveLength(2 * source.turns.length);
    source.turns.forEach((turn, k) => {
      expect(segments[2 * k]).toMatchObject({
        segmentOrder: 2 * k + 1,
        speakerRole: turn.role,
        speakerLanguage: turn.language,
        sourceText: turn.text,
        expectedTargetText: turn.interpretation,
        audioPath: null,
        audioStatus: 'pending',
        keyUnits: null,
      });
      expect(segments[2 * k + 1]).toMatchObject({
        segmentOrder: 2 * k + 2,
        speakerRole: 'Interpreter',
        speakerLanguage: turn.language === 'English' ? 'Urdu' : 'English',
        sourceText: turn.interpretation,
        expectedTargetText: null,
        keyUnits: turn.units,
      });
    });

    const terms = await t.db
      .select()
      .from(vocabularyTerms)
      .where(eq(vocabularyTerms.language, 'Urdu'))
      .orderBy(asc(vocabularyTerms.categoryId), asc(vocabularyTerms.position));
    const urdu = bank.vocabulary.find((f) => f.language === 'Urdu')!;
    const health = urdu.categories.find((c) => c.category === 'Health')!;
    const [healthId] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Health'));
    expect(
      terms.filter((term) => term.categoryId === healthId!.id).map((term) => [term.englishWord, term.translatedWord, term.position]),
    ).toEqual(health.terms.map((term, i) => [term.english, term.translated, i]));
  });

  it('a restart with nothing changed writes nothing and keeps every id', async () => {
    const before = await tableCounts();
    const ids = await t.db.select({ id: dialogueSegments.id }).from(dialogueSegments).orderBy(asc(dialogueSegments.id));
    const summary = await seedContentBank(t.db, bank);
    expect(summary.dialogues).toMatchObject({ added: 0, updated: 0, unchanged: before.dialogues });
    expect(summary.terms).toMatchObject({ added: 0, updated: 0, removed: 0 });
    expect(summary.retiredKeys).toEqual([]);
    expect(await tableCounts()).toEqual(before);
    expect(await t.db.select({ id: dialogueSegments.id }).from(dialogueSegments).orderBy(asc(dialogueSegments.id))).toEqual(ids);
  });

  describe('with a practised dialogue', () => {
    const key = () => bank.dialogues.find((f) => f.language === 'Hindi')!.dialogues[0]!.key;
    let sessionId: number;
    let attemptId: number;

    beforeAll(async () => {
      const { user } = await t.signUp({ email: uniqueEmail() });
      const row = await dialogueRow(key());
      const segments = await segmentsOf(row.id);
      // Speech already made for every segment and the description, as the speech worker leaves it.
      await t.db
        .update(dialogueSegments)
        .set({ audioPath: 'speech/old.ogg', audioStatus: 'ready' })
        .where(eq(dialogueSegments.dialogueId, row.id));
      await t.db.update(dialogues).set({ descriptionAudioPath: 'speech/description.ogg' }).where(eq(dialogues.id, row.id));
      const [session] = await t.db
        .insert(practiceSessions)
        .values({ userId: user.id as number, dialogueId: row.id, mode: 1, status: 'scored', endTime: new Date(), finalScore: 31.5 })
        .returning();
      sessionId = session!.id;
      const [attempt] = await t.db
        .insert(segmentAttempts)
        .values({ sessionId, segmentId: segments[1]!.id, userTranscription: 'my answer', scoreForSegment: 3, scoringStatus: 'scored' })
        .returning();
      attemptId = attempt!.id;
    });

    it('an edited turn updates its segments in place and resets only their speech; results stay', async () => {
      const row = await dialogueRow(key());
      const before = await segmentsOf(row.id);
      const edited = bankWith(key(), (d) => {
        d.turns[2]!.text = `${d.turns[2]!.text} Please bring your Medicare card.`;
        d.turns[3]!.role = 'Client';
        d.title = `${d.title} (revised)`;
      });

      const summary = await seedContentBank(t.db, edited);
      expect(summary.dialogues).toMatchObject({ added: 0, updated: 1 });
      expect(summary.segmentsWithNewText).toBe(1);

      const after = await segmentsOf(row.id);
      expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
      expect(after[4]).toMatchObject({
        sourceText: expect.stringMatching(/Please bring your Medicare card\.$/),
        audioPath: null,
        audioStatus: 'pending',
      });
      // A role change alone does not change what is said: its speech stays.
      expect(after[6]).toMatchObject({ speakerRole: 'Client', audioPath: 'speech/old.ogg', audioStatus: 'ready' });
      for (const i of [0, 1, 2, 3, 5, 7]) expect(after[i]).toEqual(before[i]);

      const updated = await dialogueRow(key());
      expect(updated.title).toMatch(/\(revised\)$/);
      expect(updated.id).toBe(row.id);
      expect(updated.contentHash).not.toBe(row.contentHash);
      // The description did not change, so its speech stays.
      expect(updated.descriptionAudioPath).toBe('speech/description.ogg');

      const [session] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
      expect(session).toMatchObject({ finalScore: 31.5, status: 'scored', dialogueId: row.id });
      const [attempt] = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.id, attemptId));
      expect(attempt).toMatchObject({ segmentId: before[1]!.id, userTranscription: 'my answer', scoreForSegment: 3 });
      bank = edited;
    });

    it('a changed description drops the description speech', async () => {
      bank = bankWith(key(), (d) => {
        d.description = `${d.description} Revised.`;
      });
      await seedContentBank(t.db, bank);
      expect((await dialogueRow(key())).descriptionAudioPath).toBeNull();
    });

    it('refuses to change the number of turns of a practised dialogue, naming the key, and writes nothing', async () => {
      const otherKey = bank.dialogues.find((f) => f.language === 'Tamil')!.dialogues[0]!.key;
      const before = await tableCounts();
      const otherBefore = await dialogueRow(otherKey);
      const edited = structuredClone(bank);
      const practised = edited.dialogues.flatMap((f) => f.dialogues).find((d) => d.key === key())!;
      const turns = practised.turns.length;
      practised.turns = practised.turns.slice(0, turns - 2);
      edited.dialogues.flatMap((f) => f.dialogues).find((d) => d.key === otherKey)!.title = 'A title that must not be written';

      const error = await seedContentBank(t.db, edited).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentBankError);
      expect((error as ContentBankError).problems).toEqual([
        `${key()}: the edit changes its number of speaker turns from ${turns} to ${turns - 2}, but it has 1 practice session(s) ` +
          `whose answers point at its segments. Keep ${turns} turns, or publish the new version under a new key.`,
      ]);
      expect(await tableCounts()).toEqual(before);
      expect(await dialogueRow(otherKey)).toEqual(otherBefore);
    });
  });

  it('changes the number of turns of a dialogue nobody practised', async () => {
    const key = bank.dialogues.find((f) => f.language === 'Telugu')!.dialogues[2]!.key;
    const row = await dialogueRow(key);
    const before = await segmentsOf(row.id);
    const shorter = bankWith(key, (d) => {
      d.turns = d.turns.slice(0, d.turns.length - 2);
    });
    await seedContentBank(t.db, shorter);
    const after = await segmentsOf(row.id);
    expect(after).toEqual(before.slice(0, before.length - 4));

    // And back: the two turns come back as new segments at the end.
    await seedContentBank(t.db, bank);
    const restored = await segmentsOf(row.id);
    expect(restored.map((s) => [s.segmentOrder, s.sourceText])).toEqual(before.map((s) => [s.segmentOrder, s.sourceText]));
    expect(restored.slice(0, before.length - 4)).toEqual(before.slice(0, before.length - 4));
  });

  it('adds a new dialogue, and retires one no longer in the files: out of the lists and counts, results kept', async () => {
    const hindi = bank.dialogues.find((f) => f.language === 'Hindi')!;
    const newcomer: BankDialogue = {
      ...structuredClone(hindi.dialogues[1]!),
      key: 'hindi-business-new-entry',
      title: 'A Brand New Hindi Dialogue',
    };
    const withNew = structuredClone(bank);
    withNew.dialogues.find((f) => f.language === 'Hindi')!.dialogues.push(newcomer);
    const before = await tableCounts();

    const added = await seedContentBank(t.db, withNew);
    expect(added.dialogues).toMatchObject({ added: 1, updated: 0 });
    expect(await tableCounts()).toMatchObject({ dialogues: before.dialogues + 1, segments: before.segments + 2 * newcomer.turns.length });
    expect((await dialogueRow('hindi-business-new-entry')).title).toBe('A Brand New Hindi Dialogue');

    const newId = (await dialogueRow('hindi-business-new-entry')).id;
    const { user, token } = await t.signUp({ email: uniqueEmail() });
    await t.db
      .insert(practiceSessions)
      .values({ userId: user.id as number, dialogueId: newId, mode: 1, status: 'scored', endTime: new Date(), finalScore: 40 });
    const listed = async (viewerToken?: string) => {
      const response = await t.get<{ dialogues: { data: Array<{ id: number }> }; total: number }>(
        '/api/dialogues/hindi?per_page=50',
        viewerToken,
      );
      return { total: response.body.total, hasNew: response.body.dialogues.data.some((d) => d.id === newId) };
    };
    const stats = async () => (await t.get<{ data: { total_dialogues: number } }>('/api/stats')).body.data.total_dialogues;
    expect(await listed()).toEqual({ total: 13, hasNew: true });
    const statsBefore = await stats();

    const without = await seedContentBank(t.db, bank);
    expect(without.retiredKeys).toEqual(['hindi-business-new-entry']);
    expect(summaryLine(without)).toContain('1 no longer in the files, retired');
    expect(await tableCounts()).toMatchObject({ dialogues: before.dialogues + 1 });
    expect((await dialogueRow('hindi-business-new-entry')).retiredAt).toBeInstanceOf(Date);
    // New candidates no longer see it; the one who practised it still does, with the result.
    expect(await listed()).toEqual({ total: 12, hasNew: false });
    expect(await listed(token)).toEqual({ total: 13, hasNew: true });
    expect(await stats()).toBe(statsBefore - 1);
    expect((await t.post('/api/fetch-dialogue', { id: newId }, token)).status).toBe(200);

    // A later start that still lacks it changes nothing; one that has it again brings it back.
    const retiredAt = (await dialogueRow('hindi-business-new-entry')).retiredAt;
    expect((await seedContentBank(t.db, bank)).retiredKeys).toEqual(['hindi-business-new-entry']);
    expect((await dialogueRow('hindi-business-new-entry')).retiredAt).toEqual(retiredAt);
    const back = await seedContentBank(t.db, withNew);
    expect(back).toMatchObject({ restoredKeys: ['hindi-business-new-entry'], retiredKeys: [] });
    expect((await dialogueRow('hindi-business-new-entry')).retiredAt).toBeNull();
    expect(await listed()).toEqual({ total: 13, hasNew: true });
    await seedContentBank(t.db, bank);
  });

  it('stores the variety and difficulty, and updates changed key units in place without touching speech', async () => {
    const arabic = bank.dialogues.find((f) => f.language === 'Arabic')!.dialogues[0]!;
    const row = await dialogueRow(arabic.key);
    expect(row).toMatchObject({ variety: 'Levantine', difficulty: difficultyOf(arabic) });
    await t.db
      .update(dialogueSegments)
      .set({ audioPath: 'speech/kept.ogg', audioStatus: 'ready' })
      .where(eq(dialogueSegments.dialogueId, row.id));

    const edited = structuredClone(bank);
    const dialogue = edited.dialogues.find((f) => f.language === 'Arabic')!.dialogues[0]!;
    dialogue.turns[2]!.units = dialogue.turns[2]!.units!.slice(0, 1);
    dialogue.variety = 'Egyptian';
    const summary = await seedContentBank(t.db, edited);
    expect(summary).toMatchObject({ dialogues: { updated: 1 }, segmentsWithNewText: 0 });
    expect((await dialogueRow(arabic.key)).variety).toBe('Egyptian');
    const segments = await segmentsOf(row.id);
    expect(segments[5]).toMatchObject({ keyUnits: dialogue.turns[2]!.units, audioPath: 'speech/kept.ogg', audioStatus: 'ready' });
    expect(segments.every((s) => s.audioStatus === 'ready')).toBe(true);
    await seedContentBank(t.db, bank);
  });

  it('updates, adds and removes vocabulary terms, keeping the ids of the ones that stay', async () => {
    const edited = structuredClone(bank);
    const group = edited.vocabulary.find((f) => f.language === 'Gujarati')!.categories.find((c) => c.category === 'Insurance')!;
    const [first, second, third] = group.terms;
    const [healthId] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Insurance'));
    const rowsBefore = await t.db
      .select()
      .from(vocabularyTerms)
      .where(inArray(vocabularyTerms.englishWord, [first!.english, second!.english, third!.english]));
    const gujaratiBefore = rowsBefore.filter((r) => r.language === 'Gujarati' && r.categoryId === healthId!.id);
    expect(gujaratiBefore).toHaveLength(3);

    group.terms = [
      { english: second!.english, translated: 'નવો શબ્દ' },
      first!,
      { english: 'excess payment', translated: 'વધારાની ચુકવણી' },
      ...group.terms.slice(3),
    ];
    const summary = await seedContentBank(t.db, edited);
    // second: new translation and place; first: new place; third: gone; one new term.
    expect(summary.terms).toMatchObject({ added: 1, updated: 2, removed: 1 });

    const rows = await t.db
      .select()
      .from(vocabularyTerms)
      .where(eq(vocabularyTerms.language, 'Gujarati'))
      .orderBy(asc(vocabularyTerms.position));
    const insurance = rows.filter((r) => r.categoryId === healthId!.id);
    expect(insurance.slice(0, 3).map((r) => [r.englishWord, r.translatedWord, r.position])).toEqual([
      [second!.english, 'નવો શબ્દ', 0],
      [first!.english, first!.translated, 1],
      ['excess payment', 'વધારાની ચુકવણી', 2],
    ]);
    expect(insurance.find((r) => r.englishWord === second!.english)!.id).toBe(
      gujaratiBefore.find((r) => r.englishWord === second!.english)!.id,
    );
    expect(insurance.some((r) => r.englishWord === third!.english)).toBe(false);

    // Back to the files: restored exactly, and a further start changes nothing.
    await seedContentBank(t.db, bank);
    expect((await seedContentBank(t.db, bank)).terms).toMatchObject({ added: 0, updated: 0, removed: 0 });
  });

  it('seeds content that breaks only editorial rules, and counts those problems (content:check refuses them)', async () => {
    const editorial = await mkdtemp(path.join(os.tmpdir(), 'ccl-content-'));
    try {
      await writeContentBank(editorial, fixtureBank(LANGUAGES));
      const hindi = bank.dialogues.find((f) => f.language === 'Hindi')!.dialogues;
      const first = structuredClone(hindi[0]!);
      first.turns[1]!.text = 'Mujhe subah se sir mein dard hai aur meri dawai khatam ho gayi hai, doctor sahab.';
      await writeFile(path.join(editorial, dialogueFilePath('Hindi', first.key)), JSON.stringify(first));

      await expect(loadValidContent(editorial, FIXTURE_RULES)).rejects.toThrow(/is not written in Devanagari script/);
      const before = await tableCounts();
      const summary = await seedContentFromFiles(t.db, editorial, FIXTURE_RULES);
      expect(summary.editorialProblems).toBeGreaterThan(0);
      expect(summaryLine(summary)).toMatch(/editorial problem\(s\): run npm run content:check$/);
      expect(summary.dialogues).toMatchObject({ updated: 1 });
      expect((await tableCounts()).dialogues).toBe(before.dialogues);
    } finally {
      await rm(editorial, { recursive: true, force: true });
    }
  });
});

describeWithDatabase('seeding a full-size bank', () => {
  const t = new TestApp();

  it('seeds 432 dialogues (12 languages × 12 categories × 3) in batches, and a restart writes nothing', async () => {
    const bank = fixtureBank([...LANGUAGE_NAMES], 3);
    const started = performance.now();
    const first = await seedContentBank(t.db, bank);
    const firstMs = Math.round(performance.now() - started);
    expect(first.dialogues).toMatchObject({ total: 432, added: 432 });
    const [segments] = await t.db.select({ n: count() }).from(dialogueSegments).where(isNotNull(dialogueSegments.keyUnits));
    expect(Number(segments!.n)).toBe(bank.dialogues.flatMap((l) => l.dialogues).reduce((n, d) => n + d.turns.length, 0));

    const again = performance.now();
    const second = await seedContentBank(t.db, bank);
    const secondMs = Math.round(performance.now() - again);
    expect(second.dialogues).toMatchObject({ added: 0, updated: 0, unchanged: 432 });
    // The figures of the README ("Content bank"): measured here, bounded loosely for slow machines.
    process.stdout.write(`seeding 432 dialogues: first start ${firstMs} ms, restart ${secondMs} ms\n`);
    expect(firstMs).toBeLessThan(60_000);
    expect(secondMs).toBeLessThan(10_000);
  }, 120_000);
});
