/**
 * The OAuth 2 declaration's network-specific parts, served by the generic routes: the client id
 * under another name and the secret in the form body (TikTok, Meta, LinkedIn), comma-joined
 * scopes, a sign-in completed by the connector (a long-lived token swapped in, an account id
 * kept sealed, the source's options filled in), a connector's own token renewal ahead of
 * expiry, and the spec's `{network}/refresh/{id}` popup address.
 */
import { randomBytes } from 'node:crypto';
import { createSafeFetch, defineConnector, oauth2 } from '@chorus/connector-kit';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { defineFeedType, SourceError } from '@chorus/core';
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
import { createSource, findSourceById } from '../db/repositories/sources.ts';
import { createWall } from '../db/repositories/walls.ts';
import type { SourceRow } from '../db/schema.ts';
import { testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { createTokenRefresher } from './refresh.ts';

const secretKey = randomBytes(32).toString('base64');
const keyring = createKeyring([decodeSecretKey(secretKey)]);
const day = 86_400_000;

const heronConnector = defineConnector({
  id: 'heron',
  shortCode: 'hr',
  sourceNumber: 41,
  displayName: 'Heron',
  icon: 'M0 0h24v24H0z',
  feedTypes: {
    page: defineFeedType({
      title: 'Page',
      schema: z.object({ page: z.string() }),
      label: (options) => options.page,
    }),
  },
  auth: oauth2({
    authorizeUrl: 'https://heron.invalid/oauth/authorize',
    tokenUrl: 'https://heron.invalid/oauth/token',
    scopes: ['pages.read', 'posts.read'],
    pkce: false,
    clientAuthentication: 'body',
    clientIdParameter: 'client_key',
    scopeSeparator: ',',
    renewBeforeMs: 7 * day,
    completeSignIn: async ({ http, tokens, client, source, baseUrls }) => {
      const url = new URL('/long-lived', baseUrls['api']);
      url.searchParams.set('token', tokens.accessToken);
      url.searchParams.set('secret', client.clientSecret ?? '');
      const answer = (await (await http(url)).json()) as { token?: string; page_id?: string };
      if (!answer.token || !answer.page_id) {
        throw new SourceError('invalid_source', `No page ${String(source.options['page'])}.`);
      }
      return {
        tokens: {
          ...tokens,
          accessToken: answer.token,
          expiresAt: new Date(Date.now() + 60 * day),
        },
        credentials: { userId: String(tokens.raw['user_id']) },
        options: { pageId: answer.page_id },
      };
    },
    renewTokens: async ({ http, credentials, baseUrls, now }) => {
      const url = new URL('/renew', baseUrls['api']);
      url.searchParams.set('token', credentials['accessToken'] ?? '');
      const response = await http(url);
      if (response.status !== 200) {
        throw Object.assign(new Error('the token cannot be renewed'), { refused: true });
      }
      const answer = (await response.json()) as { token: string };
      return {
        accessToken: answer.token,
        refreshToken: null,
        expiresAt: new Date(now.getTime() + 60 * day),
        scope: null,
        raw: answer,
      };
    },
  }),
  baseUrls: { api: 'https://api.heron.invalid' },
  fetch: async () => ({ items: [], cursor: null }),
  normalize: () => {
    throw new Error('nothing to normalize');
  },
});

describe("a connector's own OAuth 2 steps", () => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let provider: FakeNetwork;
  let owner: Role;
  let source: SourceRow;
  let wallId: number;

  beforeAll(async () => {
    provider = await startFakeNetwork([
      {
        method: 'POST',
        path: '/oauth/token',
        respond: (request) => {
          const form = new URLSearchParams(request.body);
          const ok =
            form.get('code') === 'good' &&
            form.get('client_key') === 'heron-app' &&
            form.get('client_secret') === 'heron-secret' &&
            request.headers['authorization'] === undefined;
          return ok
            ? { body: { access_token: 'short-lived', user_id: 17, expires_in: 3600 } }
            : { status: 400, body: { error: { message: 'Invalid code', type: 'OAuthException' } } };
        },
      },
      {
        method: 'GET',
        path: '/long-lived',
        respond: (request) => {
          const { query } = request;
          return query.get('token') === 'short-lived' && query.get('secret') === 'heron-secret'
            ? { body: { token: 'long-lived', page_id: '9001' } }
            : { body: {} };
        },
      },
      {
        method: 'GET',
        path: '/renew',
        respond: (request) =>
          request.query.get('token') === 'long-lived'
            ? { body: { token: 'renewed' } }
            : { status: 400, body: { error: { message: 'Session expired', code: 190 } } },
      },
    ]);
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    app = await buildApp({
      config: testConfig({
        CHORUS_SECRET_KEY: secretKey,
        CHORUS_FETCH_ALLOW: '127.0.0.1/32',
        CHORUS_OAUTH_HERON_CLIENT_ID: 'heron-app',
        CHORUS_OAUTH_HERON_CLIENT_SECRET: 'heron-secret',
        CHORUS_OAUTH_HERON_TOKEN_URL: `${provider.baseUrl}/oauth/token`,
        CHORUS_BASE_URL_HERON_API: provider.baseUrl,
      }),
      database,
      plugins: new PluginHost([...toyPlugins, heronConnector()]),
      logger: false,
    });
    const user = await createAccount(database.db, 'heron-owner');
    owner = await sessionRole(database.db, 'owner', user);
    const wall = await createWall(database.db, {
      userId: user.id,
      userName: `heron-${user.id}`,
      name: 'Heron',
    });
    wallId = wall.id;
    source = await createSource(database.db, {
      wallId,
      network: 'heron',
      feedType: 'page',
      options: { page: 'lake' },
      label: 'lake',
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await provider?.close();
  });

  async function signIn(code: string) {
    const started = await app.inject({
      method: 'GET',
      url: `/heron/refresh/${source.id}`,
      headers: { ...owner.headers, 'sec-fetch-site': 'same-origin' },
    });
    // The spec's popup address leads to the generic sign-in.
    expect(started.statusCode).toBe(302);
    expect(started.headers.location).toBe(`/api/heron/${source.id}/authorize`);
    const authorized = await app.inject({
      method: 'GET',
      url: String(started.headers.location),
      headers: { ...owner.headers, 'sec-fetch-site': 'same-origin' },
    });
    expect(authorized.statusCode).toBe(302);
    const consent = new URL(String(authorized.headers.location));
    return {
      consent,
      done: await app.inject({
        method: 'GET',
        url: `/api/oauth/heron/callback?state=${consent.searchParams.get('state')}&code=${code}`,
        headers: { cookie: owner.headers.cookie ?? '' },
      }),
    };
  }

  it('asks with client_key and comma-joined scopes, completes the sign-in and keeps what it found', async () => {
    const { consent, done } = await signIn('good');
    expect(consent.searchParams.get('client_key')).toBe('heron-app');
    expect(consent.searchParams.has('client_id')).toBe(false);
    expect(consent.searchParams.get('scope')).toBe('pages.read,posts.read');
    expect(done.body).toContain('data-outcome="connected"');

    const stored = await loadCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'heron',
    });
    expect(stored?.payload).toEqual({ accessToken: 'long-lived', userId: '17' });
    expect(new Date(stored?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 59 * day);
    expect((await findSourceById(database.db, source.id))?.options).toEqual({
      page: 'lake',
      pageId: '9001',
    });
  });

  it("shows the network's refusal, Meta's error body included, and stores nothing new", async () => {
    const before = await loadCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'heron',
    });
    const { done } = await signIn('bad');
    expect(done.statusCode).toBe(502);
    expect(done.body).toContain('Invalid code');
    expect(
      (await loadCredentials(database.db, keyring, { sourceId: source.id, provider: 'heron' }))
        ?.payload,
    ).toEqual(before?.payload);
  });

  it('renews with its own call once the token is within its margin, and asks for a new sign-in when refused', async () => {
    const refresh = createTokenRefresher({
      config: app.config,
      db: database.db,
      http: createSafeFetch({ allowAddresses: ['127.0.0.1/32'] }),
      keyring: async () => keyring,
    });
    const installed = app.plugins.connectors.find((connector) => connector.id === 'heron')!;
    const record = (token: string, expiresInMs: number) => ({
      provider: 'heron',
      payload: { accessToken: token, userId: '17' },
      expiresAt: new Date(Date.now() + expiresInMs),
      keyId: keyring.currentKeyId ?? '',
    });

    // Ten days left, outside the seven-day margin: nothing is asked.
    const calls = provider.requests.length;
    const early = record('long-lived', 10 * day);
    expect(await refresh({ sourceId: source.id, connector: installed, record: early })).toBe(
      early.payload,
    );
    expect(provider.requests.length).toBe(calls);

    // Three days left: renewed, the sign-in's own fields kept beside the new token.
    const renewed = await refresh({
      sourceId: source.id,
      connector: installed,
      record: record('long-lived', 3 * day),
    });
    expect(renewed).toEqual({ accessToken: 'renewed', userId: '17' });
    expect(
      (await loadCredentials(database.db, keyring, { sourceId: source.id, provider: 'heron' }))
        ?.payload,
    ).toEqual(renewed);

    await expect(
      refresh({ sourceId: source.id, connector: installed, record: record('revoked', day) }),
    ).rejects.toMatchObject({ kind: 'needs_reauth' });
  });

  it('answers the spec address only for networks that sign in', async () => {
    const other = await app.inject({ method: 'GET', url: `/rss/refresh/${source.id}` });
    expect(other.headers.location).not.toBe(`/api/rss/${source.id}/authorize`);
    const refreshToken = await app.inject({
      method: 'GET',
      url: `/heron/refreshtoken/${source.id}`,
    });
    expect(refreshToken.statusCode).toBe(302);
    expect(refreshToken.headers.location).toBe(`/api/heron/${source.id}/authorize`);
  });
});
