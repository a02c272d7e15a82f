import { CATEGORIES } from '@ccl/shared/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { createSession } from '../../test/session-fixtures.js';

interface PlanAnswer {
  examDate: string | null;
  language: string | null;
  daysLeft: number | null;
  items: Array<{ kind: string; title: string; category: string | null }>;
}

describeWithDatabase('exam date and the week’s plan', () => {
  const t = new TestApp();

  async function candidate(): Promise<{ token: string; id: number }> {
    const email = uniqueEmail();
    const { token } = await t.signUp({ email });
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { token, id: row!.id };
  }

  const put = (token: string, body: unknown) =>
    t.request({ method: 'PUT', url: '/api/learning/exam-goal', payload: body as object, headers: { authorization: `Bearer ${token}` } });
  const isoDay = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

  it('needs a login', async () => {
    expect((await t.get('/api/learning/plan')).status).toBe(401);
    expect((await t.get('/api/learning/exam-goal')).status).toBe(401);
  });

  it('keeps each user’s exam date and language, and refuses what is not a date or a CCL language', async () => {
    const owner = await candidate();
    const other = await candidate();
    expect((await t.get('/api/learning/exam-goal', owner.token)).body).toEqual({ examDate: null, language: null });

    const badDate = await put(owner.token, { examDate: '2026-02-30', language: 'Hindi' });
    expect(badDate.status).toBe(422);
    expect(badDate.body).toMatchObject({ message: 'The exam date must be a real date written YYYY-MM-DD.' });
    const badLanguage = await put(owner.token, { examDate: null, language: 'Klingon' });
    expect(badLanguage.status).toBe(422);
    expect(badLanguage.body).toMatchObject({ message: 'The language must be one of the 12 CCL languages, or null.' });
    expect((await t.get('/api/learning/exam-goal', owner.token)).body).toEqual({ examDate: null, language: null });

    const saved = await put(owner.token, { examDate: '2027-03-15', language: 'Hindi' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ examDate: '2027-03-15', language: 'Hindi' });
    expect((await t.get('/api/learning/exam-goal', owner.token)).body).toEqual({ examDate: '2027-03-15', language: 'Hindi' });
    expect((await t.get('/api/learning/exam-goal', other.token)).body).toEqual({ examDate: null, language: null });
  });

  it('without a date, still says what to practise next', async () => {
    const owner = await candidate();
    const plan = await t.get<PlanAnswer>('/api/learning/plan', owner.token);
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ examDate: null, daysLeft: null });
    expect(plan.body.items.map((i) => i.category)).toEqual([CATEGORIES[0], CATEGORIES[1]]);
  });

  it('counts down to the exam and changes as the candidate practises in the exam language', async () => {
    const owner = await candidate();
    await put(owner.token, { examDate: isoDay(20), language: 'Nepali' });
    const before = (await t.get<PlanAnswer>('/api/learning/plan', owner.token)).body;
    expect(before.daysLeft).toBe(20);
    expect(before.items.map((i) => i.kind)).toEqual(['new_category', 'new_category', 'mock_exam']);

    // A Hindi dialogue does not count for a Nepali exam; a Nepali one in the first category does.
    await createSession(t.db, t.storage, { userId: owner.id, language: 'Hindi', category: CATEGORIES[2], finalScore: 10 });
    await createSession(t.db, t.storage, {
      userId: owner.id,
      language: 'Nepali',
      category: CATEGORIES[0],
      finalScore: 20,
      endTime: new Date(t.clock.now().getTime() - 3_600_000),
      attempts: [
        { score: 6, maxScore: 10, deductions: [{ category: 'omission', severity: 'major', points: 4 }] },
        { score: 14, maxScore: 35 },
      ],
    });
    const after = (await t.get<PlanAnswer>('/api/learning/plan', owner.token)).body;
    expect(after.items.map((i) => [i.kind, i.category])).toEqual([
      ['new_category', CATEGORIES[1]],
      ['new_category', CATEGORIES[2]],
      ['weak_category', CATEGORIES[0]],
      ['reviews', null],
      ['weak_segments', null],
      ['mock_exam', null],
    ]);
  });

  it('shows each user their own progress: categories, directions and the trend', async () => {
    const owner = await candidate();
    const other = await candidate();
    await createSession(t.db, t.storage, {
      userId: owner.id,
      category: 'Health',
      finalScore: 30,
      endTime: new Date(t.clock.now().getTime() - 7_200_000),
      attempts: [
        { score: 18, maxScore: 20, transcription: 'Expected interpretation 1' },
        { score: 12, maxScore: 25 },
      ],
    });
    await createSession(t.db, t.storage, { userId: owner.id, category: 'Housing', finalScore: 20 });
    const answer = await t.get<Record<string, unknown>>('/api/learning/progress', owner.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      categories: [
        { category: 'Housing', average: 20, attempts: 1 },
        { category: 'Health', average: 30, attempts: 1 },
      ],
      // The fixture's first turn is into Hindi, its second into English.
      directions: [
        { direction: 'into_english', percent: 48, turns: 1 },
        { direction: 'into_language', percent: 89.4, turns: 2 },
      ],
      trendChange: null,
      keyUnits: null,
    });
    expect((answer.body.trend as unknown[]).length).toBe(2);
    expect((await t.get('/api/learning/progress', other.token)).body).toEqual({
      categories: [],
      directions: [],
      trend: [],
      trendChange: null,
      keyUnits: null,
    });
  });
});
