import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { findWallPost } from '../../db/repositories/posts.ts';
import { seedSource } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import type { Role } from '../../testing/roles.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { addTestPost } from './testing.ts';

describe.each(testDatabases())('trash and audit log on $name', ({ open }) => {
  const t = useRoleApp(open);
  let sourceId: number;
  let wall: string;

  beforeAll(async () => {
    sourceId = (await seedSource(t.database.db, t.roles.wallA.id)).id;
    wall = t.roles.wallA.user_name;
    await t.database.db
      .updateTable('wl_tokens')
      .set({ label: '=Door team' })
      .where('wall_id', '=', t.roles.wallA.id)
      .execute();
  });

  const send = (role: Role, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: role.headers });
  const trashIds = async () =>
    (await send(t.roles.ownerA, 'GET', `/api/trash/${wall}?limit=100`))
      .json()
      .posts.map((post: { id: string }) => post.id);
  const post = (title: string) =>
    addTestPost(t.database.db, t.roles.wallA.id, { sourceId, title, state: 'approved' });
  const stateOf = async (id: number) =>
    (await findWallPost(t.database.db, t.roles.wallA.id, id))?.state;

  it('keeps a deleted post in the trash, restores it to the wall, and logs who did it', async () => {
    const row = await post('Deleted then restored');
    expect(
      (await send(t.roles.ownerA, 'DELETE', `/api/post/${row.id}?permanent=1`)).statusCode,
    ).toBe(200);
    expect(await stateOf(row.id)).toBe('removed');
    expect(await trashIds()).toContain(String(row.id));

    const restored = await send(t.roles.whiteLabelA, 'POST', `/api/post/${row.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().post).toMatchObject({ id: String(row.id), state: 'approved' });
    expect(await trashIds()).not.toContain(String(row.id));
    const feed = await t.app.inject({ method: 'GET', url: `/api/posts?wall=${wall}` });
    expect(feed.json().posts.map((shown: { id: string }) => shown.id)).toContain(String(row.id));
    // Restoring twice is refused: it is no longer in the trash.
    const again = await send(t.roles.ownerA, 'POST', `/api/post/${row.id}/restore`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This post is no longer in the trash.');

    const log = (await send(t.roles.ownerA, 'GET', `/api/audit/${wall}`)).json().entries;
    expect(
      log
        .filter((entry: { postId: number }) => entry.postId === row.id)
        .map((entry: { action: string; actor: object }) => [entry.action, entry.actor]),
    ).toEqual([
      ['restore', { kind: 'whiteLabel', label: '=Door team' }],
      ['delete', { kind: 'owner', label: t.roles.ownerA.user?.username }],
    ]);
  });

  it('deletes one post permanently or empties the trash; removed posts stay removed', async () => {
    const one = await post('Purged alone');
    const two = await post('Emptied with the rest');
    for (const row of [one, two]) {
      await send(t.roles.apiTokenA, 'DELETE', `/api/post/${row.id}?permanent=1`);
    }
    const purged = await send(t.roles.ownerA, 'POST', `/api/post/${one.id}/purge`);
    expect(purged.json()).toEqual({ message: 'Post deleted permanently.', purged: 1 });
    expect(await trashIds()).not.toContain(String(one.id));
    expect(await trashIds()).toContain(String(two.id));
    const emptied = await send(t.roles.ownerA, 'DELETE', `/api/trash/${wall}`);
    expect(emptied.json().message).toBe('Trash emptied.');
    expect(await trashIds()).toEqual([]);
    expect([await stateOf(one.id), await stateOf(two.id)]).toEqual(['removed', 'removed']);
    expect((await send(t.roles.ownerA, 'POST', `/api/post/${two.id}/restore`)).statusCode).toBe(
      409,
    );
  });

  it('keeps posts 30 days', async () => {
    const old = await post('Trashed long ago');
    await send(t.roles.ownerA, 'DELETE', `/api/post/${old.id}?permanent=1`);
    await t.database.db
      .updateTable('posts')
      .set({ trashed_at: sql<Date>`now() - interval '31 days'` })
      .where('id', '=', old.id)
      .execute();
    expect(await trashIds()).not.toContain(String(old.id));
    expect((await send(t.roles.ownerA, 'POST', `/api/post/${old.id}/restore`)).statusCode).toBe(
      409,
    );
  });

  it('counts pending, held by rules, approved today and trashed posts', async () => {
    const counts = async () =>
      (await send(t.roles.whiteLabelA, 'GET', `/api/moderation-counts/${wall}`)).json();
    const before = await counts();
    const waiting = await addTestPost(t.database.db, t.roles.wallA.id, {
      sourceId,
      state: 'pending',
    });
    const held = await addTestPost(t.database.db, t.roles.wallA.id, { sourceId, state: 'pending' });
    await t.database.db
      .updateTable('posts')
      .set({ screened_rule: 'hashtags', screened_reason: 'Carries none of #live.' })
      .where('id', '=', held.id)
      .execute();
    await send(t.roles.ownerA, 'POST', `/api/post/${waiting.id}/approve`);
    const gone = await post('Counted in the trash');
    await send(t.roles.ownerA, 'DELETE', `/api/post/${gone.id}?permanent=1`);
    const after = await counts();
    expect({
      pending: after.pending - before.pending,
      heldByRules: after.heldByRules - before.heldByRules,
      approvedToday: after.approvedToday - before.approvedToday,
      inTrash: after.inTrash - before.inTrash,
    }).toEqual({ pending: 1, heldByRules: 1, approvedToday: 1, inTrash: 1 });
  });

  it('exports the log as CSV, spreadsheet formulas defused', async () => {
    const response = await send(t.roles.ownerA, 'GET', `/api/audit/${wall}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${wall}-audit.csv"`,
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('time,actor_kind,actor,action,post_id,detail');
    expect(lines.some((line) => line.includes(",whiteLabel,'=Door team,restore,"))).toBe(true);
    expect(lines.some((line) => line.includes(',apiToken,'))).toBe(true);
  });
});
