import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { practiceSessions } from '../db/schema.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { pino } from 'pino';
import { describeWithDatabase, TestApp, uniqueEmail } from '../test/harness.js';
import { bankDialogueIds, seedLanguages } from '../test/practice-kit.js';

const TOO_MANY = /^Too many requests\. Please try again in \d+ (seconds?|minutes?)\.$/;

describeWithDatabase('rate limits on repeatable writes', () => {
  const t = new TestApp({ env: { RATE_LIMITS: 'true' } });

  it('limits feedback to 20 an hour per user', async () => {
    await seedLanguages(t, ['vietnamese']);
    const { token } = await t.signUp({ email: uniqueEmail() });
    const [dialogueId] = await bankDialogueIds(t, 'Vietnamese');
    const sessionId = (await t.post<{ sessionId: number }>('/api/start-practice', { dialogueId, mode: 1 }, token)).body.sessionId;
    await t.db.update(practiceSessions).set({ status: 'completed', endTime: new Date() }).where(eq(practiceSessions.id, sessionId));
    for (let i = 0; i < 20; i += 1) {
      expect((await t.post('/api/feedback', { session_id: sessionId, feedback: `Edit ${i}`, is_private: 0 }, token)).status).toBe(201);
    }
    const limited = await t.post('/api/feedback', { session_id: sessionId, feedback: 'Once more', is_private: 0 }, token);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await t.signUp({ email: uniqueEmail() });
    expect((await t.post('/api/feedback', { session_id: sessionId, feedback: 'Mine?', is_private: 0 }, other.token)).status).toBe(404);
  });

  it('limits code e-mails to 30 an hour per client, whatever the addresses', async () => {
    const send = (remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: '/api/send-verification-code',
        remoteAddress,
        payload: { name: 'Asha', email: uniqueEmail('code'), fromLogin: false, status: 'singup' },
      });
    for (let i = 0; i < 30; i += 1) expect((await send('10.9.0.1')).status).toBe(200);
    const limited = await send('10.9.0.1');
    expect(limited.status).toBe(429);
    expect((limited.body as { message: string }).message).toMatch(TOO_MANY);
    expect((await send('10.9.0.2')).status).toBe(200);
  });

  it('counts a client across API processes sharing the database (speech requests, 120 a minute)', async () => {
    // A second API process on the same database.
    const second: FastifyInstance = await buildApp({
      config: t.config,
      db: t.db,
      pool: t.pool,
      mailer: new OutboxMailer(t.db, pino({ level: 'silent' })),
      storage: t.storage,
      media: t.media,
      jobs: t.jobs,
      clock: t.clock,
    });
    try {
      const speech = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/vocabulary-terms/99999/speech?side=english', remoteAddress: '10.9.1.1' });
      for (let i = 0; i < 60; i += 1) {
        expect((await speech(t.app)).statusCode).toBe(404);
        expect((await speech(second)).statusCode).toBe(404);
      }
      const limited = await speech(second);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(TOO_MANY);
      t.clock.advanceMinutes(1);
      expect((await speech(t.app)).statusCode).toBe(404);
    } finally {
      await second.close();
    }
  });
});
