import { describeWithDatabase, TestApp } from '../test/harness.js';

describeWithDatabase('HTTP errors', () => {
  const t = new TestApp();

  it('answers an unknown API route with 404 and a message', async () => {
    for (const [method, url] of [
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/users/42/anything'],
      ['DELETE', '/api/user'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.request({ method, url });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: `The route ${method} ${url} does not exist.` });
    }
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.com", "password": ',
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
  });

  it('answers a JSON body that is not an object with 422', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/verify-code',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.status).toBe(422);
    }
    const array = await t.request({
      method: 'POST',
      url: '/api/verify-code',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(array.body).toMatchObject({ message: 'The request body must be a JSON object.' });
  });

  it('answers wrongly typed fields with 422, never 500', async () => {
    const response = await t.post('/api/login', { email: ['a@b.com'], password: { $gt: '' } });
    expect(response).toMatchObject({
      status: 422,
      body: {
        message: 'The email field must be a string. (and 1 more error)',
        errors: { email: ['The email field must be a string.'], password: ['The password field must be a string.'] },
      },
    });
  });

  it('answers an unsupported content type with 415 and a body over the limit with 413', async () => {
    const form = await t.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(form).toMatchObject({ status: 415, body: { message: 'Unsupported content type. Send JSON (application/json).' } });
    const huge = await t.post('/api/login', { email: 'a@b.com', password: 'x'.repeat(100_000) });
    expect(huge).toMatchObject({ status: 413, body: { message: 'The request body is too large.' } });
  });

  it('ignores prototype pollution attempts in JSON', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/verify-code',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"polluted": true}, "email": "x@y.com", "code": "123456"}',
    });
    expect(response.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
