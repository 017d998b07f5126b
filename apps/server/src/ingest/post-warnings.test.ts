/**
 * What a network says about showing a post survives ingest: a content warning (as plain text),
 * sensitive media and an estimated date are stored, brought up to date on a re-crawl without
 * touching moderation, and read back through the public feed.
 */
import type { NormalizedPost } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { pinPost } from '../db/repositories/post-moderation.ts';
import { seedSource } from '../db/testing-fixtures.ts';
import { testDatabases } from '../db/testing.ts';
import { installedPluginHost } from '../plugins.ts';
import { invalidateWall } from '../posts/feed-cache-wiring.ts';
import { buildWallTestApp } from '../routes/walls/testing.ts';
import { useRoleApp } from '../testing/role-app.ts';
import { storePost } from './pipeline.ts';
import { toDomainSource } from './source-model.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const tooted: NormalizedPost = {
  externalId: '109',
  network: 'mastodon',
  author: { name: 'Ada' },
  title: '',
  description: '<p>The ending of the film</p>',
  url: 'https://mastodon.example/@ada/109',
  media: [
    {
      kind: 'image',
      url: 'https://files.mastodon.example/a.jpg',
      width: 800,
      height: 600,
      alt: 'A scene',
      originalUrl: null,
      embedUrl: null,
    },
  ],
  createdAt: 1_763_000_000,
  createdEstimated: true,
  likes: 0,
  comments: 0,
  contentWarning: 'Spoilers: <b>the film</b>\u0007',
  sensitive: true,
};

describe.each(testDatabases())('content warnings through ingest on $name', ({ open }) => {
  const t = useRoleApp(open, buildWallTestApp);

  it('stores the warning, sensitive media and an estimated date; the feed shows them', async () => {
    const db = t.database.db;
    const row = await seedSource(db, t.roles.wallA.id, {
      network: 'mastodon',
      feedType: 'hashtag',
      options: { hashtag: 'film' },
    });
    const deps = { db, plugins: installedPluginHost(), logger: quiet };
    const stored = await storePost(deps, row, toDomainSource(row), tooted);
    expect(stored.change).toBe('inserted');

    const feed = async () =>
      (await t.app.inject({ url: `/api/posts?wall=${t.roles.wallA.user_name}` })).json();
    expect((await feed()).posts).toEqual([
      expect.objectContaining({
        description: '<p>The ending of the film</p>',
        content_warning: 'Spoilers: the film',
        sensitive: true,
        created: 1_763_000_000,
        created_estimated: true,
      }),
    ]);

    // A re-crawl brings the post's content up to date (the author lifted the warning) and
    // keeps the moderator's pin.
    if (stored.change === 'dropped') return;
    await pinPost(db, t.roles.wallA.id, stored.postId);
    const lifted: NormalizedPost = {
      ...tooted,
      contentWarning: undefined,
      sensitive: false,
      createdEstimated: false,
    };
    expect((await storePost(deps, row, toDomainSource(row), lifted)).change).toBe('updated');
    // Stored outside the app's plugin host, so its feed cache hears of it from the test.
    invalidateWall(t.app, t.roles.wallA.id);
    expect((await feed()).posts).toEqual([
      expect.objectContaining({
        content_warning: null,
        sensitive: false,
        created_estimated: false,
        pinned: true,
      }),
    ]);
  });

  it('keeps no warning that is empty once its markup is gone', async () => {
    const db = t.database.db;
    const row = await seedSource(db, t.roles.wallB.id, {
      network: 'mastodon',
      feedType: 'hashtag',
      options: { hashtag: 'empty' },
    });
    const deps = { db, plugins: installedPluginHost(), logger: quiet };
    const plain = { ...tooted, contentWarning: '<i> </i>', sensitive: undefined };
    await storePost(deps, row, toDomainSource(row), plain);
    const posts = (await t.app.inject({ url: `/api/posts?wall=${t.roles.wallB.user_name}` })).json()
      .posts;
    expect(posts).toEqual([
      expect.objectContaining({ content_warning: null, sensitive: false, created_estimated: true }),
    ]);
  });
});
