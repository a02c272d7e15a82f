import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';
import { hashPassword } from './passwords.js';

const PASSWORD = 'correct horse battery';

describeWithDatabase('login, logout and account verification', () => {
  const t = new TestApp();

  const login = (email: string, password: string, extra: Record<string, unknown> = {}) =>
    t.post<{ token: string; user: Record<string, unknown>; message?: string }>('/api/login', { email, password, ...extra });

  /**
   * Accounts made by sign-up are verified at once; an unverified one can only come from outside
   * the sign-up flow (imported accounts), so the test creates it directly.
   */
  async function createUnverifiedAccount(email: string): Promise<void> {
    await t.db.insert(users).values({ name: 'Unverified Uma', email, passwordHash: await hashPassword(PASSWORD) });
  }

  it('signs in with the right password and returns a token and the user', async () => {
    const email = uniqueEmail();
    const { user } = await t.signUp({ email, password: PASSWORD });
    const response = await login(email.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual(user);
    const me = await t.get<{ data: Record<string, unknown> }>('/api/user', response.body.token);
    expect(me.body.data.email).toBe(email);
  });

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: PASSWORD });
    const wrong = await login(email, 'not the password');
    expect(wrong).toMatchObject({
      status: 422,
      body: { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } },
    });
    expect(wrong.body.token).toBeUndefined();
    const unknown = await login(uniqueEmail('nobody'), PASSWORD);
    expect(unknown).toMatchObject({ status: 422, body: { message: 'These credentials do not match our records.' } });
  });

  it('validates the login form', async () => {
    expect(await login('', PASSWORD)).toMatchObject({ status: 422, body: { message: 'The email field is required.' } });
    expect(await login('someone@', PASSWORD)).toMatchObject({
      status: 422,
      body: { message: 'The email field must be a valid email address.' },
    });
    expect(await t.post('/api/login', { email: uniqueEmail() })).toMatchObject({
      status: 422,
      body: { message: 'The password field is required.' },
    });
  });

  it('tells an unverified account to verify first, even when the client claims isVerified', async () => {
    const email = uniqueEmail('unverified');
    await createUnverifiedAccount(email);
    for (const extra of [{}, { isVerified: true }]) {
      const response = await login(email, PASSWORD, extra);
      expect(response).toMatchObject({ status: 403, body: { message: 'Please verify your email before logging in.' } });
      expect(response.body.token).toBeUndefined();
    }
    // A wrong password does not reveal that the account exists and is unverified.
    expect((await login(email, 'wrong password')).status).toBe(422);
  });

  it('verifies an unverified account with an e-mailed code, after which login works', async () => {
    const email = uniqueEmail('unverified');
    await createUnverifiedAccount(email);
    const sent = await t.post('/api/send-verification-code', { email, fromLogin: true, status: 'unverified' });
    expect(sent.status).toBe(200);
    const code = await t.lastCodeSentTo(email);
    expect((await t.post('/api/verify-code', { email, code })).status).toBe(200);

    const response = await login(email, PASSWORD, { isVerified: true });
    expect(response.status).toBe(200);
    expect(response.body.user.name).toBe('Unverified Uma');

    // The code was used up, and a verified account needs no more codes.
    expect(await t.post('/api/verify-code', { email, code })).toMatchObject({
      status: 422,
      body: { message: 'Invalid verification code.' },
    });
  });

  it('answers /verify-code the same for a registered address and an unknown one (no enumeration)', async () => {
    const registered = uniqueEmail('registered');
    await t.signUp({ email: registered, password: PASSWORD });
    const unknown = uniqueEmail('unknown');
    const answers = await Promise.all([registered, unknown].map((email) => t.post('/api/verify-code', { email, code: '123456' })));
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 422, body: { message: 'Invalid verification code.', errors: { code: ['Invalid verification code.'] } } },
      { status: 422, body: { message: 'Invalid verification code.', errors: { code: ['Invalid verification code.'] } } },
    ]);
  });

  it('sends no verification code to an unknown or already verified address, answering the same', async () => {
    const unknown = uniqueEmail('unknown');
    const verified = uniqueEmail();
    await t.signUp({ email: verified });
    const before = await t.emailsTo(verified);
    for (const email of [unknown, verified]) {
      const sent = await t.post('/api/send-verification-code', { email, fromLogin: true, status: 'unverified' });
      expect(sent).toMatchObject({
        status: 200,
        body: { message: 'If an account with this email exists, a verification code has been sent to it.' },
      });
    }
    expect(await t.emailsTo(unknown)).toBe(0);
    expect(await t.emailsTo(verified)).toBe(before);
  });

  it('throttles repeated wrong passwords for one address and client', async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: PASSWORD });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await login(email, 'wrong password')).status).toBe(422);

    const locked = await login(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes? or reset your password\.$/);

    // Another address from the same client is not affected.
    const other = uniqueEmail();
    await t.signUp({ email: other, password: PASSWORD });
    expect((await login(other, PASSWORD)).status).toBe(200);

    t.clock.advanceMinutes(15);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('logout revokes the presented token only', async () => {
    const email = uniqueEmail();
    const { token: first } = await t.signUp({ email, password: PASSWORD });
    const { body: second } = await login(email, PASSWORD);

    const out = await t.post('/api/logout', undefined, first);
    expect(out).toMatchObject({ status: 200, body: { message: 'Logged out.' } });
    expect(await t.get('/api/user', first)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await t.post('/api/logout', undefined, first)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await t.get('/api/user', second.token)).status).toBe(200);
  });

  it('logout accepts an empty JSON body', async () => {
    const { token } = await t.signUp({ email: uniqueEmail() });
    const response = await t.request({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.status).toBe(200);
  });

  it('answers 401 Unauthenticated. without a token, with an unknown one, or a malformed header', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-real-token' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer' },
    ]) {
      const response = await t.request({ method: 'GET', url: '/api/user', headers });
      expect(response).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    }
    expect(await t.post('/api/logout')).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('a deleted account’s token stops working', async () => {
    const email = uniqueEmail();
    const { token } = await t.signUp({ email });
    await t.db.delete(users).where(eq(users.email, email));
    expect(await t.get('/api/user', token)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});
