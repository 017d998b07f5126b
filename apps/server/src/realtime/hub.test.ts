import type { LiveEvent } from '@chorus/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { seedWall } from '../db/testing-fixtures.ts';
import { approvePost, pinPost, setPostState } from '../db/repositories/post-moderation.ts';
import type { WallRow } from '../db/schema.ts';
import { RealtimeHub } from './hub.ts';
import { toLivePost } from './live-post.ts';
import { createPostChangeMapper, withChangedRow } from './post-changes.ts';
import { createMemoryTransport, type RealtimeTransport } from './transport.ts';
import { createPostgresTransport, defaultRealtimeChannel } from './transport-postgres.ts';
import { seedLivePost } from './testing.ts';
import { decodeWire, encodeWire, notifyPayloadLimitBytes } from './wire.ts';

const quiet = { warn: () => undefined, error: () => undefined };

describe('the wire between processes', () => {
  const post = toLivePost({
    id: 7,
    source_id: 3,
    network: 'rss',
    author: { name: 'Ada' },
    title: 'T',
    description: 'x'.repeat(9000),
    url: null,
    media: [],
    hosted_media: null,
    created_estimated: false,
    content_warning: null,
    sensitive: false,
    created_at: 1_700_000_000,
    pinned_at: null,
    highlight: false,
    cta: null,
    state: 'approved',
    recur_frequency: 0,
    recur_offset: 0,
    likes: 0,
    comments: 0,
    publish_at: null,
    expire_at: null,
    reshown_at: null,
  });

  it('carries a small event whole and a large post event as a reference', () => {
    const small: LiveEvent = { type: 'animation', index: 2 };
    expect(decodeWire(encodeWire('3', small, notifyPayloadLimitBytes))).toEqual({
      wallId: '3',
      event: small,
    });
    const large = encodeWire('3', { type: 'approve', post }, notifyPayloadLimitBytes);
    expect(Buffer.byteLength(large)).toBeLessThan(8000);
    expect(decodeWire(large)).toEqual({
      wallId: '3',
      reference: { type: 'approve', postId: '7' },
    });
  });

  it('ignores what is not a Chorus message', () => {
    for (const payload of ['', 'nope', '{}', '{"w":"1","e":{"type":"approve"}}', '[1]']) {
      expect(decodeWire(payload), payload).toBeUndefined();
    }
  });
});

describe('a transport that lost its link and got it back', () => {
  it('tells every viewer and moderator to resync, after the events before it', async () => {
    const memory = createMemoryTransport();
    let resumed = () => {};
    const transport: RealtimeTransport = {
      ...memory,
      async start(deliver, onResumed) {
        resumed = onResumed ?? resumed;
        await memory.start(deliver);
      },
    };
    const database = await openDatabase({ memory: true });
    const hub = new RealtimeHub({ transport, db: database.db, logger: quiet });
    try {
      await hub.start();
      const heard: string[] = [];
      const stopViewer = hub.subscribe(
        '1',
        (event) => heard.push(`viewer ${event.type}`),
        (frame) => heard.push(`viewer ${frame}`),
      );
      hub.subscribeModerator(
        '2',
        () => heard.push('moderator event'),
        (frame) => heard.push(`moderator ${frame}`),
      );
      // A subscriber without a resync callback (a cache that follows events) hears nothing.
      hub.subscribe('1', (event) => heard.push(`plain ${event.type}`));
      await hub.publish('1', { type: 'forward' });
      resumed();
      await expect.poll(() => heard.length).toBe(4);
      expect(heard).toEqual([
        'viewer forward',
        'plain forward',
        'viewer {"type":"resync"}',
        'moderator {"type":"resync"}',
      ]);
      stopViewer();
      resumed();
      await expect.poll(() => heard.length).toBe(5);
      expect(heard[4]).toBe('moderator {"type":"resync"}');
    } finally {
      await hub.close();
      await database.close();
    }
  });
});

