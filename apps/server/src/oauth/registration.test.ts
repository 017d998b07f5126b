/**
 * Sign-in on a many-server network (Mastodon): the first sign-in to a server registers an app
 * there, the client is kept sealed and reused by the next sign-in to that server, the code is
 * exchanged with the registered client, and the token is stored with the server that issued it.
 */
import { randomBytes } from 'node:crypto';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { mastodonConnector } from '@chorus/connector-mastodon';
import { fakeMastodon, type FakeMastodonState } from '@chorus/connector-mastodon/testing';
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createKeyring, decodeSecretKey } from '../credentials/keyring.ts';
import { loadCredentials } from '../credentials/store.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import { createSource } from '../db/repositories/sources.ts';
import { createWall } from '../db/repositories/walls.ts';
import type { SourceRow } from '../db/schema.ts';
import { testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { findRegisteredClient } from './registered-clients.ts';

const secretKey = randomBytes(32).toString('base64');
const keyring = createKeyring([decodeSecretKey(secretKey)]);
const callbackUrl = 'http://localhost/api/oauth/mastodon/callback';

describe('signing in to a server that registers its clients', () => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let server: FakeNetwork;
  let refusing: FakeNetwork;
  let fake: FakeMastodonState;
  let owner: Role;
  let home: SourceRow;
  let elsewhere: SourceRow;

  const start = (source: SourceRow) =>
    app.inject({
      method: 'GET',
      url: `/api/mastodon/${source.id}/authorize`,
      headers: { ...owner.headers, 'sec-fetch-site': 'same-origin' },
    });

  /** The owner allows Chorus on the fake consent screen; answers the callback's page. */
  async function signIn(source: SourceRow) {
    const started = await start(source);
    expect(started.statusCode).toBe(302);
    const consent = await fetch(String(started.headers.location));
    const link = /href="([^"]+)"/.exec(await consent.text())?.[1]?.replace(/&#38;/g, '&') ?? '';
    const back = new URL(link);
    expect(back.origin + back.pathname).toBe(callbackUrl);
    const done = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: owner.headers.cookie ?? '' },
    });
    return { started: new URL(String(started.headers.location)), done };
  }

  beforeAll(async () => {
    const mastodon = fakeMastodon({ home: [] });
    fake = mastodon.state;
    server = await startFakeNetwork(mastodon.routes);
    refusing = await startFakeNetwork([
      {
        method: 'POST',
        path: '/api/v1/apps',
        respond: { status: 403, body: { error: 'Registrations are closed' } },
      },
    ]);
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    app = await buildApp({
      config: testConfig({ CHORUS_SECRET_KEY: secretKey, CHORUS_FETCH_ALLOW: '127.0.0.1/32' }),
      database,
      plugins: new PluginHost([
        ...toyPlugins,
        mastodonConnector({ defaultInstance: server.baseUrl }),
      ]),
      logger: false,
    });
    const user = await createAccount(database.db, 'fedi-owner');
    owner = await sessionRole(database.db, 'owner', user);
    const wall = await createWall(database.db, {
      userId: user.id,
      userName: `fedi-${user.id}`,
      name: 'Fedi',
    });
    home = await createSource(database.db, {
      wallId: wall.id,
      network: 'mastodon',
      feedType: 'home',
      options: {},
      label: 'Home',
    });
    elsewhere = await createSource(database.db, {
      wallId: wall.id,
      network: 'mastodon',
      feedType: 'home',
      options: { instance: refusing.baseUrl },
      label: 'Home',
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.close();
    await refusing?.close();
  });

  it('needs no installation client id to offer sign-in', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(answer.json().providers.mastodon).toEqual({ configured: true, message: null });
  });

  it('registers on the first sign-in, exchanges the code and stores the token for that server', async () => {
    const { started, done } = await signIn(home);
    expect(fake.registrations).toEqual([
      { client_name: 'Chorus', redirect_uris: callbackUrl, scopes: 'read' },
    ]);
    const [clientId] = [...fake.clients.keys()];
    expect(started.origin + started.pathname).toBe(`${server.baseUrl}/oauth/authorize`);
    expect(Object.fromEntries(started.searchParams)).toMatchObject({
      client_id: clientId,
      redirect_uri: callbackUrl,
      scope: 'read',
      code_challenge_method: 'S256',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('data-outcome="connected"');
    const stored = await loadCredentials(database.db, keyring, {
      sourceId: home.id,
      provider: 'mastodon',
    });
    expect(fake.tokens.has(stored?.payload.accessToken ?? '')).toBe(true);
    expect(stored?.payload.issuer).toBe(server.baseUrl);

    // The client is kept sealed: neither its id nor its secret is readable in the table.
    const row = await database.db.selectFrom('oauth_clients').selectAll().executeTakeFirstOrThrow();
    const sealed = Buffer.from(row.ciphertext).toString('utf8');
    expect(sealed).not.toContain(clientId);
    expect(sealed).not.toContain(fake.clients.get(clientId ?? '')?.secret);
    expect(row).toMatchObject({ network: 'mastodon', issuer: server.baseUrl });
    const kept = await findRegisteredClient(database.db, keyring, {
      network: 'mastodon',
      issuer: server.baseUrl,
      redirectUri: callbackUrl,
    });
    expect(kept?.clientId).toBe(clientId);
  });

  it('reuses the registered client for the next sign-in to the same server', async () => {
    const { started, done } = await signIn(home);
    expect(done.body).toContain('data-outcome="connected"');
    expect(fake.registrations).toHaveLength(1);
    expect(started.searchParams.get('client_id')).toBe([...fake.clients.keys()][0]);
    expect(fake.tokens.size).toBe(2);
  });

  it("says in the popup when a server refuses to register Chorus, in the server's words", async () => {
    const answer = await start(elsewhere);
    expect(answer.statusCode).toBe(502);
    expect(answer.body).toContain('data-outcome="failed"');
    expect(answer.body).toContain(
      'refused to register Chorus (HTTP 403: Registrations are closed)',
    );
    const rows = await database.db.selectFrom('oauth_clients').select('issuer').execute();
    expect(rows.map((row) => row.issuer)).toEqual([server.baseUrl]);
  });
});
