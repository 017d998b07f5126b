/**
 * The Instagram connector in Chromium, against fake Instagram Login, Facebook Login and Graph
 * APIs on loopback. "Profile" connects through the 665x300 popup with Instagram Login and its
 * own app (the app secret in the token request's body, the short-lived token swapped for a
 * 60-day one with `ig_exchange_token`, the account read from graph.instagram.com); the wall
 * shows the post with its picture re-hosted by Chorus (Instagram's CDN addresses expire). A
 * hashtag connects with Facebook Login and the connector's app (comma-joined scopes, the
 * account found among the owner's Pages) and shows how many of the account's 30 hashtags a
 * week are used; the spec's messages answer empty fields, and a location (removed from the API)
 * is refused with the reason. A profile token Instagram refuses to refresh (`ig_refresh_token`)
 * turns the source to 'Token expired. Please click here to refresh your token.', and that link
 * signs it in again through the Instagram Login popup.
 */
import { messages } from '@chorus/core';
import type { RecordedRequest } from '@chorus/connector-kit/testing';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext, Locator } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSourceConnected, open, setupTimeout } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';
import { allowInPopup, fakeConsentScreen } from './oauth-popup.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'ig-owner', email: 'ig-owner@example.test', password: 'secret-pass' };
const wall = 'ig-wall';
const clientId = 'e2e-meta-app';
const igLoginClientId = 'e2e-ig-login-app';
const igUserId = '17841400000000001';
const picturePath = '/v/t51.29350-15/ig-stage.jpg';

/** What the fake Meta granted, and whether it renews. */
const meta = {
  issued: 0,
  exchanges: [] as URLSearchParams[],
  refuseRenewal: false,
  /** The long-lived tokens the Graph API still accepts. */
  valid: new Set<string>(),
};

/** What the fake Instagram Login granted, and whether it refreshes. */
const instagram = {
  issued: 0,
  /** `ig_exchange_token` swaps, then `ig_refresh_token` refreshes, as asked. */
  exchanges: [] as URLSearchParams[],
  refreshes: [] as URLSearchParams[],
  refuseRefresh: false,
  /** The long-lived tokens graph.instagram.com still accepts. */
  valid: new Set<string>(),
};

const expired = {
  status: 400,
  body: {
    error: {
      message: 'Error validating access token: Session has expired.',
      type: 'OAuthException',
      code: 190,
      error_subcode: 463,
    },
  },
};

const bearerOf = (request: RecordedRequest) =>
  (request.headers['authorization'] ?? '').replace(/^Bearer /, '');
const authorized = (request: RecordedRequest) => meta.valid.has(bearerOf(request));
const authorizedOnInstagram = (request: RecordedRequest) => instagram.valid.has(bearerOf(request));

/** Graph's time format: `2026-11-24T10:00:00+0000`. */
const graphTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, '+0000');

/** Facebook's token endpoint: the code exchange, then `fb_exchange_token` (sign-in and renewal). */
function tokenEndpoint(request: RecordedRequest) {
  const form = new URLSearchParams(request.body);
  if (form.get('client_id') !== clientId || form.get('client_secret') !== 'e2e-secret') {
    return { status: 400, body: { error: { message: 'Invalid client', code: 101 } } };
  }
  if (form.get('grant_type') === 'authorization_code') {
    return form.get('code') === 'e2e-code'
      ? { body: { access_token: 'EAAGe2e-short', token_type: 'bearer', expires_in: 5400 } }
      : { status: 400, body: { error: { message: 'Invalid code', code: 100 } } };
  }
  if (form.get('grant_type') !== 'fb_exchange_token') return expired;
  meta.exchanges.push(form);
  const token = form.get('fb_exchange_token') ?? '';
  const renewal = token !== 'EAAGe2e-short';
  if (renewal && (meta.refuseRenewal || !meta.valid.has(token))) return expired;
  meta.issued += 1;
  const issued = `EAAGe2e-long-${String(meta.issued)}`;
  meta.valid.add(issued);
  return { body: { access_token: issued, token_type: 'bearer', expires_in: 5_183_944 } };
}

/** Instagram Login's code exchange (api.instagram.com): its one token in a `data` list. */
function instagramCodeExchange(request: RecordedRequest) {
  const form = new URLSearchParams(request.body);
  const ok =
    form.get('client_id') === igLoginClientId &&
    form.get('client_secret') === 'e2e-ig-secret' &&
    form.get('grant_type') === 'authorization_code' &&
    form.get('code') === 'e2e-ig-code';
  return ok
    ? {
        body: {
          data: [
            {
              access_token: 'IGAAe2e-short',
              user_id: igUserId,
              permissions: 'instagram_business_basic',
            },
          ],
        },
      }
    : {
        status: 400,
        body: { error_type: 'OAuthException', code: 400, error_message: 'Invalid code' },
      };
}

