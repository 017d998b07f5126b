/**
 * The routes that fetch on an owner's behalf — the preview proxy, the map search and the
 * connect dialog's suggestions — follow the same allow list as a feed's creation: with no
 * CHORUS_FETCH_ALLOW, a loopback address is refused until the administrator adds it on the admin
 * screen (stored in the database), and admitted from the next request on, without a restart.
 */
import { PluginHost } from '@chorus/core/host';
import { toyPeopleConnector, toyPlugins } from '@chorus/core/testing';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import { saveInstanceSettings } from '../db/repositories/instance.ts';
import { testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { tinyPng } from './testing.ts';

const json = { 'content-type': 'application/json; charset=utf-8' };

describe('the proxy, map search and suggestions follow the administrator’s allow list', () => {
  let network: FakeNetwork;
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let owner: Role;

  beforeAll(async () => {
    network = await startFakeNetwork([
      { path: '/pixel.png', respond: { headers: { 'content-type': 'image/png' }, body: tinyPng } },
      { path: '/nominatim/search', respond: { headers: json, body: [] } },
      { path: '/people', respond: { body: { people: [{ handle: 'al0', name: 'Al zero' }] } } },
    ]);
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    app = await buildApp({
      // No CHORUS_FETCH_ALLOW: only the stored list can admit the fake network's loopback.
      config: testConfig({
        CHORUS_MAP_GEOCODER_URL: `${network.baseUrl}/nominatim/`,
        CHORUS_BASE_URL_TOY_PEOPLE_API: network.baseUrl,
      }),
      database,
      plugins: new PluginHost([...toyPlugins, toyPeopleConnector]),
      logger: false,
      map: { geocoder: { intervalMs: 0 } },
    });
    await app.ready();
    owner = await sessionRole(database.db, 'owner', await createAccount(database.db, 'allow'));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await network?.close();
  });

  const ask = (url: string) => app.inject({ method: 'GET', url, headers: owner.headers });
  const proxyUrl = () => `/api/proxy?url=${encodeURIComponent(`${network.baseUrl}/pixel.png`)}`;
  const mapUrl = '/api/map/search?query=coffee&near=Berlin';
  const suggestUrl = '/api/suggestions/toy-people/person/board?q=Al';

  it('refuses the loopback address before the administrator allows it', async () => {
    const proxied = await ask(proxyUrl());
    expect(proxied.statusCode).toBe(400);
    expect(proxied.json<{ error: string }>().error).toContain('private or local address');
    expect((await ask(mapUrl)).statusCode).not.toBe(200);
    expect((await ask(suggestUrl)).statusCode).not.toBe(200);
    expect(network.requests).toEqual([]);
  });

  it('admits it from the next request once the stored list names it', async () => {
    await saveInstanceSettings(database.db, { fetchAllow: ['127.0.0.1/32'] });

    const proxied = await ask(proxyUrl());
    expect(proxied.statusCode).toBe(200);
    expect(proxied.headers['content-type']).toBe('image/png');

    const places = await ask(mapUrl);
    expect(places.statusCode, places.body).toBe(200);
    expect(places.json()).toEqual({ places: [] });

    const suggested = await ask(suggestUrl);
    expect(suggested.statusCode, suggested.body).toBe(200);
    expect(suggested.json<{ items: { value: string }[] }>().items.map((i) => i.value)).toEqual([
      'al0',
    ]);
    // The map search asks twice (the place, then what is near it).
    expect([...new Set(network.requests.map((request) => request.path))].sort()).toEqual([
      '/nominatim/search',
      '/people',
      '/pixel.png',
    ]);
  });
});
