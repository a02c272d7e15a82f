import { sql } from 'drizzle-orm';
import { siteCounters } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';

describeWithDatabase('landing counters and credit configuration', () => {
  const t = new TestApp({ env: { FREE_CREDIT_AMOUNT: '25', CREDIT_COST_PER_DIALOGUE: '2' } });

  it('GET /api/stats answers { success, data: { total_dialogues, total_ai_scoring } } without a login', async () => {
    const before = await t.get<{ success: boolean; data: { total_dialogues: number; total_ai_scoring: number } }>('/api/stats');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ success: true, data: { total_dialogues: 0, total_ai_scoring: expect.any(Number) } });

    // AI scorings are counted by the site counter the scoring jobs raise (modules/scoring).
    await t.db
      .insert(siteCounters)
      .values({ name: 'total_ai_scoring', value: 3 })
      .onConflictDoUpdate({ target: siteCounters.name, set: { value: sql`${siteCounters.value} + 3` } });
    const after = await t.get<{ data: { total_ai_scoring: number } }>('/api/stats');
    expect(after.body.data.total_ai_scoring).toBe(before.body.data.total_ai_scoring + 3);
  });

  it('GET /api/credit-config answers the configured amounts', async () => {
    const response = await t.get('/api/credit-config');
    expect(response).toEqual({
      status: 200,
      headers: expect.anything(),
      body: { success: true, data: { free_credit_amount: 25, credit_cost_per_dialogue: 2 } },
    });
  });

  it('a sign-up receives FREE_CREDIT_AMOUNT credits', async () => {
    const { user } = await t.signUp({ email: uniqueEmail() });
    expect(user.available_credits).toBe(25);
  });
});
