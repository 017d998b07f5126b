import { messages } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { toyPeopleConnector, toyPlugins } from '@chorus/core/testing';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { testConfig } from '../testing/app.ts';
import { createRoles, type Roles } from '../testing/roles.ts';
import { checkedSuggestions, suggestionRateLimit } from './suggestions.ts';

/** Eight people whose names start with "Al": more than the field's six. */
const people = Array.from({ length: 8 }, (_, i) => ({ handle: `al${i}`, name: `Al number ${i}` }));

/** The app with the toy plugins and the toy people connector pointed at `network`. */
async function appFor(database: ChorusDatabase, network: FakeNetwork, rateLimitMax = '600') {
  await migrateToLatest(database.db);
  const config = testConfig({
    CHORUS_FETCH_ALLOW: '127.0.0.1/32',
    CHORUS_BASE_URL_TOY_PEOPLE_API: network.baseUrl,
    RATE_LIMIT_MAX: rateLimitMax,
  });
  const plugins = new PluginHost([...toyPlugins, toyPeopleConnector]);
  return buildApp({ config, database, plugins, logger: false });
}

const url = (q: string, path = 'toy-people/person/board') =>
  `/api/suggestions/${path}?q=${encodeURIComponent(q)}`;

describe.each(testDatabases())('GET /api/suggestions on $name', ({ open }) => {
  let database: ChorusDatabase;
  let network: FakeNetwork;
  let app: FastifyInstance;
  let roles: Roles;
  let failing = false;

  beforeAll(async () => {
    network = await startFakeNetwork([
      {
        path: '/people',
        respond: (request) =>
          failing
            ? { status: 500, body: { error: 'down' } }
            : {
                body: {
                  people: people.filter((p) => p.name.includes(request.query.get('q') ?? '')),
                },
              },
      },
    ]);
    database = await open();
    app = await appFor(database, network);
    roles = await createRoles(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await network?.close();
  });

  const ask = (address: string, headers = roles.ownerA.headers) =>
    app.inject({ method: 'GET', url: address, headers });

  it('asks the connector through the safe client and keeps the declared item count', async () => {
    const response = await ask(url(' Al '));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { items } = response.json() as { items: { value: string }[] };
    expect(items).toHaveLength(6);
    expect(items[0]).toEqual({ value: 'al0', label: 'Al number 0', detail: '@al0' });
    const sent = network.requests.at(-1);
    expect(sent?.query.get('q')).toBe('Al');
    expect(sent?.query.get('limit')).toBe('6');
  });

  it('refuses a query shorter than the field’s minimum without asking the network', async () => {
    const before = network.requests.length;
    const response = await ask(url('A'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: messages.requestWrong,
      issues: [{ path: 'q', message: messages.requestWrong }],
    });
    expect((await ask(url('   '))).statusCode).toBe(400);
    expect(network.requests.length).toBe(before);
  });

  it('refuses a field that declares no typeahead, and an unknown network', async () => {
    const plain = await ask(url('abc', 'toy/board/board'));
    expect(plain.statusCode).toBe(400);
    expect(plain.json().issues).toEqual([{ path: 'field', message: messages.requestWrong }]);
    expect((await ask(url('abc', 'toy-people/person/nothing'))).statusCode).toBe(400);
    expect((await ask(url('abc', 'toy-people/nothing/board'))).statusCode).toBe(400);
    expect((await ask(url('abc', 'nowhere/person/board'))).statusCode).toBe(404);
  });

  it('needs an owner’s browser session: visitors and API tokens are refused', async () => {
    expect((await ask(url('Al'), roles.visitor.headers)).statusCode).toBe(401);
    expect((await ask(url('Al'), roles.apiTokenA.headers)).statusCode).toBe(403);
    expect((await ask(url('Al'), roles.ownerB.headers)).statusCode).toBe(200);
  });

  it('answers 502 with the spec’s message when the network fails', async () => {
    failing = true;
    try {
      const response = await ask(url('Al'));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: messages.requestProblem });
    } finally {
      failing = false;
    }
  });

  it('describes the typeahead in /api/plugins', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plugins' });
    const connectors = response.json().connectors as {
      id: string;
      feedTypes: { suggestions: object }[];
    }[];
    const described = connectors.find((connector) => connector.id === 'toy-people');
    expect(described?.feedTypes[0]?.suggestions).toEqual({ board: { minChars: 2, maxItems: 6 } });
    expect(connectors.find((c) => c.id === 'toy')?.feedTypes[0]?.suggestions).toEqual({});
  });
});

describe.each(testDatabases())('the typeahead’s rate limit on $name', ({ open }) => {
  it('allows a fifth of the general limit per minute, then answers 429', async () => {
    const network = await startFakeNetwork([{ path: '/people', respond: { body: { people } } }]);
    const database = await open();
    const app = await appFor(database, network, '10');
    try {
      const roles = await createRoles(database.db);
      expect(suggestionRateLimit(10)).toBe(2);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await app.inject({
          method: 'GET',
          url: url('Al'),
          headers: roles.ownerA.headers,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await app.close();
      await database.close();
      await network.close();
    }
  });
});

describe('checking what a connector suggests', () => {
  it('cuts the list to the limit and refuses malformed items', () => {
    expect(checkedSuggestions([{ value: 'a' }, { value: 'b' }], 1)).toEqual([{ value: 'a' }]);
    expect(checkedSuggestions([{ value: '' }], 5)).toBeNull();
    expect(checkedSuggestions('nope', 5)).toBeNull();
  });
});
