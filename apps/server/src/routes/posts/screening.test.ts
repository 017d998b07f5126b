import { beforeAll, describe, expect, it } from 'vitest';
import { jsonb } from '../../db/json.ts';
import { findWallPost } from '../../db/repositories/posts.ts';
import { seedSource } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { addTestPost } from './testing.ts';

describe.each(testDatabases())('screening rule routes on $name', ({ open }) => {
  const t = useRoleApp(open);
  let sourceId: number;
  let url: string;

  beforeAll(async () => {
    sourceId = (await seedSource(t.database.db, t.roles.wallA.id)).id;
    url = `/api/screening-rules/${t.roles.wallA.user_name}`;
  });

  const put = (payload: object, query = '') =>
    t.app.inject({
      method: 'PUT',
      url: `${url}${query}`,
      headers: t.roles.ownerA.headers,
      payload,
    });
  const get = (query = '') =>
    t.app.inject({ method: 'GET', url: `${url}${query}`, headers: t.roles.ownerA.headers });

  it('answers the defaults until rules are saved, then the saved rules', async () => {
    const before = (await get()).json();
    expect(before.saved).toBe(false);
    expect(before.rules.blockedWords).toEqual({ words: [], action: 'reject' });
    const saved = await put({ rules: { blockedWords: { words: ['spoiler'] } } });
    expect(saved.json()).toEqual({ message: 'Screening rules saved.', rescreened: 0 });
    const after = (await get()).json();
    expect(after).toMatchObject({ saved: true, rules: { blockedWords: { words: ['spoiler'] } } });
    // The source has no rules of its own yet.
    expect((await get(`?source_id=${sourceId}`)).json().saved).toBe(false);
  });

  it('refuses bad rules with a 400 naming the field, and keeps the saved ones', async () => {
    await put({ rules: { minLength: { characters: 10 } } });
    const response = await put({
      rules: { minLength: { characters: -1 }, language: { allowed: ['english'] } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('The screening rules were not saved. Check the fields marked.');
    expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['rules.minLength.characters', 'rules.language.allowed.0']),
    );
    expect((await get()).json().rules.minLength.characters).toBe(10);
  });

  it("refuses another wall's source", async () => {
    const other = await seedSource(t.database.db, t.roles.wallB.id);
    expect((await get(`?source_id=${other.id}`)).statusCode).toBe(404);
    expect((await put({ rules: {} }, `?source_id=${other.id}`)).statusCode).toBe(404);
  });

  it('screens pending posts again when asked, and lists why held posts are held', async () => {
    const db = t.database.db;
    const spoiler = await addTestPost(db, t.roles.wallA.id, {
      sourceId,
      state: 'pending',
      title: 'Big spoiler',
    });
    const fan = await addTestPost(db, t.roles.wallA.id, {
      sourceId,
      state: 'pending',
      title: 'From Ada',
    });
    const untagged = await addTestPost(db, t.roles.wallA.id, {
      sourceId,
      state: 'pending',
      title: 'No tag',
    });
    const response = await put({
      rules: {
        blockedWords: { words: ['spoiler'] },
        authors: { allowed: ['Ada'] },
        hashtags: { required: ['#live'] },
      },
      rescreen: true,
    });
    expect(response.json(), response.body).toMatchObject({
      message: 'Screening rules saved; the pending posts were screened again and 1 of them moved.',
    });
    const stateOf = async (id: number) => (await findWallPost(db, t.roles.wallA.id, id))?.state;
    // Every post is held by the hashtag rule; the spoiler one is rejected to the trash.
    expect(await stateOf(spoiler.id)).toBe('removed');
    expect(await stateOf(fan.id)).toBe('pending');
    expect(await stateOf(untagged.id)).toBe('pending');
    const held = await t.app.inject({
      method: 'GET',
      url: `/api/screening-held/${t.roles.wallA.user_name}`,
      headers: t.roles.ownerA.headers,
    });
    expect(held.json().held).toEqual(
      expect.arrayContaining([
        { postId: fan.id, rule: 'hashtags', reason: 'Carries none of #live.' },
        { postId: untagged.id, rule: 'hashtags', reason: 'Carries none of #live.' },
      ]),
    );

    expect(await findWallPost(db, t.roles.wallA.id, untagged.id)).toMatchObject({
      screened_rule: 'hashtags',
      screened_verdict: 'hold',
    });

    await put({ rules: { authors: { allowed: ['Ada'] } }, rescreen: true });
    expect(await stateOf(fan.id)).toBe('approved');
    expect(await findWallPost(db, t.roles.wallA.id, fan.id)).toMatchObject({
      screened_rule: 'allowedAuthors',
      screened_verdict: 'approve',
    });
  });

  it('shows moderators which rule decided each post and why; the public feed never does', async () => {
    const db = t.database.db;
    const wall = t.roles.wallA.user_name;
    const source = (await seedSource(db, t.roles.wallA.id)).id;
    const add = (title: string) =>
      addTestPost(db, t.roles.wallA.id, { sourceId: source, state: 'pending', title });
    const rejected = await add('Leaked setlist');
    const held = await add('Short');
    const approved = await add('A long note from Grace about the show');
    const undecided = await add('An ordinary long note about the show');
    // The allowed-author rule reads the author: Grace wrote this one (the others are Ada's).
    await db
      .updateTable('posts')
      .set({ author: jsonb({ name: 'Grace' }) })
      .where('id', '=', approved.id)
      .execute();
    await put(
      {
        rules: {
          blockedWords: { words: ['leaked'] },
          minLength: { characters: 20, action: 'hold' },
          authors: { allowed: ['Grace'] },
        },
        rescreen: true,
      },
      `?source_id=${source}`,
    );
    const get = async (path: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: path,
        headers: t.roles.ownerA.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const facts = (post: {
      id: string;
      screened_rule: unknown;
      screened_verdict: unknown;
      screened_reason: unknown;
    }) => [post.id, post.screened_rule, post.screened_verdict, post.screened_reason];

    const pending = await get(`/api/hypes/${wall}?feed=private&limit=100`);
    expect(pending.posts.map(facts)).toEqual(
      expect.arrayContaining([
        [String(held.id), 'minLength', 'hold', 'Shorter than 20 characters.'],
        [String(undecided.id), null, null, null],
      ]),
    );
    const trash = await get(`/api/trash/${wall}?limit=100`);
    expect(trash.posts.map(facts)).toContainEqual([
      String(rejected.id),
      'blockedWords',
      'reject',
      'Contains the blocked word "leaked".',
    ]);
    const ids = [rejected.id, held.id, approved.id, undecided.id].join(',');
    const decisions = await get(`/api/screening-decisions/${wall}?post_ids=${ids}`);
    expect(decisions.decisions).toEqual([
      {
        postId: rejected.id,
        state: 'removed',
        rule: 'blockedWords',
        verdict: 'reject',
        reason: 'Contains the blocked word "leaked".',
      },
      {
        postId: held.id,
        state: 'pending',
        rule: 'minLength',
        verdict: 'hold',
        reason: 'Shorter than 20 characters.',
      },
      {
        postId: approved.id,
        state: 'approved',
        rule: 'allowedAuthors',
        verdict: 'approve',
        reason: 'Allowed author Grace.',
      },
    ]);
    // Another wall's moderator learns nothing of these posts.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/screening-decisions/${t.roles.wallB.user_name}?post_ids=${ids}`,
      headers: t.roles.ownerB.headers,
    });
    expect(foreign.json()).toEqual({ decisions: [] });

    const feed = await get(`/api/posts?wall=${wall}&nocache=1&count=100`);
    const shown = feed.posts.find((post: { id: string }) => post.id === String(approved.id));
    expect(shown).toBeDefined();
    expect(shown).not.toHaveProperty('screened_rule');
    expect(shown).not.toHaveProperty('screened_reason');
    expect(shown).not.toHaveProperty('screened_verdict');
  });

  it("keeps the rule's verdict when a moderator moves the post: held, then rejected, is still 'hold'", async () => {
    const db = t.database.db;
    const wall = t.roles.wallA.user_name;
    const source = (await seedSource(db, t.roles.wallA.id)).id;
    const post = await addTestPost(db, t.roles.wallA.id, {
      sourceId: source,
      state: 'pending',
      title: 'Brief',
    });
    const waiting = await addTestPost(db, t.roles.wallA.id, {
      sourceId: source,
      state: 'pending',
      title: 'Tiny',
    });
    await put(
      { rules: { minLength: { characters: 20, action: 'hold' } }, rescreen: true },
      `?source_id=${source}`,
    );
    expect(await findWallPost(db, t.roles.wallA.id, post.id)).toMatchObject({
      state: 'pending',
      screened_rule: 'minLength',
      screened_verdict: 'hold',
    });

    // The moderator rejects it to the trash.
    const rejected = await t.app.inject({
      method: 'DELETE',
      url: `/api/post/${post.id}?permanent=1`,
      headers: t.roles.ownerA.headers,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const trash = await t.app.inject({
      method: 'GET',
      url: `/api/trash/${wall}?limit=100`,
      headers: t.roles.ownerA.headers,
    });
    expect(trash.json().posts).toContainEqual(
      expect.objectContaining({
        id: String(post.id),
        state: 'removed',
        screened_rule: 'minLength',
        screened_verdict: 'hold',
        screened_reason: 'Shorter than 20 characters.',
      }),
    );
    const decisions = await t.app.inject({
      method: 'GET',
      url: `/api/screening-decisions/${wall}?post_ids=${post.id}`,
      headers: t.roles.ownerA.headers,
    });
    expect(decisions.json()).toEqual({
      decisions: [
        {
          postId: post.id,
          state: 'removed',
          rule: 'minLength',
          verdict: 'hold',
          reason: 'Shorter than 20 characters.',
        },
      ],
    });

    // Screened again by rules that no longer hold it, the post still waiting loses the rule,
    // its verdict and its reason together; the rejected one keeps its.
    await put({ rules: {}, rescreen: true }, `?source_id=${source}`);
    expect(await findWallPost(db, t.roles.wallA.id, waiting.id)).toMatchObject({
      state: 'pending',
      screened_rule: null,
      screened_verdict: null,
      screened_reason: null,
    });
    expect(await findWallPost(db, t.roles.wallA.id, post.id)).toMatchObject({
      state: 'removed',
      screened_verdict: 'hold',
    });
  });
});
