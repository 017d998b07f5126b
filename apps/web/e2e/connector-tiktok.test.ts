/**
 * The TikTok connector in Chromium, against a fake TikTok (Login Kit consent screen, token
 * endpoint and Display API) on loopback: a hashtag is listed but refused with its reason; "My
 * videos" connects through the 665x300 popup (`client_key`, comma-joined scopes); the wall
 * shows the video by its cover, re-hosted by Chorus (TikTok's cover addresses expire); a token
 * with an hour left is renewed before the crawl; a token TikTok refuses to renew turns the
 * source to 'Token expired. Please click here to refresh your token.', and that link signs it
 * in again through the popup.
 */
import { messages } from '@chorus/core';
import { tiktokMessages } from '@chorus/connector-tiktok';
import type { RecordedRequest } from '@chorus/connector-kit/testing';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSourceConnected, open, seriousAxeViolations, setupTimeout } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';
import { allowInPopup, fakeConsentScreen } from './oauth-popup.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'tt-owner', email: 'tt-owner@example.test', password: 'secret-pass' };
const wall = 'tt-wall';
const clientKey = 'e2e-tiktok-client-key';
const coverPath = '/tos-useast5-p-0068-tx/cover-7441000000000000003.image';
const avatarPath = '/tos-useast5-avt-0068-tx/avatar-chorus.jpeg';

/** What the fake TikTok granted, and whether it renews. */
const tiktok = {
  issued: 0,
  renewals: [] as URLSearchParams[],
  refuseRenewal: false,
  /** The access tokens TikTok still accepts. */
  valid: new Set<string>(),
};

/** A token answer of `POST /v2/oauth/token/` (TikTok's v2 shape). */
function tokenAnswer() {
  tiktok.issued += 1;
  const token = `act.e2e-access-${tiktok.issued}`;
  tiktok.valid.add(token);
  return {
    body: {
      access_token: token,
      expires_in: 86_400,
      open_id: '-000e2e-open-id',
      refresh_expires_in: 31_536_000,
      refresh_token: `rft.e2e-refresh-${tiktok.issued}`,
      scope: 'user.info.basic,video.list',
      token_type: 'Bearer',
    },
  };
}

const refused = (code: string, message: string) => ({
  status: 401,
  body: { data: {}, error: { code, message, log_id: 'e2e' } },
});

/** Whether a Display API call carries a token TikTok accepts. */
const authorized = (request: RecordedRequest) =>
  tiktok.valid.has((request.headers['authorization'] ?? '').replace(/^Bearer /, ''));

