/**
 * The OAuth routes serve any connector that declares `oauth2` with the kit: here one that is
 * not X, without PKCE and without refresh, against a fake provider on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { createSafeFetch, defineConnector, oauth2 } from '@chorus/connector-kit';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { defineFeedType } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
import { createTokenRefresher } from './refresh.ts';

const secretKey = randomBytes(32).toString('base64');
const keyring = createKeyring([decodeSecretKey(secretKey)]);

// A connector core never heard of (in its own words), declaring OAuth 2 through the kit.
const pigeonConnector = defineConnector({
  id: 'pigeon',
  shortCode: 'pg',
  sourceNumber: 40,
  displayName: 'Pigeon',
  icon: 'M0 0h24v24H0z',
  feedTypes: {
    home: defineFeedType({ title: 'Home', schema: z.object({}), label: () => 'Home' }),
  },
  auth: oauth2({
    authorizeUrl: 'https://pigeon.invalid/oauth/authorize',
    tokenUrl: 'https://pigeon.invalid/oauth/token',
    scopes: ['read'],
    pkce: false,
    refresh: false,
  }),
  baseUrls: {},
  fetch: async () => ({ items: [], cursor: null }),
  normalize: () => {
    throw new Error('nothing to normalize');
  },
});

describe('OAuth 2 for any connector that declares it', () => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let provider: FakeNetwork;
  let owner: Role;
  let source: SourceRow;

  beforeAll(async () => {
    provider = await startFakeNetwork([
      {
        method: 'POST',
        path: '/oauth/token',
        respond: (request) =>
          new URLSearchParams(request.body).get('code') === 'good'
            ? { body: { token_type: 'Bearer', access_token: 'pigeon-access', scope: 'read' } }
            : { status: 400, body: { error: 'invalid_grant' } },
      },
    ]);
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    app = await buildApp({
      config: testConfig({
        CHORUS_SECRET_KEY: secretKey,
        CHORUS_FETCH_ALLOW: '127.0.0.1/32',
        CHORUS_OAUTH_PIGEON_CLIENT_ID: 'pigeon-app',
        CHORUS_OAUTH_PIGEON_TOKEN_URL: `${provider.baseUrl}/oauth/token`,
      }),
      database,
      plugins: new PluginHost([...toyPlugins, pigeonConnector()]),
      logger: false,
    });
    const user = await createAccount(database.db, 'pigeon-owner');
    owner = await sessionRole(database.db, 'owner', user);
    const wall = await createWall(database.db, {
      userId: user.id,
      userName: `pigeon-${user.id}`,
      name: 'Pigeon',
    });
    source = await createSource(database.db, {
      wallId: wall.id,
      network: 'pigeon',
      feedType: 'home',
      options: {},
      label: 'Home',
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await provider?.close();
  });

  it('lists it, sends the owner to its consent screen (no PKCE asked) and stores its tokens', async () => {
    const providers = await app.inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(providers.json().providers.pigeon).toEqual({ configured: true, message: null });

    const started = await app.inject({
      method: 'GET',
      url: `/api/pigeon/${source.id}/authorize`,
      headers: { ...owner.headers, 'sec-fetch-site': 'same-origin' },
    });
    expect(started.statusCode).toBe(302);
    const consent = new URL(String(started.headers.location));
    expect(consent.origin + consent.pathname).toBe('https://pigeon.invalid/oauth/authorize');
    expect(consent.searchParams.get('scope')).toBe('read');
    expect(consent.searchParams.has('code_challenge')).toBe(false);

    const state = consent.searchParams.get('state') ?? '';
    const done = await app.inject({
      method: 'GET',
      url: `/api/oauth/pigeon/callback?state=${state}&code=good`,
      headers: { cookie: owner.headers.cookie ?? '' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('data-outcome="connected"');
    const stored = await loadCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'pigeon',
    });
    expect(stored?.payload).toEqual({ accessToken: 'pigeon-access', scope: 'read' });
    // The code went without a verifier: the connector declared no PKCE.
    expect(new URLSearchParams(provider.requests.at(-1)?.body).has('code_verifier')).toBe(false);
  });

  it('leaves an expired token as it is when the connector declares no refresh', async () => {
    const refresh = createTokenRefresher({
      config: app.config,
      db: database.db,
      http: createSafeFetch({ allowAddresses: ['127.0.0.1/32'] }),
      keyring: async () => keyring,
    });
    const record = {
      provider: 'pigeon',
      payload: { accessToken: 'old', refreshToken: 'r' },
      expiresAt: new Date(Date.now() - 1000),
      keyId: keyring.currentKeyId ?? '',
    };
    const calls = provider.requests.length;
    const installed = app.plugins.connectors.find((connector) => connector.id === 'pigeon');
    expect(await refresh({ sourceId: source.id, connector: installed!, record })).toBe(
      record.payload,
    );
    expect(provider.requests.length).toBe(calls);
  });
});
