import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../../db/open.ts';
import { findSourceById, updateSourceHealth } from '../../db/repositories/sources.ts';
import { testDatabases } from '../../db/testing.ts';
import { createRoles, type Role, type Roles } from '../../testing/roles.ts';
import { buildWallTestApp } from './testing.ts';

describe.each(testDatabases())('source routes on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let roles: Roles;
  const crawls: number[] = [];
  const recorder = {
    requestCrawl: async (sourceId: number) => {
      crawls.push(sourceId);
      return `job-${sourceId}`;
    },
  };

  beforeAll(async () => {
    database = await open();
    app = await buildWallTestApp(database);
    app.crawls.attach(recorder);
    roles = await createRoles(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const connect = (role: Role, network: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/${network}`,
      headers: role.headers,
      payload: { wall: roles.wallA.user_name, ...payload },
    });
  const connected = async (payload: object = { feed_type: 'handle', options: { handle: 'x' } }) => {
    const response = await connect(roles.ownerA, 'twitter', payload);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; network: string };
  };

  describe('POST /api/{network}', () => {
    it('connects an RSS feed: stored options are the parsed ones, the label its host and path', async () => {
      const response = await connect(roles.ownerA, 'rss', {
        feed_type: 'url',
        options: { url: '  https://example.com/blog/feed.xml ' },
      });
      expect(response.statusCode).toBe(201);
      const source = response.json();
      expect(source).toMatchObject({
        network: 'rss',
        feed_type: 'url',
        options: { url: 'https://example.com/blog/feed.xml' },
        label: 'example.com/blog/feed.xml',
        account_label: 'example.com/blog',
        privacy: 0,
        status: 'active',
        status_code: 0,
        last_crawled: 0,
        health: { state: 'ok', last_error: null, retry_at: null, message: null },
      });
      expect(crawls).toContain(source.id);
    });

    it('connects an X handle with the @ stripped, moderated when asked', async () => {
      const response = await connect(roles.ownerA, 'twitter', {
        feed_type: 'handle',
        options: { handle: '@chorus_app' },
        privacy: 1,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ options: { handle: 'chorus_app' }, privacy: 1 });
      const row = await findSourceById(database.db, response.json().id);
      expect(row?.options).toEqual({ handle: 'chorus_app' });
    });

    it('connects the custom posts source and the toy board', async () => {
      const custom = await connect(roles.ownerA, 'custom', { feed_type: 'posts' });
      expect(custom.json()).toMatchObject({ label: 'Custom posts', options: {} });
      const toy = await connect(roles.ownerA, 'toy', {
        feed_type: 'board',
        options: { board: 'b1' },
      });
      expect(toy.json()).toMatchObject({ network: 'toy', label: 'b1' });
    });

    it("refuses options with the feed type's spec message", async () => {
      const cases = [
        ['rss', 'url', { url: '' }, 'Please enter an RSS URL.'],
        [
          'rss',
          'url',
          { url: 'example.com/feed' },
          "Invalid URL (are you forgetting the 'http://'?)",
        ],
        [
          'rss',
          'url',
          { url: 'file:///etc/passwd' },
          'Only http:// and https:// feeds can be read; "file:" addresses are not supported.',
        ],
        [
          'rss',
          'url',
          { url: 'gopher://127.0.0.1:70/_stats' },
          'Only http:// and https:// feeds can be read; "gopher:" addresses are not supported.',
        ],
        ['twitter', 'handle', {}, 'Please enter a twitter handle.'],
        ['twitter', 'hashtag', { hashtag: '#' }, 'Please enter a hashtag.'],
      ] as const;
      for (const [network, feedType, options, message] of cases) {
        const response = await connect(roles.ownerA, network, { feed_type: feedType, options });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(message);
        expect(response.json().issues[0].path).toMatch(/^options\./);
      }
    });

    it('refuses a missing wall, an unknown feed type and an unknown network', async () => {
      const noWall = await app.inject({
        method: 'POST',
        url: '/api/twitter',
        headers: roles.ownerA.headers,
        payload: { feed_type: 'handle', options: { handle: 'x' } },
      });
      expect(noWall.statusCode).toBe(400);
      expect(noWall.json().issues[0].message).toBe('User id not given (contact support).');
      const feedType = await connect(roles.ownerA, 'twitter', { feed_type: 'nope', options: {} });
      expect(feedType.statusCode).toBe(400);
      expect(feedType.json().issues[0].path).toBe('feed_type');
      const network = await connect(roles.ownerA, 'myspace', { feed_type: 'x', options: {} });
      expect(network.statusCode).toBe(404);
    });

    it("refuses another owner's wall (404) and callers without modify_tint", async () => {
      const payload = { feed_type: 'handle', options: { handle: 'x' } };
      expect((await connect(roles.ownerB, 'twitter', payload)).statusCode).toBe(404);
      expect((await connect(roles.subAccountWithoutAccess, 'twitter', payload)).statusCode).toBe(
        404,
      );
      expect(
        (await connect(roles.withoutPermission.modify_tint, 'twitter', payload)).statusCode,
      ).toBe(403);
      expect((await connect(roles.whiteLabelA, 'twitter', payload)).statusCode).toBe(403);
      expect((await connect(roles.visitor, 'twitter', payload)).statusCode).toBe(401);
    });
  });

  describe('/api/{network}/{id}', () => {
    it('reads a source with its health; needs_reauth carries the token-expired message', async () => {
      const source = await connected();
      await updateSourceHealth(database.db, source.id, {
        state: 'needs_reauth',
        lastError: 'invalid token',
        lastErrorAt: 1_700_000_000,
        retryAt: null,
      });
      const response = await app.inject({
        url: `/api/twitter/${source.id}`,
        headers: roles.ownerA.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().health).toEqual({
        state: 'needs_reauth',
        last_error: 'invalid token',
        last_error_at: 1_700_000_000,
        retry_at: null,
        message: 'Token expired. Please click here to refresh your token.',
      });
      const wrongNetwork = await app.inject({
        url: `/api/rss/${source.id}`,
        headers: roles.ownerA.headers,
      });
      expect(wrongNetwork.statusCode).toBe(404);
    });

    it("changes privacy, status and options (re-checked by the feed type's schema)", async () => {
      const source = await connected();
      const url = `/api/twitter/${source.id}`;
      const headers = roles.ownerA.headers;
      const saved = await app.inject({
        method: 'PUT',
        url,
        headers,
        payload: { privacy: 1, status: 'paused', options: { handle: '@other' } },
      });
      expect(saved.json()).toMatchObject({
        privacy: 1,
        status: 'paused',
        options: { handle: 'other' },
      });
      const bad = await app.inject({ method: 'PUT', url, headers, payload: { options: {} } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Please enter a twitter handle.');
      const privacy = await app.inject({ method: 'PUT', url, headers, payload: { privacy: 3 } });
      expect(privacy.statusCode).toBe(400);
    });

    it('deletes a source; another owner gets 404 and the source stays', async () => {
      const source = await connected();
      const url = `/api/twitter/${source.id}`;
      const other = await app.inject({ method: 'DELETE', url, headers: roles.ownerB.headers });
      expect(other.statusCode).toBe(404);
      const sub = roles.withoutPermission.modify_tint;
      expect((await app.inject({ method: 'DELETE', url, headers: sub.headers })).statusCode).toBe(
        403,
      );
      const gone = await app.inject({ method: 'DELETE', url, headers: roles.ownerA.headers });
      expect(gone.json()).toEqual({ deleted: source.id });
      expect(await findSourceById(database.db, source.id)).toBeUndefined();
    });

    it('toggles moderation, also for a white-label token, and gates it by plan', async () => {
      const source = await connected();
      const url = `/api/twitter/${source.id}/moderation`;
      const first = await app.inject({ method: 'POST', url, headers: roles.whiteLabelA.headers });
      expect(first.json().privacy).toBe(1);
      const second = await app.inject({ method: 'POST', url, headers: roles.ownerA.headers });
      expect(second.json().privacy).toBe(0);
      const denied = roles.withoutPermission.moderate_tint;
      expect((await app.inject({ method: 'POST', url, headers: denied.headers })).statusCode).toBe(
        403,
      );
      await database.db
        .updateTable('users')
        .set({ plan: 'plus' })
        .where('id', '=', roles.wallA.user_id)
        .execute();
      try {
        const gated = await app.inject({ method: 'POST', url, headers: roles.ownerA.headers });
        expect(gated.statusCode).toBe(402);
      } finally {
        await database.db
          .updateTable('users')
          .set({ plan: 'premium' })
          .where('id', '=', roles.wallA.user_id)
          .execute();
      }
    });

    it('queues a crawl on refresh', async () => {
      const source = await connected();
      crawls.length = 0;
      const response = await app.inject({
        method: 'POST',
        url: `/api/twitter/${source.id}/refresh`,
        headers: roles.ownerA.headers,
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ queued: true, source: { id: source.id } });
      expect(crawls).toEqual([source.id]);
      const visitor = await app.inject({
        method: 'POST',
        url: `/api/twitter/${source.id}/refresh`,
      });
      expect(visitor.statusCode).toBe(401);
      expect(crawls).toEqual([source.id]);
    });

    it('answers queued: false when no crawl engine runs in this process', async () => {
      const source = await connected();
      app.crawls.attach(undefined);
      try {
        const response = await app.inject({
          method: 'POST',
          url: `/api/twitter/${source.id}/refresh`,
          headers: roles.ownerA.headers,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().queued).toBe(false);
      } finally {
        app.crawls.attach(recorder);
      }
    });
  });
});
