import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../open.ts';
import { testDatabases } from '../testing.ts';
import { openMigrated, seedSource, seedWall } from '../testing-fixtures.ts';
import {
  batchSettings,
  listClaims,
  myBatch,
  releaseBatch,
  saveBatchSettings,
  takeBatch,
  touchBatch,
  type Claimant,
} from './moderation-claims.ts';
import { setPostState } from './post-moderation.ts';
import { upsertPost } from './posts.ts';

const ada: Claimant = { key: 'user:1', label: 'ada' };
const bob: Claimant = { key: 'whiteLabel:2', label: 'Front desk' };
const minutes = (start: Date, count: number) => new Date(start.getTime() + count * 60_000);

describe.each(testDatabases())('moderation batches on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  /** A wall with `count` pending posts (and one approved post no batch may take). */
  async function queue(count: number) {
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id, { privacy: 1 });
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const { post } = await upsertPost(database.db, {
        wallId: wall.id,
        sourceId: source.id,
        network: 'twitter',
        externalId: `queued-${index}`,
        createdAt: 1_763_776_000 + index,
        initialState: 'pending',
      });
      ids.push(Number(post.id));
    }
    await upsertPost(database.db, {
      wallId: wall.id,
      sourceId: source.id,
      network: 'twitter',
      externalId: 'shown',
      createdAt: 1_763_900_000,
      initialState: 'approved',
    });
    return { wallId: wall.id, ids };
  }
  const idsOf = (posts: { id: number }[]) => posts.map((post) => Number(post.id));

  it('defaults to batches of 20 left idle for 10 minutes, and keeps what the owner chose', async () => {
    const { wallId } = await queue(0);
    expect(await batchSettings(database.db, wallId)).toEqual({ size: 20, idleMinutes: 10 });
    await saveBatchSettings(database.db, wallId, { size: 5, idleMinutes: 2 });
    await saveBatchSettings(database.db, wallId, { size: 3, idleMinutes: 1 });
    expect(await batchSettings(database.db, wallId)).toEqual({ size: 3, idleMinutes: 1 });
  });

  it('gives two moderators disjoint batches from the top of the queue', async () => {
    const { wallId, ids } = await queue(7);
    await saveBatchSettings(database.db, wallId, { size: 3, idleMinutes: 10 });
    const now = new Date('2026-11-26T10:00:00Z');
    const first = await takeBatch(database.db, wallId, ada, now);
    const second = await takeBatch(database.db, wallId, bob, now);
    const newestFirst = [...ids].reverse();
    expect(idsOf(first.batch.posts)).toEqual(newestFirst.slice(0, 3));
    expect(idsOf(second.batch.posts)).toEqual(newestFirst.slice(3, 6));
    expect(first.batch.expiresAt).toEqual(minutes(now, 10));
    const claims = await listClaims(database.db, wallId, now);
    expect(claims.map((claim) => claim.label).sort()).toEqual([
      'Front desk',
      'Front desk',
      'Front desk',
      'ada',
      'ada',
      'ada',
    ]);
    // Taking again while the batch is full changes nothing.
    const again = await takeBatch(database.db, wallId, ada, now);
    expect(again.claimed).toEqual([]);
    expect(idsOf(again.batch.posts)).toEqual(idsOf(first.batch.posts));
  });

  it('never shares a post between moderators taking at the same moment', async () => {
    const { wallId } = await queue(12);
    await saveBatchSettings(database.db, wallId, { size: 5, idleMinutes: 10 });
    const now = new Date('2026-11-26T10:00:00Z');
    const takers = ['a', 'b', 'c'].map((name) => ({ key: `user:${name}`, label: name }));
    const batches = await Promise.all(
      takers.map((taker) => takeBatch(database.db, wallId, taker, now)),
    );
    const all = batches.flatMap((taken) => idsOf(taken.batch.posts));
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(12);
  });

  it('tops a batch up after decisions, and a decision keeps it from going idle', async () => {
    const { wallId, ids } = await queue(5);
    await saveBatchSettings(database.db, wallId, { size: 2, idleMinutes: 10 });
    const start = new Date('2026-11-26T10:00:00Z');
    const taken = await takeBatch(database.db, wallId, ada, start);
    const decided = idsOf(taken.batch.posts)[0] as number;
    await setPostState(database.db, wallId, decided, 'approved');
    // A decision 9 minutes in moves the expiry: the batch is still held at 15 minutes.
    expect(await touchBatch(database.db, wallId, ada.key, minutes(start, 9))).toBe(2);
    expect(idsOf((await myBatch(database.db, wallId, ada.key, minutes(start, 15))).posts)).toEqual(
      idsOf(taken.batch.posts).slice(1),
    );
    const topped = await takeBatch(database.db, wallId, ada, minutes(start, 15));
    expect(topped.claimed).toEqual([ids[2]]);
    expect(topped.batch.posts).toHaveLength(2);
  });

  it("moves a decision's expiry to the wall's idle time from then, or the default 10 minutes", async () => {
    const start = new Date('2026-11-26T10:00:00Z');
    const decided = new Date('2026-11-26T10:04:30.250Z');
    const expiries = async (idleMinutes: number | null) => {
      const { wallId } = await queue(2);
      if (idleMinutes !== null)
        await saveBatchSettings(database.db, wallId, { size: 2, idleMinutes });
      await takeBatch(database.db, wallId, ada, start);
      expect(await touchBatch(database.db, wallId, ada.key, decided)).toBe(2);
      const claims = await listClaims(database.db, wallId, decided);
      return claims.map((claim) => new Date(claim.expiresAt).toISOString());
    };
    expect(await expiries(37)).toEqual(Array(2).fill('2026-11-26T10:41:30.250Z'));
    expect(await expiries(null)).toEqual(Array(2).fill('2026-11-26T10:14:30.250Z'));
  });

  it('returns a batch left idle to the queue, where another moderator takes it', async () => {
    const { wallId, ids } = await queue(2);
    await saveBatchSettings(database.db, wallId, { size: 2, idleMinutes: 1 });
    const start = new Date('2026-11-26T10:00:00Z');
    await takeBatch(database.db, wallId, ada, start);
    expect((await takeBatch(database.db, wallId, bob, start)).batch.posts).toEqual([]);
    const later = minutes(start, 1);
    expect((await myBatch(database.db, wallId, ada.key, later)).posts).toEqual([]);
    expect(await listClaims(database.db, wallId, later)).toEqual([]);
    // An expired claim is not moved on by a late decision.
    expect(await touchBatch(database.db, wallId, ada.key, later)).toBe(0);
    const theirs = await takeBatch(database.db, wallId, bob, later);
    expect(idsOf(theirs.batch.posts).sort()).toEqual([...ids].sort());
  });

  it('releases a batch: the undecided posts return to the queue', async () => {
    const { wallId } = await queue(3);
    await saveBatchSettings(database.db, wallId, { size: 3, idleMinutes: 10 });
    const now = new Date('2026-11-26T10:00:00Z');
    const taken = await takeBatch(database.db, wallId, ada, now);
    const [approved, ...rest] = idsOf(taken.batch.posts);
    await setPostState(database.db, wallId, approved as number, 'approved');
    expect((await releaseBatch(database.db, wallId, ada.key, now)).sort()).toEqual(rest.sort());
    expect(await listClaims(database.db, wallId, now)).toEqual([]);
    expect(idsOf((await takeBatch(database.db, wallId, bob, now)).batch.posts).sort()).toEqual(
      rest.sort(),
    );
    expect(await releaseBatch(database.db, wallId, ada.key, now)).toEqual([]);
  });
});
