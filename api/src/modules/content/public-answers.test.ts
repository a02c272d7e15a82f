import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { seedContentBank } from '../../content/seed.js';
import { dialogues, practiceSessions, users } from '../../db/schema.js';
import { fixtureBank } from '../../test/content-fixture.js';
import { describeWithDatabase, TestApp, uniqueEmail } from '../../test/harness.js';

interface ListJson {
  dialogues: { data: Array<{ id: number; title: string; practiced_session_for_current_user: { final_score: number } | null }> };
}

/** The public reads with guests' answers kept in memory (PUBLIC_CACHE_SECONDS), as `npm start` runs them. */
describeWithDatabase('public reads served from memory', () => {
  const t = new TestApp({ env: { PUBLIC_CACHE_SECONDS: '1', CREDIT_COST_PER_DIALOGUE: '2' } });
  let ids: number[];
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  const scoreOf = (list: ListJson, id: number) => list.dialogues.data.find((d) => d.id === id)?.practiced_session_for_current_user;

  beforeAll(async () => {
    await seedContentBank(t.db, fixtureBank(['Hindi']));
    ids = (await t.db.select({ id: dialogues.id }).from(dialogues).orderBy(asc(dialogues.id))).map((r) => r.id);
    const signUp = async () => {
      const { token, user } = await t.signUp({ email: uniqueEmail() });
      return { token, id: user.id as number };
    };
    alice = await signUp();
    bob = await signUp();
    await t.db
      .insert(practiceSessions)
      .values({ userId: alice.id, dialogueId: ids[0]!, mode: 0, status: 'scored', endTime: new Date(), finalScore: 41 });
  });

  it('a signed-in list keeps its own scores, private; guests and other users never get them', async () => {
    // Alice asks first: if her answer were kept, the guest and Bob below would be served it.
    const forAlice = await t.get<ListJson>('/api/dialogues/hindi?per_page=50', alice.token);
    expect(scoreOf(forAlice.body, ids[0]!)).toEqual({ final_score: 41, score_label: 'assessed' });
    expect(forAlice.headers['cache-control']).toBe('private, no-cache');
    expect(forAlice.headers.vary).toBe('authorization, accept-encoding');
    expect(forAlice.headers.etag).toBeUndefined();

    const forGuest = await t.get<ListJson>('/api/dialogues/hindi?per_page=50');
    expect(forGuest.body.dialogues.data).toHaveLength(ids.length);
    expect(forGuest.body.dialogues.data.every((d) => d.practiced_session_for_current_user === null)).toBe(true);
    expect(forGuest.headers['cache-control']).toBe('public, no-cache');
    expect(forGuest.headers.vary).toBe('authorization, accept-encoding');

    const forBob = await t.get<ListJson>('/api/dialogues/hindi?per_page=50', bob.token);
    expect(scoreOf(forBob.body, ids[0]!)).toBeNull();
    // With the guests' answer now kept, Alice still gets hers.
    const again = await t.get<ListJson>('/api/dialogues/hindi?per_page=50', alice.token);
    expect(scoreOf(again.body, ids[0]!)).toEqual({ final_score: 41, score_label: 'assessed' });
  });

  it('a guest revalidating with the ETag gets 304 and no body; a changed answer gets a new ETag', async () => {
    const first = await t.get('/api/dialogues/hindi');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await t.app.inject({ method: 'GET', url: '/api/dialogues/hindi', headers: { 'if-none-match': `W/${etag}, "x"` } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);

    const other = await t.app.inject({ method: 'GET', url: '/api/dialogues/hindi?page=2', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    // A signed-in viewer is never answered 304 on a guest's ETag: their answer differs.
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/dialogues/hindi',
      headers: { 'if-none-match': etag, authorization: `Bearer ${alice.token}` },
    });
    expect(signedIn.statusCode).toBe(200);

    for (const url of ['/api/vocabulary?language=hindi', '/api/stats']) {
      const answer = await t.get(url);
      expect({ url, status: answer.status, cacheControl: answer.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cacheControl: 'public, no-cache',
      });
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': answer.headers.etag as string } });
      expect({ url, status: again.statusCode }).toEqual({ url, status: 304 });
    }
  });

  it('a guest answer is served from memory for PUBLIC_CACHE_SECONDS, then made again without a guest waiting on the database', async () => {
    const titleOf = async () => (await t.post<{ data: { title: string } }>('/api/fetch-dialogue', { id: ids[1]! })).body.data.title;
    const before = await titleOf();
    await t.db.update(dialogues).set({ title: 'Renamed while kept' }).where(eq(dialogues.id, ids[1]!));
    expect(await titleOf()).toBe(before);
    // A signed-in viewer reads the database.
    expect((await t.post<{ data: { title: string } }>('/api/fetch-dialogue', { id: ids[1]! }, bob.token)).body.data.title).toBe(
      'Renamed while kept',
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));

    // Past PUBLIC_CACHE_SECONDS, with the database busy (a write holding the table): the kept answer
    // goes out at once while it is made again. Had the guest waited for the database, this would hang.
    const writer = await t.pool.connect();
    try {
      await writer.query('begin');
      await writer.query('lock table dialogues in access exclusive mode');
      expect(await titleOf()).toBe(before);
    } finally {
      await writer.query('commit');
      writer.release();
    }
    // Once made again, guests get the new answer.
    let title = before;
    for (let tries = 0; tries < 40 && title === before; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      title = await titleOf();
    }
    expect(title).toBe('Renamed while kept');
  });

  it('a transcript’s giveFree is the viewer’s own: a guest never gets a user’s true', async () => {
    await t.db.update(users).set({ availableCredits: 5 }).where(eq(users.id, alice.id));
    const forAlice = await t.post<{ giveFree: boolean }>('/api/transcript', { dialogueId: ids[2]! }, alice.token);
    expect(forAlice.body.giveFree).toBe(true);
    expect(forAlice.headers['cache-control']).toBe('private, no-cache');
    const forGuest = await t.post<{ giveFree: boolean }>('/api/transcript', { dialogueId: ids[2]! });
    expect(forGuest.body.giveFree).toBe(false);
    await t.db.update(users).set({ availableCredits: 0 }).where(eq(users.id, bob.id));
    expect((await t.post<{ giveFree: boolean }>('/api/transcript', { dialogueId: ids[2]! }, bob.token)).body.giveFree).toBe(false);
  });

  it('answers are compressed as the browser accepts (brotli first, then gzip), each the same JSON; tiny ones and other clients get it as is', async () => {
    const url = '/api/vocabulary?language=hindi';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(1024);

    const asBrowser = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(asBrowser.headers['content-encoding']).toBe('br');
    expect(asBrowser.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(asBrowser.headers.vary).toBe('authorization, accept-encoding');
    expect(brotliDecompressSync(asBrowser.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(asBrowser.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 3);
    // Each representation has its own ETag; either revalidates the answer behind it.
    expect(asBrowser.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);
    for (const tag of [asBrowser.headers.etag, plain.headers.etag] as string[]) {
      const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': tag } });
      expect({ tag, status: again.statusCode, etag: again.headers.etag }).toEqual({ tag, status: 304, etag: asBrowser.headers.etag });
    }

    const gzipOnly = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).equals(plain.rawPayload)).toBe(true);

    const other = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.rawPayload.equals(plain.rawPayload)).toBe(true);

    const tiny = await t.app.inject({ method: 'GET', url: '/api/stats', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toMatchObject({ success: true });
  });

  it("a signed-in viewer's own answer is compressed too, and stays theirs", async () => {
    const url = '/api/dialogues/hindi?per_page=50';
    const headers = { 'accept-encoding': 'br', authorization: `Bearer ${alice.token}` };
    const forAlice = await t.app.inject({ method: 'GET', url, headers });
    expect(forAlice.headers['content-encoding']).toBe('br');
    expect(forAlice.headers['cache-control']).toBe('private, no-cache');
    const list = JSON.parse(brotliDecompressSync(forAlice.rawPayload).toString('utf8')) as ListJson;
    expect(scoreOf(list, ids[0]!)).toEqual({ final_score: 41, score_label: 'assessed' });

    const forGuest = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const guestList = JSON.parse(brotliDecompressSync(forGuest.rawPayload).toString('utf8')) as ListJson;
    expect(scoreOf(guestList, ids[0]!)).toBeNull();
  });

  it('errors are not kept: an unknown dialogue stays 404 for everyone', async () => {
    for (const token of [undefined, undefined, alice.token]) {
      expect(await t.post('/api/fetch-dialogue', { id: 999_999 }, token)).toMatchObject({ status: 404 });
    }
  });
});
