import { beforeAll, describe, expect, it } from 'vitest';
import { findWallPost } from '../../db/repositories/posts.ts';
import { seedSource } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import type { Role } from '../../testing/roles.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { addTestPost } from './testing.ts';

describe.each(testDatabases())('undo of the last moderation action on $name', ({ open }) => {
  const t = useRoleApp(open);
  let sourceId: number;
  let undoUrl: string;

  beforeAll(async () => {
    sourceId = (await seedSource(t.database.db, t.roles.wallA.id)).id;
    undoUrl = `/api/audit/${t.roles.wallA.user_name}/undo`;
  });

  const send = (role: Role, method: 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: role.headers });
  const post = (state: 'pending' | 'approved') =>
    addTestPost(t.database.db, t.roles.wallA.id, { sourceId, state });
  const rowOf = (id: number) => findWallPost(t.database.db, t.roles.wallA.id, id);

  it("takes back the caller's own last action, one step at a time", async () => {
    const pending = await post('pending');
    const shown = await post('approved');
    await send(t.roles.ownerA, 'POST', `/api/post/${pending.id}/approve`);
    await send(t.roles.ownerA, 'POST', `/api/post/${shown.id}/pin`);
    // Another moderator's action is not the owner's to undo.
    const other = await post('approved');
    await send(t.roles.whiteLabelA, 'DELETE', `/api/post/${other.id}?permanent=1`);

    const first = await send(t.roles.ownerA, 'POST', undoUrl);
    expect(first.json()).toMatchObject({ message: 'Your last action was undone.' });
    expect((await rowOf(shown.id))?.pinned_at).toBeNull();
    expect((await rowOf(other.id))?.state).toBe('removed');

    await send(t.roles.ownerA, 'POST', undoUrl);
    expect((await rowOf(pending.id))?.state).toBe('pending');

    const theirs = await send(t.roles.whiteLabelA, 'POST', undoUrl);
    expect(theirs.json().post).toMatchObject({ id: String(other.id), state: 'approved' });
    expect((await rowOf(other.id))?.trashed_at).toBeNull();
  });

  it('answers 409 when there is nothing to undo', async () => {
    const fresh = t.roles.withPermission.moderate_tint;
    const response = await send(fresh, 'POST', undoUrl);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('There is nothing of yours to undo on this wall.');
  });
});
