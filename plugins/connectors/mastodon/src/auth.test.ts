import { authorizeUrlOf, createSafeFetch, requestTokens } from '@chorus/connector-kit';
import {
  crawlOnce,
  startFakeNetwork,
  type FakeNetwork,
  type FakeRoute,
} from '@chorus/connector-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { mastodonAuth, registerMastodonApp } from './auth.ts';
import {
  listMissingMessage,
  signInNeededMessage,
  signInRefusedMessage,
  signInRequiredMessage,
} from './fetch.ts';
import { mastodonConnector } from './index.ts';
import { fakeMastodon, type FakeMastodonInput } from './testing/fake-mastodon.ts';

const status = (id: string, text: string) => ({
  id,
  uri: `https://social.example/users/ada/statuses/${id}`,
  url: `https://social.example/@ada/${id}`,
  created_at: '2025-06-01T12:00:00.000Z',
  content: `<p>${text}</p>`,
  account: { id: '1', username: 'ada', acct: 'ada', display_name: 'Ada Lovelace' },
});

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

const http = createSafeFetch({ allowAddresses: ['127.0.0.1/32'] });
const redirectUri = 'http://chorus.test/api/oauth/mastodon/callback';

async function start(input: FakeMastodonInput, extra: FakeRoute[] = []) {
  const fake = fakeMastodon(input);
  network = await startFakeNetwork([...extra, ...fake.routes]);
  return { fake, baseUrl: network.baseUrl };
}

/** Registers, consents and exchanges the code as the server's routes do: a token. */
async function signIn(baseUrl: string): Promise<string> {
  const client = await registerMastodonApp({
    http,
    issuer: baseUrl,
    redirectUri,
    clientName: 'Chorus',
    scopes: mastodonAuth.kind === 'oauth2' ? mastodonAuth.scopes : [],
    website: null,
  });
  const oauthClient = {
    network: 'mastodon',
    ...client,
    authorizeUrl: `${baseUrl}/oauth/authorize`,
    tokenUrl: `${baseUrl}/oauth/token`,
    scopes: ['read'],
    pkce: true,
  };
  const attempt = { state: 'state-1', redirectUri, codeVerifier: 'v'.repeat(43) };
  const consent = await http(authorizeUrlOf(oauthClient, attempt));
  const link = /href="([^"]+)"/.exec(await consent.text())?.[1]?.replace(/&#38;/g, '&') ?? '';
  const back = new URL(link);
  expect(back.origin + back.pathname).toBe(redirectUri);
  expect(back.searchParams.get('state')).toBe('state-1');
  const tokens = await requestTokens(http, oauthClient, {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code') ?? '',
    redirect_uri: redirectUri,
    code_verifier: attempt.codeVerifier,
  });
  return tokens.accessToken;
}

function crawl(
  baseUrl: string,
  feedType: string,
  options: Record<string, unknown>,
  token?: string,
) {
  return crawlOnce({
    connector: mastodonConnector({ defaultInstance: baseUrl }),
    feedType,
    options,
    network: { baseUrl },
    credentials: token ? { accessToken: token, issuer: baseUrl } : null,
  });
}

