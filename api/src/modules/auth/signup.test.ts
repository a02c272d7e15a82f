import { eq } from 'drizzle-orm';
import { accessTokens, creditTransactions, users, verificationCodes } from '../../db/schema.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';

const PASSWORD = 'secret-password';

describeWithDatabase('sign-up', () => {
  const t = new TestApp({ env: { FREE_CREDIT_AMOUNT: '99' } });

  async function requestCode(email: string, name = 'Priya') {
    return t.post('/api/send-verification-code', { name, email, fromLogin: false, status: 'singup' });
  }

  function signup(email: string, code: string, overrides: Record<string, unknown> = {}) {
    return t.post<{ token: string; user: Record<string, unknown>; message?: string }>('/api/signup', {
      name: 'Priya',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      code,
      ...overrides,
    });
  }

  async function userCount(email: string) {
    return (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;
  }

  it('creates a verified account with the code read from the e-mail, and signs it in', async () => {
    const email = uniqueEmail();
    const sent = await requestCode(email);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: 'Verification code sent.' });

    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe('Your CCL Practice verification code');
    const code = await t.lastCodeSentTo(email);
    expect(mail?.text).toContain(`Your CCL Practice verification code is ${code}. It expires in 15 minutes.`);
    expect(mail?.text).toContain('Hello Priya,');

    const verified = await t.post('/api/verify-code', { email, code });
    expect(verified).toMatchObject({ status: 200, body: { message: 'Code verified.' } });

    const created = await signup(email, code);
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body.user).toEqual({
      id: expect.any(Number),
      name: 'Priya',
      email,
      plan: 'Free',
      available_credits: 99,
      total_credits_purchased: 0,
      scoring_used: 0,
      last_used_language: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/),
    });

    const me = await t.get<{ data: Record<string, unknown> }>('/api/user', created.body.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(created.body.user);

    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('keeps only hashes of the code and the token, never the secrets themselves', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await t.lastCodeSentTo(email);
    const [stored] = await t.db
      .select({ codeHash: verificationCodes.codeHash })
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    expect(stored?.codeHash).toBeTruthy();
    expect(stored!.codeHash).not.toContain(code);

    const created = await signup(email, code);
    expect(created.status).toBe(201);
    const userId = created.body.user.id as number;
    const tokens = await t.db.select({ tokenHash: accessTokens.tokenHash }).from(accessTokens).where(eq(accessTokens.userId, userId));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).not.toContain(created.body.token);
    expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$|^\$argon2/);
  });

  it('records the free credits as a bonus credit transaction', async () => {
    const { user } = await t.signUp({ email: uniqueEmail() });
    const rows = await t.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, user.id as number));
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'bonus',
        description: 'Free credits on sign-up',
        credits: 99,
        stripePaymentIntentId: null,
        amountPaid: null,
        currency: null,
      }),
    ]);
  });

  it('treats the address case-insensitively and stores it lower-cased', async () => {
    const email = uniqueEmail('MixedCase');
    const { user } = await t.signUp({ email: email.toUpperCase() });
    expect(user.email).toBe(email.toLowerCase());
    const again = await requestCode(email);
    expect(again.status).toBe(422);
  });

  it('refuses a code request for a registered address', async () => {
    const email = uniqueEmail();
    await t.signUp({ email });
    const sent = await requestCode(email);
    expect(sent).toMatchObject({
      status: 422,
      body: {
        message: 'This email is already registered. Please log in.',
        errors: { email: ['This email is already registered. Please log in.'] },
      },
    });
  });

  it('refuses to sign up a registered address even with a valid code', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await t.lastCodeSentTo(email);
    expect((await signup(email, code)).status).toBe(201);
    const second = await signup(email, code, { name: 'Someone Else' });
    expect(second).toMatchObject({ status: 422, body: { message: 'This email is already registered. Please log in.' } });
  });

  it('verify-code checks without using the code up; signup uses it up', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await t.lastCodeSentTo(email);
    expect((await t.post('/api/verify-code', { email, code })).status).toBe(200);
    expect((await t.post('/api/verify-code', { email, code })).status).toBe(200);
    expect((await signup(email, code)).status).toBe(201);
  });

  it('requires a code sent to that very address', async () => {
    const email = uniqueEmail();
    const other = uniqueEmail();
    await requestCode(other);
    const code = await t.lastCodeSentTo(other);
    const attempt = await signup(email, code);
    expect(attempt).toMatchObject({
      status: 422,
      body: { message: 'Invalid verification code.', errors: { code: ['Invalid verification code.'] } },
    });
    expect(await userCount(email)).toBe(0);
  });

  it('rejects a wrong code and creates nothing', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await t.lastCodeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await t.post('/api/verify-code', { email, code: wrong })).toMatchObject({
      status: 422,
      body: { message: 'Invalid verification code.' },
    });
    expect(await signup(email, wrong)).toMatchObject({ status: 422, body: { message: 'Invalid verification code.' } });
    expect(await userCount(email)).toBe(0);
  });

  it('rejects an expired code (after 15 minutes)', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await t.lastCodeSentTo(email);
    t.clock.advanceMinutes(14);
    expect((await t.post('/api/verify-code', { email, code })).status).toBe(200);
    t.clock.advanceMinutes(1);
    const expired = await t.post('/api/verify-code', { email, code });
    expect(expired).toMatchObject({
      status: 422,
      body: { message: 'This verification code has expired. Please request a new one.' },
    });
    expect(await signup(email, code)).toMatchObject({
      status: 422,
      body: { message: 'This verification code has expired. Please request a new one.' },
    });
    expect(await userCount(email)).toBe(0);

    // A new code works again.
    await requestCode(email);
    const fresh = await t.lastCodeSentTo(email);
    expect((await signup(email, fresh)).status).toBe(201);
  });

  it('locks a code after 5 wrong tries, even for the right code, until a new one is requested', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await t.lastCodeSentTo(email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await t.post('/api/verify-code', { email, code: wrong })).toMatchObject({
        status: 422,
        body: { message: 'Invalid verification code.' },
      });
    }
    const fifth = await t.post('/api/verify-code', { email, code: wrong });
    expect(fifth).toMatchObject({ status: 429, body: { message: 'Too many incorrect attempts. Please request a new code.' } });

    expect(await t.post('/api/verify-code', { email, code })).toMatchObject({
      status: 429,
      body: { message: 'Too many incorrect attempts. Please request a new code.' },
    });
    expect((await signup(email, code)).status).toBe(429);
    expect(await userCount(email)).toBe(0);

    t.clock.advanceSeconds(61);
    await requestCode(email);
    const fresh = await t.lastCodeSentTo(email);
    expect((await t.post('/api/verify-code', { email, code: fresh })).status).toBe(200);
  });

  it('limits resends: one per minute and five per hour', async () => {
    const email = uniqueEmail();
    expect((await requestCode(email)).status).toBe(200);

    const tooSoon = await requestCode(email);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Please wait \d+ seconds? before requesting another code\.$/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.emailsTo(email)).toBe(1);

    for (let send = 2; send <= 5; send += 1) {
      t.clock.advanceSeconds(61);
      expect((await requestCode(email)).status).toBe(200);
    }
    t.clock.advanceSeconds(61);
    const sixth = await requestCode(email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(
      /^Too many verification codes have been requested for this email\. Please try again in \d+ minutes?\.$/,
    );
    expect(await t.emailsTo(email)).toBe(5);

    // The hour counts from the first code of the window.
    t.clock.advanceMinutes(60);
    expect((await requestCode(email)).status).toBe(200);
    expect(await t.emailsTo(email)).toBe(6);
  });

  it('a new code replaces the previous one', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const first = await t.lastCodeSentTo(email);
    t.clock.advanceSeconds(61);
    await requestCode(email);
    const second = await t.lastCodeSentTo(email);
    if (first !== second) {
      expect((await t.post('/api/verify-code', { email, code: first })).status).toBe(422);
    }
    expect((await t.post('/api/verify-code', { email, code: second })).status).toBe(200);
  });

  describe('validation', () => {
    it('explains each wrong field of a sign-up, and creates nothing', async () => {
      const email = uniqueEmail();
      await requestCode(email);
      const code = await t.lastCodeSentTo(email);

      expect(await signup('not-an-address', code)).toMatchObject({
        status: 422,
        body: {
          message: 'The email field must be a valid email address.',
          errors: { email: ['The email field must be a valid email address.'] },
        },
      });
      expect(await signup(email, code, { password: 'short', password_confirmation: 'short' })).toMatchObject({
        status: 422,
        body: {
          message: 'The password must be at least 8 characters.',
          errors: { password: ['The password must be at least 8 characters.'] },
        },
      });
      expect(await signup(email, code, { password_confirmation: 'something-else' })).toMatchObject({
        status: 422,
        body: {
          message: 'The password confirmation does not match.',
          errors: { password_confirmation: ['The password confirmation does not match.'] },
        },
      });
      expect(await signup(email, code, { password_confirmation: undefined })).toMatchObject({
        status: 422,
        body: { message: 'The password confirmation does not match.' },
      });
      expect(await signup(email, code, { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) })).toMatchObject({
        status: 422,
        body: { message: 'The password may not be greater than 128 characters.' },
      });
      expect(await signup(email, code, { name: '   ' })).toMatchObject({ status: 422, body: { message: 'The name field is required.' } });
      expect(await signup(email, '12ab56')).toMatchObject({ status: 422, body: { message: 'The code must be 6 digits.' } });
      expect(await userCount(email)).toBe(0);

      // None of that used the code up.
      expect((await signup(email, code)).status).toBe(201);
    });

    it('lists every problem when several fields are wrong', async () => {
      const response = await t.post<{ message: string; errors: Record<string, string[]> }>('/api/signup', {});
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('The name field is required. (and 4 more errors)');
      expect(response.body.errors).toEqual({
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        password: ['The password field is required.'],
        password_confirmation: ['The password confirmation does not match.'],
        code: ['The code field is required.'],
      });
    });

    it('explains a wrong code request', async () => {
      expect(await t.post('/api/send-verification-code', { email: 'nope', status: 'singup' })).toMatchObject({
        status: 422,
        body: { message: 'The email field must be a valid email address.' },
      });
      expect(await t.post('/api/send-verification-code', { email: uniqueEmail() })).toMatchObject({
        status: 422,
        body: { message: 'The status field is required.' },
      });
      expect(await t.post('/api/send-verification-code', { email: uniqueEmail(), status: 'signup' })).toMatchObject({
        status: 422,
        body: { message: 'The status must be one of: singup, unverified, reset.' },
      });
      expect(await t.post('/api/verify-code', { email: uniqueEmail() })).toMatchObject({
        status: 422,
        body: { message: 'The code field is required.' },
      });
    });

    it('accepts the code as a number, restoring leading zeros', async () => {
      const email = uniqueEmail();
      await requestCode(email);
      const code = await t.lastCodeSentTo(email);
      expect((await t.post('/api/verify-code', { email, code: Number(code) })).status).toBe(200);
    });

    it('refuses text PostgreSQL cannot store with a 422, not a server error', async () => {
      const response = await t.post('/api/send-verification-code', { name: 'Nul\u0000Byte', email: uniqueEmail(), status: 'singup' });
      expect(response).toMatchObject({ status: 422, body: { message: 'The name field contains an invalid character.' } });
    });
  });
});
