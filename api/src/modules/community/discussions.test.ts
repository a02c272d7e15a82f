import { eq } from 'drizzle-orm';
import { discussions, replies } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail, type Response } from '../../test/harness.js';

interface Post {
  id: number;
  content: string;
  user: { id: number; name: string; verified: boolean };
  created_at_human: string;
  upvotes: { user_id: number }[];
  has_upvoted: boolean;
  can_delete: boolean;
}
interface Discussion extends Post {
  replies: Post[];
}
interface Page {
  data: Discussion[];
  current_page: number;
  last_page: number;
}

// A fresh database per file: the first account signed up is id 1 (the moderator), the second id 2
// (the verified team account).
const MODERATOR_ID = 1;
const TEAM_ID = 2;

describeWithDatabase('discussions and replies', () => {
  const t = new TestApp({ env: { MODERATOR_USER_IDS: String(MODERATOR_ID), VERIFIED_USER_ID: String(TEAM_ID) } });
  let moderator: string;
  let team: string;

  const remove = (url: string, token?: string) =>
    t.request<{ message: string }>({ method: 'DELETE', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const page = (token?: string, query = '') => t.get<Page>(`/api/discussions${query}`, token);
  const post = (token: string, content: string) => t.post<{ data: Discussion }>('/api/discussions', { content }, token);
  const reply = (token: string, discussionId: number, content: string) =>
    t.post<{ data: Post }>('/api/replies', { discussion_id: discussionId, content }, token);
  const find = (body: Page, id: number) => body.data.find((d) => d.id === id);

  async function candidate(name: string): Promise<{ token: string; id: number }> {
    const { token, user } = await t.signUp({ name, email: uniqueEmail() });
    return { token, id: user.id as number };
  }

  beforeAll(async () => {
    const mod = await t.signUp({ name: 'Moderator', email: uniqueEmail('moderator') });
    const teamAccount = await t.signUp({ name: 'CCL Practice Team', email: uniqueEmail('team') });
    // The ids the configuration above names; a different numbering would make the role tests meaningless.
    expect([mod.user.id, teamAccount.user.id]).toEqual([MODERATOR_ID, TEAM_ID]);
    moderator = mod.token;
    team = teamAccount.token;
  });

  it('posts a discussion (201) and lists it for its author, another user and a guest', async () => {
    const asha = await candidate('Asha');
    const created = await post(asha.token, '  How long did your results take?  ');
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      content: 'How long did your results take?',
      user: { id: asha.id, name: 'Asha', verified: false },
      created_at_human: 'just now',
      upvotes: [],
      has_upvoted: false,
      can_delete: true,
      replies: [],
    });
    const id = created.body.data.id;

    const mine = await page(asha.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ current_page: 1, last_page: 1 });
    expect(find(mine.body, id)).toEqual(created.body.data);

    const bilal = await candidate('Bilal');
    expect(find((await page(bilal.token)).body, id)).toMatchObject({ can_delete: false, has_upvoted: false });
    expect(find((await page(moderator)).body, id)).toMatchObject({ can_delete: true });
    const guest = await page();
    expect(guest.status).toBe(200);
    expect(find(guest.body, id)).toMatchObject({ content: 'How long did your results take?', can_delete: false, has_upvoted: false });
  });

  it('keeps text exactly as typed (HTML included) apart from the surrounding spaces', async () => {
    const asha = await candidate('Asha');
    const html = '<script>alert("x")</script> <b>bold</b> & 5 > 3\nसमय ✓';
    const created = await post(asha.token, `\n ${html} \t`);
    expect(created.status).toBe(201);
    const [row] = await t.db.select().from(discussions).where(eq(discussions.id, created.body.data.id));
    expect(row?.content).toBe(html);
    expect(find((await page()).body, created.body.data.id)?.content).toBe(html);
  });

  it('answers replies under their discussion, oldest first, with their own flags', async () => {
    const asha = await candidate('Asha');
    const bilal = await candidate('Bilal');
    const { id } = (await post(asha.token, 'Tips for the Health topic?')).body.data;

    const first = await reply(bilal.token, id, 'Learn the body parts vocabulary.');
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      content: 'Learn the body parts vocabulary.',
      user: { id: bilal.id, name: 'Bilal', verified: false },
      created_at_human: 'just now',
      upvotes: [],
      has_upvoted: false,
      can_delete: true,
    });
    t.clock.advanceMinutes(2);
    const second = await reply(asha.token, id, 'Thanks!');
    t.clock.advanceMinutes(3);

    const seenByAsha = find((await page(asha.token)).body, id)!;
    expect(seenByAsha.replies.map((r) => [r.content, r.created_at_human, r.can_delete])).toEqual([
      ['Learn the body parts vocabulary.', '5 minutes ago', false],
      ['Thanks!', '3 minutes ago', true],
    ]);
    expect(seenByAsha.created_at_human).toBe('5 minutes ago');
    expect(seenByAsha.replies[1]?.id).toBe(second.body.data.id);
    const seenByGuest = find((await page()).body, id)!;
    expect(seenByGuest.replies.every((r) => !r.can_delete)).toBe(true);
  });

  it('marks the configured team account as verified, and nobody else', async () => {
    const { id } = (await post(team, 'Welcome to the CCL Practice community!')).body.data;
    const asha = await candidate('Asha');
    await reply(asha.token, id, 'Thank you');
    const seen = find((await page()).body, id)!;
    expect(seen.user).toEqual({ id: TEAM_ID, name: 'CCL Practice Team', verified: true });
    expect(seen.replies[0]?.user.verified).toBe(false);
  });

  it('refuses blank, too long and malformed posts with 422 and a message, storing nothing', async () => {
    const asha = await candidate('Asha');
    const before = (await t.db.select().from(discussions)).length;
    const cases: [unknown, string][] = [
      [{}, 'The content field is required.'],
      [{ content: '   \n ' }, 'The content field is required.'],
      [{ content: 42 }, 'The content field must be a string.'],
      [{ content: 'x'.repeat(2001) }, 'The content field must not be greater than 2000 characters.'],
      [{ content: 'nul \u0000 inside' }, 'The content field contains an invalid character.'],
      [[1, 2], 'The request body must be a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const response = await t.post('/api/discussions', body, asha.token);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 422, message });
    }
    expect((await t.db.select().from(discussions)).length).toBe(before);

    // 2,000 characters is the limit in characters as typed: 2,000 emoji (4,000 UTF-16 units) fit.
    expect((await post(asha.token, '😀'.repeat(2000))).status).toBe(201);
    expect((await post(asha.token, `  ${'a'.repeat(2000)}  `)).status).toBe(201);
  });

  it('refuses bad replies: unknown discussion 404, bad ids and text 422', async () => {
    const asha = await candidate('Asha');
    const { id } = (await post(asha.token, 'A discussion')).body.data;
    const replyCount = async () => (await t.db.select().from(replies).where(eq(replies.discussionId, id))).length;

    const unknown = await reply(asha.token, 999_999, 'Hello?');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Discussion not found.' } });
    const cases: [unknown, string][] = [
      [{ content: 'no id' }, 'The discussion id field is required.'],
      [{ discussion_id: 'abc', content: 'x' }, 'The discussion id must be a number.'],
      [{ discussion_id: 1.5, content: 'x' }, 'The discussion id must be a whole number.'],
      [{ discussion_id: 0, content: 'x' }, 'The discussion id must be at least 1.'],
      [{ discussion_id: 2 ** 31, content: 'x' }, 'The discussion id is too large.'],
      [{ discussion_id: id, content: '' }, 'The content field is required.'],
    ];
    for (const [body, message] of cases) {
      const response = await t.post('/api/replies', body, asha.token);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 422, message });
    }
    expect(await replyCount()).toBe(0);
    // A numeric string is an id too (form posts send strings).
    expect((await t.post('/api/replies', { discussion_id: String(id), content: 'ok' }, asha.token)).status).toBe(201);
    expect(await replyCount()).toBe(1);
  });

  it('lets guests read but not write: 401 Unauthenticated.', async () => {
    const asha = await candidate('Asha');
    const { id } = (await post(asha.token, 'Guests may read this')).body.data;
    const replyId = (await reply(asha.token, id, 'and this')).body.data.id;
    const attempts: Response[] = await Promise.all([
      t.post('/api/discussions', { content: 'guest post' }),
      t.post('/api/replies', { discussion_id: id, content: 'guest reply' }),
      t.post('/api/discussion-upvotes', { discussion_id: id }),
      t.post('/api/reply-upvotes', { reply_id: replyId }),
      remove(`/api/discussions/${id}`),
      remove(`/api/replies/${replyId}`),
      t.post('/api/discussions', { content: 'bad token' }, 'not-a-token'),
    ]);
    for (const response of attempts) expect(response).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(find((await page()).body, id)?.replies).toHaveLength(1);
  });

  describe('deleting', () => {
    it('lets the author delete their reply and discussion, with replies and upvotes', async () => {
      const asha = await candidate('Asha');
      const bilal = await candidate('Bilal');
      const { id } = (await post(asha.token, 'Delete me later')).body.data;
      const mine = (await reply(asha.token, id, 'my reply')).body.data.id;
      const theirs = (await reply(bilal.token, id, 'their reply')).body.data.id;
      await t.post('/api/reply-upvotes', { reply_id: theirs }, asha.token);
      await t.post('/api/discussion-upvotes', { discussion_id: id }, bilal.token);

      expect(await remove(`/api/replies/${mine}`, asha.token)).toMatchObject({ status: 200, body: { message: 'Reply deleted' } });
      expect(find((await page()).body, id)?.replies.map((r) => r.id)).toEqual([theirs]);

      expect(await remove(`/api/discussions/${id}`, asha.token)).toMatchObject({ status: 200, body: { message: 'Discussion deleted' } });
      expect(find((await page()).body, id)).toBeUndefined();
      expect(await t.db.select().from(replies).where(eq(replies.discussionId, id))).toEqual([]);
      expect(await remove(`/api/discussions/${id}`, asha.token)).toMatchObject({ status: 404, body: { message: 'Discussion not found.' } });
      expect(await remove(`/api/replies/${theirs}`, bilal.token)).toMatchObject({ status: 404, body: { message: 'Reply not found.' } });
    });

    it("refuses another user's discussion and reply with 403, changing nothing", async () => {
      const asha = await candidate('Asha');
      const bilal = await candidate('Bilal');
      const { id } = (await post(asha.token, 'Not yours')).body.data;
      const replyId = (await reply(asha.token, id, 'Not yours either')).body.data.id;

      expect(await remove(`/api/discussions/${id}`, bilal.token)).toMatchObject({
        status: 403,
        body: { message: 'You can only delete your own posts.' },
      });
      expect(await remove(`/api/replies/${replyId}`, bilal.token)).toMatchObject({
        status: 403,
        body: { message: 'You can only delete your own posts.' },
      });
      // The verified team account is not a moderator.
      expect((await remove(`/api/discussions/${id}`, team)).status).toBe(403);
      expect(find((await page()).body, id)?.replies).toHaveLength(1);
    });

    it('lets a moderator delete anyone’s reply and discussion', async () => {
      const asha = await candidate('Asha');
      const { id } = (await post(asha.token, 'Spam')).body.data;
      const replyId = (await reply(asha.token, id, 'More spam')).body.data.id;
      expect((await remove(`/api/replies/${replyId}`, moderator)).status).toBe(200);
      expect((await remove(`/api/discussions/${id}`, moderator)).status).toBe(200);
      expect(find((await page()).body, id)).toBeUndefined();
    });

    it('answers malformed ids with 422', async () => {
      const asha = await candidate('Asha');
      expect(await remove('/api/discussions/abc', asha.token)).toMatchObject({
        status: 422,
        body: { message: 'The id must be a whole number.' },
      });
      expect(await remove('/api/replies/0', asha.token)).toMatchObject({ status: 422, body: { message: 'The id must be at least 1.' } });
      expect(await remove('/api/replies/99999999999', asha.token)).toMatchObject({
        status: 422,
        body: { message: 'The id is too large.' },
      });
    });
  });
});

