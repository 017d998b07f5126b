import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../open.ts';
import { testDatabases } from '../testing.ts';
import { openMigrated, seedSource, seedWall } from '../testing-fixtures.ts';
import {
  pinPost,
  setHighlight,
  setPostCta,
  setPostRecurrence,
  setPostState,
} from './post-moderation.ts';
import { createManualPost, findWallPost, upsertPost, type PostInput } from './posts.ts';

describe.each(testDatabases())('upsertPost on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  async function crawledPost(overrides: Partial<PostInput> = {}): Promise<PostInput> {
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    return {
      wallId: wall.id,
      sourceId: source.id,
      network: 'twitter',
      externalId: '1860000000000000001',
      author: { name: 'Ada Lovelace', username: 'ada', picture: 'https://example.com/ada.jpg' },
      title: '',
      description: '<p>Hello <b>wall</b></p>',
      url: 'https://twitter.com/ada/status/1860000000000000001',
      media: [
        {
          kind: 'image',
          url: 'https://example.com/1.jpg',
          width: 1200,
          height: 800,
          alt: 'A loom',
          originalUrl: null,
          embedUrl: 'https://example.com/embed/1',
        },
      ],
      createdAt: 1_763_776_000,
      cta: null,
      likes: 3,
      comments: 1,
      raw: { id_str: '1860000000000000001', entities: { hashtags: ['chorus'] } },
      initialState: 'approved',
      ...overrides,
    };
  }

  async function countFor(input: PostInput): Promise<number> {
    const { count } = await database.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('source_id', '=', input.sourceId)
      .executeTakeFirstOrThrow();
    return count;
  }

  it('inserts a new post with everything the connector gave', async () => {
    const input = await crawledPost();
    const { post, change } = await upsertPost(database.db, input);
    expect(change).toBe('inserted');
    expect(post).toMatchObject({
      wall_id: input.wallId,
      source_id: input.sourceId,
      network: 'twitter',
      external_id: '1860000000000000001',
      author: input.author,
      description: '<p>Hello <b>wall</b></p>',
      url: input.url,
      media: input.media,
      created_at: 1_763_776_000,
      pinned_at: null,
      highlight: false,
      state: 'approved',
      recur_frequency: 0,
      recur_offset: 0,
      cta: null,
      cta_edited: false,
      likes: 3,
      comments: 1,
      raw: input.raw,
    });
    expect(post).not.toHaveProperty('search');
    expect(await findWallPost(database.db, input.wallId, post.id)).toEqual(post);
  });

  it('is idempotent: the same post again changes nothing', async () => {
    const input = await crawledPost();
    const first = await upsertPost(database.db, input);
    const second = await upsertPost(database.db, input);
    expect(second.change).toBe('unchanged');
    expect(second.post).toEqual(first.post);
    expect(await countFor(input)).toBe(1);
  });

  it('brings edited content up to date in place', async () => {
    const input = await crawledPost();
    const stored = await upsertPost(database.db, input);
    // Dated an hour back, so the check below never depends on two statements landing in
    // different milliseconds.
    const first = {
      post: await database.db
        .updateTable('posts')
        .set({ updated_at: new Date(stored.post.updated_at.getTime() - 3_600_000) })
        .where('id', '=', stored.post.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    };
    const edited = await upsertPost(database.db, {
      ...input,
      description: '<p>Hello <b>everyone</b></p>',
      likes: 40,
      media: [],
    });
    expect(edited.change).toBe('updated');
    expect(edited.post).toMatchObject({
      id: first.post.id,
      description: '<p>Hello <b>everyone</b></p>',
      likes: 40,
      media: [],
    });
    expect(edited.post.updated_at.getTime()).toBeGreaterThan(first.post.updated_at.getTime());
    expect(await countFor(input)).toBe(1);
  });

  it('never overwrites a moderation decision when the post is crawled again', async () => {
    const input = await crawledPost({ initialState: 'pending' });
    const { post } = await upsertPost(database.db, input);
    const pinnedAt = new Date('2026-11-22T02:00:00.000Z');
    const moderatorCta = { url: 'https://example.com/tickets', text: 'Tickets' };
    await setPostRecurrence(database.db, input.wallId, post.id, { frequency: 3, offset: 2 });
    await setPostState(database.db, input.wallId, post.id, 'approved-recurring');
    await pinPost(database.db, input.wallId, post.id, pinnedAt);
    await setHighlight(database.db, input.wallId, post.id, true);
    await setPostCta(database.db, input.wallId, post.id, moderatorCta);

    const recrawled = await upsertPost(database.db, {
      ...input,
      title: 'Edited on the network',
      cta: { url: 'https://spam.example.com', text: 'Click' },
      initialState: 'pending',
    });
    expect(recrawled.change).toBe('updated');
    expect(recrawled.post).toMatchObject({
      title: 'Edited on the network',
      state: 'approved-recurring',
      pinned_at: pinnedAt,
      highlight: true,
      recur_frequency: 3,
      recur_offset: 2,
      cta: moderatorCta,
      cta_edited: true,
    });
  });

  it('keeps a removed post removed', async () => {
    const input = await crawledPost();
    const { post } = await upsertPost(database.db, input);
    await setPostState(database.db, input.wallId, post.id, 'removed');
    const again = await upsertPost(database.db, { ...input, likes: 99, initialState: 'approved' });
    expect(again.post).toMatchObject({ state: 'removed', likes: 99 });
  });

  it("follows the network's cta while no moderator has set one", async () => {
    const input = await crawledPost({ cta: { url: 'https://example.com/a', text: 'A' } });
    await upsertPost(database.db, input);
    const again = await upsertPost(database.db, {
      ...input,
      cta: { url: 'https://example.com/b', text: 'B' },
    });
    expect(again).toMatchObject({
      change: 'updated',
      post: { cta: { url: 'https://example.com/b', text: 'B' } },
    });
  });

  it('keeps the same external id apart on two sources', async () => {
    const input = await crawledPost();
    const otherSource = await seedSource(database.db, input.wallId, { network: 'instagram' });
    const first = await upsertPost(database.db, input);
    const second = await upsertPost(database.db, {
      ...input,
      sourceId: otherSource.id,
      network: 'instagram',
    });
    expect(second.change).toBe('inserted');
    expect(second.post.id).not.toBe(first.post.id);
  });

  it("does not find a post through another wall's id", async () => {
    const input = await crawledPost();
    const { post } = await upsertPost(database.db, input);
    const { wall: otherWall } = await seedWall(database.db);
    expect(await findWallPost(database.db, otherWall.id, post.id)).toBeUndefined();
  });

  it('adds a hand-made post without a source, approved and shown on the wall', async () => {
    const { wall } = await seedWall(database.db);
    const before = Math.floor(Date.now() / 1000);
    const post = await createManualPost(database.db, {
      wallId: wall.id,
      author: { name: 'The organisers' },
      description: '<p>Doors open at 9</p>',
      cta: { url: 'https://example.com/programme', text: 'Programme' },
    });
    expect(post).toMatchObject({
      wall_id: wall.id,
      source_id: null,
      network: 'custom',
      state: 'approved',
      description: '<p>Doors open at 9</p>',
      cta: { url: 'https://example.com/programme', text: 'Programme' },
      cta_edited: true,
    });
    expect(post.external_id).toMatch(/^manual-/);
    expect(post.created_at).toBeGreaterThanOrEqual(before);
    const second = await createManualPost(database.db, { wallId: wall.id, title: 'Lunch' });
    expect(second.external_id).not.toBe(post.external_id);
    expect(second.cta_edited).toBe(false);
  });
});
