/**
 * The PostgreSQL realtime transport loses its LISTEN connection while posts are approved: a
 * NOTIFY sent while nobody listens is gone, so once it listens again the hub tells every
 * viewer and moderator to resync. A viewer that reloads the head of the feed on `resync`, as
 * the wall does, ends up with every approved post.
 */
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { approvePost } from '../db/repositories/post-moderation.ts';
import { openScratchPostgres, type AddressedDatabase } from '../db/testing.ts';
import { seedWall } from '../db/testing-fixtures.ts';
import type { WallRow } from '../db/schema.ts';
import { testConfig } from '../testing/app.ts';
import { LiveClient, seedLivePost } from './testing.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A viewer that does what the wall does: approvals go in, a resync reloads the feed's head. */
class Viewer {
  readonly shown = new Set<string>();
  resyncs = 0;
  #handled = 0;
  #reloads: Promise<void> = Promise.resolve();

  constructor(
    readonly client: LiveClient,
    private readonly reloadHead: () => Promise<string[]>,
  ) {}

  /** Applies the frames received since the last call. */
  catchUp(): Promise<void> {
    const frames = this.client.frames.slice(this.#handled);
    this.#handled += frames.length;
    for (const frame of frames) {
      if (frame.type === 'approve') this.shown.add(frame.post.id);
      if (frame.type === 'resync') {
        this.resyncs += 1;
        this.#reloads = this.#reloads.then(async () => {
          for (const id of await this.reloadHead()) this.shown.add(id);
        });
      }
    }
    return this.#reloads;
  }
}

describe.skipIf(!serverUrl)('a lost LISTEN connection (skipped without TEST_DATABASE_URL)', () => {
  let scratch: AddressedDatabase;
  let app: FastifyInstance;
  let wall: WallRow;
  const viewers: Viewer[] = [];

  beforeAll(async () => {
    scratch = await openScratchPostgres(serverUrl as string);
    await migrateToLatest(scratch.database.db);
    app = await buildApp({
      config: testConfig({ DATABASE_URL: scratch.databaseUrl as string }),
      database: scratch.database,
      plugins: new PluginHost(toyPlugins),
      logger: false,
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    wall = (await seedWall(scratch.database.db)).wall;
    const reloadHead = async () => {
      const response = await app.inject({
        url: `/api/posts?wall=${wall.user_name}&nocache=1`,
      });
      return (response.json() as { posts: { id: string }[] }).posts.map((post) => post.id);
    };
    const url = `${origin.replace('http', 'ws')}/api/walls/${wall.user_name}/live`;
    for (let index = 0; index < 3; index += 1) {
      viewers.push(new Viewer(await LiveClient.ready(url), reloadHead));
    }
  });

  afterAll(async () => {
    await Promise.all(viewers.map((viewer) => viewer.client.close()));
    await app?.close();
    await scratch?.database.close();
  });

  it(
    'every viewer ends up with every post approved while it reconnected',
    { timeout: 180_000 },
    async () => {
      const db = scratch.database.db;
      const approved: string[] = [];
      for (let round = 0; round < 3; round += 1) {
        // Drop this database's listener, then approve at once: the reconnection waits a while.
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`.execute(db);
        for (let index = 0; index < 4; index += 1) {
          const post = await seedLivePost(db, wall.id, {
            title: `Round ${round} post ${index}`,
            state: 'pending',
          });
          await approvePost(db, wall.id, post.id);
          await app.plugins.hooks.postChanged.promise({
            wallId: String(wall.id),
            postId: String(post.id),
            change: 'approved',
          });
          approved.push(String(post.id));
        }
        // Each round ends once the listener is back and told the viewers (bounded wait).
        await expect
          .poll(
            async () => {
              await Promise.all(viewers.map((viewer) => viewer.catchUp()));
              return viewers.map((viewer) => viewer.resyncs);
            },
            { timeout: 60_000, interval: 200 },
          )
          .toEqual(viewers.map(() => round + 1));
      }
      await expect
        .poll(
          async () => {
            await Promise.all(viewers.map((viewer) => viewer.catchUp()));
            return viewers.map((viewer) => approved.filter((id) => !viewer.shown.has(id)));
          },
          { timeout: 30_000, interval: 200 },
        )
        .toEqual(viewers.map(() => []));
    },
  );
});