describe.each(testDatabases())('the realtime hub on $name', ({ openAddressed }) => {
  let database: ChorusDatabase;
  let databaseUrl: string | undefined;
  let wall: WallRow;
  let other: WallRow;
  const hubs: RealtimeHub[] = [];

  /** The transport this database uses in production; in memory, as small as NOTIFY's. */
  const transport = (): RealtimeTransport =>
    databaseUrl
      ? createPostgresTransport({ databaseUrl, db: database.db, logger: quiet })
      : { ...createMemoryTransport(), payloadLimitBytes: notifyPayloadLimitBytes };
  const startHub = async () => {
    const hub = new RealtimeHub({ transport: transport(), db: database.db, logger: quiet });
    hubs.push(hub);
    await hub.start();
    return hub;
  };
  /** Subscribes and returns the received events, plus a bounded wait for the n-th one. */
  const record = (hub: RealtimeHub, wallId: number) => {
    const events: LiveEvent[] = [];
    let wake = () => {};
    const unsubscribe = hub.subscribe(String(wallId), (event) => {
      events.push(event);
      wake();
    });
    const count = (n: number, timeoutMs = 5000) =>
      new Promise<LiveEvent[]>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${events.length} events`)),
          timeoutMs,
        );
        wake = () => {
          if (events.length < n) return;
          clearTimeout(timer);
          resolve(events);
        };
        wake();
      });
    return { events, count, unsubscribe };
  };

  beforeAll(async () => {
    const opened = await openAddressed();
    database = opened.database;
    databaseUrl = opened.databaseUrl;
    await migrateToLatest(database.db);
    wall = (await seedWall(database.db)).wall;
    other = (await seedWall(database.db)).wall;
  });

  afterAll(async () => {
    await Promise.all(hubs.map((hub) => hub.close()));
    await database?.close();
  });

  it("delivers a wall's events in order to its subscribers only, until they leave", async () => {
    const hub = await startHub();
    const mine = record(hub, wall.id);
    const theirs = record(hub, other.id);
    await hub.publish(String(wall.id), { type: 'forward' });
    await hub.publish(String(wall.id), { type: 'slider', name: 'postwidth', value: 280 });
    await hub.publish(String(other.id), { type: 'back' });
    expect(await mine.count(2)).toEqual([
      { type: 'forward' },
      { type: 'slider', name: 'postwidth', value: 280 },
    ]);
    expect(await theirs.count(1)).toEqual([{ type: 'back' }]);
    mine.unsubscribe();
    await hub.publish(String(wall.id), { type: 'forward' });
    await hub.publish(String(other.id), { type: 'forward' });
    await theirs.count(2);
    expect(mine.events).toHaveLength(2);
    expect(hub.subscriberCount()).toBe(1);
  });

  it('loads a post too large for the wire, and drops it when it is no longer shown', async () => {
    const hub = await startHub();
    const seen = record(hub, wall.id);
    const long = await seedLivePost(database.db, wall.id, {
      title: 'Long',
      description: `<p>${'long '.repeat(3000)}</p>`,
    });
    const gone = await seedLivePost(database.db, wall.id, { description: 'y'.repeat(9000) });
    await setPostState(database.db, wall.id, gone.id, 'pending');
    await hub.publish(String(wall.id), { type: 'display', post: toLivePost(gone) });
    await hub.publish(String(wall.id), { type: 'approve', post: toLivePost(long) });
    const [event] = await seen.count(1);
    expect(event).toEqual({ type: 'approve', post: toLivePost(long) });
  });

  it('turns post changes into live events, and nothing for what viewers cannot see', async () => {
    const toLiveEvent = createPostChangeMapper(database.db);
    const crawled = await seedLivePost(database.db, wall.id, { title: 'Crawled' });
    const pending = await seedLivePost(database.db, wall.id, { state: 'pending' });
    const change = (postId: number, kind: 'created' | 'approved' | 'pinned' | 'displayed') =>
      toLiveEvent({ wallId: String(wall.id), postId: String(postId), change: kind });

    expect(await change(crawled.id, 'created')).toMatchObject({ type: 'post' });
    expect(await change(crawled.id, 'approved')).toBeUndefined();
    expect(await change(crawled.id, 'approved')).toMatchObject({ type: 'approve' });
    expect(await change(pending.id, 'created')).toBeUndefined();
    await pinPost(database.db, wall.id, crawled.id);
    expect(await change(crawled.id, 'pinned')).toMatchObject({
      type: 'update',
      post: { pinned: true },
    });
    expect(await change(crawled.id, 'displayed')).toMatchObject({ type: 'display' });
    expect(
      await toLiveEvent({
        wallId: String(other.id),
        postId: String(crawled.id),
        change: 'approved',
      }),
    ).toBeUndefined();
    expect(
      await toLiveEvent({ wallId: String(wall.id), postId: String(pending.id), change: 'removed' }),
    ).toEqual({ type: 'reject', postId: String(pending.id) });
  });

  it('maps a change with the row its update returned as it maps the post it reads, without reading', async () => {
    let reads = 0;
    const counted = database.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        reads += 1;
        return result;
      },
    });
    const readsOf = async (work: () => Promise<LiveEvent | undefined>) => {
      reads = 0;
      const event = await work();
      return { event: JSON.stringify(event), reads };
    };
    const change = (postId: number, kind: 'approved' | 'updated') => ({
      wallId: String(wall.id),
      postId: String(postId),
      change: kind,
    });
    const pending = await seedLivePost(database.db, wall.id, {
      title: 'Waiting',
      state: 'pending',
    });
    const approved = await approvePost(database.db, wall.id, pending.id);
    if (!approved) throw new Error('not approved');

    // Two mappers, since each remembers what it announced.
    const given = await readsOf(() =>
      createPostChangeMapper(counted)(withChangedRow(change(pending.id, 'approved'), approved)),
    );
    const read = await readsOf(() =>
      createPostChangeMapper(counted)(change(pending.id, 'approved')),
    );
    expect(given).toEqual({ event: read.event, reads: 0 });
    expect(read.reads).toBe(1);
    expect(JSON.parse(given.event)).toEqual({ type: 'approve', post: toLivePost(approved) });

    // What viewers do not see maps to nothing either way: pending, or scheduled for later.
    const toLiveEvent = createPostChangeMapper(counted);
    const later = { ...approved, publish_at: new Date(Date.now() + 3_600_000) };
    expect(
      await readsOf(() => toLiveEvent(withChangedRow(change(pending.id, 'updated'), later))),
    ).toEqual({ event: undefined, reads: 0 });
    const hidden = await setPostState(database.db, wall.id, pending.id, 'pending');
    if (!hidden) throw new Error('not hidden');
    expect(
      await readsOf(() => toLiveEvent(withChangedRow(change(pending.id, 'updated'), hidden))),
    ).toEqual({ event: undefined, reads: 0 });

    // A row of another post, or of another wall, is not taken: the post is read.
    const shown = await seedLivePost(database.db, wall.id, { title: 'Shown' });
    expect(
      await readsOf(() => toLiveEvent(withChangedRow(change(pending.id, 'updated'), shown))),
    ).toEqual({ event: undefined, reads: 1 });
    expect(
      await readsOf(() =>
        toLiveEvent(
          withChangedRow(
            { wallId: String(other.id), postId: String(shown.id), change: 'updated' },
            shown,
          ),
        ),
      ),
    ).toEqual({ event: undefined, reads: 1 });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'ignores foreign NOTIFY payloads on its channel (PostgreSQL)',
    async () => {
      const hub = await startHub();
      const seen = record(hub, wall.id);
      for (const payload of ['garbage', `{"w":"${wall.id}","e":{"type":"slider","name":"1x"}}`]) {
        await sql`select pg_notify(${defaultRealtimeChannel}, ${payload})`.execute(database.db);
      }
      await hub.publish(String(wall.id), { type: 'back' });
      expect(await seen.count(1)).toEqual([{ type: 'back' }]);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'listens again after its connection is killed (PostgreSQL)',
    async () => {
      const hub = await startHub();
      const seen = record(hub, wall.id);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`.execute(database.db);
      // Events sent while no listener runs are lost: publish until one gets through (bounded).
      for (let attempt = 0; attempt < 75 && seen.events.length === 0; attempt += 1) {
        await hub.publish(String(wall.id), { type: 'forward' });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(seen.events[0]).toEqual({ type: 'forward' });
    },
  );
});
