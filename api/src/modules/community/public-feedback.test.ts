import { eq } from 'drizzle-orm';
import { categories, dialogues, feedback, practiceSessions, users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';

interface Listed {
  id: number;
  feedback: string;
  user: { name: string } | null;
  session: { dialogue: { id: number; title: string; target_language: string } | null } | null;
  created_at_human: string;
  delete: boolean;
}

const MODERATOR_ID = 1;

describeWithDatabase('public feedback', () => {
  const t = new TestApp({ env: { MODERATOR_USER_IDS: String(MODERATOR_ID) } });
  let moderator: string;
  let dialogue: { id: number; title: string };

  const list = (token?: string) => t.post<{ data: Listed[] }>('/api/get-feedback', undefined, token);
  const hide = (id: number, token?: string) =>
    t.request<{ message: string }>({
      method: 'DELETE',
      url: `/api/feedback/${id}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function candidate(name: string) {
    const { token, user } = await t.signUp({ name, email: uniqueEmail() });
    return { token, id: user.id as number };
  }

  /** A row as POST /feedback (the practice-complete page) writes it, after a practice session. */
  async function feedbackRow(
    userId: number | null,
    text: string,
    options: { isPrivate?: boolean; minutesAgo?: number; session?: boolean } = {},
  ) {
    let sessionId: number | null = null;
    if (options.session !== false) {
      const [session] = await t.db
        .insert(practiceSessions)
        .values({ userId, dialogueId: dialogue.id, mode: 1, status: 'completed' })
        .returning();
      sessionId = session!.id;
    }
    const createdAt = new Date(t.clock.now().getTime() - (options.minutesAgo ?? 0) * 60_000);
    const [row] = await t.db
      .insert(feedback)
      .values({ sessionId, userId, feedback: text, isPrivate: options.isPrivate ?? false, createdAt })
      .returning();
    return row!.id;
  }

  beforeAll(async () => {
    const mod = await t.signUp({ name: 'Moderator', email: uniqueEmail('moderator') });
    expect(mod.user.id).toBe(MODERATOR_ID);
    moderator = mod.token;
    const [category] = await t.db.insert(categories).values({ name: 'Feedback test topic' }).returning();
    const [row] = await t.db
      .insert(dialogues)
      .values({
        source: 'generated',
        language: 'Punjabi',
        categoryId: category!.id,
        title: 'At the pharmacy',
        description: 'Collecting a prescription',
      })
      .returning();
    dialogue = { id: row!.id, title: row!.title };
  });

  afterEach(async () => {
    await t.db.delete(feedback);
  });

  it('lists public feedback newest first, for guests too, never private or hidden feedback', async () => {
    const asha = await candidate('Asha');
    const older = await feedbackRow(asha.id, 'Great practice, the audio was clear.', { minutesAgo: 90 });
    const newer = await feedbackRow(asha.id, '<b>Loved</b> it', { minutesAgo: 5 });
    await feedbackRow(asha.id, 'Private: please call me', { isPrivate: true });
    const hidden = await feedbackRow(asha.id, 'Hidden later', { minutesAgo: 1 });
    await t.db.update(feedback).set({ hiddenAt: t.clock.now() }).where(eq(feedback.id, hidden));

    const guest = await list();
    expect(guest.status).toBe(200);
    expect(guest.body.data).toEqual([
      {
        id: newer,
        feedback: '<b>Loved</b> it',
        user: { name: 'Asha' },
        session: { dialogue: { id: dialogue.id, title: 'At the pharmacy', target_language: 'Punjabi' } },
        created_at_human: '5 minutes ago',
        delete: false,
      },
      expect.objectContaining({ id: older, created_at_human: '1 hour ago', delete: false }),
    ]);
  });

  it('flags delete for the author and moderators only', async () => {
    const asha = await candidate('Asha');
    const bilal = await candidate('Bilal');
    const id = await feedbackRow(asha.id, 'Mine');
    const flag = async (token?: string) => (await list(token)).body.data.find((f) => f.id === id)?.delete;
    expect(await flag(asha.token)).toBe(true);
    expect(await flag(moderator)).toBe(true);
    expect(await flag(bilal.token)).toBe(false);
    expect(await flag()).toBe(false);
  });

  it('lets the author hide their feedback; it leaves the list and stays in the table', async () => {
    const asha = await candidate('Asha');
    const id = await feedbackRow(asha.id, 'Hide me');
    expect(await hide(id, asha.token)).toMatchObject({ status: 200, body: { message: 'Feedback hidden successfully' } });
    expect((await list()).body.data.find((f) => f.id === id)).toBeUndefined();
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ feedback: 'Hide me', hiddenAt: expect.any(Date) });
    // Hiding twice is harmless for the author.
    expect((await hide(id, asha.token)).status).toBe(200);
  });

  it("refuses another user's feedback with 403, lets a moderator hide it", async () => {
    const asha = await candidate('Asha');
    const bilal = await candidate('Bilal');
    const id = await feedbackRow(asha.id, 'Not yours');
    expect(await hide(id, bilal.token)).toMatchObject({ status: 403, body: { message: 'You can only hide your own feedback.' } });
    expect((await list()).body.data.map((f) => f.id)).toEqual([id]);
    expect((await hide(id, moderator)).status).toBe(200);
    expect((await list()).body.data).toEqual([]);
  });

  it("answers 404 for unknown feedback and for another user's private or hidden feedback", async () => {
    const asha = await candidate('Asha');
    const bilal = await candidate('Bilal');
    const secret = await feedbackRow(asha.id, 'Private', { isPrivate: true });
    const gone = await feedbackRow(asha.id, 'Already hidden');
    await hide(gone, asha.token);
    for (const id of [secret, gone, 999_999]) {
      expect(await hide(id, bilal.token)).toMatchObject({ status: 404, body: { message: 'Feedback not found.' } });
    }
    expect(await hide(secret, undefined)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await hide(0, bilal.token)).toMatchObject({ status: 422, body: { message: 'The id must be at least 1.' } });
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, secret));
    expect(row?.hiddenAt).toBeNull();
  });

  it("shows a deleted account's feedback as anonymous (user null), hideable by moderators only", async () => {
    const gone = await candidate('Gone Soon');
    const id = await feedbackRow(gone.id, 'Left a note before leaving');
    await t.db.delete(users).where(eq(users.id, gone.id));
    const asha = await candidate('Asha');
    const [entry] = (await list(asha.token)).body.data;
    expect(entry).toMatchObject({ id, user: null, delete: false });
    expect((await list(moderator)).body.data[0]?.delete).toBe(true);
  });

  it('lists feedback without a session with session null', async () => {
    const asha = await candidate('Asha');
    await feedbackRow(asha.id, 'No session', { session: false });
    expect((await list()).body.data[0]).toMatchObject({ feedback: 'No session', session: null });
  });

  it('lists at most 50 entries, the newest', async () => {
    const asha = await candidate('Asha');
    for (let i = 0; i < 55; i += 1) await feedbackRow(asha.id, `Entry ${i}`, { minutesAgo: i, session: false });
    const data = (await list()).body.data;
    expect(data).toHaveLength(50);
    expect(data[0]?.feedback).toBe('Entry 0');
    expect(data[49]?.feedback).toBe('Entry 49');
  });
});
