/**
 * The Pinterest connector in Chromium, against a fake Pinterest (consent screen, token endpoint
 * and API v5) on loopback: another person's pins are listed with the reason and refused; the
 * spec's two messages show under their fields; "Your pins" connects through the 665x300 popup
 * (comma-separated scopes, the app by HTTP Basic); the wall shows the pins with pictures
 * re-hosted by Chorus (Pinterest's addresses expire); a lapsed token Pinterest refuses to renew
 * turns the source to 'Token expired. Please click here to refresh your token.', and that link
 * signs it in again through the popup.
 */
import { messages } from '@chorus/core';
import { pinterestRoutes } from '@chorus/connector-pinterest/testing';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext, Locator } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSourceConnected, open, setupTimeout } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';
import { allowInPopup, fakeConsentScreen } from './oauth-popup.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'pin-owner', email: 'pin-owner@example.test', password: 'secret-pass' };
const wall = 'pin-wall';
const clientId = 'e2e-pinterest-app';
const basic = `Basic ${Buffer.from(`${clientId}:e2e-secret`).toString('base64')}`;

/** What the fake Pinterest granted, and whether it renews. */
const pinterest = {
  issued: 0,
  token: '',
  renewals: [] as URLSearchParams[],
  refuseRenewal: false,
};

/** A token answer of `POST /v5/oauth/token`: 30-day access token, one-year refresh token. */
function tokenAnswer(grant: string) {
  pinterest.issued += 1;
  pinterest.token = `pina_e2e_${pinterest.issued}`;
  return {
    body: {
      access_token: pinterest.token,
      refresh_token: `pinr_e2e_${pinterest.issued}`,
      response_type: grant,
      token_type: 'bearer',
      expires_in: 2_592_000,
      refresh_token_expires_in: 31_536_000,
      scope: 'boards:read,pins:read,user_accounts:read',
    },
  };
}

