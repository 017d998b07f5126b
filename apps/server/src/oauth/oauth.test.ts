import { createHash, randomBytes } from 'node:crypto';
import {
  startFakeNetwork,
  type FakeNetwork,
  type RecordedRequest,
} from '@chorus/connector-kit/testing';
import { twitterConnector } from '@chorus/connector-twitter';
import { messages } from '@chorus/core';
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createKeyring, decodeSecretKey, type Keyring } from '../credentials/keyring.ts';
import { loadCredentials, saveCredentials } from '../credentials/store.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import { migrateToLatest } from '../db/migrate.ts';
import {
  createSource,
  findSourceById,
  updateSource,
  updateSourceHealth,
} from '../db/repositories/sources.ts';
import { createWall } from '../db/repositories/walls.ts';
import type { SourceRow, WallRow } from '../db/schema.ts';
import { testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { createSafeFetch } from '@chorus/connector-kit';
import { createTokenRefresher } from './refresh.ts';

const secretKey = randomBytes(32).toString('base64');
const keyring: Keyring = createKeyring([decodeSecretKey(secretKey)]);

/** What the fake provider saw of each code exchange, and how it answers. */
function tokenAnswer(challenges: Map<string, string>) {
  return (request: RecordedRequest) => {
    const form = new URLSearchParams(request.body);
    if (
      request.headers.authorization !==
      `Basic ${Buffer.from('chorus-app:app-secret').toString('base64')}`
    ) {
      return { status: 401, body: { error: 'invalid_client' } };
    }
    if (form.get('grant_type') === 'refresh_token') {
      return form.get('refresh_token') === 'refresh-1'
        ? { body: { token_type: 'bearer', access_token: 'access-2', expires_in: 7200 } }
        : { status: 400, body: { error: 'invalid_grant', error_description: 'Token revoked' } };
    }
    const code = form.get('code');
    if (code === 'server-error') return { status: 500, body: 'upstream exploded' };
    if (code === 'refused') {
      return { status: 400, body: { error: 'invalid_grant', error_description: 'Code expired' } };
    }
    // PKCE: the verifier must hash to the challenge the consent screen received.
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (challenges.get(code ?? '') !== challenge) {
      return { status: 400, body: { error: 'invalid_grant', error_description: 'PKCE mismatch' } };
    }
    return {
      body: {
        token_type: 'bearer',
        access_token: 'access-1',
        refresh_token: 'refresh-1',
        expires_in: 7200,
        scope: 'tweet.read users.read offline.access',
      },
    };
  };
}

describe('the OAuth 2 connect flow against a fake provider on 127.0.0.1', () => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let provider: FakeNetwork;
  let owner: Role;
  let otherOwner: Role;
  let wall: WallRow;
  let source: SourceRow;
  /** Codes the fake consent screen handed out, with the challenge it was shown. */
  const challenges = new Map<string, string>();

  /** Starts a sign-in as `who`; answers the consent screen's address. */
  async function start(who: Role = owner, headers: Record<string, string> = {}) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/twitter/${source.id}/authorize`,
      headers: { ...who.headers, 'sec-fetch-site': 'same-origin', ...headers },
    });
    return response;
  }

  /** The consent screen said yes: the code it would give, bound to the challenge it saw. */
  async function consent(code = `code-${challenges.size + 1}`) {
    const started = await start();
    expect(started.statusCode).toBe(302);
    const location = new URL(String(started.headers.location));
    challenges.set(code, location.searchParams.get('code_challenge') ?? '');
    return { state: location.searchParams.get('state') ?? '', code, location };
  }

  const callback = (query: Record<string, string>, who: Role = owner) =>
    app.inject({
      method: 'GET',
      url: `/api/oauth/twitter/callback?${new URLSearchParams(query).toString()}`,
      // A top-level navigation back from the provider: cookie, no Origin.
      headers: { cookie: who.headers.cookie ?? '' },
    });

  beforeAll(async () => {
    provider = await startFakeNetwork([
      { method: 'POST', path: '/oauth2/token', respond: tokenAnswer(challenges) },
    ]);
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    app = await buildApp({
      config: testConfig({
        CHORUS_SECRET_KEY: secretKey,
        CHORUS_FETCH_ALLOW: '127.0.0.1/32',
        CHORUS_OAUTH_TWITTER_CLIENT_ID: 'chorus-app',
        CHORUS_OAUTH_TWITTER_CLIENT_SECRET: 'app-secret',
        CHORUS_OAUTH_TWITTER_AUTHORIZE_URL: `${provider.baseUrl}/i/oauth2/authorize`,
        CHORUS_OAUTH_TWITTER_TOKEN_URL: `${provider.baseUrl}/oauth2/token`,
      }),
      database,
      plugins: new PluginHost([...toyPlugins, twitterConnector()]),
      logger: false,
    });
    const user = await createAccount(database.db, 'oauth-owner');
    owner = await sessionRole(database.db, 'owner', user);
    otherOwner = await sessionRole(database.db, 'other', await createAccount(database.db, 'other'));
    wall = await createWall(database.db, {
      userId: user.id,
      userName: `oauth-${user.id}`,
      name: 'OAuth',
    });
    source = await createSource(database.db, {
      wallId: wall.id,
      network: 'twitter',
      feedType: 'handle',
      options: { handle: 'chorus' },
      label: '@chorus',
    });
    await updateSource(database.db, source.id, { status: 'needs_reauth' });
    await updateSourceHealth(database.db, source.id, {
      state: 'needs_reauth',
      lastError: messages.tokenExpired,
      lastErrorAt: 1_700_000_000,
      retryAt: null,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await provider?.close();
  });

  it('says which networks can be connected', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(answer.json()).toEqual({ providers: { twitter: { configured: true, message: null } } });
  });

  it('sends the owner to the consent screen with the client id, callback, state and PKCE', async () => {
    const { location, state } = await consent('unused');
    expect(location.origin + location.pathname).toBe(`${provider.baseUrl}/i/oauth2/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'chorus-app',
      redirect_uri: 'http://localhost/api/oauth/twitter/callback',
      scope: 'tweet.read users.read list.read like.read offline.access',
      code_challenge_method: 'S256',
    });
    expect(state).toMatch(/^[\w-]{43}$/);
  });

  it('refuses to start for a visitor, another owner, or a page of another site', async () => {
    const visitor = { name: 'visitor', user: null, headers: {} } as Role;
    expect((await start(visitor)).statusCode).toBe(401);
    expect((await start(otherOwner)).statusCode).toBe(404);
    expect((await start(owner, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await start(owner, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('stores the tokens encrypted, makes the source healthy, and works once', async () => {
    const { state, code } = await consent();
    const done = await callback({ state, code });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-security-policy']).toContain("script-src 'self'");
    expect(done.body).toContain('data-outcome="connected"');
    expect(done.body).toContain('<script src="/api/oauth/popup.js" defer></script>');
    // Nothing inline: the page's CSP allows no inline script or style.
    expect(done.body).not.toMatch(/<style|\sstyle=|<script>/);
    expect(done.body).not.toMatch(/<script>/);

    const stored = await loadCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'twitter',
    });
    expect(stored?.payload).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(stored?.expiresAt).not.toBeNull();
    const raw = await database.db
      .selectFrom('credentials')
      .select('ciphertext')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(raw.ciphertext).toString('utf8')).not.toContain('access-1');
    const after = await findSourceById(database.db, source.id);
    expect(after?.status).toBe('active');
    expect(after?.health.state).toBe('ok');

    // The same answer again (a replay) finds no attempt.
    const replay = await callback({ state, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('data-outcome="expired"');
  });

  it('refuses a forged state, and a state finished by another session', async () => {
    const forged = await callback({ state: 'not-a-state-we-made', code: 'anything' });
    expect(forged.statusCode).toBe(400);
    const { state, code } = await consent();
    const stolen = await callback({ state, code }, otherOwner);
    expect(stolen.statusCode).toBe(400);
    // Taken by the refused attempt: the owner cannot finish it either.
    expect((await callback({ state, code })).statusCode).toBe(400);
  });

  it('changes nothing when the owner denies consent', async () => {
    await saveCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'twitter',
      payload: { accessToken: 'kept' },
    });
    const { state } = await consent();
    const denied = await callback({ state, error: 'access_denied' });
    expect(denied.statusCode).toBe(200);
    expect(denied.body).toContain('data-outcome="denied"');
    expect(denied.body).toContain('The X (Twitter) sign-in was cancelled');
    const stored = await loadCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'twitter',
    });
    expect(stored?.payload.accessToken).toBe('kept');
  });

  it("shows the network's refusal, or its failure, from the token endpoint", async () => {
    const refused = await consent('refused');
    const answer = await callback({ state: refused.state, code: 'refused' });
    expect(answer.statusCode).toBe(502);
    expect(answer.body).toContain('Code expired');
    const broken = await consent('server-error');
    const failed = await callback({ state: broken.state, code: 'server-error' });
    expect(failed.statusCode).toBe(502);
    expect(failed.body).toContain('HTTP 500');
    const stored = await loadCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'twitter',
    });
    expect(stored?.payload.accessToken).toBe('kept');
  });

  it('serves the popup script as a file', async () => {
    const script = await app.inject({ method: 'GET', url: '/api/oauth/popup.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('window.close()');
  });

  it('renews an expired access token with the refresh token before a crawl', async () => {
    const refresh = createTokenRefresher({
      config: app.config,
      db: database.db,
      http: createSafeFetch({ allowAddresses: ['127.0.0.1/32'] }),
      keyring: async () => keyring,
    });
    const expired = {
      provider: 'twitter',
      payload: { accessToken: 'access-1', refreshToken: 'refresh-1' },
      expiresAt: new Date(Date.now() - 1000),
      keyId: keyring.currentKeyId ?? '',
    };
    const payload = await refresh({
      sourceId: source.id,
      connector: twitterConnector(),
      record: expired,
    });
    expect(payload).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-1' });
    const stored = await loadCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'twitter',
    });
    expect(stored?.payload.accessToken).toBe('access-2');
    // Still valid: nothing is asked.
    const fresh = { ...expired, expiresAt: new Date(Date.now() + 3_600_000) };
    const calls = provider.requests.length;
    expect(
      await refresh({ sourceId: source.id, connector: twitterConnector(), record: fresh }),
    ).toBe(fresh.payload);
    expect(provider.requests.length).toBe(calls);
    // A refused refresh token asks the owner to sign in again.
    const revoked = { ...expired, payload: { accessToken: 'a', refreshToken: 'revoked' } };
    await expect(
      refresh({ sourceId: source.id, connector: twitterConnector(), record: revoked }),
    ).rejects.toMatchObject({ kind: 'needs_reauth' });
  });
});

describe('a network without a configured client', () => {
  let database: ChorusDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    app = await buildApp({
      config: testConfig(),
      database,
      plugins: new PluginHost([...toyPlugins, twitterConnector()]),
      logger: false,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('says what to configure instead of starting a broken sign-in', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(answer.json()).toEqual({
      providers: {
        twitter: {
          configured: false,
          message:
            'Signing in with X (Twitter) is not set up on this Chorus server. Ask its administrator to set CHORUS_OAUTH_TWITTER_CLIENT_ID.',
        },
      },
    });
  });
});
