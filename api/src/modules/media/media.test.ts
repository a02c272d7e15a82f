import { describeWithDatabase, TestApp } from '../../test/harness.js';

describeWithDatabase('GET /api/media/* (stored audio)', () => {
  const t = new TestApp();
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

  beforeAll(async () => {
    if (!t.storage) return;
    await t.storage.put('speech/dialogue-1/1.ogg', bytes, 'audio/ogg');
    await t.storage.put('recordings/session-1/segment-2.ogg', bytes, 'audio/ogg');
  });

  it('serves public speech with its content type and range requests', async () => {
    const whole = await t.request({ method: 'GET', url: '/api/media/speech/dialogue-1/1.ogg' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/ogg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe('1000');

    const part = await t.request({ method: 'GET', url: '/api/media/speech/dialogue-1/1.ogg', headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.headers['content-length']).toBe('100');

    const suffix = await t.request({ method: 'GET', url: '/api/media/speech/dialogue-1/1.ogg', headers: { range: 'bytes=-10' } });
    expect(suffix.headers['content-range']).toBe('bytes 990-999/1000');

    const beyond = await t.request({ method: 'GET', url: '/api/media/speech/dialogue-1/1.ogg', headers: { range: 'bytes=5000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');
  });

  it('answers 404 with a message for a missing file', async () => {
    const missing = await t.get('/api/media/speech/dialogue-1/99.ogg');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'File not found.' });
  });

  it('serves a recording only through an unexpired signed link', async () => {
    const unsigned = await t.get('/api/media/recordings/session-1/segment-2.ogg');
    expect(unsigned.status).toBe(403);
    expect(unsigned.body.message).toMatch(/expired or is not valid/);

    const signed = t.media.signed('recordings/session-1/segment-2.ogg')!;
    const ok = await t.request({ method: 'GET', url: signed });
    expect(ok.status).toBe(200);
    expect(ok.headers['cache-control']).toContain('private');

    const otherFile = signed.replace('segment-2', 'segment-3');
    expect((await t.request({ method: 'GET', url: otherFile })).status).toBe(403);

    const expired = t.media.signed('recordings/session-1/segment-2.ogg', Date.now() - 7 * 3600 * 1000)!;
    expect((await t.request({ method: 'GET', url: expired })).status).toBe(403);
  });

  it('refuses keys that climb out of the storage folder', async () => {
    const climbing = await t.get('/api/media/speech/../recordings/session-1/segment-2.ogg');
    expect([403, 404]).toContain(climbing.status);
  });
});
