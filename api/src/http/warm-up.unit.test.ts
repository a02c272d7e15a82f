import Fastify from 'fastify';
import { WARM_UP_PATHS, warmUp } from './warm-up.js';

describe('warmUp', () => {
  it('walks the page, the landing figures and every language’s first page of dialogues once', async () => {
    const app = Fastify();
    const visited: string[] = [];
    app.get('/*', async (request) => {
      visited.push(request.url);
      return {};
    });
    const result = await warmUp(app);
    expect(result.failed).toEqual([]);
    expect(visited).toEqual(WARM_UP_PATHS);
    expect(visited).toEqual(expect.arrayContaining(['/', '/api/stats', '/api/dialogues/hindi', '/api/dialogues/vietnamese']));
    expect(WARM_UP_PATHS).toHaveLength(14);
    await app.close();
  });

  it('names what did not answer and never stops a start; a site without a built page (404) is not a failure', async () => {
    const app = Fastify();
    app.get('/', async (_request, reply) => reply.code(404).send({ message: 'no shell built' }));
    app.get('/api/stats', async () => {
      throw new Error('database unavailable');
    });
    app.get('/api/dialogues/:language', async () => ({}));
    const result = await warmUp(app);
    expect(result.failed).toEqual(['/api/stats (500)']);
    await app.close();
  });
});
