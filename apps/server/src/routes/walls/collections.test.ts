import { beforeAll, describe, expect, it } from 'vitest';
import { createSource, recordSourceCrawl } from '../../db/repositories/sources.ts';
import { createWall } from '../../db/repositories/walls.ts';
import { testDatabases } from '../../db/testing.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { buildWallTestApp } from './testing.ts';
import { useRoleApp } from '../../testing/role-app.ts';

describe.each(testDatabases())('collections and feed counts on $name', ({ open }) => {
  const t = useRoleApp(open, buildWallTestApp);
  let hashtagId: number;

  beforeAll(async () => {
    const wallId = t.roles.wallA.id;
    const rss = await createSource(t.database.db, {
      wallId,
      network: 'rss',
      feedType: 'url',
      options: { url: 'https://example.com/a-very-long-feed-path.xml' },
      label: 'example.com/a-very-long-feed-path.xml',
    });
    await recordSourceCrawl(t.database.db, rss.id, {
      cursor: null,
      crawledAt: new Date('2026-11-01T00:00:00Z'),
    });
    // A network no installed connector registers (its package was removed): still listed.
    const hashtag = await createSource(t.database.db, {
      wallId,
      network: 'friendfeed',
      feedType: 'hashtag',
      options: { hashtag: 'sunset' },
      label: 'sunset',
    });
    hashtagId = hashtag.id;
    await createSource(t.database.db, {
      wallId: t.roles.wallB.id,
      network: 'rss',
      feedType: 'url',
    });
  });

  it('lists a wall’s sources for the nav bar: short labels, last crawled, unknown networks by id', async () => {
    const response = await t.app.inject({ url: `/api/collections/${t.roles.wallA.user_name}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().collections).toEqual([
      {
        id: expect.any(Number),
        network: 'rss',
        short_code: 'rss',
        network_name: 'RSS',
        network_label: 'RSS',
        network_icon: expect.stringMatching(/^M/),
        source: 6,
        feed_type: 'url',
        label: 'example.com/a-ve',
        last_crawled: Date.parse('2026-11-01T00:00:00Z') / 1000,
      },
      {
        id: hashtagId,
        network: 'friendfeed',
        short_code: 'friendfeed',
        network_name: 'friendfeed',
        network_label: 'friendfeed',
        network_icon: '',
        source: 0,
        feed_type: 'hashtag',
        label: 'sunset',
        last_crawled: 0,
      },
    ]);
  });

  it('labels a network by its short name and draws its icon (X reads "Twitter" in the bar)', async () => {
    const wallId = t.roles.wallB.id;
    const twitter = await createSource(t.database.db, {
      wallId,
      network: 'twitter',
      feedType: 'handle',
      options: { handle: 'chorus' },
      label: 'chorus',
    });
    const response = await t.app.inject({ url: `/api/collections/${t.roles.wallB.user_name}` });
    // Wall B's feed count is checked below: the source goes again.
    await t.database.db.deleteFrom('sources').where('id', '=', twitter.id).execute();
    const shown = response
      .json()
      .collections.find((entry: { id: number }) => entry.id === twitter.id);
    expect(shown).toMatchObject({
      network: 'twitter',
      network_name: 'X (Twitter)',
      network_label: 'Twitter',
      network_icon: expect.stringMatching(/^M[\d .,a-zA-Z-]+$/),
    });
  });

  it('adds health for callers who may edit the wall', async () => {
    const response = await t.app.inject({
      url: `/api/collections/${t.roles.wallA.user_name}`,
      headers: t.roles.ownerA.headers,
    });
    expect(response.json().collections[0].health).toMatchObject({ state: 'ok' });
  });

  it('reads one collection; hides an inactive wall’s collections from visitors', async () => {
    const one = await t.app.inject({ url: `/api/collection/${hashtagId}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: hashtagId, label: 'sunset' });
    expect((await t.app.inject({ url: '/api/collection/999999999' })).statusCode).toBe(404);
    const hidden = await createWall(t.database.db, {
      userId: t.roles.wallA.user_id,
      userName: uniqueName('hidden'),
      name: 'Hidden',
      status: 2,
    });
    const source = await createSource(t.database.db, {
      wallId: hidden.id,
      network: 'rss',
      feedType: 'url',
    });
    expect((await t.app.inject({ url: `/api/collections/${hidden.user_name}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/api/collection/${source.id}` })).statusCode).toBe(404);
    const asOtherOwner = await t.app.inject({
      url: `/api/collection/${source.id}`,
      headers: t.roles.ownerB.headers,
    });
    expect(asOtherOwner.statusCode).toBe(404);
    const asOwner = await t.app.inject({
      url: `/api/collection/${source.id}`,
      headers: t.roles.ownerA.headers,
    });
    expect(asOwner.statusCode).toBe(200);
  });

  it('counts feeds per wall and in total, with the allowance', async () => {
    const response = await t.app.inject({ url: '/api/feedCount', headers: t.roles.ownerB.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 1,
      active: 1,
      inactive: 0,
      allowed: 50,
      walls: [
        {
          id: t.roles.wallB.id,
          user_name: t.roles.wallB.user_name,
          name: 'B',
          status: '0',
          feed_count: 1,
          // The dashboard card's fields (wall-overview.test.ts checks them with posts).
          theme: expect.any(String),
          colors: { background: null, text: null },
          realtime: expect.any(Boolean),
          viewers: 0,
          approved_count: 0,
          pending_count: 0,
          sources_failing: 0,
          thumbnails: [],
          // Live by the premium plan, so not testable; no billing, so no pass is sold.
          realtime_updates: { data: [], testable: false, active: false },
          can_buy_pass: false,
        },
      ],
    });
    const sub = await t.app.inject({
      url: '/api/feedCount',
      headers: t.roles.subAccountWithoutAccess.headers,
    });
    expect(sub.json().walls).toEqual([]);
    expect((await t.app.inject({ url: '/api/feedCount' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/feedCount', headers: t.roles.whiteLabelA.headers }))
        .statusCode,
    ).toBe(403);
  });
});
