import { eq, inArray } from 'drizzle-orm';
import {
  accessTokens,
  creditTransactions,
  deductions,
  dialogues,
  discussions,
  emailOutbox,
  feedback,
  practiceSessions,
  replies,
  segmentAttempts,
  segmentDrills,
  siteCounters,
  users,
} from '../../db/schema.js';
import { CreditLedger } from '../credits/ledger.js';
import { createSession } from '../../test/session-fixtures.js';
import { describeWithDatabase, TestApp, uniqueEmail, type Response } from '../../test/harness.js';

const PASSWORD = 'correct horse battery';

describeWithDatabase('account: credit history, settings, deletion', () => {
  const t = new TestApp({ env: { FREE_CREDIT_AMOUNT: '5' } });

  async function candidate(name = 'Test Candidate'): Promise<{ token: string; id: number; email: string }> {
    const email = uniqueEmail();
    const { token } = await t.signUp({ email, name, password: PASSWORD });
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { token, id: row!.id, email };
  }

  function put(url: string, payload: unknown, token?: string): Promise<Response> {
    return t.request({ method: 'PUT', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  function del(url: string, payload: unknown, token?: string): Promise<Response> {
    return t.request({ method: 'DELETE', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  const login = (email: string, password: string) => t.post<{ token?: string; message?: string }>('/api/login', { email, password });

  describe('GET /api/user/credit-transactions', () => {
    it('needs a login', async () => {
      expect((await t.get('/api/user/credit-transactions')).body).toEqual({ message: 'Unauthenticated.' });
    });

    it("answers the user's transactions newest first, with the spec's fields, never another user's", async () => {
      const me = await candidate();
      const other = await candidate();
      const ledger = new CreditLedger(t.db);
      await ledger.record(t.db, {
        userId: me.id,
        type: 'purchase',
        description: 'Basic package',
        credits: 20,
        stripePaymentIntentId: `pi_${me.id}_3MtwBwLkdIwHu7ix28a3tqPa`,
        amountPaid: 2500,
        currency: 'aud',
      });
      await ledger.record(t.db, { userId: me.id, type: 'usage', description: 'AI scoring of dialogue #4', credits: -1 });
      await ledger.record(t.db, { userId: other.id, type: 'usage', description: 'Not mine', credits: -1 });

      const response = await t.get<{ success: boolean; data: Array<Record<string, unknown>> }>('/api/user/credit-transactions', me.token);
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      // Written in one instant they share created_at; the id breaks the tie, newest first.
      expect(response.body.data.map((row) => row.description)).toEqual([
        'AI scoring of dialogue #4',
        'Basic package',
        'Free credits on sign-up',
      ]);
      expect(response.body.data[1]).toEqual({
        id: expect.any(Number),
        type: 'purchase',
        description: 'Basic package',
        credits: 20,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        stripe_payment_intent_id: `pi_${me.id}_3MtwBwLkdIwHu7ix28a3tqPa`,
        amount_paid: 2500,
        currency: 'aud',
      });
      expect(response.body.data[0]).toMatchObject({
        type: 'usage',
        credits: -1,
        stripe_payment_intent_id: null,
        amount_paid: null,
        currency: null,
      });
      expect(response.body.data[2]).toMatchObject({ type: 'bonus', credits: 5 });
    });

    it('orders by time first', async () => {
      const me = await candidate();
      const [bonus] = await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, me.id));
      await t.db.insert(creditTransactions).values({
        userId: me.id,
        type: 'usage',
        description: 'Earlier, inserted later',
        credits: -1,
        createdAt: new Date(bonus!.createdAt.getTime() - 60_000),
      });
      const response = await t.get<{ data: Array<{ description: string }> }>('/api/user/credit-transactions', me.token);
      expect(response.body.data.map((row) => row.description)).toEqual(['Free credits on sign-up', 'Earlier, inserted later']);
    });
  });

  describe('PUT /api/settings', () => {
    it('needs a login', async () => {
      expect((await put('/api/settings', { name: 'X' })).status).toBe(401);
    });

    it('changes the name (trimmed) and answers the user', async () => {
      const me = await candidate('Old Name');
      const response = await put('/api/settings', { name: '  New Name  ' }, me.token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        message: 'Settings updated successfully!',
        data: expect.objectContaining({ id: me.id, name: 'New Name', email: me.email }),
      });
      expect((await t.get<{ data: { name: string } }>('/api/user', me.token)).body.data.name).toBe('New Name');
    });

    it('stores the last used language in its canonical spelling, whatever the case', async () => {
      const me = await candidate();
      const response = await put('/api/settings', { last_used_language: 'hINDI' }, me.token);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ last_used_language: 'Hindi' });
      const [row] = await t.db.select({ language: users.lastUsedLanguage, name: users.name }).from(users).where(eq(users.id, me.id));
      expect(row).toEqual({ language: 'Hindi', name: 'Test Candidate' });
    });

    it.each([
      [{}, 'The name field is required.'],
      [{ name: '   ' }, 'The name field is required.'],
      [{ name: 'x'.repeat(101) }, 'The name field must not be greater than 100 characters.'],
      [{ name: 42 }, 'The name field must be a string.'],
      [{ last_used_language: 'Klingon' }, 'The selected last used language is invalid.'],
      [{ last_used_language: 7 }, 'The last used language field must be a string.'],
      [
        { name: 'Asha', password: 'short', password_confirmation: 'short', current_password: PASSWORD },
        'The password must be at least 8 characters.',
      ],
      [
        { name: 'Asha', password: 'long enough', password_confirmation: 'different one', current_password: PASSWORD },
        'The password confirmation does not match.',
      ],
      [{ name: 'Asha', password: 'long enough', current_password: PASSWORD }, 'The password confirmation does not match.'],
      // Issue #19: a token alone cannot change the password; common and space-only passwords are refused.
      [
        { name: 'Asha', password: 'a new passphrase', password_confirmation: 'a new passphrase' },
        'The current password field is required to change the password.',
      ],
      [
        { name: 'Asha', password: 'a new passphrase', password_confirmation: 'a new passphrase', current_password: 'a wrong guess' },
        'The current password is incorrect.',
      ],
      ...['password', '12345678', 'Password1', 'qwertyuiop'].map((common): [Record<string, unknown>, string] => [
        { name: 'Asha', password: common, password_confirmation: common, current_password: PASSWORD },
        'This password is one of the most common and easily guessed. Please choose another.',
      ]),
      [
        { name: 'Asha', password: '        ', password_confirmation: '        ', current_password: PASSWORD },
        'The password must contain at least 8 characters other than spaces.',
      ],
      [
        { name: 'Asha', password: ' a b c d ', password_confirmation: ' a b c d ', current_password: PASSWORD },
        'The password must contain at least 8 characters other than spaces.',
      ],
      [[1, 2], 'The request body must be a JSON object.'],
    ])('refuses %j with a 422 and changes nothing', async (payload, message) => {
      const me = await candidate('Unchanged');
      const response = await put('/api/settings', payload, me.token);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe(message);
      const [row] = await t.db.select({ name: users.name, language: users.lastUsedLanguage }).from(users).where(eq(users.id, me.id));
      expect(row).toEqual({ name: 'Unchanged', language: null });
      expect((await login(me.email, PASSWORD)).status).toBe(200);
    });

    it('leaves the password alone when it is blank, and changes it when given with its confirmation', async () => {
      const me = await candidate();
      expect((await put('/api/settings', { name: 'Same', password: '', password_confirmation: '' }, me.token)).status).toBe(200);
      expect((await login(me.email, PASSWORD)).status).toBe(200);

      const other = await login(me.email, PASSWORD); // another device, signed in before the change
      const changed = await put(
        '/api/settings',
        { name: 'Same', password: 'a new passphrase', password_confirmation: 'a new passphrase', current_password: PASSWORD },
        me.token,
      );
      expect(changed.status).toBe(200);

      expect((await login(me.email, PASSWORD)).body.message).toBe('These credentials do not match our records.');
      expect((await login(me.email, 'a new passphrase')).status).toBe(200);
      // The device that changed it stays signed in; the others are signed out.
      expect((await t.get('/api/user', me.token)).status).toBe(200);
      expect((await t.get('/api/user', other.body.token)).body).toEqual({ message: 'Unauthenticated.' });
    });
  });

  describe('DELETE /api/delete-account', () => {
    async function richAccount() {
      const me = await candidate('To Be Deleted');
      const recording = Buffer.from('OggS my voice');
      const session = await createSession(t.db, t.storage, {
        userId: me.id,
        attempts: [
          {
            transcription: 'What I said',
            recording,
            deductions: [{ category: 'omission', severity: 'minor', points: 1, words: 'my words' }],
          },
          { transcription: 'More', recording },
        ],
      });
      // A stray file in the session's folder (a raw upload, say) goes too.
      await t.storage.put(`recordings/session-${session.sessionId}/upload.webm`, recording, 'audio/webm');
      const [generated] = await t.db
        .insert(dialogues)
        .values({
          source: 'generated',
          ownerUserId: me.id,
          language: 'Hindi',
          categoryId: (await t.db.select().from(dialogues).where(eq(dialogues.id, session.dialogueId)))[0]!.categoryId,
          title: 'Mine',
          description: 'Generated for me',
        })
        .returning({ id: dialogues.id });
      await t.db.insert(feedback).values({ sessionId: session.sessionId, userId: me.id, feedback: 'My private thoughts', isPrivate: true });
      const [discussion] = await t.db
        .insert(discussions)
        .values({ userId: me.id, content: 'My question' })
        .returning({ id: discussions.id });
      await t.db.insert(replies).values({ discussionId: discussion!.id, userId: me.id, content: 'My reply' });
      await t.db.insert(siteCounters).values({ name: `test-counter-${me.id}`, value: 3 });
      return { me, session, generatedId: generated!.id, discussionId: discussion!.id };
    }

    it('needs a login', async () => {
      expect((await del('/api/delete-account', { password: PASSWORD, confirm: 'DELETE' })).status).toBe(401);
    });

    it.each([
      [{ password: 'not my password', confirm: 'DELETE' }, 'The password is incorrect.'],
      [{ password: PASSWORD, confirm: 'delete' }, 'Type DELETE to confirm.'],
      [{ password: PASSWORD, confirm: 'DELET' }, 'Type DELETE to confirm.'],
      [{ confirm: 'DELETE' }, 'The password field is required.'],
      [{ password: PASSWORD }, 'The confirm field is required.'],
      [{ password: PASSWORD, confirm: '' }, 'The confirm field is required.'],
      [undefined, 'The password field is required. (and 1 more error)'],
    ])('refuses %j with a 422 and changes nothing', async (payload, message) => {
      const { me, session } = await richAccount();
      const response = await del('/api/delete-account', payload, me.token);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe(message);
      expect((await t.get('/api/user', me.token)).status).toBe(200);
      expect(await t.storage.get(session.recordingKeys[0]!)).not.toBeNull();
      const [attempt] = await t.db.select().from(segmentAttempts).where(eq(segmentAttempts.id, session.attemptIds[0]!));
      expect(attempt!.userTranscription).toBe('What I said');
    });

    it("deletes the user's data, recordings and tokens, keeps anonymous aggregates, and cannot be undone", async () => {
      const { me, session, generatedId, discussionId } = await richAccount();
      // A drill's answer (learning module) is a recording too.
      const drillKey = 'recordings/drills/drill-account-test.ogg';
      await t.storage.put(drillKey, Buffer.from('OggS drill'), 'audio/ogg');
      await t.db
        .insert(segmentDrills)
        .values({ userId: me.id, segmentId: session.segmentIds[1]!, status: 'scored', userAudioPath: drillKey });
      const stillScoring = await createSession(t.db, t.storage, {
        userId: me.id,
        status: 'scoring',
        finalScore: null,
        attempts: [{ transcription: null, feedback: null, score: null, recording: Buffer.from('OggS pending') }],
      });
      const statsBefore = (await t.get<{ data: { total_ai_scoring: number } }>('/api/stats')).body.data.total_ai_scoring;
      const neighbour = await candidate('Neighbour');
      const neighbours = await createSession(t.db, t.storage, {
        userId: neighbour.id,
        attempts: [{ recording: Buffer.from('OggS neighbour') }],
      });
      const secondDevice = (await login(me.email, PASSWORD)).body.token!;

      const response = await del('/api/delete-account', { password: PASSWORD, confirm: 'DELETE' }, me.token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Your account has been deleted.' });

      // Signed out everywhere, and the account is gone.
      expect((await t.get('/api/user', me.token)).body).toEqual({ message: 'Unauthenticated.' });
      expect((await t.get('/api/user', secondDevice)).body).toEqual({ message: 'Unauthenticated.' });
      expect((await login(me.email, PASSWORD)).status).toBe(422);
      expect(await t.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
      expect(await t.db.select().from(accessTokens).where(eq(accessTokens.userId, me.id))).toEqual([]);
      expect(await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, me.id))).toEqual([]);
      expect(await t.db.select().from(feedback).where(eq(feedback.sessionId, session.sessionId))).toEqual([]);
      expect(await t.db.select().from(discussions).where(eq(discussions.id, discussionId))).toEqual([]);
      expect(await t.db.select().from(replies).where(eq(replies.discussionId, discussionId))).toEqual([]);
      expect(await t.db.select().from(dialogues).where(eq(dialogues.id, generatedId))).toEqual([]);
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, me.email))).toEqual([]);

      // Recordings and what was said in them are gone; the anonymous session and its scores stay.
      for (const key of session.recordingKeys) expect(await t.storage.get(key)).toBeNull();
      expect(await t.storage.get(`recordings/session-${session.sessionId}/upload.webm`)).toBeNull();
      expect(await t.storage.get(drillKey)).toBeNull();
      expect(await t.db.select().from(segmentDrills).where(eq(segmentDrills.userId, me.id))).toEqual([]);
      const [kept] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, session.sessionId));
      expect(kept).toMatchObject({ userId: null, finalScore: 20, status: 'scored' });
      const attempts = await t.db.select().from(segmentAttempts).where(inArray(segmentAttempts.id, session.attemptIds));
      expect(attempts.map((a) => [a.userAudioPath, a.userTranscription, a.evaluationFeedback, a.scoreForSegment])).toEqual([
        [null, null, null, 10],
        [null, null, null, 10],
      ]);
      const ledger = await t.db.select().from(deductions).where(inArray(deductions.attemptId, session.attemptIds));
      expect(ledger.map((d) => [d.category, d.severity, d.points, d.words])).toEqual([['omission', 'minor', 1, null]]);
      expect(
        await t.db
          .select()
          .from(siteCounters)
          .where(eq(siteCounters.name, `test-counter-${me.id}`)),
      ).toHaveLength(1);
      expect((await t.get<{ data: { total_ai_scoring: number } }>('/api/stats')).body.data.total_ai_scoring).toBe(statsBefore);
      // A scoring still running stops: nothing more is written into the anonymous session.
      const [stopped] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, stillScoring.sessionId));
      expect(stopped).toMatchObject({ userId: null, status: 'failed', scoringError: 'The account was deleted before scoring finished.' });
      expect(await t.storage.get(stillScoring.recordingKeys[0]!)).toBeNull();

      // Nobody else's data moved.
      expect(await t.storage.get(neighbours.recordingKeys[0]!)).not.toBeNull();
      expect((await t.get<{ data: unknown[] }>('/api/generate-result', neighbour.token)).body.data).toHaveLength(1);

      // The same token cannot try again, and the address can sign up afresh.
      expect((await del('/api/delete-account', { password: PASSWORD, confirm: 'DELETE' }, me.token)).status).toBe(401);
      await expect(t.signUp({ email: me.email, password: PASSWORD })).resolves.toMatchObject({ user: { available_credits: 5 } });
    });

    it('only ever deletes the caller: a user id in the body is ignored', async () => {
      const me = await candidate();
      const other = await candidate();
      const response = await del(
        '/api/delete-account',
        { password: PASSWORD, confirm: 'DELETE', user_id: other.id, id: other.id },
        me.token,
      );
      expect(response.status).toBe(200);
      expect((await t.get('/api/user', other.token)).status).toBe(200);
    });
  });
});
