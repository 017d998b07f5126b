/**
 * The done-when test of open network identity (connector half): a connector whose id appears
 * nowhere in core, from a package not named `@chorus/*`, installed with options beside the
 * installed plugins, is connected through the API (its feed type's schema checks the owner's
 * input), crawled by the server's own engine against a fake network, and its posts are served
 * by the wall's feed with the connector's short code and source number.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pigeonConnector } from '@acme/chorus-connector-pigeon';
import { PluginHost } from '@chorus/core/host';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWall } from '../db/repositories/walls.ts';
import { findSourceById } from '../db/repositories/sources.ts';
import { installedPlugins } from '../plugins.ts';
import { startServer, type RunningServer } from '../server.ts';
import { testConfig } from '../testing/app.ts';
import { createAccount, sessionRole } from '../testing/roles.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { eventually } from './testing.ts';

describe('a third-party connector (@acme/chorus-connector-pigeon) in the server', () => {
  let network: FakeNetwork;
  let server: RunningServer;

  beforeAll(async () => {
    network = await startFakeNetwork([
      {
        path: '/lofts/north/notes',
        respond: (request) =>
          request.query.get('after') === 'p2'
            ? { body: { notes: [{ id: 'n3', text: 'Third', sender: 'Bo' }], next: null } }
            : {
                body: {
                  notes: [
                    { id: 'n1', text: 'First', sender: 'Ada', sentAt: 1_700_000_000 },
                    { id: 'n2', text: 'Second', sender: 'Bo', sentAt: 1_700_000_100 },
                  ],
                  next: 'p2',
                },
              },
      },
    ]);
    server = await startServer(
      testConfig({
        PORT: '0',
        CHORUS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chorus-pigeon-')),
        CHORUS_DEMO: '0',
        CHORUS_FETCH_ALLOW: '127.0.0.1/32',
        CHORUS_WORKERS: '1',
        CHORUS_BASE_URL_PIGEON_API: network.baseUrl,
      }),
      new PluginHost([...installedPlugins, pigeonConnector({ keeper: 'Cy', maxPages: 2 })]),
    );
  });
  afterAll(async () => {
    await server?.stop();
    await network?.close();
  });

  it('refuses plugin options its schema refuses, naming the plugin and the field', () => {
    expect(() => new PluginHost([pigeonConnector({ maxPages: 9 })])).toThrow(
      /^Plugin "connector-pigeon": option "maxPages": /,
    );
  });

  it('is described by GET /api/plugins like any connector', async () => {
    const response = await server.app.inject({ url: '/api/plugins' });
    const pigeon = response
      .json()
      .connectors.find((connector: { id: string }) => connector.id === 'pigeon');
    expect(pigeon).toMatchObject({
      shortCode: 'pg',
      sourceNumber: 101,
      displayName: 'Pigeon post',
      feedTypes: [{ id: 'loft', title: 'Loft' }],
    });
    expect(pigeon.feedTypes[0].schema.properties.loft).toMatchObject({ title: 'Loft name' });
  });

  it('connects a loft through the API, crawls it with its options and serves its posts', async () => {
    const db = server.database.db;
    const owner = await sessionRole(db, 'owner', await createAccount(db, 'pigeon'));
    const wall = await createWall(db, {
      userId: owner.user!.id,
      userName: uniqueName('loft'),
      name: 'Loft wall',
    });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/pigeon',
      headers: owner.headers,
      payload: { wall: wall.user_name, feed_type: 'loft', options: { loft: ' ' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Please enter a loft.');

    const created = await server.app.inject({
      method: 'POST',
      url: '/api/pigeon',
      headers: owner.headers,
      payload: { wall: wall.user_name, feed_type: 'loft', options: { loft: 'north' } },
    });
    expect(created.statusCode).toBe(201);
    const sourceId: number = created.json().id;
    const crawled = await eventually('the loft to be crawled', async () => {
      const row = await findSourceById(db, sourceId);
      return row?.last_crawled_at ? row : undefined;
    });
    // maxPages 2: both pages were read in one crawl, and the cursor is where the loft ended.
    expect(crawled.cursor).toBe('p2');

    const feed = await server.app.inject({ url: `/api/posts?wall=${wall.user_name}&network=pg` });
    expect(feed.statusCode).toBe(200);
    const posts = feed.json().posts as Record<string, unknown>[];
    expect(posts.map((post) => post['description'])).toEqual(
      expect.arrayContaining(['Second — Cy', 'First — Cy', 'Third — Cy']),
    );
    expect(posts).toHaveLength(3);
    expect(posts[0]).toMatchObject({ network: 'pigeon', short_code: 'pg', source: 101 });
    const collections = await server.app.inject({ url: `/api/collections/${wall.user_name}` });
    expect(collections.json().collections).toEqual([
      expect.objectContaining({ network: 'pigeon', network_name: 'Pigeon post', label: 'north' }),
    ]);
  });
});
