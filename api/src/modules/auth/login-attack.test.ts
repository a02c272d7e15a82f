import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { PASSWORD_BUSY_MESSAGE } from './password-slots.js';

const PASSWORD = 'correct horse battery';

/** The login attacks of issue #19: parallel guesses, spraying, many IPs, a flood. */
describeWithDatabase('login under attack', () => {
  const t = new TestApp();

  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.request<{ message?: string; token?: string }>({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  function statuses(responses: Array<{ status: number }>): Record<number, number> {
    const counts: Record<number, number> = {};
    for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }

  it.each([40, 200])('%i parallel logins for one address check at most 5 passwords', async (parallel) => {
    const email = uniqueEmail();
    await t.signUp({ email, password: PASSWORD });
    const guesses = Array.from({ length: parallel }, (_, i) => (i === parallel - 1 ? PASSWORD : `wrong guess ${i}`));
    const counts = statuses(await Promise.all(guesses.map((guess) => login(email, guess, '10.0.0.1'))));
    expect((counts[422] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(parallel - 5);
  });

  it('stops one client trying many addresses after 30 wrong passwords', async () => {
    const tries = Array.from({ length: 34 }, () => uniqueEmail('sprayed'));
    const answers = [];
    for (const email of tries) answers.push(await login(email, 'password1', '10.0.0.2'));
    expect(answers.slice(0, 30).every((answer) => answer.status === 422)).toBe(true);
    expect(answers.slice(30).map((answer) => answer.status)).toEqual([429, 429, 429, 429]);
    // Another client is not affected.
    expect((await login(uniqueEmail('sprayed'), 'password1', '10.0.0.3')).status).toBe(422);
  });

  it('stops guesses for one address spread over many clients after 20', async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: PASSWORD });
    for (let i = 0; i < 20; i += 1) expect((await login(email, `guess ${i}`, `10.1.0.${i}`)).status).toBe(422);
    const locked = await login(email, PASSWORD, '10.1.1.1');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes? or reset your password\.$/);
    t.clock.advanceMinutes(15);
    expect((await login(email, PASSWORD, '10.1.1.1')).status).toBe(200);
  });

  it('a right password gives its attempt back: signing in often from one client never locks it', async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: PASSWORD });
    // One more than the per-client limit (30): argon2 makes each take a moment.
    for (let i = 0; i < 31; i += 1) expect((await login(email, PASSWORD, '10.0.0.9')).status).toBe(200);
  }, 120_000);

  // The figure (GET / under a flood of 300 logins) is printed by `npm run bench:mixed -w api`.
  it('a flood of logins from many clients is refused fast: the site answers while the flood is still running', async () => {
    let lastLoginAnsweredAt = 0;
    const flood = Array.from({ length: 200 }, (_, i) =>
      login(uniqueEmail('flood'), 'whatever', `10.2.${Math.floor(i / 250)}.${i % 250}`).then((answer) => {
        lastLoginAnsweredAt = Date.now();
        return answer;
      }),
    );
    const page = await t.request({ method: 'GET', url: '/' });
    const pageAnsweredAt = Date.now();
    const answers = await Promise.all(flood);
    expect(page.status).toBeLessThan(500);
    expect(pageAnsweredAt).toBeLessThan(lastLoginAnsweredAt);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.body).toEqual({ message: PASSWORD_BUSY_MESSAGE });
    expect(busy[0]!.headers['retry-after']).toBe('2');
    expect(answers.every((answer) => answer.status === 503 || answer.status === 422)).toBe(true);
  });
});
