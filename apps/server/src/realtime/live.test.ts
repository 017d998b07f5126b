import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import { liveCloseCodes, liveMessages, type LiveFrame } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { seedWall } from '../db/testing-fixtures.ts';
import type { PostRow, WallRow } from '../db/schema.ts';
import { testConfig } from '../testing/app.ts';
import type { ControlAuthorizer } from './access.ts';
import { toLivePost } from './live-post.ts';
import { LiveClient, seedLivePost } from './testing.ts';

/** Until sessions and tokens are wired: a header naming the wall stands for its moderator. */
const testModerators: ControlAuthorizer = async (request, wall) =>
  request.headers['x-test-moderator'] === wall.userName;

const ofType =
  <T extends LiveFrame['type']>(type: T) =>
  (frame: LiveFrame): frame is Extract<LiveFrame, { type: T }> =>
    frame.type === type;

describe.each(testDatabases())('the live channel on $name', ({ openAddressed }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let origin: string;
  let wallA: WallRow;
  let wallB: WallRow;
  let postA: PostRow;
  let postB: PostRow;
  const clients: LiveClient[] = [];

  const url = (wall: Pick<WallRow, 'user_name'>, query = '') =>
    `${origin.replace('http', 'ws')}/api/walls/${wall.user_name}/live${query}`;
  const viewer = async (wall: Pick<WallRow, 'user_name'>, headers: Record<string, string> = {}) => {
    const client = await LiveClient.ready(url(wall), headers);
    clients.push(client);
    return client;
  };
  const moderator = async (wall: WallRow) => {
    const client = await LiveClient.ready(url(wall, '?control=1'), {
      'x-test-moderator': wall.user_name,
      origin,
    });
    clients.push(client);
    return client;
  };
  /** Publishes a marker on a wall and waits for it: everything sent before has been handled. */
  const drain = async (client: LiveClient, wall: WallRow) => {
    await app.realtime.publish(String(wall.id), { type: 'slider', name: 'marker', value: 1 });
    await client.next((frame) => frame.type === 'slider' && frame.name === 'marker');
  };
  const change = (
    post: PostRow,
    kind: 'created' | 'approved' | 'rejected' | 'removed' | 'displayed' | 'pinned',
  ) =>
    app.plugins.hooks.postChanged.promise({
      wallId: String(post.wall_id),
      postId: String(post.id),
      change: kind,
    });

  beforeAll(async () => {
    const opened = await openAddressed();
    database = opened.database;
    await migrateToLatest(database.db);
    const environment: Record<string, string> = opened.databaseUrl
      ? { DATABASE_URL: opened.databaseUrl }
      : {};
    app = await buildApp({
      config: testConfig(environment),
      database,
      plugins: new PluginHost(toyPlugins),
      logger: false,
      realtime: { authorizeControl: testModerators, limits: { maxBufferedBytes: 64 * 1024 } },
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    wallA = (await seedWall(database.db)).wall;
    wallB = (await seedWall(database.db)).wall;
    postA = await seedLivePost(database.db, wallA.id, {
      title: 'Approved on A',
      media: [
        {
          kind: 'image',
          url: 'https://example.com/a.jpg',
          width: 600,
          height: 400,
          alt: 'a',
          originalUrl: null,
          embedUrl: null,
        },
      ],
    });
    postB = await seedLivePost(database.db, wallB.id, { title: 'Approved on B' });
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await app?.close();
    await database?.close();
  });

  it('tells a viewer it is subscribed, read-only, from any site', async () => {
    const client = await LiveClient.connect(url(wallA), { origin: 'https://blog.example.org' });
    clients.push(client);
    const ready = await client.next(ofType('ready'));
    expect(ready).toEqual({ type: 'ready', wall: wallA.user_name, canPublish: false });
  });

  it('sends approve with the post, reject and display to the viewers of that wall only', async () => {
    const onA = await viewer(wallA);
    const onB = await viewer(wallB);
    await change(postA, 'approved');
    const approve = await onA.next(ofType('approve'));
    expect(approve.post).toEqual({
      id: String(postA.id),
      network: 'custom',
      author: {},
      title: 'Approved on A',
      description: '<p>Hello</p>',
      url: null,
      media: postA.media,
      createdAt: postA.created_at,
      pinned: false,
      highlight: false,
    });
    await change(postA, 'displayed');
    expect((await onA.next(ofType('display'))).post.id).toBe(String(postA.id));
    await change(postA, 'rejected');
    expect(await onA.next(ofType('reject'))).toEqual({ type: 'reject', postId: String(postA.id) });

    await drain(onB, wallB);
    expect(onB.framesOf('approve', 'display', 'reject', 'post')).toEqual([]);
  });

  it("announces a crawl's new approved post once, as post, and nothing for a pending one", async () => {
    const onA = await viewer(wallA);
    const fresh = await seedLivePost(database.db, wallA.id, { title: 'Fresh from a crawl' });
    const pending = await seedLivePost(database.db, wallA.id, { state: 'pending' });
    await change(fresh, 'created');
    await change(fresh, 'approved');
    await change(pending, 'created');
    expect((await onA.next(ofType('post'))).post.title).toBe('Fresh from a crawl');
    await drain(onA, wallA);
    expect(onA.framesOf('approve', 'post')).toEqual([]);
  });

  it("never sends another wall's post, even when a change names the wrong wall", async () => {
    const onA = await viewer(wallA);
    await app.plugins.hooks.postChanged.promise({
      wallId: String(wallA.id),
      postId: String(postB.id),
      change: 'approved',
    });
    await drain(onA, wallA);
    expect(onA.framesOf('approve')).toEqual([]);
  });

  it("delivers a moderator's control events, in order, to every viewer of the wall", async () => {
    const onA = await viewer(wallA);
    const onB = await viewer(wallB);
    const control = await moderator(wallA);
    expect(control.framesOf('ready')).toEqual([]);
    const shown = await seedLivePost(database.db, wallA.id, { title: 'Show me' });
    control.send({ type: 'forward' });
    control.send({ type: 'back' });
    control.send({ type: 'pause' });
    control.send({ type: 'play' });
    control.send({ type: 'animation', index: 3 });
    control.send({ type: 'transition', ms: 8000 });
    control.send({ type: 'slider', name: 'waterfallSpeed', value: 20_000 });
    control.send({ type: 'slider', name: 'gridwidth', value: 320 });
    control.send({ type: 'display', postId: String(shown.id) });
    const received: LiveFrame[] = [];
    for (let i = 0; i < 9; i += 1) received.push(await onA.next(() => true));
    expect(received.slice(0, 8)).toEqual([
      { type: 'forward' },
      { type: 'back' },
      { type: 'pause' },
      { type: 'play' },
      { type: 'animation', index: 3 },
      { type: 'transition', ms: 8000 },
      { type: 'slider', name: 'waterfallSpeed', value: 20_000 },
      { type: 'slider', name: 'gridwidth', value: 320 },
    ]);
    expect(received[8]).toMatchObject({ type: 'display', post: { title: 'Show me' } });
    await drain(onB, wallB);
    expect(onB.framesOf('forward', 'back', 'pause', 'play', 'animation', 'display')).toEqual([]);
  });

  it('answers a bad control message with an error frame and keeps the connection', async () => {
    const control = await moderator(wallA);
    control.send({ type: 'animation', index: 12 });
    expect(await control.next(ofType('error'))).toMatchObject({ code: 'invalid' });
    control.send({ type: 'approve', post: {} });
    expect(await control.next(ofType('error'))).toMatchObject({ code: 'invalid' });
    control.send({ type: 'display', postId: String(postB.id) });
    expect(await control.next(ofType('error'))).toEqual({
      type: 'error',
      code: 'not_found',
      message: liveMessages.postNotFound,
    });
    control.send({ type: 'forward' });
    await control.next(ofType('forward'));
  });

  it('refuses to publish for a viewer, and keeps it watching', async () => {
    const watcher = await viewer(wallA, { 'x-test-moderator': wallA.user_name });
    const onA = await viewer(wallA);
    watcher.send({ type: 'forward' });
    expect(await watcher.next(ofType('error'))).toEqual({
      type: 'error',
      code: 'forbidden',
      message: liveMessages.forbidden,
    });
    await drain(watcher, wallA);
    expect(onA.framesOf('forward')).toEqual([]);
  });

  it('refuses a control upgrade without authorization or from another site', async () => {
    await expect(LiveClient.connect(url(wallA, '?control=1'), { origin })).rejects.toThrow(
      'HTTP 403',
    );
    await expect(
      LiveClient.connect(url(wallA, '?control=1'), { 'x-test-moderator': wallB.user_name }),
    ).rejects.toThrow('HTTP 403');
    await expect(
      LiveClient.connect(url(wallA, '?control=1'), {
        'x-test-moderator': wallA.user_name,
        origin: 'https://evil.example',
      }),
    ).rejects.toThrow('HTTP 403');
  });

  it('closes connections to unknown and inactive walls alike', async () => {
    const { wall: inactive } = await seedWall(database.db, { status: 2 });
    for (const wall of [inactive, { user_name: 'no-such-wall' }]) {
      const client = await LiveClient.connect(url(wall));
      clients.push(client);
      expect(await client.closed).toEqual({
        code: liveCloseCodes.wallUnavailable,
        reason: liveMessages.wallUnavailable,
      });
      expect(client.frames).toEqual([]);
    }
  });

  it('counts the wall pages watching a wall, not its remote controls nor its own subscribers', async () => {
    const { wall } = await seedWall(database.db);
    const id = String(wall.id);
    const first = await viewer(wall);
    await viewer(wall);
    await moderator(wall);
    expect(app.realtime.viewerCount(id)).toBe(2);
    expect(app.realtime.subscriberCount(id)).toBe(3);
    await first.close();
    // The server sees the close a moment after the client: wait for it, bounded.
    for (let i = 0; i < 100 && app.realtime.viewerCount(id) === 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(app.realtime.viewerCount(id)).toBe(1);
  });

  it('drops a viewer that stops reading once its send buffer is full', async () => {
    const { wall: wallC } = await seedWall(database.db);
    const big = await seedLivePost(database.db, wallC.id, {
      title: 'Large',
      description: `<p>${'x'.repeat(100_000)}</p>`,
    });
    const reader = await viewer(wallC);
    const stuck = await viewer(wallC);
    stuck.socket.pause();
    const event = { type: 'approve' as const, post: toLivePost(big) };
    // Up to 50 MB: past what the kernel may buffer on loopback (tcp_rmem + tcp_wmem) plus the
    // 64 kB limit. Paced by the reader, which therefore never falls behind.
    for (let i = 0; i < 500 && app.realtime.subscriberCount(String(wallC.id)) === 2; i += 1) {
      await app.realtime.publish(String(wallC.id), event);
      await reader.next(ofType('approve'));
    }
    stuck.socket.resume();
    const closed = await Promise.race([
      stuck.closed,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 10_000).unref()),
    ]);
    expect(closed).toEqual({
      code: liveCloseCodes.slowConsumer,
      reason: liveMessages.slowConsumer,
    });
    expect(reader.socket.readyState).toBe(WebSocket.OPEN);
  });
});
