import type { LiveEvent } from '@chorus/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { findWallPost } from '../../db/repositories/posts.ts';
import type { PostRow, PostState } from '../../db/schema.ts';
import { seedSource } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { type Role } from '../../testing/roles.ts';
import { addTestPost, photo, setPlan } from './testing.ts';
import { useRoleApp } from '../../testing/role-app.ts';

describe.each(testDatabases())('post moderation on $name', ({ open }) => {
  const t = useRoleApp(open);
  let sourceId: number;
  let onWallB: PostRow;

  beforeAll(async () => {
    sourceId = (await seedSource(t.database.db, t.roles.wallA.id)).id;
    const sourceB = await seedSource(t.database.db, t.roles.wallB.id);
    onWallB = await addTestPost(t.database.db, t.roles.wallB.id, { sourceId: sourceB.id });
  });

  const post = (state: PostState = 'approved') =>
    addTestPost(t.database.db, t.roles.wallA.id, { sourceId, state, media: [photo] });
  const send = (role: Role, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: role.headers, ...(payload ? { payload } : {}) });
  const stateOf = async (row: PostRow) =>
    (await findWallPost(t.database.db, row.wall_id, row.id))?.state;

  it('saves a post: sanitized content, clamped recurrence, visible 1 with a frequency is 2', async () => {
    const row = await post('pending');
    const response = await send(t.roles.ownerA, 'PUT', `/api/post/${row.id}`, {
      visible: 1,
      title: '<b>Bold</b> title',
      description: '<p>Fine <img src=x onerror="alert(1)"> <a href="javascript:x()">x</a></p>',
      url: 'example.org',
      image: 'https://cdn.example.org/new.jpg',
      original_image: 'https://cdn.example.org/new-full.jpg',
      highlight: 'true',
      comments: 4,
      recur_frequency: 3,
      recur_offset: 25,
      created: 1_600_000_000,
      cta: { url: 'shop.example.org', text: 'Shop' },
    });
    expect(response.statusCode).toBe(200);
    const { message, post: saved } = response.json();
    expect(message).toBe('Post saved successfully.');
    expect(saved).toMatchObject({
      title: 'Bold title',
      url: 'http://example.org/',
      highlight: true,
      width: 560,
      image_width: 600,
      comments: 4,
      recur_frequency: 3,
      recur_offset: 20,
      created: 1_600_000_000,
      state: 'approved-recurring',
      visible: 2,
      cta: { url: 'http://shop.example.org/', text: 'Shop' },
    });
    expect(saved.description).not.toMatch(/onerror|javascript:/);
    expect(saved.media).toEqual([
      expect.objectContaining({
        url: 'https://cdn.example.org/new.jpg',
        originalUrl: 'https://cdn.example.org/new-full.jpg',
        width: null,
      }),
    ]);
  });

  it("refuses a bad save with 'Post save failed.'", async () => {
    const row = await post();
    const response = await send(t.roles.ownerA, 'PUT', `/api/post/${row.id}`, {
      recur_frequency: 'often',
      visible: 7,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Post save failed.');
    expect(
      response
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['recur_frequency', 'visible']);
  });

  it('rejects to pending, deletes permanently to removed, and refuses rejecting a removed post', async () => {
    const row = await post();
    expect((await send(t.roles.ownerA, 'DELETE', `/api/post/${row.id}`)).json().post.visible).toBe(
      0,
    );
    const removed = await send(t.roles.whiteLabelA, 'DELETE', `/api/post/${row.id}?permanent=1`);
    expect(removed.json().post).toMatchObject({ state: 'removed', visible: -2 });
    const again = await send(t.roles.ownerA, 'DELETE', `/api/post/${row.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Post reject failed.');
    const bad = await send(t.roles.ownerA, 'DELETE', `/api/post/${row.id}?permanent=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Post reject failed.');
  });

  it('approves (recurring with a frequency) and refuses approving a removed post', async () => {
    const row = await post('pending');
    const approved = await send(
      t.roles.withPermission.moderate_tint,
      'POST',
      `/api/post/${row.id}/approve`,
    );
    expect(approved.json().post).toMatchObject({ state: 'approved', visible: 1 });
    const recurring = await post('pending');
    await send(t.roles.ownerA, 'PUT', `/api/post/${recurring.id}`, { recur_frequency: 2 });
    const second = await send(t.roles.ownerA, 'POST', `/api/post/${recurring.id}/approve`);
    expect(second.json().post.visible).toBe(2);
    const removed = await post('removed');
    const refused = await send(t.roles.ownerA, 'POST', `/api/post/${removed.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Post approval failed.');
  });

  it('pins, unpins, highlights and unhighlights shown posts, with the spec messages otherwise', async () => {
    const row = await post();
    const pinned = await send(t.roles.ownerA, 'POST', `/api/post/${row.id}/pin`);
    expect(pinned.json().post.pinned).toBe(true);
    const feed = await t.app.inject({ url: `/api/posts?wall=${t.roles.wallA.user_name}` });
    expect(feed.json().posts[0].id).toBe(String(row.id));
    expect(
      (await send(t.roles.ownerA, 'POST', `/api/post/${row.id}/unpin`)).json().post.pinned,
    ).toBe(false);
    const lit = await send(t.roles.whiteLabelA, 'POST', `/api/post/${row.id}/highlight`);
    expect(lit.json().post).toMatchObject({ highlight: true, width: 560, image_width: 600 });
    const unlit = await send(t.roles.ownerA, 'POST', `/api/post/${row.id}/unhighlight`);
    expect(unlit.json().post).toMatchObject({ highlight: false, width: 280, image_width: 300 });

    const waiting = await post('pending');
    const failures: Record<string, string> = {
      pin: 'Pin to top failed.',
      unpin: 'Unpin to top failed.',
      highlight: 'Highlighting post failed.',
      unhighlight: 'Highlighting post failed.',
    };
    for (const [action, message] of Object.entries(failures)) {
      const response = await send(t.roles.ownerA, 'POST', `/api/post/${waiting.id}/${action}`);
      expect([action, response.statusCode, response.json().error]).toEqual([action, 409, message]);
    }
  });

  it('displays a post on live screens through the realtime display event', async () => {
    const row = await post();
    const events: LiveEvent[] = [];
    const stop = t.app.realtime.subscribe(String(t.roles.wallA.id), (event) => events.push(event));
    try {
      const response = await send(t.roles.whiteLabelA, 'POST', `/api/post/${row.id}/display`);
      expect(response.statusCode).toBe(200);
      await expect.poll(() => events.map((event) => event.type)).toContain('display');
      const display = events.find((event) => event.type === 'display');
      expect(display).toMatchObject({ post: { id: String(row.id) } });
    } finally {
      stop();
    }
    const hidden = await post('pending');
    expect((await send(t.roles.ownerA, 'POST', `/api/post/${hidden.id}/display`)).statusCode).toBe(
      409,
    );
  });

  it('refuses visitors, other owners, sub-accounts without moderate_tint and revoked tokens', async () => {
    const row = await post();
    const url = `/api/post/${row.id}/pin`;
    expect((await send(t.roles.visitor, 'POST', url)).statusCode).toBe(401);
    expect((await send(t.roles.ownerB, 'POST', url)).statusCode).toBe(404);
    expect((await send(t.roles.withoutPermission.moderate_tint, 'POST', url)).statusCode).toBe(403);
    expect((await send(t.roles.revokedWhiteLabelA, 'POST', url)).statusCode).toBe(401);
    const reject = await send(t.roles.ownerB, 'DELETE', `/api/post/${row.id}`);
    expect(reject.statusCode).toBe(404);
    expect(await stateOf(row)).toBe('approved');
  });

  it("answers every action on another wall's post as if the post did not exist", async () => {
    const row = await post('pending');
    const missing = 999_999_999;
    const actions = ['approve', 'pin', 'unpin', 'highlight', 'unhighlight', 'display'];
    const answer = async (role: Role, method: 'POST' | 'DELETE', url: string) => {
      const response = await send(role, method, url);
      return { status: response.statusCode, body: response.body };
    };
    const foreign = [
      { role: t.roles.ownerB, postId: row.id },
      { role: t.roles.ownerA, postId: onWallB.id },
      { role: t.roles.whiteLabelA, postId: onWallB.id },
    ];
    for (const { role, postId } of foreign) {
      for (const action of actions) {
        expect(
          await answer(role, 'POST', `/api/post/${postId}/${action}`),
          `${role.name} ${action}`,
        ).toEqual(await answer(role, 'POST', `/api/post/${missing}/${action}`));
      }
      expect(await answer(role, 'DELETE', `/api/post/${postId}`), `${role.name} reject`).toEqual(
        await answer(role, 'DELETE', `/api/post/${missing}`),
      );
    }
    expect(await stateOf(row)).toBe('pending');
    expect(await stateOf(onWallB)).toBe('approved');
  });

  it('never reaches a post of wall B with rights on wall A', async () => {
    for (const role of [t.roles.ownerA, t.roles.whiteLabelA, t.roles.apiTokenA]) {
      const response = await send(role, 'DELETE', `/api/post/${onWallB.id}`);
      expect([role.name, response.statusCode]).toEqual([role.name, 404]);
    }
    expect(await stateOf(onWallB)).toBe('approved');
  });

  it('needs wl_moderation on the owner plan for white-label moderation, and cta for a cta', async () => {
    const row = await post();
    await setPlan(t.database.db, t.roles.wallA.user_id, 'plus');
    try {
      const byToken = await send(t.roles.whiteLabelA, 'POST', `/api/post/${row.id}/pin`);
      expect(byToken.statusCode).toBe(402);
      expect((await send(t.roles.ownerA, 'POST', `/api/post/${row.id}/pin`)).statusCode).toBe(200);
      await setPlan(t.database.db, t.roles.wallA.user_id, 'basic');
      const cta = await send(t.roles.ownerA, 'PUT', `/api/post/${row.id}`, {
        cta: { url: 'https://x.example.org' },
      });
      expect(cta.statusCode).toBe(402);
    } finally {
      await setPlan(t.database.db, t.roles.wallA.user_id, 'premium');
    }
  });
});
