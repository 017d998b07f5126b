import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import { liveMessages, permissionKeys, type LiveFrame } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { createToken, revokeToken } from '../db/repositories/tokens.ts';
import { testDatabases } from '../db/testing.ts';
import { testConfig } from '../testing/app.ts';
import { createRoles, type Role, type Roles } from '../testing/roles.ts';
import { LiveClient, seedLivePost } from './testing.ts';

const ofType =
  <T extends LiveFrame['type']>(type: T) =>
  (frame: LiveFrame): frame is Extract<LiveFrame, { type: T }> =>
    frame.type === type;

/** The roles that hold `wall.moderate` on wall A: they alone may control it. */
function moderatorsOfA(roles: Roles): Set<Role> {
  return new Set([
    roles.ownerA,
    roles.apiTokenA,
    roles.whiteLabelA,
    roles.withPermission.moderate_tint,
    ...permissionKeys
      .filter((key) => key !== 'moderate_tint')
      .map((key) => roles.withoutPermission[key]),
  ]);
}

describe.each(testDatabases())('who may use the live channel on $name', ({ openAddressed }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let origin: string;
  let roles: Roles;
  const clients: LiveClient[] = [];

  const url = (query = '') =>
    `${origin.replace('http', 'ws')}/api/walls/${roles.wallA.user_name}/live${query}`;
  /** The role's headers, with a same-site Origin meaning this server's real address. */
  const headersOf = (role: Role) =>
    role.headers.origin ? { ...role.headers, origin } : { ...role.headers };
  const connect = async (role: Role, query = '') => {
    const client = await LiveClient.ready(url(query), headersOf(role));
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    const opened = await openAddressed();
    database = opened.database;
    await migrateToLatest(database.db);
    app = await buildApp({
      config: testConfig(opened.databaseUrl ? { DATABASE_URL: opened.databaseUrl } : {}),
      database,
      plugins: new PluginHost(toyPlugins),
      logger: false,
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    roles = await createRoles(database.db);
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await app?.close();
    await database?.close();
  });

  it('lets exactly the moderators of the wall open a control connection', async () => {
    const moderators = moderatorsOfA(roles);
    const outcomes = new Map<string, string>();
    for (const role of roles.all) {
      const outcome = await connect(role, '?control=1').then(
        (client) => (client.framesOf('ready').length === 0 ? 'open' : 'no ready frame'),
        (error: Error) => error.message,
      );
      outcomes.set(role.name, outcome);
    }
    for (const role of roles.all) {
      const expected = moderators.has(role)
        ? 'open'
        : role.name.startsWith('revoked')
          ? 'refused with HTTP 401'
          : 'refused with HTTP 403';
      expect(outcomes.get(role.name), role.name).toBe(expected);
    }
  });

  it('lets every role but a revoked token watch, without publishing', async () => {
    for (const role of roles.all) {
      if (role.name.startsWith('revoked')) {
        await expect(connect(role), role.name).rejects.toThrow('HTTP 401');
        continue;
      }
      const client = await connect(role);
      client.send({ type: 'forward' });
      expect(await client.next(ofType('error')), role.name).toMatchObject({ code: 'forbidden' });
    }
  });

  it("delivers the owner's and the white-label token's controls to viewers", async () => {
    const viewer = await connect(roles.visitor);
    const owner = await connect(roles.ownerA, '?control=1');
    owner.send({ type: 'transition', ms: 9000 });
    expect(await viewer.next(ofType('transition'))).toEqual({ type: 'transition', ms: 9000 });
    const token = (roles.whiteLabelA.headers.authorization ?? '').replace('Bearer ', '');
    const screen = await connect(roles.visitor, `?control=1&wl_token=${token}`);
    screen.send({ type: 'back' });
    expect(await viewer.next(ofType('back'))).toEqual({ type: 'back' });
  });

  it('refuses a cross-site control upgrade even with the owner cookie', async () => {
    await expect(
      LiveClient.connect(url('?control=1'), {
        ...roles.ownerA.headers,
        origin: 'https://evil.example',
      }),
    ).rejects.toThrow('HTTP 403');
  });

  it('stops a connected white-label screen from publishing once its token is revoked', async () => {
    const { record, token } = await createToken(database.db, 'wl', { wallId: roles.wallA.id });
    const viewer = await connect(roles.visitor);
    const screen = await connect(roles.visitor, `?control=1&wl_token=${token}`);
    screen.send({ type: 'animation', index: 2 });
    await viewer.next(ofType('animation'));
    await revokeToken(database.db, 'wl', record.id);
    screen.send({ type: 'animation', index: 4 });
    expect(await screen.next(ofType('error'))).toEqual({
      type: 'error',
      code: 'forbidden',
      message: liveMessages.forbidden,
    });
    screen.send({ type: 'forward' });
    await screen.next(ofType('error'));
    expect(viewer.framesOf('animation', 'forward')).toEqual([]);
  });

  it("pushes the moderation routes' approve, display and reject to viewers", async () => {
    const viewer = await connect(roles.visitor);
    const post = await seedLivePost(database.db, roles.wallA.id, {
      title: 'Moderated',
      state: 'pending',
    });
    const moderate = async (method: 'POST' | 'DELETE', path: string) => {
      const response = await app.inject({ method, url: path, headers: roles.ownerA.headers });
      expect(response.statusCode, `${method} ${path}`).toBe(200);
    };
    await moderate('POST', `/api/post/${post.id}/approve`);
    expect((await viewer.next(ofType('approve'))).post).toMatchObject({
      id: String(post.id),
      title: 'Moderated',
    });
    await moderate('POST', `/api/post/${post.id}/display`);
    expect((await viewer.next(ofType('display'))).post.id).toBe(String(post.id));
    await moderate('DELETE', `/api/post/${post.id}`);
    expect(await viewer.next(ofType('reject'))).toEqual({
      type: 'reject',
      postId: String(post.id),
    });
  });
});
