import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';

const OLD_PASSWORD = 'old password 1';
const NEW_PASSWORD = 'new password 2';

describeWithDatabase('password reset', () => {
  const t = new TestApp();

  const requestReset = (email: string) => t.post('/api/send-verification-code', { email, fromLogin: true, status: 'reset' });
  const reset = (email: string, code: string, extra: Record<string, unknown> = {}) =>
    t.post('/api/reset-password', { email, code, password: NEW_PASSWORD, ...extra });
  const login = (email: string, password: string) => t.post<{ token?: string }>('/api/login', { email, password });

  it('e-mails a reset code and sets the new password with it', async () => {
    const email = uniqueEmail();
    const { token: oldToken } = await t.signUp({ email, password: OLD_PASSWORD });

    const sent = await requestReset(email);
    expect(sent).toMatchObject({
      status: 200,
      body: { message: 'If an account with this email exists, a verification code has been sent to it.' },
    });
    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe('Your CCL Practice password reset code');
    const code = await t.lastCodeSentTo(email);

    expect(await reset(email, code)).toMatchObject({
      status: 200,
      body: { message: 'Password reset successfully. You can now log in.' },
    });
    expect((await login(email, OLD_PASSWORD)).status).toBe(422);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    // Every session of the account ends with the old password.
    expect(await t.get('/api/user', oldToken)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    // The code is used up.
    expect(await reset(email, code, { password: 'third password' })).toMatchObject({
      status: 422,
      body: { message: 'Invalid verification code.' },
    });
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const unknown = uniqueEmail('unknown');
    const sent = await requestReset(unknown);
    expect(sent).toMatchObject({
      status: 200,
      body: { message: 'If an account with this email exists, a verification code has been sent to it.' },
    });
    expect(await t.emailsTo(unknown)).toBe(0);
    // The resend limit behaves the same too, so a 429 reveals nothing either.
    expect((await requestReset(unknown)).status).toBe(429);
    expect(await reset(unknown, '123456')).toMatchObject({ status: 422, body: { message: 'Invalid verification code.' } });
  });

  it('keeps the old password when the code is wrong or the new password is invalid', async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: OLD_PASSWORD });
    await requestReset(email);
    const code = await t.lastCodeSentTo(email);
    const wrong = code === '000000' ? '000001' : '000000';

    expect(await reset(email, wrong)).toMatchObject({ status: 422, body: { message: 'Invalid verification code.' } });
    expect(await reset(email, code, { password: 'short' })).toMatchObject({
      status: 422,
      body: { message: 'The password must be at least 8 characters.' },
    });
    expect(await reset(email, code, { password_confirmation: 'different password' })).toMatchObject({
      status: 422,
      body: { message: 'The password confirmation does not match.' },
    });
    expect((await login(email, OLD_PASSWORD)).status).toBe(200);

    // With a matching confirmation (optional) it goes through.
    expect((await reset(email, code, { password_confirmation: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses an expired reset code', async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: OLD_PASSWORD });
    await requestReset(email);
    const code = await t.lastCodeSentTo(email);
    t.clock.advanceMinutes(16);
    expect(await reset(email, code)).toMatchObject({
      status: 422,
      body: { message: 'This verification code has expired. Please request a new one.' },
    });
    expect((await login(email, OLD_PASSWORD)).status).toBe(200);
  });

  it('a reset code is not a sign-up code, nor the other way round', async () => {
    const email = uniqueEmail();
    await t.post('/api/send-verification-code', { email, status: 'singup' });
    const signupCode = await t.lastCodeSentTo(email);
    // No account yet: reset answers as for any unknown address.
    expect((await reset(email, signupCode)).status).toBe(422);
  });
});
