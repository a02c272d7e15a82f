import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '../../app.js';
import { categories, users, vocabularyTerms } from '../../db/schema.js';
import { OutboxMailer } from '../../mail/outbox-mailer.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { createSession } from '../../test/session-fixtures.js';
import type { ReviewCardJson } from './schemas.js';

describeWithDatabase('spaced review', () => {
  const t = new TestApp();

  async function candidate(): Promise<{ token: string; id: number }> {
    const email = uniqueEmail();
    const { token } = await t.signUp({ email });
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { token, id: row!.id };
  }

  let termIds: { line: number; interpretation: number; unused: number };

  beforeAll(async () => {
    await t.db.insert(categories).values({ name: 'Housing' }).onConflictDoNothing();
    const [housing] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Housing'));
    const rows = await t.db
      .insert(vocabularyTerms)
      .values(
        [
          ['line', 'लाइन'],
          ['interpretation', 'व्याख्या'],
          ['tenancy agreement', 'भाडा सम्झौता'],
        ].map(([englishWord, translatedWord], position) => ({
          language: 'Nepali',
          categoryId: housing!.id,
          englishWord: englishWord!,
          translatedWord: translatedWord!,
          position,
        })),
      )
      .returning({ id: vocabularyTerms.id });
    termIds = { line: rows[0]!.id, interpretation: rows[1]!.id, unused: rows[2]!.id };
  });

  /**
   * A scored Nepali dialogue of two turns; the first lost marks. Its English texts say "line" (speaker
   * turn 1, whose interpretation lost marks) and "interpretation" (interpreter turn 2, clean).
   */
  async function practised(userId: number) {
    return createSession(t.db, t.storage, {
      userId,
      language: 'Nepali',
      category: 'Housing',
      endTime: new Date(t.clock.now().getTime() - 3_600_000),
      attempts: [
        { score: 6, maxScore: 10, deductions: [{ category: 'omission', severity: 'major', points: 4 }] },
        { score: 12, maxScore: 12 },
      ],
    });
  }

  const session = (token: string) => t.get<{ dueToday: number; cards: ReviewCardJson[] }>('/api/learning/review', token);
  const dueCount = async (token: string) => (await t.get<{ dueToday: number }>('/api/learning/due-count', token)).body.dueToday;

  it('needs a login', async () => {
    expect((await t.get('/api/learning/due-count')).status).toBe(401);
    expect((await t.get('/api/learning/review')).status).toBe(401);
  });

  it('builds the deck from practice: the weak segment and the terms said, both directions, lost marks first', async () => {
    const owner = await candidate();
    const other = await candidate();
    const created = await practised(owner.id);

    const answer = await session(owner.token);
    expect(answer.status).toBe(200);
    expect(answer.body.dueToday).toBe(5);
    const { cards } = answer.body;
    expect(cards.map((c) => [c.kind, c.origin, c.front.text])).toEqual([
      ['segment', 'lost_marks', 'Speaker line 1'],
      ['term', 'lost_marks', 'line'],
      ['term', 'lost_marks', 'लाइन'],
      ['term', 'practised', 'interpretation'],
      ['term', 'practised', 'व्याख्या'],
    ]);
    expect(cards[0]).toMatchObject({
      direction: null,
      back: { text: 'Expected interpretation 1', language: 'Nepali' },
      front: { audioUrl: `/api/media/speech/dialogue-${created.dialogueId}/1.ogg` },
    });
    expect(cards[1]).toMatchObject({
      direction: 'from_english',
      front: { language: 'English', audioUrl: `/api/vocabulary-terms/${termIds.line}/speech?side=english` },
      back: { text: 'लाइन', language: 'Nepali', audioUrl: `/api/vocabulary-terms/${termIds.line}/speech?side=translated` },
    });
    expect(await dueCount(other.token)).toBe(0);
  });

  it('schedules each graded card with the library, only for its owner, and keeps the state across a restart', async () => {
    const owner = await candidate();
    const other = await candidate();
    await practised(owner.id);
    const [first, second] = (await session(owner.token)).body.cards;

    expect((await t.post(`/api/learning/review/${first!.id}`, { grade: 'good' }, other.token)).status).toBe(404);
    const bad = await t.post(`/api/learning/review/${first!.id}`, { grade: 'perfect' }, owner.token);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ message: 'The grade field must be again, hard, good or easy.' });

    const easy = await t.post<{ due: string; dueToday: number }>(`/api/learning/review/${first!.id}`, { grade: 'easy' }, owner.token);
    expect(easy.status).toBe(200);
    expect(new Date(easy.body.due).getTime()).toBeGreaterThan(t.clock.now().getTime() + 24 * 3_600_000);
    const again = await t.post<{ due: string; dueToday: number }>(`/api/learning/review/${second!.id}`, { grade: 'again' }, owner.token);
    // "Again" brings a card back within minutes (still due today); "easy" days later.
    expect(new Date(again.body.due).getTime()).toBeLessThan(new Date(easy.body.due).getTime());

    // A second server on the same database (a restart) finds the same schedule.
    const restarted = await buildApp({
      config: t.config,
      db: t.db,
      pool: t.pool,
      mailer: new OutboxMailer(t.db, pino({ level: 'silent' })),
      storage: t.storage,
      media: t.media,
      jobs: t.jobs,
      clock: t.clock,
    });
    try {
      const response = await restarted.inject({
        method: 'GET',
        url: '/api/learning/review',
        headers: { authorization: `Bearer ${owner.token}` },
      });
      const body = JSON.parse(response.body) as { dueToday: number; cards: ReviewCardJson[] };
      expect(body.dueToday).toBe(again.body.dueToday);
      expect(body.cards.find((c) => c.id === first!.id)).toBeUndefined();
      expect(body.cards.find((c) => c.id === second!.id)?.due).toBe(again.body.due);
    } finally {
      await restarted.close();
    }

    // Weeks later the card graded "easy" comes due again.
    t.clock.advance(60 * 24 * 3_600_000);
    expect((await session(owner.token)).body.cards.map((c) => c.id)).toContain(first!.id);
  });

  it('adds any vocabulary term to the deck, both directions, once', async () => {
    const owner = await candidate();
    const added = await t.post('/api/learning/deck/terms', { termId: termIds.unused }, owner.token);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ added: 2 });
    expect((await t.post('/api/learning/deck/terms', { termId: termIds.unused }, owner.token)).body).toEqual({ added: 0 });
    expect((await t.post('/api/learning/deck/terms', { termId: 999_999 }, owner.token)).status).toBe(404);
    const cards = (await session(owner.token)).body.cards;
    expect(cards.map((c) => [c.origin, c.direction, c.front.text])).toEqual([
      ['added', 'from_english', 'tenancy agreement'],
      ['added', 'into_english', 'भाडा सम्झौता'],
    ]);
  });
});