describeWithDatabase('discussion pages', () => {
  const t = new TestApp();
  let token: string;
  const ids: number[] = [];

  beforeAll(async () => {
    token = (await t.signUp({ name: 'Chen', email: uniqueEmail() })).token;
    for (let i = 1; i <= 23; i += 1) {
      const created = await t.post<{ data: { id: number } }>('/api/discussions', { content: `Discussion ${i}` }, token);
      ids.push(created.body.data.id);
      t.clock.advanceMinutes(10); // past the posting limit, and a distinct time for each
    }
  });

  it('pages newest first, 10 a page', async () => {
    const first = await t.get<Page>('/api/discussions', token);
    expect(first.body.current_page).toBe(1);
    expect(first.body.last_page).toBe(3);
    expect(first.body.data.map((d) => d.content)).toEqual(Array.from({ length: 10 }, (_, i) => `Discussion ${23 - i}`));
    const third = await t.get<Page>('/api/discussions?page=3', token);
    expect(third.body).toMatchObject({ current_page: 3, last_page: 3 });
    expect(third.body.data.map((d) => d.content)).toEqual(['Discussion 3', 'Discussion 2', 'Discussion 1']);
  });

  it('answers a page past the last with the last page, saying so in current_page', async () => {
    const beyond = await t.get<Page>('/api/discussions?page=99');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ current_page: 3, last_page: 3 });
    expect(beyond.body.data).toHaveLength(3);
  });

  it('refuses pages that are not whole numbers of at least 1', async () => {
    for (const [query, message] of [
      ['?page=0', 'The page must be at least 1.'],
      ['?page=-2', 'The page must be a whole number.'],
      ['?page=two', 'The page must be a whole number.'],
      ['?page=1.5', 'The page must be a whole number.'],
      ['?page=1&page=2', 'The page must be a whole number.'],
    ]) {
      const response = await t.get(`/api/discussions${query}`);
      expect({ query, status: response.status, message: response.body.message }).toEqual({ query, status: 422, message });
    }
    expect((await t.get<Page>('/api/discussions?page=')).body.current_page).toBe(1);
  });

  it('reads a page in the same number of queries however many replies and upvotes it holds', async () => {
    // Every statement drizzle runs goes through pool.query: count them around one request.
    const queries = async () => {
      // A first request refreshes the token's last_used_at after clock moves; count a steady one.
      await t.get('/api/discussions?page=2', token);
      const original = t.pool.query;
      let n = 0;
      t.pool.query = ((...args: Parameters<typeof original>) => {
        n += 1;
        return (original as (...a: unknown[]) => unknown).apply(t.pool, args);
      }) as typeof original;
      try {
        const response = await t.get<Page>('/api/discussions?page=2', token);
        expect(response.status).toBe(200);
      } finally {
        t.pool.query = original;
      }
      return n;
    };
    const lone = await t.post<{ data: { id: number } }>('/api/replies', { discussion_id: ids[12], content: 'the only reply' }, token);
    await t.post('/api/reply-upvotes', { reply_id: lone.body.data.id }, token);
    const sparse = await queries();
    const voters = await Promise.all(Array.from({ length: 3 }, async () => (await t.signUp({ email: uniqueEmail() })).token));
    for (const id of ids.slice(3, 13)) {
      for (const voter of voters) {
        const r = await t.post<{ data: { id: number } }>('/api/replies', { discussion_id: id, content: 'reply' }, voter);
        await t.post('/api/reply-upvotes', { reply_id: r.body.data.id }, token);
        await t.post('/api/discussion-upvotes', { discussion_id: id }, voter);
      }
      t.clock.advanceMinutes(10);
    }
    const busy = await queries();
    const seen = await t.get<Page>('/api/discussions?page=2', token);
    expect(seen.body.data.every((d) => d.replies.length >= 3 && d.upvotes.length === 3 && d.replies.every((r) => r.has_upvoted))).toBe(
      true,
    );
    expect(busy).toBe(sparse);
    // The token lookup, then count, discussions, replies and the two upvote lists.
    expect(busy).toBeLessThanOrEqual(6);
  });
});

describeWithDatabase('an empty forum', () => {
  const t = new TestApp();

  it('is one empty page, whatever page is asked for', async () => {
    for (const query of ['', '?page=1', '?page=5']) {
      const response = await t.get<Page>(`/api/discussions${query}`);
      expect(response).toMatchObject({ status: 200, body: { data: [], current_page: 1, last_page: 1 } });
    }
  });
});