/** graph.instagram.com's token calls: `ig_exchange_token` (sign-in) and `ig_refresh_token`. */
function instagramTokens(request: RecordedRequest) {
  const { query } = request;
  const token = query.get('access_token') ?? '';
  if (request.path === '/ig/access_token') {
    if (
      query.get('grant_type') !== 'ig_exchange_token' ||
      query.get('client_secret') !== 'e2e-ig-secret' ||
      token !== 'IGAAe2e-short'
    ) {
      return expired;
    }
    instagram.exchanges.push(query);
  } else {
    if (query.get('grant_type') !== 'ig_refresh_token') return expired;
    instagram.refreshes.push(query);
    if (instagram.refuseRefresh || !instagram.valid.has(token)) return expired;
  }
  instagram.issued += 1;
  const issued = `IGAAe2e-long-${String(instagram.issued)}`;
  instagram.valid.add(issued);
  return { body: { access_token: issued, token_type: 'bearer', expires_in: 5_183_944 } };
}

describe('the Instagram connector in the edit panel', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;

  beforeAll(async () => {
    const picture = await sharp({
      create: { width: 1080, height: 1350, channels: 3, background: '#c13584' },
    })
      .jpeg()
      .toBuffer();
    const media = (baseUrl: string) => ({
      id: '17900000000000106',
      caption: 'The stage is set for #ChorusFest tonight',
      media_type: 'IMAGE',
      media_url: `${baseUrl}${picturePath}?stp=dst-jpg&oh=00_e2e&oe=6760AB12`,
      permalink: 'https://www.instagram.com/p/DStage106/',
      timestamp: graphTime(Date.now() - 3_600_000),
      username: 'chorus.wall',
      like_count: 12,
      comments_count: 1,
    });
    started = await startConnectorWall({
      name: 'instagram',
      routes: [
        { path: '/dialog/oauth', respond: fakeConsentScreen('Facebook', 'e2e-code') },
        { method: 'POST', path: '/oauth/access_token', respond: tokenEndpoint },
        // Instagram Login: its consent screen, code exchange, token host and Graph API.
        { path: '/ig-web/oauth/authorize', respond: fakeConsentScreen('Instagram', 'e2e-ig-code') },
        { method: 'POST', path: '/ig-oauth/access_token', respond: instagramCodeExchange },
        { path: '/ig/access_token', respond: instagramTokens },
        { path: '/ig/refresh_access_token', respond: instagramTokens },
        {
          path: '/ig/v25.0/me',
          respond: (request) =>
            authorizedOnInstagram(request)
              ? { body: { user_id: igUserId, username: 'chorus.wall', id: '7204800000000001' } }
              : expired,
        },
        {
          path: `/ig/v25.0/${igUserId}/media`,
          respond: (request) =>
            authorizedOnInstagram(request)
              ? { body: { data: [media(started.network.baseUrl)] } }
              : expired,
        },
        {
          path: '/me/accounts',
          respond: (request) =>
            authorized(request)
              ? {
                  body: {
                    data: [
                      {
                        id: '110000000000001',
                        name: 'Chorus Records',
                        instagram_business_account: { id: igUserId, username: 'chorus.wall' },
                      },
                    ],
                  },
                }
              : expired,
        },
        {
          path: `/${igUserId}/recently_searched_hashtags`,
          respond: (request) =>
            authorized(request)
              ? {
                  body: {
                    data: [
                      { id: '17841562906103814', name: 'coke' },
                      { id: '17841563587120501', name: 'sunset' },
                    ],
                  },
                }
              : expired,
        },
        {
          path: '/ig_hashtag_search',
          respond: (request) =>
            authorized(request) ? { body: { data: [{ id: '17843853986012965' }] } } : expired,
        },
        {
          path: '/17843853986012965/recent_media',
          respond: (request) =>
            authorized(request)
              ? {
                  body: {
                    data: [
                      {
                        ...media(started.network.baseUrl),
                        id: '17900000000000201',
                        caption: 'Front row at #ChorusFest',
                        permalink: 'https://www.instagram.com/p/DTag201/',
                        username: undefined,
                      },
                    ],
                  },
                }
              : expired,
        },
        {
          path: picturePath,
          respond: { body: picture, headers: { 'content-type': 'image/jpeg' } },
        },
      ],
      baseUrlVariables: ['CHORUS_BASE_URL_INSTAGRAM_API', 'CHORUS_BASE_URL_INSTAGRAM_WEB'],
      env: (baseUrl) => ({
        CHORUS_OAUTH_INSTAGRAM_CLIENT_ID: clientId,
        CHORUS_OAUTH_INSTAGRAM_CLIENT_SECRET: 'e2e-secret',
        CHORUS_OAUTH_INSTAGRAM_AUTHORIZE_URL: `${baseUrl}/dialog/oauth`,
        CHORUS_OAUTH_INSTAGRAM_TOKEN_URL: `${baseUrl}/oauth/access_token`,
        // Instagram Login, the profile's own sign-in, with its own app.
        CHORUS_OAUTH_INSTAGRAM_LOGIN_CLIENT_ID: igLoginClientId,
        CHORUS_OAUTH_INSTAGRAM_LOGIN_CLIENT_SECRET: 'e2e-ig-secret',
        CHORUS_OAUTH_INSTAGRAM_LOGIN_AUTHORIZE_URL: `${baseUrl}/ig-web/oauth/authorize`,
        CHORUS_OAUTH_INSTAGRAM_LOGIN_TOKEN_URL: `${baseUrl}/ig-oauth/access_token`,
        CHORUS_BASE_URL_INSTAGRAM_IGAPI: `${baseUrl}/ig/v25.0`,
        CHORUS_BASE_URL_INSTAGRAM_IGGRAPH: `${baseUrl}/ig`,
      }),
      owner,
      wall,
    });
    ({ server, context } = started);
  }, setupTimeout);

  afterAll(async () => {
    await started?.stop();
  });

  /** This owner's Instagram source of a feed type (not the demo wall's, seeded paused). */
  const instagramSource = (feedType: string) =>
    server.database.db
      .selectFrom('sources')
      .innerJoin('walls', 'walls.id', 'sources.wall_id')
      .selectAll('sources')
      .where('walls.user_name', '=', wall)
      .where('sources.network', '=', 'instagram')
      .where('sources.feed_type', '=', feedType)
      .executeTakeFirst();

  /** Allows in the Instagram Login popup: its own consent screen, app and scope. */
  async function signInToInstagram(
    page: Parameters<typeof allowInPopup>[0],
    opening: () => Promise<unknown>,
  ) {
    const consent = await allowInPopup(page, opening);
    expect(consent.origin + consent.pathname).toBe(
      `${started.network.baseUrl}/ig-web/oauth/authorize`,
    );
    expect(consent.searchParams.get('client_id')).toBe(igLoginClientId);
    expect(consent.searchParams.get('scope')).toBe('instagram_business_basic');
    expect(consent.searchParams.get('response_type')).toBe('code');
  }

  /** Allows in the Facebook Login popup and checks it was asked for this app's scopes. */
  async function signIn(page: Parameters<typeof allowInPopup>[0], opening: () => Promise<unknown>) {
    const consent = await allowInPopup(page, opening);
    expect(consent.origin + consent.pathname).toBe(`${started.network.baseUrl}/dialog/oauth`);
    expect(consent.searchParams.get('client_id')).toBe(clientId);
    expect(consent.searchParams.get('scope')).toBe(
      'instagram_basic,instagram_manage_comments,pages_show_list,pages_read_engagement,business_management',
    );
    expect(consent.searchParams.get('response_type')).toBe('code');
  }

  /** The error shown under a field of the connect dialog. */
  const fieldError = (dialog: Locator, field: string) =>
    dialog.locator(`[data-field="${field}"] .schema-field__error`).textContent();

  it('connects a profile through the Instagram Login popup and shows its post with the re-hosted picture', async () => {
    const { page, panel, dialog } = await openConnectDialog(context, server, wall, 'Instagram');
    await dialog.getByRole('radio', { name: 'Profile' }).check();
    // An empty username is refused with the spec's message, before any popup.
    await dialog.getByRole('button', { name: 'Connect and sign in' }).click();
    await expect
      .poll(() => fieldError(dialog, 'handle'), waitLong)
      .toBe('Please enter an instagram username.');
    await dialog.locator('[data-field="handle"] input').fill('@chorus.wall');
    await signInToInstagram(page, () =>
      dialog.getByRole('button', { name: 'Connect and sign in' }).click(),
    );
    await expect
      .poll(async () => (await instagramSource('profile'))?.status, waitLong)
      .toBe('active');
    // The short-lived token was swapped for a long-lived one at once, with Instagram Login;
    // Facebook Login was not asked.
    expect(instagram.exchanges).toHaveLength(1);
    expect(meta.exchanges).toHaveLength(0);
    // The leading @ was stripped (spec section 5).
    expect((await instagramSource('profile'))?.options).toEqual({ handle: 'chorus.wall' });

    const source = panel.locator('li.source-item');
    await expectSourceConnected(page, source);
    expect(await source.locator('.source-item__type').textContent()).toBe('Instagram · Profile');

    const visitor = await context.newPage();
    const asked: string[] = [];
    visitor.on('request', (request) => asked.push(request.url()));
    await visitor.goto(`${server.address}/${wall}`);
    const card = visitor
      .locator('article.chorus-card')
      .filter({ hasText: 'The stage is set for #ChorusFest tonight' });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    const image = card.locator('img[src*="/media/"]');
    await expect
      .poll(async () => {
        await visitor.reload();
        return image.count();
      }, waitLong)
      .toBeGreaterThan(0);
    // Chorus's copy: Instagram's expiring address is never given to a visitor.
    expect(await image.first().getAttribute('src')).toMatch(/\/media\/[0-9a-f]{64}\/\d+$/);
    expect(asked.filter((url) => url.startsWith(started.network.baseUrl))).toEqual([]);
    await visitor.close();
    await page.close();
  });

  it('shows how many of the account’s 30 hashtags a week a hashtag source used', async () => {
    const { page, panel, dialog } = await openConnectDialog(context, server, wall, 'Instagram');
    await dialog.getByRole('radio', { name: 'Hashtag' }).check();
    // The limit is told before anything is connected.
    expect(await dialog.textContent()).toContain(
      'Instagram lets one account search 30 different hashtags in 7 days',
    );
    await dialog.getByRole('button', { name: 'Connect and sign in' }).click();
    await expect
      .poll(() => fieldError(dialog, 'hashtag'), waitLong)
      .toBe('Please enter a hashtag.');
    await dialog.locator('[data-field="hashtag"] input').fill('#ChorusFest');
    await signIn(page, () => dialog.getByRole('button', { name: 'Connect and sign in' }).click());
    await expect
      .poll(async () => (await instagramSource('hashtag'))?.status, waitLong)
      .toBe('active');
    const source = panel.locator('li.source-item').filter({ hasText: '#ChorusFest' });
    await expectSourceConnected(page, source);
    // Two hashtags searched before, this one the third: 27 of the 30 left.
    await expect
      .poll(async () => (await source.locator('.source-quota').textContent()) ?? '', waitLong)
      .toMatch(/^27 of 30 searches left until /);
    await page.close();
  });

  it('refuses a location, which Instagram removed, with the reason and the nearest choice', async () => {
    const { page, dialog } = await openConnectDialog(context, server, wall, 'Instagram');
    await dialog.getByRole('radio', { name: 'Location (unavailable)' }).check();
    const reason =
      "Instagram no longer lets apps read a place's posts: its location search and location media endpoints were removed from the API. Add a hashtag feed for the place's or the event's hashtag instead.";
    expect(await dialog.textContent()).toContain(reason);
    const connect = dialog.getByRole('button', { name: /^Connect/ });
    await connect.click();
    await expect
      .poll(() => fieldError(dialog, 'location'), waitLong)
      .toBe('Please enter an instagram location.');
    await dialog.locator('[data-field="location"] input').fill('Eiffel Tower');
    await connect.click();
    await expect.poll(() => fieldError(dialog, 'location'), waitLong).toBe(reason);
    // No source that cannot work is created.
    expect(await instagramSource('location')).toBeUndefined();
    await page.close();
  });

  it('shows "Token expired" when Instagram refuses to refresh, and signs in again from it', async () => {
    const row = await instagramSource('profile');
    // The token lapses in a day (its refresh is due ten days ahead) and Instagram will not
    // refresh it.
    instagram.refuseRefresh = true;
    const refreshesBefore = instagram.refreshes.length;
    await server.database.db
      .updateTable('credentials')
      .set({ expires_at: new Date(Date.now() + 24 * 3_600_000) })
      .where('source_id', '=', row!.id)
      .execute();
    await server.ingestion!.requestCrawl(row!.id);
    await expect
      .poll(async () => (await instagramSource('profile'))?.status, waitLong)
      .toBe('needs_reauth');
    // Asked with Instagram's own refresh grant, for the token it had.
    expect(instagram.refreshes.length).toBeGreaterThan(refreshesBefore);
    expect(instagram.refreshes.at(-1)?.get('grant_type')).toBe('ig_refresh_token');

    const { page } = await open(context, `${server.address}/${wall}/edit/content`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const source: Locator = panel
      .locator('li.source-item')
      .filter({ has: page.locator('.source-item__type', { hasText: 'Instagram · Profile' }) });
    const expiredLink = source.getByRole('button', { name: messages.tokenExpired });
    await expect.poll(() => expiredLink.count(), waitLong).toBe(1);
    expect(await source.getAttribute('data-health')).toBe('needs_reauth');

    // The spec's popup address for signing the source in again leads to the same sign-in.
    const spec = await fetch(`${server.address}/instagram/refresh/${String(row!.id)}`, {
      redirect: 'manual',
    });
    expect(spec.headers.get('location')).toBe(`/api/instagram/${String(row!.id)}/authorize`);

    instagram.refuseRefresh = false;
    await signInToInstagram(page, () => expiredLink.click());
    await expect
      .poll(async () => (await instagramSource('profile'))?.status, waitLong)
      .toBe('active');
    await expectSourceConnected(page, source);
    await page.close();
  });
});
