/** Threads' sign-in: the declaration the server runs, the long-lived exchange and the renewal, against a fake Threads. */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isSourceError, type OAuthGrantedTokens } from '@chorus/core';
import {
  createFixtureFetch,
  startFakeNetwork,
  type FakeNetwork,
} from '@chorus/connector-kit/testing';
import { threadsConnector } from './index.ts';
import { completeThreadsSignIn, renewThreadsTokens, threadsRenewBeforeMs } from './oauth.ts';
import { graphError, meRoute, threadsFixture } from './testing.ts';

let network: FakeNetwork | undefined;
const http = createFixtureFetch({ retries: 0 });
afterEach(async () => {
  await network?.close();
  network = undefined;
});
afterAll(() => http.close());

const now = new Date('2026-11-24T12:00:00Z');
const shortLived: OAuthGrantedTokens = {
  accessToken: 'THQWJshort-lived',
  refreshToken: null,
  expiresAt: new Date(now.getTime() + 3_600_000),
  scope: 'threads_basic,threads_keyword_search',
  raw: { access_token: 'THQWJshort-lived', user_id: 7000000000000001 },
};
const client = { clientId: '990000000000001', clientSecret: 'app-secret' };

const signIn = (feedType: string, options: Record<string, unknown>) =>
  completeThreadsSignIn({
    http,
    tokens: shortLived,
    client,
    source: { feedType, options },
    baseUrls: { api: network!.baseUrl },
    pluginOptions: {},
    now,
  });

describe('Threads sign-in', () => {
  it('is declared for the generic flow: consent at threads.net, secret in the body, comma-separated scopes', () => {
    const { auth } = threadsConnector();
    expect(auth).toMatchObject({
      kind: 'oauth2',
      authorizeUrl: 'https://threads.net/oauth/authorize',
      tokenUrl: 'https://graph.threads.net/oauth/access_token',
      scopes: ['threads_basic', 'threads_keyword_search'],
      clientAuthentication: 'body',
      scopeSeparator: ',',
      pkce: false,
      renewBeforeMs: 30 * 24 * 60 * 60 * 1000,
    });
  });

  it('swaps the one-hour token for a 60-day one and names the account', async () => {
    network = await startFakeNetwork([
      { path: '/access_token', respond: { fixture: threadsFixture('token-long-lived.json') } },
      meRoute,
    ]);
    const result = await signIn('profile', { username: '' });
    expect(result.tokens).toMatchObject({
      accessToken: 'THQWJlong-lived-1',
      expiresAt: new Date(now.getTime() + 5183944 * 1000),
      scope: 'threads_basic,threads_keyword_search',
    });
    expect(result.credentials).toEqual({ userId: '25000000000000001', username: 'chorus.wall' });
    expect(result.options).toEqual({ username: 'chorus.wall' });
    const exchange = network.requests[0]!;
    expect(Object.fromEntries(exchange.query)).toEqual({
      grant_type: 'th_exchange_token',
      client_secret: 'app-secret',
      access_token: 'THQWJshort-lived',
    });
    // The account is read with the long-lived token.
    expect(network.requests[1]?.headers['authorization']).toBe('Bearer THQWJlong-lived-1');
  });

  it('leaves a search source’s options alone', async () => {
    network = await startFakeNetwork([
      { path: '/access_token', respond: { fixture: threadsFixture('token-long-lived.json') } },
      meRoute,
    ]);
    const result = await signIn('search', { query: 'chorus', mode: 'KEYWORD', order: 'RECENT' });
    expect(result.options).toBeUndefined();
    expect(result.credentials?.['userId']).toBe('25000000000000001');
  });

  it('refuses a sign-in as another account than the profile names', async () => {
    network = await startFakeNetwork([
      { path: '/access_token', respond: { fixture: threadsFixture('token-long-lived.json') } },
      meRoute,
    ]);
    const refused = await signIn('profile', { username: 'grace.hopper' }).catch(
      (error: unknown) => error,
    );
    expect(isSourceError(refused) && refused.kind).toBe('needs_reauth');
    expect((refused as Error).message).toMatch(
      /^You signed in to Threads as @chorus.wall, but this source reads @grace.hopper/,
    );
  });

  it('refuses the sign-in when Threads will not exchange the token', async () => {
    network = await startFakeNetwork([
      { path: '/access_token', respond: graphError('error-token-expired.json') },
    ]);
    const refused = await signIn('profile', {}).catch((error: unknown) => error);
    expect(isSourceError(refused) && refused.kind).toBe('needs_reauth');
    expect((refused as Error).message).toMatch(
      /^Threads would not give Chorus a long-lived token \(Error validating access token/,
    );
  });

  it('renews the long-lived token with th_refresh_token', async () => {
    network = await startFakeNetwork([
      {
        path: '/refresh_access_token',
        respond: { fixture: threadsFixture('token-refreshed.json') },
      },
    ]);
    const later = new Date(now.getTime() + 31 * 24 * 3_600_000);
    const tokens = await renewThreadsTokens({
      http,
      credentials: { accessToken: 'THQWJlong-lived-1', userId: '25000000000000001' },
      client,
      baseUrls: { api: network.baseUrl },
      pluginOptions: {},
      now: later,
    });
    expect(tokens.accessToken).toBe('THQWJlong-lived-2');
    expect(tokens.expiresAt).toEqual(new Date(later.getTime() + 5183944 * 1000));
    expect(Object.fromEntries(network.requests[0]!.query)).toEqual({
      grant_type: 'th_refresh_token',
      access_token: 'THQWJlong-lived-1',
    });
    expect(threadsRenewBeforeMs).toBeLessThan(5183944 * 1000 - 24 * 3_600_000);
  });

  it('reads a refused renewal as a refusal (the owner signs in again)', async () => {
    network = await startFakeNetwork([
      { path: '/refresh_access_token', respond: graphError('error-token-expired.json') },
    ]);
    const refused = await renewThreadsTokens({
      http,
      credentials: { accessToken: 'THQWJlong-lived-1' },
      client,
      baseUrls: { api: network.baseUrl },
      pluginOptions: {},
      now,
    }).catch((error: unknown) => error);
    expect((refused as { refused?: boolean }).refused).toBe(true);
  });
});
