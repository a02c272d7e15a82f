import net from 'node:net';
import { describeWithDatabase, TestApp, uniqueEmail } from '../test/harness.js';
import { INVALID_KEY_MESSAGE } from '../modules/media/routes.js';
import { DEFAULT_HTTP_LIMITS } from './server-limits.js';

/** Sends raw bytes on a new socket and resolves with everything the server answers until it closes. */
function rawRequest(port: number, bytes: string, { holdMs = 0 } = {}): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    if (holdMs) setTimeout(() => socket.destroy(), holdMs);
  });
}

describeWithDatabase('the HTTP layer under malformed and slow requests', () => {
  // Deadlines shortened so the test waits seconds, not a minute; the behaviour is the same.
  const t = new TestApp({
    deps: { httpLimits: { ...DEFAULT_HTTP_LIMITS, headersTimeoutMs: 1_000, requestTimeoutMs: 1_500, idleTimeoutMs: 5_000 } },
  });
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  it('answers 408 and closes a request whose body stalls', async () => {
    const { answer, closedAfterMs } = await rawRequest(
      port,
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
      { holdMs: 20_000 },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(10_000);
  });

  it('answers 408 and closes a connection whose headers never end', async () => {
    const { answer } = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: a', { holdMs: 20_000 });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 413 for a JSON body over 64 KB', async () => {
    const big = await t.post('/api/login', { email: 'a@example.com', password: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'The request body is too large.' });
  });

  it('answers 400 with a clear message for multipart without a boundary or cut short', async () => {
    const { token } = await t.signUp({ email: uniqueEmail() });
    const noBoundary = await t.request({
      method: 'POST',
      url: '/api/practice/submit',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
      payload: '--x\r\nContent-Disposition: form-data; name="sessionId"\r\n\r\n1\r\n--x--\r\n',
    });
    expect(noBoundary.status).toBe(400);
    expect((noBoundary.body as { message: string }).message).toMatch(/^The multipart form could not be read \(.+\)\.$/);

    const unterminated = await t.request({
      method: 'POST',
      url: '/api/practice/submit',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="user_audio"; filename="recording.ogg"\r\nContent-Type: audio/ogg\r\n\r\nOggS partial',
    });
    expect(unterminated.status).toBe(400);
    expect((unterminated.body as { message: string }).message).toMatch(/^The multipart form could not be read/);
  });

  it.each([
    'speech/./x.ogg',
    './x.ogg',
    'speech/a%00.ogg',
    'speech/..%5crecordings/session-1/segment-2.ogg',
    'speech/a%5cb.ogg',
    'speech//x.ogg',
  ])('answers 400 for the media key %s', async (key) => {
    // Raw, as curl --path-as-is sends it: an HTTP library would resolve the dots first.
    const { answer } = await rawRequest(port, `GET /api/media/${key} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: INVALID_KEY_MESSAGE });
  });
});
