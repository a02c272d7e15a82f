import { eq } from 'drizzle-orm';
import { discussionUpvotes, replyUpvotes } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';

interface Toggle {
  upvoted: boolean;
  count: number;
}
interface Post {
  id: number;
  upvotes: { user_id: number }[];
  has_upvoted: boolean;
}
interface Page {
  data: (Post & { replies: Post[] })[];
}

describeWithDatabase('upvotes', () => {
  const t = new TestApp();
  const people: { token: string; id: number }[] = [];
  let discussionId: number;
  let replyId: number;

  const upvoteDiscussion = (token: string, id = discussionId) => t.post<Toggle>('/api/discussion-upvotes', { discussion_id: id }, token);
  const upvoteReply = (token: string, id = replyId) => t.post<Toggle>('/api/reply-upvotes', { reply_id: id }, token);
  const discussionVotes = async () => t.db.select().from(discussionUpvotes).where(eq(discussionUpvotes.discussionId, discussionId));
  const replyVotes = async () => t.db.select().from(replyUpvotes).where(eq(replyUpvotes.replyId, replyId));
  async function seenBy(token: string) {
    const page = await t.get<Page>('/api/discussions', token);
    const discussion = page.body.data.find((d) => d.id === discussionId)!;
    return { discussion, reply: discussion.replies.find((r) => r.id === replyId)! };
  }

  beforeAll(async () => {
    for (const name of ['Asha', 'Bilal', 'Chen']) {
      const { token, user } = await t.signUp({ name, email: uniqueEmail() });
      people.push({ token, id: user.id as number });
    }
    discussionId = (await t.post<{ data: { id: number } }>('/api/discussions', { content: 'Upvote me' }, people[0]!.token)).body.data.id;
    replyId = (await t.post<{ data: { id: number } }>('/api/replies', { discussion_id: discussionId, content: 'And me' }, people[0]!.token))
      .body.data.id;
  });

  afterEach(async () => {
    await t.db.delete(discussionUpvotes);
    await t.db.delete(replyUpvotes);
  });

  it('toggles a discussion upvote on and off, one per user', async () => {
    const [asha, bilal] = people;
    expect(await upvoteDiscussion(bilal!.token)).toMatchObject({ status: 200, body: { upvoted: true, count: 1 } });
    expect((await upvoteDiscussion(asha!.token)).body).toEqual({ upvoted: true, count: 2 });
    const seen = await seenBy(bilal!.token);
    expect(seen.discussion.has_upvoted).toBe(true);
    expect(seen.discussion.upvotes).toEqual([{ user_id: bilal!.id }, { user_id: asha!.id }]);

    expect((await upvoteDiscussion(bilal!.token)).body).toEqual({ upvoted: false, count: 1 });
    expect((await seenBy(bilal!.token)).discussion).toMatchObject({ has_upvoted: false, upvotes: [{ user_id: asha!.id }] });
    expect((await seenBy(asha!.token)).discussion.has_upvoted).toBe(true);
  });

  it('toggles a reply upvote separately from its discussion', async () => {
    const [, bilal] = people;
    expect((await upvoteReply(bilal!.token)).body).toEqual({ upvoted: true, count: 1 });
    const seen = await seenBy(bilal!.token);
    expect(seen.reply).toMatchObject({ has_upvoted: true, upvotes: [{ user_id: bilal!.id }] });
    expect(seen.discussion).toMatchObject({ has_upvoted: false, upvotes: [] });
    expect((await upvoteReply(bilal!.token)).body).toEqual({ upvoted: false, count: 0 });
  });

  it('ends consistent when one user fires many toggles at once: each request flips once', async () => {
    const [, bilal] = people;
    const odd = await Promise.all(Array.from({ length: 9 }, () => upvoteDiscussion(bilal!.token)));
    expect(odd.every((r) => r.status === 200)).toBe(true);
    // Nine flips from "not upvoted" end upvoted, with exactly one row.
    expect(await discussionVotes()).toHaveLength(1);
    expect(odd.filter((r) => r.body.upvoted)).toHaveLength(5);
    expect((await seenBy(bilal!.token)).discussion).toMatchObject({ has_upvoted: true, upvotes: [{ user_id: bilal!.id }] });

    const even = await Promise.all(Array.from({ length: 8 }, () => upvoteReply(bilal!.token)));
    expect(even.every((r) => r.status === 200 && r.body.count <= 1)).toBe(true);
    expect(await replyVotes()).toHaveLength(0);
    expect((await seenBy(bilal!.token)).reply).toMatchObject({ has_upvoted: false, upvotes: [] });
  });

  it('counts every user when several upvote at the same moment', async () => {
    const answers = await Promise.all(people.flatMap((p) => [upvoteDiscussion(p.token), upvoteReply(p.token)]));
    expect(answers.every((r) => r.status === 200 && r.body.upvoted)).toBe(true);
    expect(await discussionVotes()).toHaveLength(3);
    expect(await replyVotes()).toHaveLength(3);
    const seen = await seenBy(people[2]!.token);
    expect(seen.discussion.upvotes.map((u) => u.user_id).sort()).toEqual(people.map((p) => p.id).sort());
    expect(seen.reply.upvotes).toHaveLength(3);
    expect((await upvoteDiscussion(people[0]!.token)).body).toEqual({ upvoted: false, count: 2 });
  });

  it('answers unknown posts with 404 and bad ids with 422, recording nothing', async () => {
    const { token } = people[0]!;
    expect(await upvoteDiscussion(token, 999_999)).toMatchObject({ status: 404, body: { message: 'Discussion not found.' } });
    expect(await upvoteReply(token, 999_999)).toMatchObject({ status: 404, body: { message: 'Reply not found.' } });
    expect(await t.post('/api/discussion-upvotes', {}, token)).toMatchObject({
      status: 422,
      body: { message: 'The discussion id field is required.' },
    });
    expect(await t.post('/api/reply-upvotes', { reply_id: 'x' }, token)).toMatchObject({
      status: 422,
      body: { message: 'The reply id must be a number.' },
    });
    expect(await t.post('/api/reply-upvotes', { discussion_id: replyId }, token)).toMatchObject({
      status: 422,
      body: { message: 'The reply id field is required.' },
    });
    expect(await discussionVotes()).toHaveLength(0);
    expect(await replyVotes()).toHaveLength(0);
  });

  it('removes the upvotes with their post', async () => {
    const { token } = people[1]!;
    const other = (await t.post<{ data: { id: number } }>('/api/discussions', { content: 'Short-lived' }, token)).body.data.id;
    await upvoteDiscussion(people[0]!.token, other);
    await t.request({ method: 'DELETE', url: `/api/discussions/${other}`, headers: { authorization: `Bearer ${token}` } });
    expect(await t.db.select().from(discussionUpvotes).where(eq(discussionUpvotes.discussionId, other))).toEqual([]);
    expect(await upvoteDiscussion(people[0]!.token, other)).toMatchObject({ status: 404 });
  });
});
