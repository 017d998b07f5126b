import type { LiveEvent } from '@chorus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWallPosts, searchWallPosts } from '../db/repositories/post-feed.ts';
import { saveShuffleSettings } from '../db/repositories/shuffle-settings.ts';
import type { ChorusDatabase } from '../db/open.ts';
import type { WallRow } from '../db/schema.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { testDatabases } from '../db/testing.ts';
import { shapeFor, toPublicPost } from '../posts/public-post.ts';
import { addTestPost } from '../routes/posts/testing.ts';
import { runSlowWall } from './job.ts';

const minutes = (count: number) => count * 60_000;

/** A hub that keeps what it was asked to publish. */
function recordingHub() {
  const events: { wallId: string; event: LiveEvent }[] = [];
  return {
    events,
    publish: async (wallId: string, event: LiveEvent) => {
      events.push({ wallId, event });
    },
    /** What was published, as `type:postId`. */
    summary: (wallId: string) =>
      events
        .filter((item) => item.wallId === wallId)
        .map(({ event }) =>
          event.type === 'reject'
            ? `reject:${event.postId}`
            : `${event.type}:${'post' in event ? event.post.id : ''}`,
        ),
  };
}

describe.each(testDatabases())('the slow wall on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  async function wallWithSource(): Promise<{ wall: WallRow; sourceId: number }> {
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    return { wall, sourceId: source.id };
  }

  async function schedule(postId: number, publishAt: Date | null, expireAt: Date | null) {
    await database.db
      .updateTable('posts')
      .set({ publish_at: publishAt, expire_at: expireAt })
      .where('id', '=', postId)
      .execute();
  }

  const feedIds = async (wallId: number, now: Date) =>
    (await listWallPosts(database.db, wallId, { limit: 20, now })).map((row) => row.id);

  it('keeps a scheduled announcement off the feed before its time and after its expiry', async () => {
    const { wall, sourceId } = await wallWithSource();
    const always = await addTestPost(database.db, wall.id, { sourceId, createdAt: 1000 });
    const announcement = await addTestPost(database.db, wall.id, { sourceId, createdAt: 2000 });
    const start = new Date();
    await schedule(
      announcement.id,
      new Date(start.getTime() + minutes(10)),
      new Date(start.getTime() + minutes(60)),
    );

    expect(await feedIds(wall.id, start)).toEqual([always.id]);
    expect(await feedIds(wall.id, new Date(start.getTime() + minutes(10)))).toEqual([
      announcement.id,
      always.id,
    ]);
    expect(await feedIds(wall.id, new Date(start.getTime() + minutes(60)))).toEqual([always.id]);
  });

  it("keeps a scheduled announcement out of visitor search until its time, not out of moderators'", async () => {
    const { wall, sourceId } = await wallWithSource();
    const post = await addTestPost(database.db, wall.id, { sourceId, title: 'Secret raffle' });
    await schedule(post.id, new Date(Date.now() + minutes(30)), null);
    expect(await searchWallPosts(database.db, wall.id, 'raffle')).toEqual([]);
    const asModerator = await searchWallPosts(database.db, wall.id, 'raffle', {
      states: ['pending', 'approved', 'approved-recurring'],
    });
    expect(asModerator.map((row) => row.id)).toEqual([post.id]);
  });

  it('announces a scheduled post going live and leaving once each, at the clock the job is given', async () => {
    const { wall, sourceId } = await wallWithSource();
    const announcement = await addTestPost(database.db, wall.id, { sourceId, title: 'Doors open' });
    const pending = await addTestPost(database.db, wall.id, { sourceId, state: 'pending' });
    const start = new Date();
    const publishAt = new Date(start.getTime() + minutes(10));
    const expireAt = new Date(start.getTime() + minutes(60));
    await schedule(announcement.id, publishAt, expireAt);
    await schedule(pending.id, publishAt, null);
    const hub = recordingHub();
    const mine = [announcement.id, pending.id];
    // Other tests' walls share the database: only this wall's posts count.
    const run = async (at: number) => {
      const outcome = await runSlowWall({
        db: database.db,
        hub,
        now: new Date(start.getTime() + at),
      });
      return {
        wentLive: outcome.wentLive.filter((id) => mine.includes(id)),
        left: outcome.left.filter((id) => mine.includes(id)),
      };
    };

    expect(await run(minutes(9))).toMatchObject({ wentLive: [], left: [] });
    expect(await run(minutes(10))).toMatchObject({ wentLive: [announcement.id], left: [] });
    const live = hub.events.find(
      (item) => item.event.type === 'post' && item.wallId === String(wall.id),
    );
    expect(live).toMatchObject({
      wallId: String(wall.id),
      event: { post: { title: 'Doors open' } },
    });
    // A second run, or a second server process, finds nothing left to announce.
    expect(await run(minutes(11))).toMatchObject({ wentLive: [], left: [] });
    expect(await run(minutes(60))).toMatchObject({ wentLive: [], left: [announcement.id] });
    expect(await run(minutes(61))).toMatchObject({ wentLive: [], left: [] });
    // The pending post was never announced to viewers.
    expect(hub.summary(String(wall.id))).toEqual([
      `post:${announcement.id}`,
      `reject:${announcement.id}`,
    ]);
  });

  it('shuffles an older post back when nothing new came for the chosen minutes, then the next', async () => {
    const { wall, sourceId } = await wallWithSource();
    const oldest = await addTestPost(database.db, wall.id, { sourceId, createdAt: 1000 });
    const middle = await addTestPost(database.db, wall.id, { sourceId, createdAt: 2000 });
    const newest = await addTestPost(database.db, wall.id, { sourceId, createdAt: 3000 });
    const pinned = await addTestPost(database.db, wall.id, {
      sourceId,
      createdAt: 500,
      pinned: true,
    });
    await saveShuffleSettings(database.db, wall.id, { enabled: true, idleMinutes: 5 });
    const hub = recordingHub();
    const start = new Date();
    const run = async (at: number) =>
      (
        await runSlowWall({ db: database.db, hub, now: new Date(start.getTime() + at) })
      ).reshown.filter((id) => [oldest.id, middle.id, newest.id, pinned.id].includes(id));

    expect(await run(minutes(4))).toEqual([]);
    expect(await run(minutes(6))).toEqual([oldest.id]);
    // Shown again as if new: off the wall where it stood, then in as a new post.
    expect(hub.summary(String(wall.id))).toEqual([`reject:${oldest.id}`, `post:${oldest.id}`]);
    // Showing it again is something new: the wall is quiet again 5 minutes later.
    expect(await run(minutes(10))).toEqual([]);
    expect(await run(minutes(11))).toEqual([middle.id]);
    expect(await run(minutes(16))).toEqual([newest.id]);
    expect(await run(minutes(21))).toEqual([oldest.id]);

    // The feed keeps each post once, in its own place, and marks the ones shown again.
    const rows = await listWallPosts(database.db, wall.id, {
      limit: 20,
      now: new Date(start.getTime() + minutes(21)),
    });
    expect(rows.map((row) => row.id)).toEqual([pinned.id, newest.id, middle.id, oldest.id]);
    const shape = shapeFor({ theme: 'hypeTemplate', display_profile: {} });
    const marked = rows.map((row) => toPublicPost(row, shape));
    expect(marked.find((post) => post.id === String(oldest.id))?.reshown_at).toBe(
      Math.floor((start.getTime() + minutes(21)) / 1000),
    );
    expect(marked.find((post) => post.id === String(pinned.id))?.reshown_at).toBeNull();
  });

  it('leaves walls with shuffle off alone', async () => {
    const { wall, sourceId } = await wallWithSource();
    await addTestPost(database.db, wall.id, { sourceId, createdAt: 1000 });
    await addTestPost(database.db, wall.id, { sourceId, createdAt: 2000 });
    await saveShuffleSettings(database.db, wall.id, { enabled: false, idleMinutes: 1 });
    const hub = recordingHub();
    await runSlowWall({ db: database.db, hub, now: new Date(Date.now() + minutes(600)) });
    expect(hub.events.filter((item) => item.wallId === String(wall.id))).toEqual([]);
  });
});
