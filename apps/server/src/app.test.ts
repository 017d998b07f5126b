import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChorusDatabase } from './db/open.ts';
import { testDatabases } from './db/testing.ts';
import { buildTestApp, testConfig } from './testing/app.ts';

describe.each(testDatabases())('buildApp on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    app.post(
      '/api/test-echo',
      {
        config: { access: { action: 'public' } },
        schema: { body: z.object({ name: z.string().trim().min(1, 'Name must not be blank.') }) },
      },
      async (request) => request.body,
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers /health with the database it reached', async () => {
    const response = await app.inject('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { kind: database.kind, reachable: true },
    });
  });

  it('lists the installed plugins with their JSON Schemas at /api/plugins', async () => {
    const response = await app.inject('/api/plugins');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The toy connector, and the installed one that composes hand-made posts.
    expect(body.connectors.map((connector: { id: string }) => connector.id)).toEqual([
      'toy',
      'custom',
    ]);
    expect(body.connectors[0]).toMatchObject({
      id: 'toy',
      shortCode: 'ty',
      sourceNumber: 900,
      feedTypes: [{ id: 'board', title: 'Board', schema: { type: 'object', required: ['board'] } }],
    });
    expect(body.themes[0]).toMatchObject({
      id: 'toy-list',
      legacyNames: ['hypeTemplate_toy'],
      defaults: { postwidth: 280, postpadding: 20, showAuthor: true },
      // The owner app gates themes on it: without it every paid theme would look locked.
      capabilities: { pageSize: 20, collectionBar: true, planFeature: 'premiumDesign' },
    });
  });

  it('publishes an OpenAPI 3.1 document describing its routes', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/api/plugins']),
    );
    expect(document.paths['/api/plugins'].get.responses['200']).toBeDefined();
  });

  it('refuses invalid input with the spec message for each field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Something was wrong with your request.',
      issues: [{ path: 'name', message: 'Name must not be blank.' }],
    });
  });

  it('answers unknown API paths with JSON 404, not the web app', async () => {
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('serves the web app for wall pages, framable, with a CSP that forbids inline script', async () => {
    const response = await app.inject('/demo/twitter/12');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('refuses to be framed on admin pages and the API', async () => {
    for (const url of ['/admin', '/demo/edit/moderate', '/login', '/api/plugins']) {
      const response = await app.inject(url);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(String(response.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it('caches hashed assets forever and index.html never', async () => {
    const asset = await app.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await app.inject('/admin');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After past the limit, and never limits /health', async () => {
    const [pglite] = testDatabases();
    const database = await pglite!.open();
    const app = await buildTestApp(database, testConfig({ RATE_LIMIT_MAX: '3' }));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await app.inject('/api/plugins')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await app.inject('/api/plugins');
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json().error).toMatch(/Too many requests/);
      for (let i = 0; i < 5; i += 1) expect((await app.inject('/health')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('never limits pages and their assets, which a wall needs whole to draw', async () => {
    const [pglite] = testDatabases();
    const database = await pglite!.open();
    const app = await buildTestApp(database, testConfig({ RATE_LIMIT_MAX: '3' }));
    try {
      for (let i = 0; i < 3; i += 1) await app.inject('/api/plugins');
      expect((await app.inject('/api/plugins')).statusCode).toBe(429);
      expect((await app.inject('/api/posts?wall=demo')).statusCode).toBe(429);
      const statuses = new Set<number>();
      for (let i = 0; i < 10; i += 1) {
        statuses.add((await app.inject('/assets/app-1234.js')).statusCode);
        statuses.add((await app.inject('/demo')).statusCode);
      }
      expect([...statuses]).toEqual([200]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
