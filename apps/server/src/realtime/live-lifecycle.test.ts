import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import { liveCloseCodes, liveMessages } from '@chorus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { seedWall } from '../db/testing-fixtures.ts';
import type { WallRow } from '../db/schema.ts';
import { testConfig } from '../testing/app.ts';
import { LiveClient } from './testing.ts';

describe.each(testDatabases())('live connections end well on $name', ({ open }) => {
  let database: ChorusDatabase;
  let wall: WallRow;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database.db);
    wall = (await seedWall(database.db)).wall;
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await database?.close();
  });

  it('tells viewers to go elsewhere when the server shuts down', async () => {
    const second = await buildApp({
      config: testConfig(),
      database,
      plugins: new PluginHost(toyPlugins),
      logger: false,
    });
    const address = await second.listen({ port: 0, host: '127.0.0.1' });
    const client = await LiveClient.ready(
      `${address.replace('http', 'ws')}/api/walls/${wall.user_name}/live`,
    );
    await second.close();
    expect(await client.closed).toEqual({
      code: liveCloseCodes.goingAway,
      reason: liveMessages.goingAway,
    });
  });

  it('cuts off a connection that stops answering pings', async () => {
    const third = await buildApp({
      config: testConfig(),
      database,
      plugins: new PluginHost(toyPlugins),
      logger: false,
      realtime: { limits: { heartbeatMs: 50 } },
    });
    try {
      const address = await third.listen({ port: 0, host: '127.0.0.1' });
      const { wall: wallD } = await seedWall(database.db);
      const live = `${address.replace('http', 'ws')}/api/walls/${wallD.user_name}/live`;
      const answering = await LiveClient.ready(live);
      const silent = await LiveClient.ready(live);
      clients.push(answering, silent);
      // A paused client reads nothing, so it never answers a ping.
      silent.socket.pause();
      for (let i = 0; i < 100 && third.realtime.subscriberCount(String(wallD.id)) > 1; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(third.realtime.subscriberCount(String(wallD.id))).toBe(1);
      silent.socket.resume();
      expect((await silent.closed).code).toBe(1006);
      expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      await third.close();
    }
  });
});
