import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from './db/open.ts';
import { testDatabases } from './db/testing.ts';
import { livePath } from './realtime/live-route.ts';
import { moderatorLivePath } from './realtime/moderator-route.ts';
import { buildTestApp } from './testing/app.ts';

/** `/api/post/:post_id` as the OpenAPI document writes it: `/api/post/{post_id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

describe('the OpenAPI document', () => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let document: {
    openapi: string;
    tags: { name: string }[];
    paths: Record<string, Record<string, { tags?: string[]; responses?: object }>>;
  };

  beforeAll(async () => {
    const [pglite] = testDatabases();
    database = await pglite!.open();
    app = await buildTestApp(database);
    await app.ready();
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists every /api route the app registered, with its method', () => {
    // The WebSocket endpoints are hidden by @fastify/websocket (OpenAPI cannot describe a
    // socket); docs/realtime.md describes them.
    const routes = app.declaredRoutes.filter(
      (route) =>
        route.method !== 'HEAD' && route.url !== livePath && route.url !== moderatorLivePath,
    );
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes
      .map((route) => `${route.method} ${openApiPath(route.url)}`)
      .filter((key) => {
        const [method, path] = key.split(' ') as [string, string];
        return !document.paths[path]?.[method.toLowerCase()];
      });
    expect(missing).toEqual([]);
  });

  it('files every operation under a tag the document declares', () => {
    const declared = new Set(document.tags.map((tag) => tag.name));
    const untagged: string[] = [];
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!operation.tags?.length) untagged.push(where);
        for (const tag of operation.tags ?? []) if (!declared.has(tag)) undeclared.push(where);
      }
    }
    expect(untagged).toEqual([]);
    expect(undeclared).toEqual([]);
  });

  it('describes a success answer for every operation', () => {
    const silent = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            !Object.keys(operation.responses ?? {}).some((code) => /^2/.test(code)),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(silent).toEqual([]);
  });
});
