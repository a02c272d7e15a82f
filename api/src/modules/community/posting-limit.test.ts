import { discussions, replies } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';

describeWithDatabase('posting limit: 10 discussions and replies per user in 10 minutes', () => {
  const t = new TestApp();
  const count = async () => (await t.db.select().from(discussions)).length + (await t.db.select().from(replies)).length;

  it('refuses the 11th post or reply with 429 and a wait, then allows posting once the window has passed', async () => {
    const { token } = await t.signUp({ email: uniqueEmail() });
    const first = await t.post<{ data: { id: number } }>('/api/discussions', { content: 'Post 1' }, token);
    t.clock.advanceMinutes(3);
    for (let i = 2; i <= 6; i += 1) expect((await t.post('/api/discussions', { content: `Post ${i}` }, token)).status).toBe(201);
    // Replies count toward the same limit.
    for (let i = 1; i <= 4; i += 1) {
      expect((await t.post('/api/replies', { discussion_id: first.body.data.id, content: `Reply ${i}` }, token)).status).toBe(201);
    }
    const before = await count();

    const refused = await t.post('/api/discussions', { content: 'One too many' }, token);
    expect(refused.status).toBe(429);
    // The first post leaves the window 7 minutes from now.
    expect(refused.body.message).toBe('You can post at most 10 discussions and replies in 10 minutes. Please try again in 7 minutes.');
    expect(refused.headers['retry-after']).toBe('420');
    const refusedReply = await t.post('/api/replies', { discussion_id: first.body.data.id, content: 'Me too' }, token);
    expect(refusedReply.status).toBe(429);
    expect(await count()).toBe(before);

    // Another user is not limited by this one's posts.
    const other = await t.signUp({ email: uniqueEmail() });
    expect((await t.post('/api/discussions', { content: 'Hello' }, other.token)).status).toBe(201);

    t.clock.advanceMinutes(7);
    expect((await t.post('/api/discussions', { content: 'Back again' }, token)).status).toBe(201);
    expect((await t.post('/api/discussions', { content: 'And again' }, token)).status).toBe(429);
  });

  it('holds when one user sends many posts at the same moment', async () => {
    t.clock.advanceMinutes(60);
    const { token } = await t.signUp({ email: uniqueEmail() });
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => t.post('/api/discussions', { content: `Burst ${i}` }, token)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5);
  });
});
