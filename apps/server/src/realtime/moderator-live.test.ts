import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { createToken, revokeToken } from '../db/repositories/tokens.ts';
import { testDatabases } from '../db/testing.ts';
import { testConfig } from '../testing/app.ts';
import { createRoles, type Role, type Roles } from '../testing/roles.ts';
import type { RealtimeHub } from './hub.ts';
import { moderationFrameSchema, type ModerationFrame } from './moderator-events.ts';
import { moderatorRefusedCode } from './moderator-route.ts';
import { createRealtimeHub } from './plugin.ts';
import { LiveClient, seedLivePost } from './testing.ts';

const quiet = { warn: () => undefined, error: () => undefined };

/** The moderation frame about `postId` with `change`, validated. */
const moderationOf =
  (postId: string, change: string) =>
  (frame: unknown): boolean => {
    const parsed = moderationFrameSchema.safeParse(frame);
    return parsed.success && parsed.data.postId === postId && parsed.data.change === change;
  };

describe.each(testDatabases())('the moderators’ live channel on $name', ({ openAddressed }) => {
  let database: ChorusDatabase;
  let databaseUrl: string | undefined;
  let app: FastifyInstance;
  let origin: string;
  let roles: Roles;
  const clients: LiveClient[] = [];
  const hubs: RealtimeHub[] = [];

  const base = () => origin.replace('http', 'ws');
  const moderatorUrl = (query = '') =>
    `${base()}/api/walls/${roles.wallA.user_name}/moderation/live${query}`;
  const headersOf = (role: Role) =>
    role.headers.origin ? { ...role.headers, origin } : { ...role.headers };
  const track = (client: LiveClient) => {
    clients.push(client);
    return client;
  };
  const openModerator = async (role: Role, query = '') =>
    track(await LiveClient.ready(moderatorUrl(query), headersOf(role)));
  const tokenOf = (role: Role) => (role.headers.authorization ?? '').replace('Bearer ', '');
  /** What a crawl or a custom post does once a post is stored: the host's announcement. */
  const announce = (wallId: number, postId: number, change: 'created' | 'approved') =>
    app.plugins.hooks.postChanged.promise({
      wallId: String(wallId),
      postId: String(postId),
      change,
    });

  beforeAll(async () => {
    const opened = await openAddressed();
    database = opened.database;
    databaseUrl = opened.databaseUrl;
    await migrateToLatest(database.db);
    app = await buildApp({
      config: testConfig(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      database,
      plugins: new PluginHost(toyPlugins),
      logger: false,
      // A short heartbeat, so a revoked token is noticed quickly.
      realtime: { limits: { heartbeatMs: 250 } },
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    roles = await createRoles(database.db);
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all(hubs.map((hub) => hub.close()));
    await app?.close();
    await database?.close();
  });

  it("opens only for the wall's moderators, never for a visitor or another owner", async () => {
    const outcome = (role: Role, query = '') =>
      LiveClient.ready(moderatorUrl(query), headersOf(role)).then(
        (client) => (track(client), 'open'),
        (error: Error) => error.message,
      );
    expect(await outcome(roles.visitor)).toBe('refused with HTTP 403');
    expect(await outcome(roles.ownerB)).toBe('refused with HTTP 403');
    expect(await outcome(roles.subAccountWithoutAccess)).toBe('refused with HTTP 403');
    expect(await outcome(roles.withoutPermission.moderate_tint)).toBe('refused with HTTP 403');
    expect(await outcome(roles.revokedWhiteLabelA)).toBe('refused with HTTP 401');
    expect(await outcome(roles.ownerA)).toBe('open');
    expect(await outcome(roles.withPermission.moderate_tint)).toBe('open');
    expect(await outcome(roles.visitor, `?wl_token=${tokenOf(roles.whiteLabelA)}`)).toBe('open');
    // Wall B's white-label token is not wall A's.
    const { token: otherWall } = await createToken(database.db, 'wl', { wallId: roles.wallB.id });
    expect(await outcome(roles.visitor, `?wl_token=${otherWall}`)).toBe('refused with HTTP 403');
  });

  it('refuses a cross-site upgrade even with the owner cookie or the white-label token', async () => {
    const evil = { origin: 'https://evil.example' };
    await expect(
      LiveClient.connect(moderatorUrl(), { ...roles.ownerA.headers, ...evil }),
    ).rejects.toThrow('HTTP 403');
    await expect(
      LiveClient.connect(moderatorUrl(`?wl_token=${tokenOf(roles.whiteLabelA)}`), evil),
    ).rejects.toThrow('HTTP 403');
  });

  it('delivers a new pending post to moderators and nothing of it to public viewers', async () => {
    const owner = await openModerator(roles.ownerA);
    const screen = await openModerator(roles.visitor, `?wl_token=${tokenOf(roles.whiteLabelA)}`);
    const other = track(
      await LiveClient.ready(
        `${base()}/api/walls/${roles.wallB.user_name}/moderation/live`,
        headersOf(roles.ownerB),
      ),
    );
    const viewer = track(
      await LiveClient.ready(`${base()}/api/walls/${roles.wallA.user_name}/live`),
    );

    const pending = await seedLivePost(database.db, roles.wallA.id, {
      title: 'Held for review',
      state: 'pending',
    });
    await announce(roles.wallA.id, pending.id, 'created');
    for (const moderator of [owner, screen]) {
      const frame = (await moderator.next(
        moderationOf(String(pending.id), 'created'),
      )) as unknown as ModerationFrame;
      expect(frame.post).toMatchObject({
        id: String(pending.id),
        title: 'Held for review',
        state: 'pending',
        visible: 0,
        recur_frequency: 0,
      });
    }

    // Approving it through the moderation route: the viewer sees the approval, never the
    // pending post; the moderators hear the new state.
    const approved = await fetch(`${origin}/api/post/${pending.id}/approve`, {
      method: 'POST',
      headers: headersOf(roles.ownerA),
    });
    expect(approved.status).toBe(200);
    await owner.next(moderationOf(String(pending.id), 'approved'));
    await viewer.next((frame) => frame.type === 'approve');
    expect(viewer.frames.some((frame) => JSON.stringify(frame).includes('pending'))).toBe(false);
    expect(viewer.frames.some((frame) => frame.type === ('moderation' as string))).toBe(false);
    expect(other.frames.filter((frame) => frame.type !== 'ready')).toEqual([]);
  });

  it('delivers to a moderator connected to another process of the same database', async () => {
    // On PostgreSQL this hub listens through LISTEN/NOTIFY like a second server process; on
    // PGlite the transport is in-process, so the app's own hub is the only one.
    const hub = databaseUrl
      ? await createRealtimeHub({ database, databaseUrl, logger: quiet })
      : app.realtime;
    if (hub !== app.realtime) hubs.push(hub);
    const heard: ModerationFrame[] = [];
    const stop = hub.subscribeModerator(String(roles.wallA.id), (event) => heard.push(event));
    const post = await seedLivePost(database.db, roles.wallA.id, {
      title: 'Across processes',
      description: `<p>${'long '.repeat(3000)}</p>`,
      state: 'pending',
    });
    await announce(roles.wallA.id, post.id, 'created');
    await expect
      .poll(() => heard.find((event) => event.postId === String(post.id)), { timeout: 10_000 })
      .toMatchObject({ change: 'created', post: { state: 'pending', title: 'Across processes' } });
    stop();
  });

  it('closes a white-label moderator once its token is revoked', async () => {
    const { record, token } = await createToken(database.db, 'wl', { wallId: roles.wallA.id });
    const screen = await openModerator(roles.visitor, `?wl_token=${token}`);
    await revokeToken(database.db, 'wl', record.id);
    let code: number | undefined;
    void screen.closed.then((closed) => (code = closed.code));
    await expect.poll(() => code, { timeout: 20_000 }).toBe(moderatorRefusedCode);
  });
});
