/**
 * The administrator's instance settings: name and logo (shown to everyone by GET /api/instance),
 * the intranet allow list (validated entry by entry, used when a feed is connected and by the
 * crawler's client), and connectors' OAuth apps (sealed at rest, never sent back, the
 * environment wins, the OAuth start uses the stored app when the environment sets none).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { rssConnector } from '@chorus/connector-rss';
import { twitterConnector } from '@chorus/connector-twitter';
import { formatMessage } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createKeyring, decodeSecretKey } from '../../credentials/keyring.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../../db/open.ts';
import { findConnectorApp, readFetchAllow } from '../../db/repositories/instance.ts';
import { createSource } from '../../db/repositories/sources.ts';
import { createWall } from '../../db/repositories/walls.ts';
import type { WallRow } from '../../db/schema.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { createAllowListFetch } from '../../ingest/allow-list-fetch.ts';
import { testConfig } from '../../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../../testing/roles.ts';

const secretKey = randomBytes(32).toString('base64');
const keyring = createKeyring([decodeSecretKey(secretKey)]);
const plugins = () => new PluginHost([...toyPlugins, rssConnector(), twitterConnector()]);

describe('the instance settings of the admin screen', () => {
  let database: ChorusDatabase;
  /** No OAuth variable and no allow list in the environment. */
  let app: FastifyInstance;
  /** The same database, with the environment setting Twitter's app. */
  let envApp: FastifyInstance;
  let admin: Role;
  let owner: Role;
  let wall: WallRow;
  let lan: Server;
  let lanUrl: string;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    app = await buildApp({
      config: testConfig({ CHORUS_SECRET_KEY: secretKey }),
      database,
      plugins: plugins(),
      logger: false,
    });
    envApp = await buildApp({
      config: testConfig({
        CHORUS_SECRET_KEY: secretKey,
        CHORUS_OAUTH_TWITTER_CLIENT_ID: 'from-the-environment',
      }),
      database,
      plugins: plugins(),
      logger: false,
    });
    const adminUser = await createAccount(database.db, 'admin');
    await database.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', adminUser.id)
      .execute();
    admin = await sessionRole(database.db, 'admin', { ...adminUser, is_admin: true });
    const ownerUser = await createAccount(database.db, 'owner');
    owner = await sessionRole(database.db, 'owner', ownerUser);
    wall = await createWall(database.db, {
      userId: ownerUser.id,
      userName: uniqueName('lan'),
      name: 'LAN',
    });
    lan = createServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'application/rss+xml' })
        .end('<rss version="2.0"><channel><title>LAN</title></channel></rss>');
    });
    await new Promise<void>((done) => lan.listen(0, '127.0.0.1', done));
    lanUrl = `http://127.0.0.1:${(lan.address() as AddressInfo).port}/feed.xml`;
  });

  afterAll(async () => {
    await app?.close();
    await envApp?.close();
    await database?.close();
    await new Promise((done) => lan?.close(done));
  });

  const put = (who: Role, payload: object, on = app) =>
    on.inject({ method: 'PUT', url: '/api/admin/settings', headers: who.headers, payload });
  /** The message a refusal names: the bad field's, else the error's. */
  const errorOf = (response: { json: () => unknown }) => {
    const body = response.json() as { error: string; issues?: { message: string }[] };
    return body.issues?.[0]?.message ?? body.error;
  };

  it('names the instance and shows its https logo to everyone', async () => {
    expect((await app.inject({ url: '/api/instance' })).json()).toEqual({
      name: 'Chorus',
      logo_url: null,
    });
    const saved = await put(admin, {
      name: '  Team wall  ',
      logo_url: 'https://example.com/logo.svg',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Team wall',
      logo_url: 'https://example.com/logo.svg',
      signup: 'open',
    });
    expect((await app.inject({ url: '/api/instance' })).json()).toEqual({
      name: 'Team wall',
      logo_url: 'https://example.com/logo.svg',
    });
    // Empty clears them.
    expect((await put(admin, { name: '', logo_url: '' })).json()).toMatchObject({
      name: null,
      logo_url: null,
    });
  });

  it('refuses a logo that is not https, and a name too long, naming the field', async () => {
    for (const logo of ['http://example.com/a.png', 'javascript:alert(1)', 'data:image/png,x']) {
      const refused = await put(admin, { logo_url: logo });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toBe('The logo address must be an https:// address.');
    }
    const long = await put(admin, { name: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toBe(formatMessage('fieldTooLong', { field: 'Instance name', max: 80 }));
    expect((await put(admin, {})).statusCode).toBe(400);
  });

  it('refuses a bad allow-list entry with a message naming it', async () => {
    const cases: [string, string][] = [
      ['intranet.local', '"intranet.local" is not an IP address or CIDR range'],
      ['10.0.0.0/33', '"10.0.0.0/33" has no valid range size (/0 to /32).'],
      ['0.0.0.0/0', '"0.0.0.0/0" allows too much: a range may be at most /8 wide.'],
      ['10.0.0.1:70000', '"10.0.0.1:70000" has no valid port (1 to 65535).'],
    ];
    for (const [entry, message] of cases) {
      const refused = await put(admin, { fetch_allow: ['192.168.0.0/16', entry] });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toContain(message);
    }
    expect(await readFetchAllow(database.db)).toEqual([]);
  });

  it('refuses a LAN feed, then admits it once the administrator allows its range', async () => {
    const connect = () =>
      app.inject({
        method: 'POST',
        url: '/api/rss',
        headers: owner.headers,
        payload: { wall: wall.user_name, feed_type: 'url', options: { url: lanUrl } },
      });
    const refused = await connect();
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toContain('is a private or local address (127.0.0.1)');

    const crawler = createAllowListFetch({
      allowAddresses: [],
      moreAllowAddresses: () => readFetchAllow(database.db),
      retries: 0,
    });
    await crawler.refresh();
    await expect(crawler(lanUrl)).rejects.toThrow(/127\.0\.0\.1/);

    const saved = await put(admin, { fetch_allow: [' 127.0.0.1/32 ', '10.20.0.0/16', ''] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      fetch_allow: ['127.0.0.1/32', '10.20.0.0/16'],
      fetch_allow_environment: [],
    });
    expect((await connect()).statusCode).toBe(201);
    // Still the list read before, until the engine's next tick or crawl request reads it again.
    await expect(crawler(lanUrl)).rejects.toThrow(/127\.0\.0\.1/);
    await crawler.refresh();
    const fetched = await crawler(lanUrl);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toContain('<title>LAN</title>');
    await crawler.close();
  });

  it('keeps OAuth apps sealed, never sends them back, and the environment wins', async () => {
    const list = async (on: FastifyInstance) =>
      (await on.inject({ url: '/api/admin/connectors', headers: admin.headers })).json<{
        connectors: { network: string; source: string; variable: string }[];
      }>().connectors;
    expect(await list(app)).toEqual([
      expect.objectContaining({
        network: 'twitter',
        source: 'none',
        variable: 'CHORUS_OAUTH_TWITTER_CLIENT_ID',
      }),
    ]);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/connectors/twitter',
      headers: admin.headers,
      payload: { client_id: 'stored-client-id', client_secret: 'stored-secret-value' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('stored-client-id');
    expect(saved.body).not.toContain('stored-secret-value');
    expect(saved.json()).toMatchObject({ network: 'twitter', source: 'saved' });

    // At rest: sealed bytes, not the plaintext; opened with the keyring it is the app.
    const row = await database.db
      .selectFrom('connector_apps')
      .selectAll()
      .where('network', '=', 'twitter')
      .executeTakeFirstOrThrow();
    const stored = Buffer.from(row.ciphertext).toString('latin1');
    expect(stored).not.toContain('stored-client-id');
    expect(stored).not.toContain('stored-secret-value');
    expect(await findConnectorApp(database.db, keyring, 'twitter')).toEqual({
      clientId: 'stored-client-id',
      clientSecret: 'stored-secret-value',
    });
    const listed = await app.inject({ url: '/api/admin/connectors', headers: admin.headers });
    expect(listed.body).not.toContain('stored-');

    // The environment wins: shown as such, and saving over it is refused.
    expect(await list(envApp)).toEqual([expect.objectContaining({ source: 'environment' })]);
    const over = await envApp.inject({
      method: 'PUT',
      url: '/api/admin/connectors/twitter',
      headers: admin.headers,
      payload: { client_id: 'other' },
    });
    expect(over.statusCode).toBe(409);
    expect(errorOf(over)).toContain('CHORUS_OAUTH_TWITTER_CLIENT_ID');

    // The OAuth start sends the stored client id, or the environment's when it sets one.
    const source = await createSource(database.db, {
      wallId: wall.id,
      network: 'twitter',
      feedType: 'handle',
      options: { handle: 'chorus' },
      label: '@chorus',
    });
    const start = async (on: FastifyInstance) => {
      const started = await on.inject({
        url: `/api/twitter/${source.id}/authorize`,
        headers: { ...owner.headers, 'sec-fetch-site': 'same-origin' },
      });
      expect(started.statusCode).toBe(302);
      return new URL(String(started.headers.location)).searchParams.get('client_id');
    };
    expect(await start(app)).toBe('stored-client-id');
    expect(await start(envApp)).toBe('from-the-environment');
    expect((await app.inject({ url: '/api/oauth/providers' })).json()).toMatchObject({
      providers: { twitter: { configured: true } },
    });

    const forgotten = await app.inject({
      method: 'DELETE',
      url: '/api/admin/connectors/twitter',
      headers: admin.headers,
    });
    expect(forgotten.json()).toMatchObject({ source: 'none' });
    expect((await app.inject({ url: '/api/oauth/providers' })).json()).toMatchObject({
      providers: { twitter: { configured: false } },
    });
  });

  it('refuses a bad OAuth app and an unknown connector', async () => {
    const blank = await app.inject({
      method: 'PUT',
      url: '/api/admin/connectors/twitter',
      headers: admin.headers,
      payload: { client_id: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank)).toBe(formatMessage('fieldInvalid', { field: 'client ID' }));
    const rss = await app.inject({
      method: 'PUT',
      url: '/api/admin/connectors/rss',
      headers: admin.headers,
      payload: { client_id: 'x' },
    });
    expect(rss.statusCode).toBe(404);
  });

  it('lets only the administrator change settings or OAuth apps', async () => {
    expect((await put(owner, { name: 'Mine now' })).statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/admin/connectors', headers: owner.headers })).statusCode,
    ).toBe(403);
    const sneaky = await app.inject({
      method: 'PUT',
      url: '/api/admin/connectors/twitter',
      headers: owner.headers,
      payload: { client_id: 'attacker' },
    });
    expect(sneaky.statusCode).toBe(403);
    expect(await findConnectorApp(database.db, keyring, 'twitter')).toBeUndefined();
  });
});
