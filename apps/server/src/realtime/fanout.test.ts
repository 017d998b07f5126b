/**
 * The fan-out serializes a frame once per wall and event, and sends those same bytes to every
 * socket of the wall, as a text frame; and, on PostgreSQL, two hubs (two server processes'
 * worth) on one database deliver each other's events, one larger than a NOTIFY payload
 * included.
 */
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { LiveEvent } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import { openScratchPostgres, type AddressedDatabase } from '../db/testing.ts';
import { seedWall } from '../db/testing-fixtures.ts';
import type { Database, WallRow } from '../db/schema.ts';
import { testConfig } from '../testing/app.ts';
import { serializeFrame, type OutgoingFrame } from './frame.ts';
import { RealtimeHub } from './hub.ts';
import { toLivePost } from './live-post.ts';
import { createMemoryTransport } from './transport.ts';
import { createPostgresTransport } from './transport-postgres.ts';
import { seedLivePost } from './testing.ts';
import { notifyPayloadLimitBytes } from './wire.ts';

const quiet = { warn: () => undefined, error: () => undefined };

/** The real serializer, counting its calls and the frames it made. */
function countingSerializer() {
  const made: object[] = [];
  return {
    made,
    serialize(frame: object): OutgoingFrame {
      made.push(frame);
      return serializeFrame(frame);
    },
  };
}

/** Resolves once `check` holds, polling every 10 ms; rejects after `timeoutMs`. */
async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the fan-out of one hub', () => {
  it('serializes each event once per wall and hands every listener the same bytes', async () => {
    const counter = countingSerializer();
    const hub = new RealtimeHub({
      transport: createMemoryTransport(),
      // Never read: in memory, events travel whole, never as a reference to load.
      db: {} as Kysely<Database>,
      logger: quiet,
      serialize: (frame) => counter.serialize(frame),
    });
    try {
      await hub.start();
      const heard = new Map<string, OutgoingFrame[]>();
      const listen = (wallId: string, name: string) => {
        heard.set(name, []);
        hub.subscribe(wallId, (_event, frame) => heard.get(name)?.push(frame));
      };
      for (const name of ['a1', 'a2', 'a3']) listen('1', name);
      for (const name of ['b1', 'b2']) listen('2', name);

      await hub.publish('1', { type: 'forward' });
      await hub.publish('2', { type: 'animation', index: 3 });
      await hub.publish('1', { type: 'back' });
      await until(() => heard.get('a3')?.length === 2 && heard.get('b2')?.length === 1, 'frames');

      expect(counter.made).toEqual([
        { type: 'forward' },
        { type: 'animation', index: 3 },
        { type: 'back' },
      ]);
      const [forward, back] = heard.get('a1') as OutgoingFrame[];
      for (const name of ['a2', 'a3']) {
        // The very same buffers, not equal copies.
        expect(heard.get(name)?.[0]).toBe(forward);
        expect(heard.get(name)?.[1]).toBe(back);
      }
      expect(heard.get('b2')?.[0]).toBe(heard.get('b1')?.[0]);
      expect(String(forward)).toBe('{"type":"forward"}');
    } finally {
      await hub.close();
    }
  });
});

