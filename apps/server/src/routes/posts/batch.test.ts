import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import type { ModerationFrame } from '../../realtime/moderator-events.ts';
import type { Role } from '../../testing/roles.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { addTestPost } from './testing.ts';

interface BatchState {
  message?: string;
  settings: { size: number; idleMinutes: number };
  mine: { id: string; state: string }[];
  expiresInMs: number | null;
  others: { moderator: string; postIds: string[]; expiresInMs: number }[];
}

describe.each(testDatabases())('moderation batches through the API on $name', ({ open }) => {
  const t = useRoleApp(open);
  let sourceId: number;
  let wall: string;

  beforeAll(async () => {
    sourceId = (await seedSource(t.database.db, t.roles.wallA.id)).id;
    wall = t.roles.wallA.user_name;
  });

  const send = async (
    role: Role,
    method: 'GET' | 'POST' | 'DELETE',
    url = `/api/batches/${wall}`,
  ) => {
    const response = await t.app.inject({ method, url, headers: role.headers });
    return { status: response.statusCode, body: response.json() as BatchState };
  };
  const ids = (state: BatchState) => state.mine.map((post) => post.id);
  /** A fresh queue of `count` pending posts, nobody's batch in the way. */
  async function freshQueue(count: number) {
    await t.database.db.deleteFrom('moderation_claims').execute();
    await t.database.db
      .updateTable('posts')
      .set({ state: 'approved' })
      .where('state', '=', 'pending')
      .execute();
    for (let index = 0; index < count; index += 1) {
      await addTestPost(t.database.db, t.roles.wallA.id, { sourceId, state: 'pending' });
    }
  }
  async function setSize(size: number, idleMinutes = 10) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/batch-settings/${wall}`,
      headers: t.roles.ownerA.headers,
      payload: { size, idleMinutes },
    });
    expect(response.json()).toEqual({
      message: 'Batch settings saved.',
      settings: { size, idleMinutes },
    });
  }

  it('gives the owner and a white-label moderator disjoint batches, each seeing who holds the other', async () => {
    await freshQueue(5);
    await setSize(2);
    const frames: ModerationFrame[] = [];
    const stop = t.app.realtime.subscribeModerator(String(t.roles.wallA.id), (frame) =>
      frames.push(frame),
    );
    try {
      const owner = await send(t.roles.ownerA, 'POST');
      expect(owner.body.message).toBe('You took a batch of 2 posts.');
      expect(owner.body.mine.map((post) => post.state)).toEqual(['pending', 'pending']);
      expect(owner.body.expiresInMs).toBe(600_000);
      const desk = await send(t.roles.whiteLabelA, 'POST');
      expect(ids(desk.body)).toHaveLength(2);
      expect(ids(desk.body).filter((id) => ids(owner.body).includes(id))).toEqual([]);
      expect(desk.body.others).toEqual([
        {
          moderator: t.roles.ownerA.user?.username,
          postIds: expect.any(Array),
          expiresInMs: expect.any(Number),
        },
      ]);
      // The owner's batch returns within its idle time (10 minutes), counted from its taking.
      expect(desk.body.others[0]?.expiresInMs).toBeLessThanOrEqual(600_000);
      expect(desk.body.others[0]?.expiresInMs).toBeGreaterThan(0);
      expect([...(desk.body.others[0]?.postIds ?? [])].sort()).toEqual([...ids(owner.body)].sort());
      // Every screen of the wall hears which posts changed hands, within the hub's delivery.
      const claimed = [...ids(owner.body), ...ids(desk.body)];
      await expect
        .poll(() => claimed.every((id) => frames.some((frame) => frame.postId === id)))
        .toBe(true);
    } finally {
      stop();
    }
  });

  it('keeps a batch alive while its holder decides, and releases the rest', async () => {
    await freshQueue(3);
    await setSize(3);
    const taken = await send(t.roles.ownerA, 'POST');
    const [first, ...rest] = ids(taken.body);
    // The batch is about to go idle; an approval moves its expiry on.
    await t.database.db
      .updateTable('moderation_claims')
      .set({ expires_at: sql<Date>`now() + interval '1 second'` })
      .execute();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/post/${first}/approve`,
      headers: t.roles.ownerA.headers,
    });
    expect(approved.statusCode).toBe(200);
    const after = await send(t.roles.ownerA, 'GET');
    expect(ids(after.body)).toEqual(rest);
    expect(after.body.expiresInMs).toBeGreaterThan(60_000);
    const released = await send(t.roles.ownerA, 'DELETE');
    expect(released.body).toMatchObject({ message: 'Your batch returned to the queue.', mine: [] });
    const other = await send(t.roles.apiTokenA, 'POST');
    expect([...ids(other.body)].sort()).toEqual([...rest].sort());
  });

  it('returns a batch left idle to the queue', async () => {
    await freshQueue(2);
    await setSize(5);
    const taken = await send(t.roles.ownerA, 'POST');
    expect(ids(taken.body)).toHaveLength(2);
    expect((await send(t.roles.whiteLabelA, 'POST')).body.message).toBe(
      'No pending post is free to take.',
    );
    // Its idle time has passed (moved back instead of waited for).
    await t.database.db
      .updateTable('moderation_claims')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect((await send(t.roles.ownerA, 'GET')).body).toMatchObject({ mine: [], expiresInMs: null });
    const desk = await send(t.roles.whiteLabelA, 'POST');
    expect([...ids(desk.body)].sort()).toEqual([...ids(taken.body)].sort());
  });

  it('refuses batch settings out of range with the field', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/batch-settings/${wall}`,
      headers: t.roles.ownerA.headers,
      payload: { size: 0, idleMinutes: 10 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Batch settings were not saved.',
      issues: [{ path: 'size' }],
    });
  });
});
