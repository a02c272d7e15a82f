import { CATEGORIES } from '@ccl/shared/domain';
import { asc, eq } from 'drizzle-orm';
import { difficultyOf } from '../../content/difficulty.js';
import { seedContentBank } from '../../content/seed.js';
import { fixtureBank } from '../../test/content-fixture.js';
import type { ContentBank } from '../../content/load.js';
import { categories, dialogues, dialogueSegments, practiceSessions, segmentAttempts, users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';

interface DialogueJson {
  id: number;
  title: string;
  description: string;
  description_audio_file_path: string | null;
  language: string;
  category: { id: number; name: string };
  created_at: string;
  variety: string | null;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  practiced_session_for_current_user: { final_score: number; score_label: string } | null;
  segments?: SegmentJson[];
}
interface SegmentJson {
  id: number;
  segment_order: number;
  speaker_role: string;
  speaker_language: string;
  source_text: string;
  expected_target_text: string | null;
  audio_url: string | null;
}
interface ListJson {
  dialogues: { data: DialogueJson[]; current_page: number; last_page: number; per_page: number; total: number };
  total: number;
}

describeWithDatabase('dialogues, transcripts and vocabulary', () => {
  const t = new TestApp({ env: { CREDIT_COST_PER_DIALOGUE: '2' } });
  let bank: ContentBank;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  let hindiIds: number[];
  /** Alice's own generated Hindi dialogue. */
  let generatedId: number;

  async function signUp() {
    const { token, user } = await t.signUp({ email: uniqueEmail() });
    return { token, id: user.id as number };
  }

  async function setCredits(userId: number, credits: number) {
    await t.db.update(users).set({ availableCredits: credits }).where(eq(users.id, userId));
  }

  beforeAll(async () => {
    bank = fixtureBank(['Hindi', 'Tamil']);
    await seedContentBank(t.db, bank);
    hindiIds = (
      await t.db.select({ id: dialogues.id }).from(dialogues).where(eq(dialogues.language, 'Hindi')).orderBy(asc(dialogues.id))
    ).map((r) => r.id);
    alice = await signUp();
    bob = await signUp();

    const [health] = await t.db.select().from(categories).where(eq(categories.name, 'Health'));
    const [generated] = await t.db
      .insert(dialogues)
      .values({
        source: 'generated',
        ownerUserId: alice.id,
        language: 'Hindi',
        categoryId: health!.id,
        title: 'Alice’s generated pharmacy dialogue',
        description: 'Made for Alice only.',
        createdAt: new Date(Date.now() + 60_000),
      })
      .returning();
    generatedId = generated!.id;
    await t.db.insert(dialogueSegments).values([
      {
        dialogueId: generatedId,
        segmentOrder: 1,
        speakerRole: 'Pharmacist',
        speakerLanguage: 'English',
        sourceText: 'Take one tablet.',
        expectedTargetText: 'एक गोली लीजिए।',
      },
      { dialogueId: generatedId, segmentOrder: 2, speakerRole: 'Interpreter', speakerLanguage: 'Hindi', sourceText: 'एक गोली लीजिए।' },
    ]);
  });

  describe('GET /api/dialogues/{language}', () => {
    it('a guest gets the first 10 bank dialogues, newest first, with the spec shape and totals', async () => {
      const response = await t.get<ListJson>('/api/dialogues/hindi');
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(12);
      expect(response.body.dialogues).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
      expect(response.body.dialogues.data.map((d) => d.id)).toEqual([...hindiIds].reverse().slice(0, 10));

      const first = response.body.dialogues.data[0]!;
      const source = bank.dialogues.find((f) => f.language === 'Hindi')!.dialogues.at(-1)!;
      const [category] = await t.db.select().from(categories).where(eq(categories.name, source.category));
      expect(first).toEqual({
        id: hindiIds.at(-1),
        title: source.title,
        description: source.description,
        description_audio_file_path: null,
        language: 'Hindi',
        category: { id: category!.id, name: source.category },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        variety: null,
        difficulty: difficultyOf(source),
        practiced_session_for_current_user: null,
      });
    });

    it('names the spoken variety where the bank gives one', async () => {
      const tamil = (await t.get<ListJson>('/api/dialogues/tamil?per_page=50')).body.dialogues.data;
      expect(tamil.map((d) => d.variety)).toEqual(tamil.map(() => 'Spoken Tamil (Sri Lankan)'));
    });

    it('filters by difficulty, counting and paging only the matching dialogues', async () => {
      const rows = await t.db
        .select({ id: dialogues.id, difficulty: dialogues.difficulty })
        .from(dialogues)
        .where(eq(dialogues.language, 'Hindi'));
      // The fixture's dialogues are all alike: make the spread known.
      const [hard, medium] = [hindiIds.slice(0, 3), hindiIds.slice(3, 5)];
      for (const row of rows) {
        const difficulty = hard.includes(row.id) ? 'hard' : medium.includes(row.id) ? 'medium' : 'easy';
        await t.db.update(dialogues).set({ difficulty }).where(eq(dialogues.id, row.id));
      }

      const hardList = (await t.get<ListJson>('/api/dialogues/hindi?difficulty=hard&sort_order=asc')).body;
      expect(hardList.total).toBe(3);
      expect(hardList.dialogues.data.map((d) => [d.id, d.difficulty])).toEqual(hard.map((id) => [id, 'hard']));

      const secondMedium = (await t.get<ListJson>('/api/dialogues/hindi?difficulty=Medium&per_page=1&page=2&sort_order=asc')).body;
      expect(secondMedium.dialogues).toMatchObject({ total: 2, last_page: 2 });
      expect(secondMedium.dialogues.data.map((d) => d.id)).toEqual([medium[1]]);
      // Past the last page the count comes from the count query, with the same filter.
      const past = (await t.get<ListJson>('/api/dialogues/hindi?difficulty=medium&page=5')).body;
      expect(past.total).toBe(2);

      expect((await t.get<ListJson>('/api/dialogues/hindi?difficulty=')).body.total).toBe(12);
      const bad = await t.get('/api/dialogues/hindi?difficulty=brutal');
      expect({ status: bad.status, message: bad.body.message }).toEqual({
        status: 422,
        message: 'The selected difficulty is invalid. Use easy, medium, hard.',
      });

      // Later tests see the seeded difficulties again.
      for (const row of rows) await t.db.update(dialogues).set({ difficulty: row.difficulty }).where(eq(dialogues.id, row.id));
    });

    it('matches the language case-insensitively', async () => {
      const lower = await t.get<ListJson>('/api/dialogues/hindi');
      for (const name of ['Hindi', 'HINDI', 'hIndI']) {
        const response = await t.get<ListJson>(`/api/dialogues/${name}`);
        expect(response.status).toBe(200);
        expect(response.body).toEqual(lower.body);
      }
    });

    it('pages, sorts and sizes as asked', async () => {
      const second = await t.get<ListJson>('/api/dialogues/Hindi?page=2');
      expect(second.body.dialogues).toMatchObject({ current_page: 2, last_page: 2, total: 12 });
      expect(second.body.dialogues.data.map((d) => d.id)).toEqual([...hindiIds].reverse().slice(10));

      const past = await t.get<ListJson>('/api/dialogues/Hindi?page=3');
      expect(past.status).toBe(200);
      expect(past.body).toEqual({ dialogues: { data: [], current_page: 3, last_page: 2, per_page: 10, total: 12 }, total: 12 });

      const oldest = await t.get<ListJson>('/api/dialogues/Hindi?sort_order=asc&per_page=5&page=1');
      expect(oldest.body.dialogues).toMatchObject({ current_page: 1, last_page: 3, per_page: 5, total: 12 });
      expect(oldest.body.dialogues.data.map((d) => d.id)).toEqual(hindiIds.slice(0, 5));

      const all = await t.get<ListJson>('/api/dialogues/tamil?per_page=50&sort_order=desc');
      expect(all.body.dialogues.data).toHaveLength(12);
      expect(all.body.dialogues.data.every((d) => d.language === 'Tamil')).toBe(true);
      expect(new Set(all.body.dialogues.data.map((d) => d.category.name))).toEqual(new Set(CATEGORIES));

      // Empty query values mean the defaults.
      const blank = await t.get<ListJson>('/api/dialogues/Hindi?page=&per_page=&sort_order=');
      expect(blank.body.dialogues).toMatchObject({ current_page: 1, per_page: 10 });
    });

    it('a language with no dialogues yet is an empty page, not an error', async () => {
      const response = await t.get<ListJson>('/api/dialogues/Urdu');
      expect(response.body).toEqual({ dialogues: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 }, total: 0 });
    });

    it('refuses bad paging with a clear 422 and an unknown language with 404', async () => {
      const cases: Array<[string, string]> = [
        ['page=0', 'The page field must be at least 1.'],
        ['page=-2', 'The page field must be at least 1.'],
        ['page=two', 'The page field must be an integer.'],
        ['page=1.5', 'The page field must be an integer.'],
        ['page=1&page=2', 'The page field must be an integer.'],
        ['page=99999999999', 'The page field must not be greater than 2147483647.'],
        ['per_page=0', 'The per page field must be between 1 and 50.'],
        ['per_page=51', 'The per page field must be between 1 and 50.'],
        ['sort_order=newest', 'The selected sort order is invalid. Use asc or desc.'],
      ];
      for (const [query, message] of cases) {
        const response = await t.get(`/api/dialogues/hindi?${query}`);
        expect({ query, status: response.status, message: response.body.message }).toEqual({ query, status: 422, message });
      }
      for (const name of ['klingon', 'english', '%20']) {
        const response = await t.get(`/api/dialogues/${name}`);
        expect({ name, status: response.status, body: response.body }).toEqual({
          name,
          status: 404,
          body: { message: 'Language not found.' },
        });
      }
    });

    it('shows each viewer their best final score, ignoring unscored sessions and other users', async () => {
      const [scored, unscored] = [hindiIds[4]!, hindiIds[5]!];
      await t.db.insert(practiceSessions).values([
        { userId: alice.id, dialogueId: scored, mode: 1, status: 'scored', endTime: new Date(), finalScore: 20 },
        { userId: alice.id, dialogueId: scored, mode: 0, status: 'scored', endTime: new Date(), finalScore: 33.5 },
        { userId: alice.id, dialogueId: scored, mode: 0, status: 'scoring', endTime: new Date(), finalScore: null },
        { userId: alice.id, dialogueId: unscored, mode: 1, status: 'in_progress' },
      ]);

      const scoreOf = (list: ListJson, id: number) => list.dialogues.data.find((d) => d.id === id)?.practiced_session_for_current_user;
      const forAlice = (await t.get<ListJson>('/api/dialogues/hindi?per_page=50', alice.token)).body;
      expect(scoreOf(forAlice, scored)).toEqual({ final_score: 33.5, score_label: 'assessed' });
      expect(scoreOf(forAlice, unscored)).toBeNull();
      expect(forAlice.dialogues.data.filter((d) => d.practiced_session_for_current_user)).toHaveLength(1);

      const forBob = (await t.get<ListJson>('/api/dialogues/hindi?per_page=50', bob.token)).body;
      expect(scoreOf(forBob, scored)).toBeNull();
      const forGuest = (await t.get<ListJson>('/api/dialogues/hindi?per_page=50')).body;
      expect(scoreOf(forGuest, scored)).toBeNull();
      // A token that is not valid is served as a guest, not refused: the list is public.
      const badToken = await t.get<ListJson>('/api/dialogues/hindi?per_page=50', 'not-a-real-token');
      expect(badToken.status).toBe(200);
      expect(scoreOf(badToken.body, scored)).toBeNull();
    });

    it('labels the best score with what it rests on: delivery only, or self-marked (issue #17)', async () => {
      const [deliveryOnly, selfMarked] = [hindiIds[6]!, hindiIds[7]!];
      const turnOf = async (dialogueId: number) =>
        (
          await t.db.select({ id: dialogueSegments.id }).from(dialogueSegments).where(eq(dialogueSegments.dialogueId, dialogueId)).limit(1)
        )[0]!.id;
      const sessions = await t.db
        .insert(practiceSessions)
        .values([
          { userId: alice.id, dialogueId: deliveryOnly, mode: 0, status: 'scored', endTime: new Date(), finalScore: 30 },
          { userId: alice.id, dialogueId: deliveryOnly, mode: 0, status: 'scored', endTime: new Date(), finalScore: 25 },
          { userId: alice.id, dialogueId: selfMarked, mode: 0, status: 'scored', endTime: new Date(), finalScore: 28 },
        ])
        .returning({ id: practiceSessions.id });
      await t.db.insert(segmentAttempts).values([
        { sessionId: sessions[0]!.id, segmentId: await turnOf(deliveryOnly), accuracy: 'not_assessed' },
        // A lower score's state does not label the best one.
        { sessionId: sessions[1]!.id, segmentId: await turnOf(deliveryOnly), accuracy: 'self_marked' },
        { sessionId: sessions[2]!.id, segmentId: await turnOf(selfMarked), accuracy: 'self_marked' },
      ]);

      const list = (await t.get<ListJson>('/api/dialogues/hindi?per_page=50', alice.token)).body.dialogues.data;
      const scoreOf = (id: number) => list.find((d) => d.id === id)?.practiced_session_for_current_user;
      expect(scoreOf(deliveryOnly)).toEqual({ final_score: 30, score_label: 'delivery_only' });
      expect(scoreOf(selfMarked)).toEqual({ final_score: 28, score_label: 'self_marked' });
      const opened = await t.post<{ data: DialogueJson }>('/api/fetch-dialogue', { id: deliveryOnly }, alice.token);
      expect(opened.body.data.practiced_session_for_current_user).toEqual({ final_score: 30, score_label: 'delivery_only' });
    });

    it('lists a generated dialogue only for the user it was made for', async () => {
      const forAlice = (await t.get<ListJson>('/api/dialogues/hindi', alice.token)).body;
      expect(forAlice.total).toBe(13);
      expect(forAlice.dialogues.data[0]).toMatchObject({ id: generatedId, title: 'Alice’s generated pharmacy dialogue' });

      for (const token of [bob.token, undefined]) {
        const list = (await t.get<ListJson>('/api/dialogues/hindi?per_page=50', token)).body;
        expect(list.total).toBe(12);
        expect(list.dialogues.data.some((d) => d.id === generatedId)).toBe(false);
      }
    });
  });

  describe('POST /api/fetch-dialogue', () => {
    it('answers the dialogue with its category and its segments in order', async () => {
      const id = hindiIds[2]!;
      const source = bank.dialogues.find((f) => f.language === 'Hindi')!.dialogues[2]!;
      const response = await t.post<{ data: DialogueJson }>('/api/fetch-dialogue', { id });
      expect(response.status).toBe(200);
      const dialogue = response.body.data;
      expect(dialogue).toMatchObject({
        id,
        title: source.title,
        language: 'Hindi',
        category: { name: source.category },
        variety: null,
        difficulty: difficultyOf(source),
      });
      expect(dialogue.segments).toHaveLength(source.turns.length * 2);
      expect(dialogue.segments!.map((s) => s.segment_order)).toEqual(source.turns.flatMap((_, k) => [2 * k + 1, 2 * k + 2]));
      expect(dialogue.segments![0]).toEqual({
        id: expect.any(Number),
        segment_order: 1,
        speaker_role: source.turns[0]!.role,
        speaker_language: 'English',
        source_text: source.turns[0]!.text,
        expected_target_text: source.turns[0]!.interpretation,
        audio_url: null,
      });
      expect(dialogue.segments![1]).toEqual({
        id: expect.any(Number),
        segment_order: 2,
        speaker_role: 'Interpreter',
        speaker_language: 'Hindi',
        source_text: source.turns[0]!.interpretation,
        expected_target_text: null,
        audio_url: null,
      });
    });

    it('gives media URLs once speech is ready', async () => {
      const id = hindiIds[3]!;
      const [first] = await t.db
        .select()
        .from(dialogueSegments)
        .where(eq(dialogueSegments.dialogueId, id))
        .orderBy(asc(dialogueSegments.segmentOrder))
        .limit(1);
      await t.db
        .update(dialogueSegments)
        .set({ audioPath: `speech/${first!.id}.ogg`, audioStatus: 'ready' })
        .where(eq(dialogueSegments.id, first!.id));
      await t.db
        .update(dialogues)
        .set({ descriptionAudioPath: `speech/description-${id}.ogg` })
        .where(eq(dialogues.id, id));

      const { body } = await t.post<{ data: DialogueJson }>('/api/fetch-dialogue', { id: String(id) });
      expect(body.data.description_audio_file_path).toBe(`/api/media/speech/description-${id}.ogg`);
      expect(body.data.segments![0]!.audio_url).toBe(`/api/media/speech/${first!.id}.ogg`);
      expect(body.data.segments![1]!.audio_url).toBeNull();
    });

    it('includes the viewer’s best score', async () => {
      const { body } = await t.post<{ data: DialogueJson }>('/api/fetch-dialogue', { id: hindiIds[4]! }, alice.token);
      expect(body.data.practiced_session_for_current_user).toEqual({ final_score: 33.5, score_label: 'assessed' });
    });

    it('a generated dialogue opens for its owner only', async () => {
      expect(
        (await t.post<{ data: DialogueJson }>('/api/fetch-dialogue', { id: generatedId }, alice.token)).body.data.segments,
      ).toHaveLength(2);
      for (const token of [bob.token, undefined]) {
        const response = await t.post('/api/fetch-dialogue', { id: generatedId }, token);
        expect(response).toMatchObject({ status: 404, body: { message: 'Dialogue not found.' } });
      }
    });

    it('404 for an id that does not exist, 422 for one that is not an integer', async () => {
      for (const id of [999_999, 0, -1, 99_999_999_999]) {
        expect(await t.post('/api/fetch-dialogue', { id })).toMatchObject({ status: 404, body: { message: 'Dialogue not found.' } });
      }
      const cases: Array<[unknown, string]> = [
        [{}, 'The id field is required.'],
        [{ id: null }, 'The id field is required.'],
        [{ id: 'abc' }, 'The id field must be an integer.'],
        [{ id: 2.5 }, 'The id field must be an integer.'],
        [{ id: [1] }, 'The id field must be an integer.'],
        [[], 'The request body must be a JSON object.'],
      ];
      for (const [payload, message] of cases) {
        const response = await t.post('/api/fetch-dialogue', payload);
        expect({ payload, status: response.status, message: response.body.message }).toEqual({ payload, status: 422, message });
      }
      expect(await t.post('/api/fetch-dialogue')).toMatchObject({ status: 422, body: { message: 'The id field is required.' } });
    });
  });

  describe('POST /api/transcript', () => {
    const giveFree = async (dialogueId: number, token?: string) => {
      const response = await t.post<{ dialogue: DialogueJson; giveFree: boolean }>('/api/transcript', { dialogueId }, token);
      expect(response.status).toBe(200);
      return response.body.giveFree;
    };

    it('answers the dialogue with its segments and giveFree', async () => {
      const id = hindiIds[7]!;
      const response = await t.post<{ dialogue: DialogueJson; giveFree: boolean }>('/api/transcript', { dialogueId: id });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(['dialogue', 'giveFree']);
      const fetched = await t.post<{ data: DialogueJson }>('/api/fetch-dialogue', { id });
      expect(response.body.dialogue).toEqual(fetched.body.data);
      expect(response.body.giveFree).toBe(false);
    });

    it('giveFree: enough credits for a dialogue, or this dialogue completed; never a guest', async () => {
      const carol = await signUp();
      const [id, other] = [hindiIds[8]!, hindiIds[9]!];
      await setCredits(carol.id, 2);
      expect(await giveFree(id, carol.token)).toBe(true);
      await setCredits(carol.id, 1);
      expect(await giveFree(id, carol.token)).toBe(false);

      // Started but never finished: still no.
      await t.db.insert(practiceSessions).values({ userId: carol.id, dialogueId: id, mode: 1, status: 'in_progress' });
      expect(await giveFree(id, carol.token)).toBe(false);
      await t.db.insert(practiceSessions).values({ userId: carol.id, dialogueId: id, mode: 0, status: 'completed', endTime: new Date() });
      expect(await giveFree(id, carol.token)).toBe(true);
      expect(await giveFree(other, carol.token)).toBe(false);
      // Another user's completion of it gives Bob nothing.
      await setCredits(bob.id, 0);
      expect(await giveFree(id, bob.token)).toBe(false);
      expect(await giveFree(id)).toBe(false);
    });

    it('refuses a missing or bad id and someone else’s generated dialogue', async () => {
      expect(await t.post('/api/transcript', {})).toMatchObject({ status: 422, body: { message: 'The dialogue id field is required.' } });
      expect(await t.post('/api/transcript', { dialogueId: 'x' })).toMatchObject({
        status: 422,
        body: { message: 'The dialogue id field must be an integer.' },
      });
      expect(await t.post('/api/transcript', { dialogueId: 123_456 })).toMatchObject({
        status: 404,
        body: { message: 'Dialogue not found.' },
      });
      expect(await t.post('/api/transcript', { dialogueId: generatedId }, bob.token)).toMatchObject({
        status: 404,
        body: { message: 'Dialogue not found.' },
      });
      expect((await t.post('/api/transcript', { dialogueId: generatedId }, alice.token)).status).toBe(200);
    });
  });

  describe('GET /api/vocabulary', () => {
    it('answers a bare list of the 12 categories in the spec’s order, terms in file order', async () => {
      const response =
        await t.get<Array<{ category_name: string; terms: Array<{ id: number; english_word: string; translated_word: string }> }>>(
          '/api/vocabulary?language=Hindi',
        );
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
      expect(response.body.map((c) => c.category_name)).toEqual([...CATEGORIES]);
      const file = bank.vocabulary.find((f) => f.language === 'Hindi')!;
      for (const group of response.body) {
        const source = file.categories.find((c) => c.category === group.category_name)!;
        expect(group.terms.map((term) => [term.english_word, term.translated_word])).toEqual(
          source.terms.map((term) => [term.english, term.translated]),
        );
        expect(Object.keys(group.terms[0]!).sort()).toEqual(['english_word', 'id', 'translated_word']);
      }
      expect((await t.get('/api/vocabulary?language=hindi')).body).toEqual(response.body);
    });

    it('an unknown language is a 404 and a missing one a 422', async () => {
      expect(await t.get('/api/vocabulary?language=Klingon')).toMatchObject({ status: 404, body: { message: 'Language not found.' } });
      expect(await t.get('/api/vocabulary')).toMatchObject({ status: 422, body: { message: 'The language field is required.' } });
      expect(await t.get('/api/vocabulary?language=')).toMatchObject({ status: 422, body: { message: 'The language field is required.' } });
      expect(await t.get('/api/vocabulary?language=Hindi&language=Tamil')).toMatchObject({
        status: 422,
        body: { message: 'The language field must be a string.' },
      });
    });
  });

  it('answers many concurrent reads, guests and users mixed', async () => {
    // The reads are prepared statements; on the embedded database they must not collide across connections.
    const requests = Array.from({ length: 40 }, (_, i) => {
      const token = [alice.token, bob.token, undefined][i % 3];
      switch (i % 4) {
        case 0:
          return t.get(`/api/dialogues/hindi?page=${1 + (i % 2)}`, token);
        case 1:
          return t.post('/api/fetch-dialogue', { id: hindiIds[i % hindiIds.length] }, token);
        case 2:
          return t.post('/api/transcript', { dialogueId: hindiIds[i % hindiIds.length] }, token);
        default:
          return t.get('/api/vocabulary?language=Tamil', token);
      }
    });
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses).toEqual(Array(40).fill(200));
  });

  it('GET /api/stats counts the bank dialogues, not users’ generated ones', async () => {
    const response = await t.get<{ data: { total_dialogues: number } }>('/api/stats');
    expect(response.body.data.total_dialogues).toBe(24);
  });
});
