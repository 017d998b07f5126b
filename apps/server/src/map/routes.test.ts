/**
 * The place picker's routes against a fake Nominatim on loopback (its documented `jsonv2`
 * answer: `lat`, `lon` as strings, `display_name`, `boundingbox` as south, north, west, east).
 */
import { fileURLToPath } from 'node:url';
import { messages } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { testConfig } from '../testing/app.ts';
import { createRoles, type Roles } from '../testing/roles.ts';
import { mapConfigOf, tileOrigin } from './map-config.ts';
import type { MapRouteOptions } from './routes.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
const json = { 'content-type': 'application/json; charset=utf-8' };

/** What the fake geocoder answers next: `ok` plays the fixtures; the others fail. */
let mode: 'ok' | 'down' | 'throttled' | 'garbage' = 'ok';

async function appFor(
  database: ChorusDatabase,
  geocoder: FakeNetwork,
  environment: Record<string, string>,
  map: MapRouteOptions,
): Promise<FastifyInstance> {
  await migrateToLatest(database.db);
  const config = testConfig({
    CHORUS_FETCH_ALLOW: '127.0.0.1/32',
    CHORUS_MAP_GEOCODER_URL: `${geocoder.baseUrl}/nominatim/`,
    CHORUS_MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png',
    CHORUS_PUBLIC_URL: 'https://wall.example.test',
    ...environment,
  });
  return buildApp({
    config,
    database,
    plugins: new PluginHost([...toyPlugins]),
    logger: false,
    map,
  });
}

const search = (query: string | undefined, near: string | undefined) => {
  const params = new URLSearchParams();
  if (query !== undefined) params.set('query', query);
  if (near !== undefined) params.set('near', near);
  return `/api/map/search?${params.toString()}`;
};

describe('map configuration', () => {
  it('defaults to OpenStreetMap and reads the operator’s variables', () => {
    expect(mapConfigOf({})).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      geocoderUrl: 'https://nominatim.openstreetmap.org',
    });
    expect(
      testConfig({
        CHORUS_MAP_TILE_URL: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
        CHORUS_MAP_ATTRIBUTION: 'Tiles by Example',
      }).map,
    ).toMatchObject({
      tileUrl: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
      attribution: 'Tiles by Example',
    });
    expect(tileOrigin('https://tiles.example.test:8443/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.test:8443',
    );
    expect(() => testConfig({ CHORUS_MAP_TILE_URL: 'https://tiles.example.test/x.png' })).toThrow(
      /CHORUS_MAP_TILE_URL/,
    );
    expect(() => testConfig({ CHORUS_MAP_GEOCODER_URL: 'ftp://geo.example.test' })).toThrow(
      /CHORUS_MAP_GEOCODER_URL/,
    );
  });
});

