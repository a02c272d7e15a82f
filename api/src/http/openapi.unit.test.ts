import { appWithoutDatabase, checkedInContract, describeApi, renderContract, STALE_CONTRACT } from '../test/contract.js';

type Operation = { summary?: string; tags?: string[]; security?: unknown[]; responses: Record<string, unknown> };
type Description = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

describe('the OpenAPI description and the contract', () => {
  let description: Description;

  beforeAll(async () => {
    description = (await describeApi()) as unknown as Description;
  }, 60_000);

  const operations = () =>
    Object.entries(description.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );

  it('describes every route of spec §7 under /api, relative to the server /api', () => {
    const routes = operations().map((o) => o.route);
    for (const route of [
      'GET /dialogues/{language}',
      'POST /fetch-dialogue',
      'POST /practice/submit',
      'POST /practice/complete/{sessionId}',
      'DELETE /feedback/{id}',
      'GET /vocabulary',
    ]) {
      expect(routes).toContain(route);
    }
    expect(routes.some((route) => route.includes('/api/') || route.includes('/docs'))).toBe(false);
  });

  it('gives every operation a summary, its module as tag, its answers and the bearer scheme where a login counts', () => {
    for (const { route, operation } of operations()) {
      expect({ route, summary: Boolean(operation.summary), tags: operation.tags?.length }).toEqual({ route, summary: true, tags: 1 });
      expect({ route, success: Object.keys(operation.responses).some((status) => /^[23]/.test(status)) }).toEqual({ route, success: true });
      if (operation.responses['401']) expect({ route, security: operation.security }).toEqual({ route, security: [{ bearerAuth: [] }] });
    }
    expect(operations().find((o) => o.route === 'GET /dialogues/{language}')!.operation.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('names the shapes a front-end needs', () => {
    for (const name of [
      'Dialogue',
      'Segment',
      'DialoguePage',
      'TestResult',
      'SegmentAttempt',
      'CreditTransaction',
      'Discussion',
      'Reply',
      'User',
      'Error',
    ]) {
      expect(Object.keys(description.components.schemas)).toContain(name);
    }
  });

  it('matches the checked-in contract (contract/openapi.json and openapi.d.ts)', async () => {
    const rendered = await renderContract(description as unknown as Record<string, unknown>);
    const current = await checkedInContract();
    const upToDate = current.json === rendered.json && current.types === rendered.types;
    if (!upToDate) throw new Error(STALE_CONTRACT);
  }, 60_000);
});

describe('the docs at /api/docs', () => {
  let served: Awaited<ReturnType<typeof appWithoutDatabase>>;
  beforeAll(async () => {
    served = await appWithoutDatabase();
  }, 60_000);
  afterAll(() => served.close());

  it('serves Swagger UI from the package (no CDN) and the description as JSON', async () => {
    const page = await served.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((url) => /^(https?:)?\/\//.test(url))).toEqual([]);
    const script = await served.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);

    const json = await served.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/api' }] });
  });

  it('is not the shell: the SPA fallback keeps away from /api', async () => {
    const missing = await served.app.inject({ method: 'GET', url: '/api/docs/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The route GET /api/docs/nothing-here does not exist.' });
  });
});
