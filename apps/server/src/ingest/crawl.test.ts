import type { PostChangedEvent } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { rssConnector } from '@chorus/connector-rss';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { setPostState } from '../db/repositories/post-moderation.ts';
import { findSourceById } from '../db/repositories/sources.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { crawlSource } from './crawl.ts';
import { rssDocument, testIngestDeps, type FeedEntry } from './testing.ts';

describe.each(testDatabases())('crawling a feed on $name', (target) => {
  let database: ChorusDatabase;
  let network: FakeNetwork;
  const feeds = new Map<string, string>();
  const events: PostChangedEvent[] = [];
  const plugins = new PluginHost([rssConnector()]);
  plugins.hooks.postChanged.tapPromise('test-recorder', async (event) => {
    events.push(event);
  });
  plugins.hooks.screenPost.tapPromise('test-screen', async ({ post }) => {
    if (post.title.includes('[hold]')) return { state: 'pending', reason: 'held for review' };
    if (post.title.includes('[spam]')) return { state: 'removed', reason: 'spam' };
    return undefined;
  });
  let deps: ReturnType<typeof testIngestDeps>;

  beforeAll(async () => {
    database = await openMigrated(target);
    network = await startFakeNetwork([
      {
        path: /^\/feeds\//,
        respond: (request) => {
          const body = feeds.get(request.path);
          return body === undefined
            ? { status: 404, body: 'gone' }
            : { headers: { 'content-type': 'application/rss+xml' }, body };
        },
      },
    ]);
    deps = testIngestDeps(database.db, plugins);
  });
  afterAll(async () => {
    await deps.close();
    await network.close();
    await database.close();
  });

  /** A wall with one RSS source whose feed the test controls. */
  async function feedSource(name: string, entries: FeedEntry[], privacy: 0 | 1 = 0) {
    const { wall } = await seedWall(database.db);
    feeds.set(`/feeds/${name}`, rssDocument(entries));
    const source = await seedSource(database.db, wall.id, {
      network: 'rss',
      feedType: 'url',
      options: { url: `${network.baseUrl}/feeds/${name}` },
      privacy,
    });
    return {
      wall,
      source,
      setFeed: (next: FeedEntry[]) => feeds.set(`/feeds/${name}`, rssDocument(next)),
    };
  }

  const postsOf = (sourceId: number) =>
    database.db
      .selectFrom('posts')
      .select(['id', 'external_id', 'title', 'description', 'state', 'url'])
      .where('source_id', '=', sourceId)
      .orderBy('external_id')
      .execute();

  it('stores the unique items once, edits in place, and never undoes a rejection', async () => {
    const entries: FeedEntry[] = [
      { id: 'a', title: 'Alpha' },
      { id: 'b', title: 'Bravo' },
      { id: 'c', title: 'Charlie' },
      { id: 'b', title: 'Bravo again' },
    ];
    const { wall, source, setFeed } = await feedSource('main', entries);

    const first = await crawlSource(deps, source.id);
    expect(first).toMatchObject({ result: 'ok', fetched: 4 });
    const afterFirst = await postsOf(source.id);
    expect(afterFirst.map((post) => post.external_id)).toEqual(['a', 'b', 'c']);

    const second = await crawlSource(deps, source.id);
    expect(second).toMatchObject({ result: 'ok', inserted: 0 });
    expect(await postsOf(source.id)).toEqual(afterFirst);

    setFeed([
      { id: 'a', title: 'Alpha' },
      { id: 'b', title: 'Bravo, corrected', body: '<p>Fixed typo</p>' },
      { id: 'c', title: 'Charlie' },
    ]);
    expect(await crawlSource(deps, source.id)).toMatchObject({ result: 'ok', updated: 1 });
    const edited = await postsOf(source.id);
    expect(edited).toHaveLength(3);
    const bravo = edited.find((post) => post.external_id === 'b');
    expect(bravo).toMatchObject({
      id: afterFirst[1]?.id,
      title: 'Bravo, corrected',
      description: '<p>Fixed typo</p>',
      state: 'approved',
    });

    const alpha = edited.find((post) => post.external_id === 'a');
    await setPostState(database.db, wall.id, alpha?.id ?? 0, 'removed');
    setFeed([
      { id: 'a', title: 'Alpha (edited after rejection)' },
      { id: 'b', title: 'Bravo, corrected', body: '<p>Fixed typo</p>' },
      { id: 'c', title: 'Charlie' },
    ]);
    await crawlSource(deps, source.id);
    const final = await postsOf(source.id);
    expect(final.map((post) => [post.external_id, post.state])).toEqual([
      ['a', 'removed'],
      ['b', 'approved'],
      ['c', 'approved'],
    ]);
    expect(new Set(final.map((post) => post.id))).toEqual(
      new Set(afterFirst.map((post) => post.id)),
    );

    const crawled = await findSourceById(database.db, source.id);
    expect(crawled?.last_crawled_at).toBeInstanceOf(Date);
    expect(crawled?.health).toEqual({
      state: 'ok',
      lastError: null,
      lastErrorAt: null,
      retryAt: null,
    });
  });

  it('lands posts of a privacy 1 source pending and of a privacy 0 source approved', async () => {
    const moderated = await feedSource('moderated', [{ id: 'm1', title: 'Held' }], 1);
    const open = await feedSource('open', [{ id: 'o1', title: 'Shown' }], 0);
    events.length = 0;
    await crawlSource(deps, moderated.source.id);
    await crawlSource(deps, open.source.id);
    expect((await postsOf(moderated.source.id)).map((post) => post.state)).toEqual(['pending']);
    const [shown] = await postsOf(open.source.id);
    expect(shown?.state).toBe('approved');
    const [held] = await postsOf(moderated.source.id);
    expect(events).toEqual([
      { wallId: String(moderated.wall.id), postId: String(held?.id), change: 'created' },
      { wallId: String(open.wall.id), postId: String(shown?.id), change: 'created' },
      { wallId: String(open.wall.id), postId: String(shown?.id), change: 'approved' },
    ]);
  });

  it('honours screenPost verdicts: pending holds a post, removed puts it in the trash', async () => {
    const { source } = await feedSource('screened', [
      { id: 's1', title: 'Fine' },
      { id: 's2', title: 'Check me [hold]' },
      { id: 's3', title: 'Buy now [spam]' },
    ]);
    expect(await crawlSource(deps, source.id)).toMatchObject({ inserted: 3, dropped: 0 });
    expect((await postsOf(source.id)).map((post) => [post.external_id, post.state])).toEqual([
      ['s1', 'approved'],
      ['s2', 'pending'],
      ['s3', 'removed'],
    ]);
  });

  it('stores only sanitized HTML, plain-text titles and http(s) links', async () => {
    const { source } = await feedSource('hostile', [
      {
        id: 'x1',
        title: '<b>Bold</b> &amp; <script>alert(1)</script>title',
        body: '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a><script>alert(2)</script></p>',
        link: 'javascript:alert(3)',
      },
    ]);
    await crawlSource(deps, source.id);
    const [post] = await postsOf(source.id);
    expect(post?.title).toBe('Bold & title');
    expect(post?.description).not.toMatch(/script|onclick|javascript/i);
    expect(post?.description).toContain('Hi');
    expect(post?.url).toBeNull();
  });

  it('keeps at most maxItemsPerCrawl items of one crawl', async () => {
    const capped = testIngestDeps(database.db, plugins, { settings: { maxItemsPerCrawl: 2 } });
    const { source } = await feedSource('big', [
      { id: 'b1', title: '1' },
      { id: 'b2', title: '2' },
      { id: 'b3', title: '3' },
    ]);
    expect(await crawlSource(capped, source.id)).toMatchObject({ fetched: 3, inserted: 2 });
    await capped.close();
    expect(await postsOf(source.id)).toHaveLength(2);
  });

  it('skips sources that are gone or not active', async () => {
    expect(await crawlSource(deps, 987_654_321)).toMatchObject({ result: 'skipped' });
    const { wall } = await seedWall(database.db);
    const paused = await seedSource(database.db, wall.id, { network: 'rss', feedType: 'url' });
    await database.db
      .updateTable('sources')
      .set({ status: 'paused' })
      .where('id', '=', paused.id)
      .execute();
    expect(await crawlSource(deps, paused.id)).toMatchObject({ result: 'skipped' });
  });
});