describe.each(testDatabases())('GET /api/map and /api/map/search on $name', ({ open }) => {
  let database: ChorusDatabase;
  let geocoder: FakeNetwork;
  let app: FastifyInstance;
  let roles: Roles;

  beforeAll(async () => {
    geocoder = await startFakeNetwork([
      {
        path: '/nominatim/search',
        respond: (request) => {
          if (mode === 'down') return { status: 503, body: 'maintenance' };
          if (mode === 'throttled') return { status: 429, body: 'slow down' };
          if (mode === 'garbage') return { headers: json, body: '<html>not json' };
          const q = request.query.get('q') ?? '';
          if (q === 'coffee near Berlin') {
            return { headers: json, fixture: fixture('nominatim-coffee-near-berlin.json') };
          }
          if (q === 'Berlin') return { headers: json, fixture: fixture('nominatim-berlin.json') };
          return { headers: json, body: [] };
        },
      },
    ]);
    database = await open();
    // No pacing here (the pacing has its own app below); answers kept as in production.
    app = await appFor(database, geocoder, {}, { geocoder: { intervalMs: 0 } });
    roles = await createRoles(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await geocoder?.close();
  });
  beforeEach(() => {
    mode = 'ok';
  });

  const ask = (url: string, headers = roles.ownerA.headers) =>
    app.inject({ method: 'GET', url, headers });

  it('tells a signed-in owner the tile server and the spec’s zoom and distance', async () => {
    const response = await ask('/api/map');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      zoom: 8,
      distanceMetres: 3500,
    });
    expect((await ask('/api/map', roles.visitor.headers)).statusCode).toBe(401);
  });

  it('owner pages allow images from the configured tile origin; wall pages do not name it', async () => {
    const tiles = /img-src[^;]*https:\/\/tiles\.example\.test/;
    for (const url of ['/api/map', '/demo/edit']) {
      const page = await ask(url);
      expect(page.headers['content-security-policy'], url).toMatch(tiles);
    }
    const wallPage = await ask('/demo');
    expect(wallPage.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(wallPage.headers['content-security-policy']).not.toMatch(tiles);
  });

  it('finds places through the geocoder with this instance’s User-Agent, and keeps the answer', async () => {
    const before = geocoder.requests.length;
    const response = await ask(search(' coffee ', 'Berlin'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      places: [
        {
          latitude: 52.5208,
          longitude: 13.4094,
          name: 'Kaffeehaus Alex, Alexanderplatz, Mitte, Berlin, 10178, Deutschland',
          boundingBox: [52.52075, 52.52085, 13.40935, 13.40945],
        },
        {
          latitude: 52.5,
          longitude: 13.4,
          name: 'Rösterei Kreuzberg, Kreuzberg, Berlin, Deutschland',
          boundingBox: [52.49995, 52.50005, 13.39995, 13.40005],
        },
      ],
    });
    const sent = geocoder.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query.get('q')).toBe('coffee near Berlin');
    expect(sent[0]?.query.get('format')).toBe('jsonv2');
    expect(sent[0]?.headers['user-agent']).toContain('https://wall.example.test');
    // Nothing of the owner's browser reaches the geocoder.
    expect(sent[0]?.headers.cookie).toBeUndefined();
    expect(sent[0]?.headers['x-forwarded-for']).toBeUndefined();

    const again = await ask(search('Coffee', 'berlin'));
    expect(again.json()).toEqual(response.json());
    expect(geocoder.requests.length).toBe(before + 1);
  });

  it('falls back to the place itself when nothing matches near it', async () => {
    const before = geocoder.requests.length;
    const response = await ask(search('unicorns', 'Berlin'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      places: [
        {
          latitude: 52.5173885,
          longitude: 13.3951309,
          name: 'Berlin, Deutschland',
          boundingBox: [52.3382448, 52.6755087, 13.088345, 13.7611609],
        },
      ],
    });
    expect(geocoder.requests.slice(before).map((request) => request.query.get('q'))).toEqual([
      'unicorns near Berlin',
      'Berlin',
    ]);
  });

  it('needs both a query and a near, with the spec’s message, before asking anyone', async () => {
    const before = geocoder.requests.length;
    const message = 'please enter a valid query and near';
    for (const [query, near, path] of [
      ['', 'Berlin', 'query'],
      ['coffee', '  ', 'near'],
      [undefined, undefined, 'query'],
    ] as const) {
      const response = await ask(search(query, near));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, issues: [{ path, message }] });
    }
    expect(geocoder.requests.length).toBe(before);
  });

  it('answers 502 when the geocoder fails or answers garbage, and 429 when it throttles', async () => {
    mode = 'down';
    const down = await ask(search('tea', 'Paris'));
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ error: messages.requestProblem });
    mode = 'garbage';
    expect((await ask(search('tea', 'Lyon'))).statusCode).toBe(502);
    mode = 'throttled';
    const throttled = await ask(search('tea', 'Nice'));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ error: messages.tooManyRequests });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // A failure is not kept: the next try asks again.
    mode = 'ok';
    const before = geocoder.requests.length;
    expect((await ask(search('tea', 'Paris'))).statusCode).toBe(200);
    expect(geocoder.requests.length).toBeGreaterThan(before);
  });

  it('serves browser sessions only', async () => {
    expect((await ask(search('coffee', 'Berlin'), roles.visitor.headers)).statusCode).toBe(401);
    expect((await ask(search('coffee', 'Berlin'), roles.apiTokenA.headers)).statusCode).toBe(403);
  });
});

describe.each(testDatabases())('map search limits on $name', ({ open }) => {
  let database: ChorusDatabase;
  let geocoder: FakeNetwork;
  let app: FastifyInstance;
  let roles: Roles;

  beforeAll(async () => {
    geocoder = await startFakeNetwork([
      { path: '/nominatim/search', respond: { headers: json, body: [] } },
    ]);
    database = await open();
    // One geocoder call a minute and no waiting: a second search in the minute is refused.
    app = await appFor(
      database,
      geocoder,
      { RATE_LIMIT_MAX: '50' },
      { geocoder: { intervalMs: 60_000, maxWaitMs: 0 } },
    );
    roles = await createRoles(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await geocoder?.close();
  });

  it('asks the geocoder at most at the configured pace, answering 429 with Retry-After', async () => {
    const ask = (url: string) => app.inject({ method: 'GET', url, headers: roles.ownerA.headers });
    // "nowhere" finds nothing, so the route asks twice (the place itself): the second call
    // already has to wait a minute for its turn.
    const first = await ask(search('coffee', 'Nowhere'));
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(geocoder.requests).toHaveLength(1);
    const second = await ask(search('tea', 'Elsewhere'));
    expect(second.statusCode).toBe(429);
    expect(geocoder.requests).toHaveLength(1);
  });
});

describe.each(testDatabases())('map search rate limit on $name', ({ open }) => {
  let database: ChorusDatabase;
  let geocoder: FakeNetwork;
  let app: FastifyInstance;
  let roles: Roles;

  beforeAll(async () => {
    geocoder = await startFakeNetwork([]);
    database = await open();
    app = await appFor(database, geocoder, { RATE_LIMIT_MAX: '50' }, {});
    roles = await createRoles(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await geocoder?.close();
  });

  it('limits how many searches one caller starts a minute', async () => {
    const ask = () =>
      app.inject({ method: 'GET', url: search('', ''), headers: roles.ownerB.headers });
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await ask()).statusCode);
    // RATE_LIMIT_MAX 50 gives the map search 5 a minute; the sixth is refused.
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
