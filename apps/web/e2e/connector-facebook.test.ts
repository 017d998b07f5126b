/**
 * The Facebook connector in Chromium, against a fake Facebook (Login dialog, code and
 * long-lived token exchanges, `/me/accounts`, a page's posts) on loopback: groups and hashtags
 * are listed with their reason and refused; the spec's page-name messages show; a page's posts
 * connect through the 665x300 popup (Facebook Login, then the page token picked by the
 * connector) and arrive on the wall; a long-lived token Facebook refuses to renew turns the
 * source to 'Token expired. Please click here to refresh your token.', and that link signs it
 * in again through the popup.
 */
import { messages } from '@chorus/core';
import { facebookMessages } from '@chorus/connector-facebook';
import {
  fakeFacebook,
  fakeGraphRoutes,
  type FakeGraphState,
} from '@chorus/connector-facebook/testing';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSourceConnected, open, setupTimeout } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';
import { allowInPopup } from './oauth-popup.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'fb-owner', email: 'fb-owner@example.test', password: 'secret-pass' };
const wall = 'fb-wall';
const appId = 'e2e-facebook-app';
const state: FakeGraphState = { refuseRenewal: false, longLivedSeconds: 5183944, postsError: null };

describe('the Facebook connector in the edit panel', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;

  beforeAll(async () => {
    const jpeg = await sharp({
      create: { width: 720, height: 540, channels: 3, background: '#1877f2' },
    })
      .jpeg()
      .toBuffer();
    started = await startConnectorWall({
      name: 'facebook',
      // The posts' pictures are served by the fake too, for the wall to re-host them.
      routes: fakeGraphRoutes(state, { origin: () => started.network.baseUrl, jpeg }),
      baseUrlVariables: ['CHORUS_BASE_URL_FACEBOOK_GRAPH'],
      env: (baseUrl) => ({
        CHORUS_OAUTH_FACEBOOK_CLIENT_ID: appId,
        CHORUS_OAUTH_FACEBOOK_CLIENT_SECRET: 'e2e-secret',
        CHORUS_OAUTH_FACEBOOK_AUTHORIZE_URL: `${baseUrl}/v26.0/dialog/oauth`,
        CHORUS_OAUTH_FACEBOOK_TOKEN_URL: `${baseUrl}/v26.0/oauth/access_token`,
      }),
      owner,
      wall,
    });
    ({ server, context } = started);
  }, setupTimeout);

  afterAll(async () => {
    await started?.stop();
  });

  /** This owner's Facebook source (not the demo wall's, seeded paused). */
  const facebookSource = () =>
    server.database.db
      .selectFrom('sources')
      .innerJoin('walls', 'walls.id', 'sources.wall_id')
      .selectAll('sources')
      .where('sources.network', '=', 'facebook')
      .where('walls.user_name', '=', wall)
      .executeTakeFirst();

  it('lists groups and hashtags with the reason and refuses to connect them', async () => {
    const { page, dialog } = await openConnectDialog(context, server, wall, 'Facebook');
    for (const title of ['Page posts', 'Posts that tag a page', 'Group', 'Hashtag']) {
      expect(await dialog.getByRole('radio', { name: title, exact: true }).count()).toBe(1);
    }
    for (const [title, field, required, reason] of [
      [
        'Group',
        'group',
        facebookMessages.groupRequired,
        `${facebookMessages.groupsRemoved} ${facebookMessages.groupInstead}`,
      ],
      [
        'Hashtag',
        'hashtag',
        facebookMessages.hashtagRequired,
        `${facebookMessages.hashtagsUnavailable} ${facebookMessages.hashtagInstead}`,
      ],
    ] as const) {
      await dialog.getByRole('radio', { name: title, exact: true }).check();
      expect(await dialog.locator('.feed-type-description').textContent()).toBe(reason);
      // The spec's message for an empty entry, then the reason for anything entered.
      const connect = dialog.getByRole('button', { name: 'Connect', exact: true });
      const fieldMessage = dialog.locator(`[data-field="${field}"] .schema-field__error`);
      await connect.click();
      await expect.poll(() => fieldMessage.textContent(), waitLong).toBe(required);
      await dialog.locator(`[data-field="${field}"] input`).fill('chorus');
      await connect.click();
      await expect.poll(() => fieldMessage.textContent(), waitLong).toBe(reason);
    }
    expect(await facebookSource()).toBeUndefined();
    await page.close();
  });

  it("shows the spec's page-name messages", async () => {
    const { page, dialog } = await openConnectDialog(context, server, wall, 'Facebook');
    await dialog.getByRole('radio', { name: 'Page posts' }).check();
    const field = dialog.getByRole('textbox', { name: 'Page' });
    const fieldMessage = dialog.locator('[data-field="page"] .schema-field__error');
    const connect = dialog.getByRole('button', { name: 'Connect and sign in' });
    for (const [typed, message] of [
      ['', facebookMessages.pageRequired],
      ['http://facebook.com/chorus.social', facebookMessages.pageInvalid],
      ['pages/chorus.social', facebookMessages.pageInvalid],
    ] as const) {
      await field.fill(typed);
      await connect.click();
      await expect.poll(() => fieldMessage.textContent(), waitLong).toBe(message);
    }
    expect(await facebookSource()).toBeUndefined();
    await page.close();
  });

  it("connects a page's posts through the popup and shows them on the wall", async () => {
    const { page, panel, dialog } = await openConnectDialog(context, server, wall, 'Facebook');
    await dialog.getByRole('radio', { name: 'Page posts' }).check();
    await dialog.getByRole('textbox', { name: 'Page' }).fill('@chorus.social');
    expect(
      await dialog.getByText('A Facebook sign-in window opens after connecting.').count(),
    ).toBe(1);
    const consent = await allowInPopup(page, () =>
      dialog.getByRole('button', { name: 'Connect and sign in' }).click(),
    );
    expect(consent.origin).toBe(started.network.baseUrl);
    expect(consent.searchParams.get('client_id')).toBe(appId);
    expect(consent.searchParams.get('scope')).toBe(
      'pages_show_list,pages_read_engagement,pages_read_user_content',
    );
    await expect.poll(async () => (await facebookSource())?.status, waitLong).toBe('active');

    const source = panel.locator('li.source-item');
    await expectSourceConnected(page, source);
    expect(await source.locator('.source-item__label').textContent()).toBe('chorus.social');
    expect(await source.locator('.source-item__type').textContent()).toBe('Facebook · Page posts');
    // The crawl read the page with the page token the sign-in picked, not the user's.
    const reads = started.network.requests.filter(
      (request) => request.path === `/v26.0/${fakeFacebook.pageId}/posts`,
    );
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.at(-1)?.headers['authorization']).toBe(`Bearer ${fakeFacebook.pageToken}`);

    const frame = page.frameLocator(`iframe[title="Wall ${wall}"]`);
    await expect
      .poll(() => frame.getByText('Our wall at the meetup').count(), waitLong)
      .toBeGreaterThan(0);

    // A visitor sees the album's pictures as Chorus's copies: Facebook's expiring addresses
    // are never given out.
    const visitor = await context.newPage();
    const asked: string[] = [];
    visitor.on('request', (request) => asked.push(request.url()));
    await visitor.goto(`${server.address}/${wall}`);
    const card = visitor
      .locator('article.chorus-card')
      .filter({ hasText: 'Our wall at the meetup' });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    const pictures = card.locator('img[src*="/media/"]');
    await expect
      .poll(async () => {
        await visitor.reload();
        return pictures.count();
      }, waitLong)
      .toBeGreaterThan(0);
    expect(await pictures.first().getAttribute('src')).toMatch(/\/media\/[0-9a-f]{64}\/\d+$/);
    expect(asked.filter((url) => url.startsWith(started.network.baseUrl))).toEqual([]);
    await visitor.close();
    await page.close();
  });

  it('renews a long-lived token in its last ten days before the crawl', async () => {
    const row = await facebookSource();
    await server.database.db
      .updateTable('credentials')
      .set({ expires_at: new Date(Date.now() + 24 * 60 * 60 * 1000) })
      .where('source_id', '=', row!.id)
      .execute();
    const renewals = () =>
      started.network.requests.filter(
        (request) =>
          request.method === 'GET' &&
          request.path === '/v26.0/oauth/access_token' &&
          request.query.get('fb_exchange_token') === fakeFacebook.longToken,
      );
    const postReads = () =>
      started.network.requests.filter(
        (request) => request.path === `/v26.0/${fakeFacebook.pageId}/posts`,
      ).length;
    const readsBefore = postReads();
    expect(renewals()).toEqual([]);
    await server.ingestion!.requestCrawl(row!.id);
    await expect.poll(() => renewals().length, waitLong).toBe(1);
    // The crawl went on with the page token.
    await expect.poll(postReads, waitLong).toBeGreaterThan(readsBefore);
    expect(renewals()[0]?.query.get('client_id')).toBe(appId);
    const stored = () =>
      server.database.db
        .selectFrom('credentials')
        .select('expires_at')
        .where('source_id', '=', row!.id)
        .executeTakeFirstOrThrow();
    // Renewed for Facebook's 60 days again.
    await expect
      .poll(
        async () => new Date((await stored()).expires_at as unknown as string).getTime(),
        waitLong,
      )
      .toBeGreaterThan(Date.now() + 50 * 24 * 60 * 60 * 1000);
    expect((await facebookSource())?.status).toBe('active');
  });

  it('shows "Token expired" when Facebook refuses to renew, and signs in again from it', async () => {
    const row = await facebookSource();
    // The long-lived token is about to lapse, and Facebook refuses to renew it.
    state.refuseRenewal = true;
    await server.database.db
      .updateTable('credentials')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('source_id', '=', row!.id)
      .execute();
    // Asked again while the renewal test's crawl may still be finishing.
    await expect
      .poll(async () => {
        await server.ingestion!.requestCrawl(row!.id);
        return (await facebookSource())?.status;
      }, waitLong)
      .toBe('needs_reauth');

    const { page } = await open(context, `${server.address}/${wall}/edit/content`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const source = panel.locator('li.source-item');
    const expired = source.getByRole('button', { name: messages.tokenExpired });
    await expect.poll(() => expired.count(), waitLong).toBe(1);
    expect(await source.getAttribute('data-health')).toBe('needs_reauth');

    state.refuseRenewal = false;
    await allowInPopup(page, () => expired.click());
    await expect.poll(async () => (await facebookSource())?.status, waitLong).toBe('active');
    await expectSourceConnected(page, source);
    await page.close();
  });
});
