import { beforeAll, describe, expect, it } from 'vitest';
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

    await put({ rules: { authors: { allowed: ['Ada'] } }, rescreen: true });
    expect(await stateOf(fan.id)).toBe('approved');
  });
});
