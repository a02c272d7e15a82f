import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerErrorHandler } from './errors.js';
import { declareCommonErrors, error, rejectUndeclaredStatuses, serializerCompiler, validatorCompiler } from './schema.js';

/** A small app with the API's schema layer, as app.ts sets it up for /api. */
async function appWith(checkAnswers: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(checkAnswers));
  app.addHook('onRoute', declareCommonErrors);
  if (checkAnswers) rejectUndeclaredStatuses(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const answer = z.strictObject({ id: z.number() });
  typed.post(
    '/things',
    {
      schema: {
        body: z.object({
          name: z.string({ error: 'The name field is required.' }),
          size: z.number({ error: 'The size must be a number.' }),
        }),
        response: { 200: answer, 404: error('No such thing.') },
      },
    },
    async (request) => ({ id: request.body.size }),
  );
  // Handlers that drift from their schema, as a code change could make them.
  typed.get('/extra', { schema: { response: { 200: answer } } }, async () => ({ id: 1, secret: 'x' }) as { id: number });
  typed.get('/teapot', { schema: { response: { 200: answer } } }, async (_request, reply) => reply.code(418 as 200).send({ id: 1 }));
  await app.ready();
  return app;
}

describe('the route schema layer (http/schema.ts)', () => {
  it('answers invalid input with the 422 of parse.ts: the first problem, a count, every field', async () => {
    const app = await appWith(true);
    const response = await app.inject({ method: 'POST', url: '/things', payload: { size: 'big' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The name field is required. (and 1 more error)',
      errors: { name: ['The name field is required.'], size: ['The size must be a number.'] },
    });
    expect((await app.inject({ method: 'POST', url: '/things', payload: { name: 'a', size: 3 } })).json()).toEqual({ id: 3 });
    await app.close();
  });

  it('outside production, refuses an answer with a field its schema does not have, and a status it does not declare', async () => {
    const app = await appWith(true);
    const extra = await app.inject({ method: 'GET', url: '/extra' });
    expect(extra.statusCode).toBe(500);
    expect(extra.json().message).toMatch(/^The answer of GET \/extra \(200\) does not match its schema/);
    const teapot = await app.inject({ method: 'GET', url: '/teapot' });
    expect(teapot.statusCode).toBe(500);
    expect(teapot.json()).toEqual({ message: 'GET /teapot answered 418, which its schema does not declare.' });
    await app.close();
  });

  it('in production, sends the same JSON without checking it', async () => {
    const app = await appWith(false);
    expect((await app.inject({ method: 'POST', url: '/things', payload: { name: 'a', size: 3 } })).body).toBe('{"id":3}');
    expect((await app.inject({ method: 'GET', url: '/extra' })).body).toBe('{"id":1,"secret":"x"}');
    await app.close();
  });

  it('declares the errors every route can give: 500 and 503, 422 and 400/413/415 where there is a body to validate, 429 where limited', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler(false));
    const declared: Record<string, string[]> = {};
    app.addHook('onRoute', declareCommonErrors);
    app.addHook('onRoute', (route) => {
      declared[`${String(route.method)} ${route.url}`] = Object.keys(route.schema?.response ?? {}).sort();
    });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post('/body', { schema: { body: z.object({}), response: { 200: z.null() } } }, async () => null);
    typed.get('/plain', { schema: { response: { 200: z.null() } } }, async () => null);
    typed.post(
      '/limited',
      { config: { rateLimits: [{ max: 1, per: '1 hour', by: 'ip' }] }, schema: { response: { 200: z.null() } } },
      async () => null,
    );
    await app.ready();
    // 503: the database may be unreachable anywhere; 429 where a rate limit applies.
    expect(declared).toMatchObject({
      'POST /body': ['200', '400', '413', '415', '422', '500', '503'],
      'GET /plain': ['200', '500', '503'],
      'POST /limited': ['200', '429', '500', '503'],
    });
    await app.close();
  });
});
