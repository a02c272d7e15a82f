import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { OneLinePerRequest } from './request-logging.js';

/** An app logging into `lines` through the controller, with one route that answers and one that fails. */
function appWithLog(lines: Array<Record<string, unknown>>) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, stream), logController: new OneLinePerRequest() });
  app.get('/api/stats', async () => ({ total: 1 }));
  app.get('/api/broken', async () => {
    throw new Error('broken on purpose');
  });
  return app;
}

describe('request logging', () => {
  it('writes one line per request with its method, URL, status and time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appWithLog(lines);
    const response = await app.inject({ method: 'GET', url: '/api/stats?x=1' });
    expect(response.statusCode).toBe(200);
    await app.close();

    const requestLines = lines.filter((line) => line.url !== undefined || line.req !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/api/stats?x=1',
      statusCode: 200,
      remoteAddress: '127.0.0.1',
    });
    expect(typeof requestLines[0]!.responseTime).toBe('number');
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('still logs the failure of a request that errs, with its request', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appWithLog(lines);
    const response = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    await app.close();

    const failure = lines.find((line) => (line.err as { message?: string } | undefined)?.message === 'broken on purpose');
    expect(failure).toMatchObject({ req: { method: 'GET', url: '/api/broken' } });
  });
});
