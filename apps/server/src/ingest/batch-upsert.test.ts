/**
 * Crawls write a page of items in batches: an item whose content hash is stored is neither
 * sanitized nor written, a changed one is sanitized again and updated in place, a new one is
 * screened and inserted, and every moderation decision survives.
 */
import { screeningRulesSchema, type PostChangedEvent } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { rssConnector } from '@chorus/connector-rss';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { ValuesNode, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import {
  pinPost,
  setHighlight,
  setPostCta,
  setPostState,
} from '../db/repositories/post-moderation.ts';
import { saveScreeningRules } from '../db/repositories/screening.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { tapScreeningRules } from '../screening/plugin.ts';
import { crawlSource } from './crawl.ts';
import { postBatchSize } from './pipeline.ts';
import type * as SanitizeModule from './sanitize-post.ts';
import { sanitizePost } from './sanitize-post.ts';
import { numberedEntries, rssDocument, testIngestDeps, type FeedEntry } from './testing.ts';

// The real sanitizer, counted: an unchanged item must not reach it.
vi.mock('./sanitize-post.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof SanitizeModule>();
  return { ...actual, sanitizePost: vi.fn(actual.sanitizePost) };
});
const sanitized = vi.mocked(sanitizePost);

/** Counts the rows each statement inserts into posts. */
function insertRecorder(): { plugin: KyselyPlugin; rows: number[] } {
  const rows: number[] = [];
  return {
    rows,
    plugin: {
      transformQuery: ({ node }) => {
        if (node.kind === 'InsertQueryNode' && node.values && ValuesNode.is(node.values)) {
          rows.push(node.values.values.length);
        }
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    },
  };
}

describe.each(testDatabases())('batched crawls on $name', (target) => {
  let database: ChorusDatabase;
  let network: FakeNetwork;
  const feeds = new Map<string, string>();
  const events: PostChangedEvent[] = [];
  const recorder = insertRecorder();
  const plugins = new PluginHost([rssConnector()]);
  plugins.hooks.postChanged.tapPromise('test-recorder', async (event) => {
    events.push(event);
  });
  let deps: ReturnType<typeof testIngestDeps>;

  beforeAll(async () => {
    database = await openMigrated(target);
    tapScreeningRules(plugins, database.db);
    network = await startFakeNetwork([
      {
        path: /^\/feeds\//,
        respond: (request) => ({
          headers: { 'content-type': 'application/rss+xml' },
          body: feeds.get(request.path) ?? '',
        }),
      },
    ]);
    deps = testIngestDeps(database.db.withPlugin(recorder.plugin), plugins, {
      settings: { maxItemsPerCrawl: 2 * postBatchSize + 50 },
    });
  });
  afterAll(async () => {
    await deps.close();
    await network.close();
    await database.close();
  });
  beforeEach(() => {
    events.length = 0;
    recorder.rows.length = 0;
    sanitized.mockClear();
  });

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

  const rowsOf = async (sourceId: number) => {
    const rows = await database.db
      .selectFrom('posts')
      .select([
        'id',
        'external_id',
        'title',
        'description',
        'state',
        'pinned_at',
        'highlight',
        'cta',
        'content_hash',
        'updated_at',
      ])
      .where('source_id', '=', sourceId)
      .orderBy('external_id')
      .execute();
    return new Map(rows.map((row) => [row.external_id, row]));
  };

  /**
   * A crawl with a client of its own: a long crawl outlives the fake server's keep-alive, and a
   * reused socket would be reset.
   */
  const crawlAlone = async (sourceId: number) => {
    const alone = testIngestDeps(database.db.withPlugin(recorder.plugin), plugins, {
      settings: { maxItemsPerCrawl: 2 * postBatchSize + 50 },
    });
    try {
      return await crawlSource(alone, sourceId);
    } finally {
      await alone.close();
    }
  };

  const started = () => {
    events.length = 0;
    recorder.rows.length = 0;
    sanitized.mockClear();
  };

  it('writes only the new and changed items of a page, sanitizing only those', async () => {
    const entries: FeedEntry[] = [
      { id: 'a', title: 'Alpha' },
      { id: 'b', title: 'Bravo' },
      { id: 'c', title: 'Charlie' },
      { id: 'd', title: 'Delta' },
    ];
    const { source, setFeed } = await feedSource('mixed', entries);
    expect(await crawlSource(deps, source.id)).toMatchObject({ inserted: 4, unchanged: 0 });
    expect(recorder.rows).toEqual([4]);
    expect(sanitized).toHaveBeenCalledTimes(4);
    const before = await rowsOf(source.id);
    expect([...before.values()].every((row) => /^[\w-]{43}$/.test(row.content_hash ?? ''))).toBe(
      true,
    );

    started();
    setFeed([
      entries[0]!,
      {
        id: 'b',
        title: 'Bravo <b>edited</b>',
        body: '<p onclick="x()">New <script>1</script>text</p>',
      },
      entries[2]!,
      entries[3]!,
      { id: 'e', title: 'Echo' },
    ]);
    expect(await crawlSource(deps, source.id)).toMatchObject({
      result: 'ok',
      inserted: 1,
      updated: 1,
      unchanged: 3,
      dropped: 0,
    });
    // One statement with the two rows that changed; only they went through the sanitizer.
    expect(recorder.rows).toEqual([2]);
    expect(sanitized.mock.calls.map(([post]) => post.externalId)).toEqual(['b', 'e']);

    const after = await rowsOf(source.id);
    expect([...after.keys()]).toEqual(['a', 'b', 'c', 'd', 'e']);
    for (const id of ['a', 'c', 'd']) expect(after.get(id)).toEqual(before.get(id));
    const edited = after.get('b');
    expect(edited).toMatchObject({
      id: before.get('b')?.id,
      title: 'Bravo edited',
      description: '<p>New text</p>',
      state: 'approved',
    });
    expect(edited?.content_hash).not.toBe(before.get('b')?.content_hash);
    expect(edited?.updated_at.getTime()).toBeGreaterThan(before.get('b')!.updated_at.getTime());
    expect(after.get('e')).toMatchObject({ title: 'Echo', state: 'approved' });

    // Announcements: the new approved post is created and approved, the edit is an update.
    expect(events).toEqual([
      { wallId: expect.any(String), postId: String(edited?.id), change: 'updated' },
      { wallId: expect.any(String), postId: String(after.get('e')?.id), change: 'created' },
      { wallId: expect.any(String), postId: String(after.get('e')?.id), change: 'approved' },
    ]);

    // The same page again writes and announces nothing.
    started();
    expect(await crawlSource(deps, source.id)).toMatchObject({ unchanged: 5, updated: 0 });
    expect(recorder.rows).toEqual([]);
    expect(sanitized).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(await rowsOf(source.id)).toEqual(after);
  });

  it('keeps every moderation decision when an item is edited and crawled again', async () => {
    const entries: FeedEntry[] = [
      { id: 'm1', title: 'One' },
      { id: 'm2', title: 'Two' },
      { id: 'm3', title: 'Three' },
    ];
    const { wall, source, setFeed } = await feedSource('moderated', entries, 1);
    await crawlSource(deps, source.id);
    const first = await rowsOf(source.id);
    expect([...first.values()].map((row) => row.state)).toEqual(['pending', 'pending', 'pending']);
    const id = (key: string) => first.get(key)!.id;
    await setPostState(database.db, wall.id, id('m1'), 'approved');
    await pinPost(database.db, wall.id, id('m1'));
    await setHighlight(database.db, wall.id, id('m1'), true);
    await setPostCta(database.db, wall.id, id('m1'), {
      url: 'https://tickets.example.org/',
      text: 'Tickets',
    });
    await setPostState(database.db, wall.id, id('m2'), 'removed');
    const moderated = await rowsOf(source.id);

    started();
    setFeed(entries.map((entry) => ({ ...entry, title: `${entry.title} (edited)` })));
    expect(await crawlSource(deps, source.id)).toMatchObject({ updated: 3, inserted: 0 });
    const after = await rowsOf(source.id);
    expect(after.get('m1')).toMatchObject({
      title: 'One (edited)',
      state: 'approved',
      highlight: true,
      pinned_at: moderated.get('m1')?.pinned_at,
      cta: { url: 'https://tickets.example.org/', text: 'Tickets' },
    });
    expect(after.get('m2')).toMatchObject({ title: 'Two (edited)', state: 'removed' });
    expect(after.get('m3')).toMatchObject({ title: 'Three (edited)', state: 'pending' });
    // Edits are announced as updates, never as new or approved posts.
    expect(events.map((event) => event.change)).toEqual(['updated', 'updated', 'updated']);
  });

  it('announces new posts as approved only when they land approved', async () => {
    const held = await feedSource('held', [{ id: 'h1', title: 'Held' }], 1);
    const open = await feedSource('open', [{ id: 'o1', title: 'Shown' }], 0);
    await crawlSource(deps, held.source.id);
    await crawlSource(deps, open.source.id);
    const heldId = String((await rowsOf(held.source.id)).get('h1')?.id);
    const openId = String((await rowsOf(open.source.id)).get('o1')?.id);
    expect(events).toEqual([
      { wallId: String(held.wall.id), postId: heldId, change: 'created' },
      { wallId: String(open.wall.id), postId: openId, change: 'created' },
      { wallId: String(open.wall.id), postId: openId, change: 'approved' },
    ]);
  });

  it('stores a page larger than a batch in several statements, and compares it the same way', async () => {
    const count = 2 * postBatchSize + 7;
    const entries = numberedEntries('big', count);
    const { source, setFeed } = await feedSource('big', entries);
    expect(await crawlAlone(source.id)).toMatchObject({ inserted: count, dropped: 0 });
    expect(recorder.rows).toEqual([postBatchSize, postBatchSize, 7]);
    expect(events.filter((event) => event.change === 'approved')).toHaveLength(count);
    const before = await rowsOf(source.id);
    expect(before.size).toBe(count);

    started();
    const last = count - 1;
    setFeed([
      ...entries.map((entry, index) =>
        index === postBatchSize + 3 || index === last ? { ...entry, title: 'Changed' } : entry,
      ),
      { id: 'big-new', title: 'New' },
    ]);
    expect(await crawlAlone(source.id)).toMatchObject({
      inserted: 1,
      updated: 2,
      unchanged: count - 2,
    });
    expect(recorder.rows).toEqual([1, 2]);
    expect(sanitized).toHaveBeenCalledTimes(3);
    const after = await rowsOf(source.id);
    expect(after.size).toBe(count + 1);
    const changed = [`big-${postBatchSize + 4}`, `big-${count}`];
    for (const [key, row] of before) {
      if (changed.includes(key)) {
        expect(after.get(key)).toMatchObject({ id: row.id, title: 'Changed' });
      } else {
        expect(after.get(key)).toEqual(row);
      }
    }
  });

  it('records the hash of a post stored before hashes without rewriting its content', async () => {
    const { source } = await feedSource('legacy', [{ id: 'l1', title: 'Old post' }]);
    await crawlSource(deps, source.id);
    await database.db
      .updateTable('posts')
      .set({ content_hash: null })
      .where('source_id', '=', source.id)
      .execute();
    const before = (await rowsOf(source.id)).get('l1');

    started();
    expect(await crawlSource(deps, source.id)).toMatchObject({ unchanged: 1, updated: 0 });
    const after = (await rowsOf(source.id)).get('l1');
    expect(after).toEqual({ ...before, content_hash: expect.stringMatching(/^[\w-]{43}$/) });
    expect(events).toEqual([]);
  });

  it('screens a copy of a post of the same page against the post before it', async () => {
    const { wall, source } = await feedSource('copies', [
      { id: 'c1', title: 'The band played all night long', body: '<p>Loud!</p>' },
      { id: 'c2', title: 'The band played all night long', body: '<p>Loud!</p>' },
      { id: 'c3', title: 'Something else entirely here' },
    ]);
    await saveScreeningRules(
      database.db,
      wall.id,
      null,
      screeningRulesSchema.parse({ duplicates: { enabled: true } }),
    );
    expect(await crawlSource(deps, source.id)).toMatchObject({ inserted: 3 });
    const rows = await database.db
      .selectFrom('posts')
      .select(['external_id', 'state', 'screened_rule'])
      .where('source_id', '=', source.id)
      .orderBy('external_id')
      .execute();
    expect(rows).toEqual([
      { external_id: 'c1', state: 'approved', screened_rule: null },
      { external_id: 'c2', state: 'removed', screened_rule: 'duplicates' },
      { external_id: 'c3', state: 'approved', screened_rule: null },
    ]);
    // The copy waited for the post before it; the post after it joined the copy's statement.
    expect(recorder.rows).toEqual([1, 2]);
  });
});