describe('the fan-out on the live route', () => {
  let database: ChorusDatabase;
  let hub: RealtimeHub;
  let app: FastifyInstance;
  let wall: WallRow;
  let origin: string;
  const counter = countingSerializer();
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    wall = (await seedWall(database.db)).wall;
    hub = new RealtimeHub({
      transport: createMemoryTransport(),
      db: database.db,
      logger: quiet,
      serialize: (frame) => counter.serialize(frame),
    });
    await hub.start();
    app = await buildApp({
      config: testConfig(),
      database,
      plugins: new PluginHost(toyPlugins),
      logger: false,
      realtime: { hub },
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await app?.close();
    await hub?.close();
    await database?.close();
  });

  it('sends one serialized frame to every viewer of the wall, as text', async () => {
    /** A viewer noting each frame and whether it came as binary. */
    const open = () =>
      new Promise<{ frames: { text: string; binary: boolean }[] }>((resolve, reject) => {
        const socket = new WebSocket(
          `${origin.replace('http', 'ws')}/api/walls/${wall.user_name}/live`,
          {
            handshakeTimeout: 5000,
          },
        );
        sockets.push(socket);
        const viewer = { frames: [] as { text: string; binary: boolean }[] };
        socket.on('message', (data, binary) => {
          viewer.frames.push({ text: String(data), binary });
          if (viewer.frames.length === 1) resolve(viewer);
        });
        socket.on('error', reject);
      });
    const viewers = await Promise.all(Array.from({ length: 5 }, open));
    await until(() => hub.subscriberCount(String(wall.id)) === 5, 'the subscriptions');
    const before = counter.made.length;

    const post = toLivePost(await seedLivePost(database.db, wall.id, { title: 'Fanned out' }));
    const event: LiveEvent = { type: 'approve', post };
    await hub.publish(String(wall.id), event);
    await until(() => viewers.every((viewer) => viewer.frames.length === 2), 'the frames');

    expect(counter.made.slice(before)).toEqual([event]);
    for (const viewer of viewers) {
      expect(viewer.frames[1]).toEqual({ text: JSON.stringify(event), binary: false });
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two hubs on one PostgreSQL database (TEST_DATABASE_URL)', () => {
  let scratch: AddressedDatabase;
  let wall: WallRow;
  const hubs: RealtimeHub[] = [];

  const startHub = async () => {
    const { database, databaseUrl } = scratch;
    const transport = createPostgresTransport({
      databaseUrl: databaseUrl as string,
      db: database.db,
      logger: quiet,
    });
    const hub = new RealtimeHub({ transport, db: database.db, logger: quiet });
    hubs.push(hub);
    await hub.start();
    return hub;
  };
  /** A viewer of the wall on `hub`: the events and the frames it was handed. */
  const viewerOn = (hub: RealtimeHub) => {
    const heard: { event: LiveEvent; frame: string }[] = [];
    hub.subscribe(String(wall.id), (event, frame) => heard.push({ event, frame: String(frame) }));
    return heard;
  };

  beforeAll(async () => {
    scratch = await openScratchPostgres(serverUrl as string);
    await migrateToLatest(scratch.database.db);
    wall = (await seedWall(scratch.database.db)).wall;
  }, 30_000);

  afterAll(async () => {
    await Promise.all(hubs.map((hub) => hub.close()));
    await scratch?.database.close();
  });

  it("delivers one hub's events to the other's viewers, one over NOTIFY's 8000 bytes", async () => {
    const [one, two] = [await startHub(), await startHub()];
    const onTwo = [viewerOn(two), viewerOn(two)];
    const onOne = viewerOn(one);
    const row = await seedLivePost(scratch.database.db, wall.id, {
      title: 'A long read',
      description: `<p>${'word '.repeat(3000)}</p>`,
    });
    const large: LiveEvent = { type: 'approve', post: toLivePost(row) };
    expect(Buffer.byteLength(JSON.stringify(large))).toBeGreaterThan(8000);
    expect(notifyPayloadLimitBytes).toBeLessThan(8000);

    await one.publish(String(wall.id), { type: 'animation', index: 4 });
    await one.publish(String(wall.id), large);
    await two.publish(String(wall.id), { type: 'back' });
    const all = [...onTwo, onOne];
    await until(() => all.every((heard) => heard.length === 3), 'the events', 10_000);

    for (const heard of all) {
      expect(heard.map(({ event }) => event)).toEqual([
        { type: 'animation', index: 4 },
        large,
        { type: 'back' },
      ]);
      expect(heard[1]?.frame).toBe(JSON.stringify(large));
      expect(Buffer.byteLength(heard[1]?.frame ?? '')).toBeGreaterThan(8000);
    }
  });
});