describe('the TikTok connector in the edit panel', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;

  beforeAll(async () => {
    const [cover, avatar] = await Promise.all([
      sharp({ create: { width: 540, height: 960, channels: 3, background: '#fe2c55' } })
        .jpeg()
        .toBuffer(),
      sharp({ create: { width: 168, height: 168, channels: 3, background: '#25f4ee' } })
        .jpeg()
        .toBuffer(),
    ]);
    started = await startConnectorWall({
      name: 'tiktok',
      routes: [
        { path: '/v2/auth/authorize/', respond: fakeConsentScreen('TikTok', 'e2e-code') },
        {
          method: 'POST',
          path: '/v2/oauth/token/',
          respond: (request) => {
            const form = new URLSearchParams(request.body);
            if (
              form.get('client_key') !== clientKey ||
              form.get('client_secret') !== 'e2e-secret'
            ) {
              return { status: 401, body: { error: 'invalid_client', error_description: 'No.' } };
            }
            if (
              form.get('grant_type') === 'authorization_code' &&
              form.get('code') === 'e2e-code'
            ) {
              return tokenAnswer();
            }
            if (form.get('grant_type') === 'refresh_token') {
              tiktok.renewals.push(form);
              if (!tiktok.refuseRenewal) return tokenAnswer();
            }
            return {
              status: 400,
              body: { error: 'invalid_grant', error_description: 'Refresh token is invalid.' },
            };
          },
        },
        {
          path: '/v2/user/info/',
          respond: (request) =>
            authorized(request)
              ? {
                  body: {
                    data: {
                      user: {
                        open_id: '-000e2e-open-id',
                        display_name: 'Chorus Live',
                        avatar_url: `${started.network.baseUrl}${avatarPath}?x-expires=1795543200`,
                      },
                    },
                    error: { code: 'ok', message: '', log_id: 'e2e' },
                  },
                }
              : refused('access_token_invalid', 'The access token is invalid.'),
        },
        {
          method: 'POST',
          path: '/v2/video/list/',
          respond: (request) =>
            authorized(request)
              ? {
                  body: {
                    data: {
                      videos: [
                        {
                          id: '7441000000000000003',
                          create_time: Math.floor(Date.now() / 1000) - 3600,
                          title: 'Encore in the rain',
                          video_description: 'The whole crowd sang along #chorus',
                          share_url:
                            'https://www.tiktok.com/@chorus.live/video/7441000000000000003',
                          embed_link: 'https://www.tiktok.com/player/v1/7441000000000000003',
                          cover_image_url: `${started.network.baseUrl}${coverPath}?x-expires=1795543200&x-signature=e2e`,
                          duration: 42,
                          width: 1080,
                          height: 1920,
                        },
                      ],
                      cursor: 1795458600000,
                      has_more: false,
                    },
                    error: { code: 'ok', message: '', log_id: 'e2e' },
                  },
                }
              : refused('access_token_invalid', 'The access token is invalid.'),
        },
        { path: coverPath, respond: { body: cover, headers: { 'content-type': 'image/jpeg' } } },
        { path: avatarPath, respond: { body: avatar, headers: { 'content-type': 'image/jpeg' } } },
      ],
      baseUrlVariables: ['CHORUS_BASE_URL_TIKTOK_API'],
      env: (baseUrl) => ({
        CHORUS_OAUTH_TIKTOK_CLIENT_ID: clientKey,
        CHORUS_OAUTH_TIKTOK_CLIENT_SECRET: 'e2e-secret',
        CHORUS_OAUTH_TIKTOK_AUTHORIZE_URL: `${baseUrl}/v2/auth/authorize/`,
        CHORUS_OAUTH_TIKTOK_TOKEN_URL: `${baseUrl}/v2/oauth/token/`,
      }),
      owner,
      wall,
    });
    ({ server, context } = started);
  }, setupTimeout);

  afterAll(async () => {
    await started?.stop();
  });

  /** This owner's TikTok source (not the demo wall's, seeded paused). */
  const tiktokSource = () =>
    server.database.db
      .selectFrom('sources')
      .innerJoin('walls', 'walls.id', 'sources.wall_id')
      .selectAll('sources')
      .where('sources.network', '=', 'tiktok')
      .where('walls.user_name', '=', wall)
      .executeTakeFirst();

  /** Allows in the 665x300 popup `opening` brings up; checks what TikTok was asked. */
  async function consentIn(page: Page, opening: () => Promise<unknown>) {
    const consent = await allowInPopup(page, opening);
    expect(consent.origin + consent.pathname).toBe(`${started.network.baseUrl}/v2/auth/authorize/`);
    expect(consent.searchParams.get('client_key')).toBe(clientKey);
    expect(consent.searchParams.get('scope')).toBe('user.info.basic,video.list');
    expect(consent.searchParams.has('client_id')).toBe(false);
  }

  it('lists a hashtag with the reason and refuses to connect it', async () => {
    const { page, dialog } = await openConnectDialog(context, server, wall, 'TikTok');
    for (const title of ['My videos', 'Hashtag', "Someone else's videos"]) {
      expect(await dialog.getByRole('radio', { name: title }).count()).toBe(1);
    }
    await dialog.getByRole('radio', { name: 'Hashtag' }).check();
    const reason = `${tiktokMessages.hashtagReason} ${tiktokMessages.instead}`;
    expect(await dialog.locator('.feed-type-description').textContent()).toBe(reason);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), waitLong).toBe(reason);
    expect(await tiktokSource()).toBeUndefined();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('connects "My videos" through the popup and shows the video by its re-hosted cover', async () => {
    const { page, panel, dialog } = await openConnectDialog(context, server, wall, 'TikTok');
    await dialog.getByRole('radio', { name: 'My videos' }).check();
    expect(await dialog.getByText('A TikTok sign-in window opens after connecting.').count()).toBe(
      1,
    );
    await consentIn(page, () =>
      dialog.getByRole('button', { name: 'Connect and sign in' }).click(),
    );
    await expect.poll(async () => (await tiktokSource())?.status, waitLong).toBe('active');

    const source = panel.locator('li.source-item');
    await expectSourceConnected(page, source);
    expect(await source.locator('.source-item__type').textContent()).toBe('TikTok · My videos');

    // A visitor sees the video under a play sign that opens it on TikTok, and its cover is
    // Chorus's copy: the network's expiring address is never given out.
    const visitor = await context.newPage();
    const asked: string[] = [];
    visitor.on('request', (request) => asked.push(request.url()));
    await visitor.goto(`${server.address}/${wall}`);
    const card = visitor.locator('article.chorus-card').filter({ hasText: 'Encore in the rain' });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    const picture = card.locator('img[alt="TikTok video: Encore in the rain (0:42)"]');
    await expect
      .poll(async () => {
        await visitor.reload();
        return picture.count();
      }, waitLong)
      .toBeGreaterThan(0);
    expect(await picture.first().getAttribute('src')).toMatch(/\/media\/[0-9a-f]{64}\/\d+$/);
    expect(asked.filter((url) => url.startsWith(started.network.baseUrl))).toEqual([]);
    expect(started.network.requests.some((request) => request.path === coverPath)).toBe(true);
    await visitor.close();
    await page.close();
  });

  it('renews a token with an hour left before the crawl, with the key and secret', async () => {
    const row = await tiktokSource();
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    await server.database.db
      .updateTable('credentials')
      .set({ expires_at: inAnHour })
      .where('source_id', '=', row!.id)
      .execute();
    const issuedBefore = tiktok.issued;
    await server.ingestion!.requestCrawl(row!.id);
    await expect.poll(() => tiktok.renewals.length, waitLong).toBe(1);
    const [renewal] = tiktok.renewals;
    expect(renewal?.get('refresh_token')).toBe(`rft.e2e-refresh-${issuedBefore}`);
    expect(renewal?.get('client_key')).toBe(clientKey);
    // The crawl went on with the renewed token.
    const renewed = `Bearer act.e2e-access-${issuedBefore + 1}`;
    await expect
      .poll(
        () =>
          started.network.requests.some(
            (request) =>
              request.path === '/v2/video/list/' && request.headers['authorization'] === renewed,
          ),
        waitLong,
      )
      .toBe(true);
    const stored = await server.database.db
      .selectFrom('credentials')
      .select('expires_at')
      .where('source_id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(new Date(stored.expires_at as unknown as string).getTime()).toBeGreaterThan(
      Date.now() + 23 * 60 * 60 * 1000,
    );
  });

  it('shows "Token expired" when TikTok refuses to renew, and signs in again from it', async () => {
    const row = await tiktokSource();
    // The token lapsed, and TikTok no longer accepts the refresh token either.
    tiktok.refuseRenewal = true;
    tiktok.valid.clear();
    await server.database.db
      .updateTable('credentials')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('source_id', '=', row!.id)
      .execute();
    await server.ingestion!.requestCrawl(row!.id);
    await expect.poll(async () => (await tiktokSource())?.status, waitLong).toBe('needs_reauth');

    const { page } = await open(context, `${server.address}/${wall}/edit/content`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const source: Locator = panel.locator('li.source-item');
    const expired = source.getByRole('button', { name: messages.tokenExpired });
    await expect.poll(() => expired.count(), waitLong).toBe(1);
    expect(await source.getAttribute('data-health')).toBe('needs_reauth');

    tiktok.refuseRenewal = false;
    // By keyboard: the health line is a button that opens the sign-in popup again.
    await expired.focus();
    await consentIn(page, () => page.keyboard.press('Enter'));
    await expect.poll(async () => (await tiktokSource())?.status, waitLong).toBe('active');
    await expectSourceConnected(page, source);
    await page.close();
  });
});