describe('the Pinterest connector in the edit panel', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;

  beforeAll(async () => {
    const picture = await sharp({
      create: { width: 600, height: 900, channels: 3, background: '#e60023' },
    })
      .jpeg()
      .toBuffer();
    started = await startConnectorWall({
      name: 'pinterest',
      routes: [
        { path: '/oauth/', respond: fakeConsentScreen('Pinterest', 'e2e-code') },
        {
          method: 'POST',
          path: '/v5/oauth/token',
          respond: (request) => {
            const form = new URLSearchParams(request.body);
            if (request.headers['authorization'] !== basic) {
              return { status: 401, body: { code: 2, message: 'Authentication failed.' } };
            }
            if (
              form.get('grant_type') === 'authorization_code' &&
              form.get('code') === 'e2e-code'
            ) {
              return tokenAnswer('authorization_code');
            }
            if (form.get('grant_type') === 'refresh_token') {
              pinterest.renewals.push(form);
              if (!pinterest.refuseRenewal) return tokenAnswer('refresh_token');
            }
            return { status: 400, body: { code: 1, message: 'Invalid refresh token.' } };
          },
        },
        ...pinterestRoutes(
          () => pinterest.token,
          () => started.network.baseUrl,
        ),
        // The pictures, at the addresses the answers give (Pinterest's sizes as paths).
        {
          path: /^\/(?:\d+x\d*(?:_R)?|videos)\//,
          respond: { body: picture, headers: { 'content-type': 'image/jpeg' } },
        },
      ],
      baseUrlVariables: ['CHORUS_BASE_URL_PINTEREST_API'],
      env: (baseUrl) => ({
        CHORUS_OAUTH_PINTEREST_CLIENT_ID: clientId,
        CHORUS_OAUTH_PINTEREST_CLIENT_SECRET: 'e2e-secret',
        CHORUS_OAUTH_PINTEREST_AUTHORIZE_URL: `${baseUrl}/oauth/`,
        CHORUS_OAUTH_PINTEREST_TOKEN_URL: `${baseUrl}/v5/oauth/token`,
      }),
      owner,
      wall,
    });
    ({ server, context } = started);
  }, setupTimeout);

  afterAll(async () => {
    await started?.stop();
  });

  /** This owner's Pinterest source (not the demo wall's, seeded paused). */
  const pinterestSource = () =>
    server.database.db
      .selectFrom('sources')
      .innerJoin('walls', 'walls.id', 'sources.wall_id')
      .selectAll('sources')
      .where('sources.network', '=', 'pinterest')
      .where('walls.user_name', '=', wall)
      .executeTakeFirst();

  /** The consent screen is the fake Pinterest's, for this app, asking the read scopes. */
  const checkConsent = (consent: URL) => {
    expect(consent.origin).toBe(started.network.baseUrl);
    expect(consent.pathname).toBe('/oauth/');
    expect(consent.searchParams.get('client_id')).toBe(clientId);
    expect(consent.searchParams.get('scope')).toBe('boards:read,pins:read,user_accounts:read');
    expect(consent.searchParams.get('response_type')).toBe('code');
  };

  it('is an OAuth network the operator configured with the generic variables', async () => {
    const answer = await fetch(`${server.address}/api/oauth/providers`);
    const { providers } = (await answer.json()) as {
      providers: Record<string, { configured: boolean }>;
    };
    expect(providers['pinterest']).toEqual({ configured: true, message: null });
  });

  it('lists another person’s pins with the reason and refuses to connect them', async () => {
    const { page, dialog } = await openConnectDialog(context, server, wall, 'Pinterest');
    for (const title of ['Your pins', 'Board', "Another person's pins"]) {
      expect(await dialog.getByRole('radio', { name: title }).count()).toBe(1);
    }
    await dialog.getByRole('radio', { name: "Another person's pins" }).check();
    const reason =
      "Pinterest's API (v5) no longer lets apps read another person's pins, only those of the " +
      'account that signs in. Choose “Your pins” and sign in as that person, or “Board” for one ' +
      'of your own boards.';
    expect(await dialog.locator('.feed-type-description').textContent()).toBe(reason);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), waitLong).toBe(reason);
    expect(await pinterestSource()).toBeUndefined();
    await page.close();
  });

  it('shows the spec’s messages for a missing user name and board', async () => {
    const { page, dialog } = await openConnectDialog(context, server, wall, 'Pinterest');
    await dialog.getByRole('radio', { name: 'Your pins' }).check();
    await dialog.getByRole('textbox', { name: 'Username' }).fill('  ');
    await dialog.getByRole('button', { name: 'Connect and sign in' }).click();
    await expect
      .poll(
        () => dialog.locator('[data-field="username"] .schema-field__error').textContent(),
        waitLong,
      )
      .toBe('Please enter a pinterest username.');

    await dialog.getByRole('radio', { name: 'Board' }).check();
    await dialog.getByRole('textbox', { name: 'Board' }).fill('Recipes');
    await dialog.getByRole('button', { name: 'Connect and sign in' }).click();
    await expect
      .poll(
        () => dialog.locator('[data-field="board"] .schema-field__error').textContent(),
        waitLong,
      )
      .toBe('Please enter a pinterest board name.');
    expect(await pinterestSource()).toBeUndefined();
    await page.close();
  });

  it('connects "Your pins" through the popup and shows the pins with re-hosted pictures', async () => {
    const { page, panel, dialog } = await openConnectDialog(context, server, wall, 'Pinterest');
    await dialog.getByRole('radio', { name: 'Your pins' }).check();
    await dialog.getByRole('textbox', { name: 'Username' }).fill('@chorusapp');
    checkConsent(
      await allowInPopup(page, () =>
        dialog.getByRole('button', { name: 'Connect and sign in' }).click(),
      ),
    );
    await expect.poll(async () => (await pinterestSource())?.status, waitLong).toBe('active');

    const source = panel.locator('li.source-item');
    await expectSourceConnected(page, source);
    expect(await source.locator('.source-item__label').textContent()).toBe('chorusapp');
    expect(await source.locator('.source-item__type').textContent()).toBe('Pinterest · Your pins');

    // A visitor sees the pins; their pictures are Chorus's copies, never Pinterest's addresses.
    const visitor = await context.newPage();
    const asked: string[] = [];
    visitor.on('request', (request) => asked.push(request.url()));
    await visitor.goto(`${server.address}/${wall}`);
    const card = visitor.locator('article.chorus-card').filter({ hasText: 'Summer walls' });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    const pictures = card.locator('img[alt="Main stage"]');
    await expect
      .poll(async () => {
        await visitor.reload();
        // The wall draws its cards after the reload: wait for the card, then count.
        await card.waitFor(waitLong);
        return pictures.count();
      }, waitLong)
      .toBeGreaterThan(0);
    expect(await pictures.first().getAttribute('src')).toMatch(/\/media\/[0-9a-f]{64}\/\d+$/);
    expect(
      await visitor.locator('article.chorus-card').filter({ hasText: 'Our first wall' }).count(),
    ).toBe(1);
    expect(asked.filter((url) => url.startsWith(started.network.baseUrl))).toEqual([]);
    await visitor.close();
    await page.close();
  });

  it('shows "Token expired" when Pinterest refuses to renew, and signs in again from it', async () => {
    const row = await pinterestSource();
    // The 30-day token lapsed, and Pinterest no longer accepts the refresh token either.
    pinterest.refuseRenewal = true;
    pinterest.token = 'pina_revoked';
    await server.database.db
      .updateTable('credentials')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('source_id', '=', row!.id)
      .execute();
    const renewalsBefore = pinterest.renewals.length;
    await server.ingestion!.requestCrawl(row!.id);
    await expect.poll(async () => (await pinterestSource())?.status, waitLong).toBe('needs_reauth');
    // The renewal was asked for with the stored refresh token, the app by HTTP Basic.
    expect(pinterest.renewals.length).toBe(renewalsBefore + 1);
    expect(pinterest.renewals.at(-1)?.get('refresh_token')).toBe(`pinr_e2e_${pinterest.issued}`);

    const { page } = await open(context, `${server.address}/${wall}/edit/content`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const source: Locator = panel.locator('li.source-item');
    const expired = source.getByRole('button', { name: messages.tokenExpired });
    await expect.poll(() => expired.count(), waitLong).toBe(1);
    expect(await source.getAttribute('data-health')).toBe('needs_reauth');

    pinterest.refuseRenewal = false;
    checkConsent(await allowInPopup(page, () => expired.click()));
    await expect.poll(async () => (await pinterestSource())?.status, waitLong).toBe('active');
    await expectSourceConnected(page, source);
    await page.close();
  });
});
