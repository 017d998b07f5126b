import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../open.ts';
import type { PostRow } from '../schema.ts';
import { testDatabases } from '../testing.ts';
import { openMigrated, seedSource, seedWall } from '../testing-fixtures.ts';
import {
  approvePost,
  pinPost,
  setHighlight,
  setPostCta,
  setPostRecurrence,
  setPostState,
  unpinPost,
} from './post-moderation.ts';
import { findWallPost, upsertPost } from './posts.ts';

describe.each(testDatabases())('post moderation on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  async function pendingPost(): Promise<PostRow> {
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id, { privacy: 1 });
    const { post } = await upsertPost(database.db, {
      wallId: wall.id,
      sourceId: source.id,
      network: 'twitter',
      externalId: 'moderate-me',
      createdAt: 1_763_776_000,
      initialState: 'pending',
    });
    return post;
  }

  it('moves a post between states', async () => {
    const post = await pendingPost();
    expect((await setPostState(database.db, post.wall_id, post.id, 'approved'))?.state).toBe(
      'approved',
    );
    expect((await setPostState(database.db, post.wall_id, post.id, 'pending'))?.state).toBe(
      'pending',
    );
    expect((await setPostState(database.db, post.wall_id, post.id, 'removed'))?.state).toBe(
      'removed',
    );
  });

  it('approves as approved, or approved-recurring when the post has a recurrence frequency', async () => {
    const plain = await pendingPost();
    expect((await approvePost(database.db, plain.wall_id, plain.id))?.state).toBe('approved');

    const recurring = await pendingPost();
    const withRecurrence = await setPostRecurrence(database.db, recurring.wall_id, recurring.id, {
      frequency: 5,
      offset: 20,
    });
    expect(withRecurrence).toMatchObject({
      recur_frequency: 5,
      recur_offset: 20,
      state: 'pending',
    });
    expect((await approvePost(database.db, recurring.wall_id, recurring.id))?.state).toBe(
      'approved-recurring',
    );
  });

  it('refuses a recurrence outside 0..20', async () => {
    const post = await pendingPost();
    await expect(
      setPostRecurrence(database.db, post.wall_id, post.id, { frequency: 21, offset: 0 }),
    ).rejects.toThrow(/check constraint/);
    await expect(
      setPostRecurrence(database.db, post.wall_id, post.id, { frequency: 1, offset: -1 }),
    ).rejects.toThrow(/check constraint/);
  });

  it('pins at the given moment and unpins', async () => {
    const post = await pendingPost();
    const at = new Date('2026-11-22T02:30:00.000Z');
    expect((await pinPost(database.db, post.wall_id, post.id, at))?.pinned_at).toEqual(at);
    expect((await unpinPost(database.db, post.wall_id, post.id))?.pinned_at).toBeNull();
    const pinnedNow = await pinPost(database.db, post.wall_id, post.id);
    expect(pinnedNow?.pinned_at).toBeInstanceOf(Date);
  });

  it('highlights and un-highlights', async () => {
    const post = await pendingPost();
    expect((await setHighlight(database.db, post.wall_id, post.id, true))?.highlight).toBe(true);
    expect((await setHighlight(database.db, post.wall_id, post.id, false))?.highlight).toBe(false);
  });

  it("sets a moderator's cta, and removing it is also a moderator's choice", async () => {
    const post = await pendingPost();
    const cta = { url: 'https://example.com/buy', text: 'Buy', color: '#f00', text_color: '#fff' };
    expect(await setPostCta(database.db, post.wall_id, post.id, cta)).toMatchObject({
      cta,
      cta_edited: true,
    });
    expect(await setPostCta(database.db, post.wall_id, post.id, null)).toMatchObject({
      cta: null,
      cta_edited: true,
    });
  });

  it("changes nothing through another wall's id", async () => {
    const post = await pendingPost();
    const { wall: otherWall } = await seedWall(database.db);
    expect(await setPostState(database.db, otherWall.id, post.id, 'approved')).toBeUndefined();
    expect(await approvePost(database.db, otherWall.id, post.id)).toBeUndefined();
    expect(await pinPost(database.db, otherWall.id, post.id)).toBeUndefined();
    expect(await unpinPost(database.db, otherWall.id, post.id)).toBeUndefined();
    expect(await setHighlight(database.db, otherWall.id, post.id, true)).toBeUndefined();
    expect(
      await setPostCta(database.db, otherWall.id, post.id, { url: 'https://x.example', text: 'X' }),
    ).toBeUndefined();
    expect(
      await setPostRecurrence(database.db, otherWall.id, post.id, { frequency: 1, offset: 1 }),
    ).toBeUndefined();
    expect(await findWallPost(database.db, post.wall_id, post.id)).toEqual(post);
  });
});
