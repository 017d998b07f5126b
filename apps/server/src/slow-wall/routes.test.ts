import { messages } from '@chorus/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testing.ts';
import { useRoleApp } from '../testing/role-app.ts';

describe.each(testDatabases())('scheduled posts and post shuffle routes on $name', ({ open }) => {
  const t = useRoleApp(open);
  let wall: string;

  beforeAll(() => {
    wall = t.roles.wallA.user_name;
  });

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/post?wall=${wall}`,
      headers: t.roles.ownerA.headers,
      payload,
    });
  const feedTitles = async () => {
    const response = await t.app.inject({ url: `/api/posts?wall=${wall}&nocache=1` });
    return (response.json() as { posts: { title: string }[] }).posts.map((post) => post.title);
  };
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const inTwoHours = () => new Date(Date.now() + 7_200_000).toISOString();

  it('stores a scheduled post out of sight of visitors until its time, shown to its owner', async () => {
    const response = await create({
      title: 'Raffle at noon',
      publish_at: inAnHour(),
      expire_at: inTwoHours(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const post = (response.json() as { post: { id: string; publish_at: string | null } }).post;
    expect(post.publish_at).not.toBeNull();
    expect(await feedTitles()).not.toContain('Raffle at noon');
    expect((await t.app.inject({ url: `/api/post/${post.id}` })).statusCode).toBe(404);
    const asOwner = await t.app.inject({
      url: `/api/post/${post.id}`,
      headers: t.roles.ownerA.headers,
    });
    expect(asOwner.json()).toMatchObject({
      title: 'Raffle at noon',
      expire_at: expect.any(String),
    });

    // Its moderators find it in the list of scheduled announcements; visitors do not.
    const listed = await t.app.inject({
      url: `/api/scheduled-posts/${wall}`,
      headers: t.roles.ownerA.headers,
    });
    expect((listed.json() as { posts: { title: string }[] }).posts.map((p) => p.title)).toEqual([
      'Raffle at noon',
    ]);
    expect((await t.app.inject({ url: `/api/scheduled-posts/${wall}` })).statusCode).toBe(401);

    // Without a schedule, a post is live at once, as before.
    expect((await create({ title: 'Doors open' })).statusCode).toBe(201);
    expect(await feedTitles()).toContain('Doors open');
  });

  it('refuses an expiry before the publish time or in the past with its message', async () => {
    const before = await create({ title: 'Bad', publish_at: inTwoHours(), expire_at: inAnHour() });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({
      issues: [{ path: 'expire_at', message: messages.scheduleExpiresBeforePublish }],
    });
    const past = await create({
      title: 'Bad',
      expire_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.json()).toMatchObject({
      issues: [{ message: messages.scheduleExpiresInPast }],
    });
    const unreadable = await create({ title: 'Bad', publish_at: 'tomorrow' });
    expect(unreadable.statusCode).toBe(400);
  });

  it('reads and saves the post shuffle setting, refusing a quiet time out of range', async () => {
    const url = `/api/post-shuffle/${wall}`;
    const headers = t.roles.ownerA.headers;
    expect((await t.app.inject({ url, headers })).json()).toEqual({
      enabled: false,
      idle_minutes: 5,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { enabled: true, idle_minutes: 15 },
    });
    expect(saved.json()).toEqual({
      enabled: true,
      idle_minutes: 15,
      message: messages.shuffleSaved,
    });
    expect((await t.app.inject({ url, headers })).json()).toEqual({
      enabled: true,
      idle_minutes: 15,
    });
    for (const idle of [0, 1441, 2.5]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url,
        headers,
        payload: { enabled: true, idle_minutes: idle },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'Choose between 1 and 1440 minutes.' });
    }
  });
});