describe('signing in to a Mastodon server', () => {
  it('declares OAuth 2 with PKCE on each server, registered per server, read-only', () => {
    expect(mastodonAuth).toMatchObject({
      kind: 'oauth2',
      authorizeUrl: '/oauth/authorize',
      tokenUrl: '/oauth/token',
      scopes: ['read'],
      pkce: true,
      refresh: false,
    });
    const registration = mastodonAuth.kind === 'oauth2' ? mastodonAuth.registration : undefined;
    expect(
      registration?.issuerOf(
        { feedType: 'home', options: {} },
        { defaultInstance: 'https://a.example/' },
      ),
    ).toBe('https://a.example');
    expect(
      registration?.issuerOf(
        { feedType: 'account', options: { account: 'ada@b.example' } },
        { defaultInstance: 'https://a.example' },
      ),
    ).toBe('https://b.example');
  });

  it('registers an app with its name, callback and scopes', async () => {
    const { fake, baseUrl } = await start({});
    const client = await registerMastodonApp({
      http,
      issuer: baseUrl,
      redirectUri,
      clientName: 'Chorus',
      scopes: ['read'],
      website: 'https://wall.example',
    });
    expect(fake.state.registrations).toEqual([
      {
        client_name: 'Chorus',
        redirect_uris: redirectUri,
        scopes: 'read',
        website: 'https://wall.example',
      },
    ]);
    expect(fake.state.clients.get(client.clientId)?.secret).toBe(client.clientSecret);
  });

  it("says so in the server's words when it refuses to register", async () => {
    const { baseUrl } = await start({}, [
      {
        method: 'POST',
        path: '/api/v1/apps',
        respond: { status: 422, body: { error: 'Validation failed: Redirect URI must be HTTPS' } },
      },
    ]);
    await expect(
      registerMastodonApp({
        http,
        issuer: baseUrl,
        redirectUri,
        clientName: 'Chorus',
        scopes: ['read'],
        website: null,
      }),
    ).rejects.toThrow(
      /refused to register Chorus \(HTTP 422: Validation failed: Redirect URI must be HTTPS\)/,
    );
  });

  it('exchanges the code for a token with the PKCE verifier, and reads the home timeline', async () => {
    const { baseUrl } = await start({ home: [status('21', 'Home sweet home')] });
    const token = await signIn(baseUrl);
    const { posts, errors } = await crawl(baseUrl, 'home', {}, token);
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.description)).toEqual(['<p>Home sweet home</p>']);
    expect(
      network?.requests.find((r) => r.path === '/api/v1/timelines/home')?.headers,
    ).toMatchObject({
      authorization: `Bearer ${token}`,
    });
  });

  it('never shows a followers-only or direct post from a signed-in timeline, nor a boost of one', async () => {
    const boost = (id: string, of: object) => ({ ...status(id, ''), reblog: of });
    const { baseUrl } = await start({
      home: [
        { ...status('45', 'For followers only'), visibility: 'private' },
        { ...status('44', 'Just between us'), visibility: 'direct' },
        boost('43', { ...status('40', 'Boosted secret'), visibility: 'private' }),
        { ...status('42', 'Quietly public'), visibility: 'unlisted' },
        { ...status('41', 'For everyone'), visibility: 'public' },
      ],
    });
    const token = await signIn(baseUrl);
    const { posts, errors } = await crawl(baseUrl, 'home', {}, token);
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.description)).toEqual([
      '<p>Quietly public</p>',
      '<p>For everyone</p>',
    ]);
  });

  it('leaves out a removed post: a status, or the boosted status, with nothing left in it', async () => {
    const { baseUrl } = await start({
      home: [
        { ...status('53', ''), content: '<p></p>' },
        { ...status('52', ''), reblog: { ...status('50', ''), content: '' } },
        status('51', 'Still here'),
      ],
    });
    const token = await signIn(baseUrl);
    const { posts, errors } = await crawl(baseUrl, 'home', {}, token);
    expect(errors).toEqual([]);
    expect(posts.map((post) => post.description)).toEqual(['<p>Still here</p>']);
  });

  it('reads a list chosen by its title from the lists, and names the lists when it is not one', async () => {
    const { baseUrl } = await start({
      lists: [
        { id: '7', title: 'Friends', statuses: [status('31', 'On the friends list')] },
        { id: '8', title: 'Work', statuses: [] },
      ],
    });
    const token = await signIn(baseUrl);
    const read = await crawl(baseUrl, 'list', { list: 'friends' }, token);
    expect(read.errors).toEqual([]);
    expect(read.posts.map((post) => post.description)).toEqual(['<p>On the friends list</p>']);
    expect(read.cursor).toMatchObject({ listId: '7' });
    const missing = await crawl(baseUrl, 'list', { list: 'Family' }, token);
    expect(missing.errors).toMatchObject([
      { kind: 'invalid_source', message: listMissingMessage('Family', ['Friends', 'Work']) },
    ]);
  });

  it('asks the owner to sign in for a home timeline or list, and again when the token is revoked', async () => {
    const { baseUrl } = await start({ home: [] });
    expect((await crawl(baseUrl, 'home', {})).errors).toMatchObject([
      { kind: 'needs_reauth', message: signInNeededMessage(baseUrl, 'home') },
    ]);
    expect((await crawl(baseUrl, 'list', { list: 'Friends' })).errors).toMatchObject([
      { kind: 'needs_reauth', message: signInNeededMessage(baseUrl, 'list') },
    ]);
    expect((await crawl(baseUrl, 'home', {}, 'revoked-token')).errors).toMatchObject([
      { kind: 'needs_reauth', message: signInRefusedMessage(baseUrl) },
    ]);
  });

  it('offers sign-in where public timelines need it, and reads them once signed in', async () => {
    const { baseUrl } = await start({
      publicTimelinesNeedSignIn: true,
      tags: { chorus: [status('41', 'Tagged #chorus')] },
    });
    expect((await crawl(baseUrl, 'hashtag', { hashtag: 'chorus' })).errors).toMatchObject([
      { kind: 'needs_reauth', message: signInRequiredMessage(baseUrl) },
    ]);
    const token = await signIn(baseUrl);
    const signedIn = await crawl(baseUrl, 'hashtag', { hashtag: 'chorus' }, token);
    expect(signedIn.errors).toEqual([]);
    expect(signedIn.posts).toHaveLength(1);
  });

  it('never sends a token to a server other than the one that issued it', async () => {
    const { baseUrl } = await start({ tags: { chorus: [status('51', 'Public')] } });
    const result = await crawlOnce({
      connector: mastodonConnector({ defaultInstance: baseUrl }),
      feedType: 'hashtag',
      options: { hashtag: 'chorus' },
      network: { baseUrl },
      credentials: { accessToken: 'elsewhere', issuer: 'https://other.example' },
    });
    expect(result.posts).toHaveLength(1);
    expect(network?.requests.every((request) => !request.headers.authorization)).toBe(true);
  });
});
