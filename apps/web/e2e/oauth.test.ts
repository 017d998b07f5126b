/**
 * The OAuth 2 connect popup in Chromium: an owner connects an X hashtag through the dialog
 * drawn from the X connector's schema; the 665x300 popup goes to a fake provider's consent
 * screen on 127.0.0.1, which sends it back to Chorus; the popup closes itself, the owner's
 * page notices, and the source is listed with health ok once its first crawl with the new
 * token (against a fake X API on the same loopback server) went well.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  open,
  setupTimeout,
  signUpOwner,
  testServerEnv,
  type SignedUpOwner,
  expectSourceConnected,
} from './browser.ts';

const waitLong = { timeout: 30_000 };
const owner = {
  username: 'oauth-owner',
  email: 'oauth-owner@example.test',
  password: 'secret-pass',
};
const wall = 'oauth-wall';
const searchFixture = fileURLToPath(
  new URL(
    '../../../plugins/connectors/twitter/src/__fixtures__/search-page-2.json',
    import.meta.url,
  ),
);

/** What the fake provider saw: the PKCE challenge of each consent, and the verifiers. */
const seen = { challenge: '', verifier: '', bearer: '' };

describe('connecting an OAuth 2 network through the popup', () => {
  let provider: FakeNetwork;
  let server: RunningServer;
  let browser: Browser;
  let signedIn: SignedUpOwner;

  beforeAll(async () => {
    provider = await startFakeNetwork([
      {
        // The consent screen: an "Authorize app" link back to Chorus with a code.
        path: '/i/oauth2/authorize',
        respond: (request) => {
          seen.challenge = request.query.get('code_challenge') ?? '';
          const back = new URL(request.query.get('redirect_uri') ?? '');
          back.searchParams.set('code', 'e2e-code');
          back.searchParams.set('state', request.query.get('state') ?? '');
          return {
            headers: { 'content-type': 'text/html; charset=utf-8' },
            body: `<!doctype html><title>Fake X</title><a id="allow" href="${back.toString()}">Authorize app</a>`,
          };
        },
      },
      {
        method: 'POST',
        path: '/oauth2/token',
        respond: (request) => {
          const form = new URLSearchParams(request.body);
          seen.verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(seen.verifier).digest('base64url');
          if (form.get('code') !== 'e2e-code' || challenge !== seen.challenge) {
            return { status: 400, body: { error: 'invalid_grant' } };
          }
          return {
            body: {
              token_type: 'bearer',
              access_token: 'e2e-access',
              refresh_token: 'e2e-refresh',
              expires_in: 7200,
            },
          };
        },
      },
      {
        path: '/2/tweets/search/recent',
        respond: (request) => {
          seen.bearer = request.headers.authorization ?? '';
          return seen.bearer === 'Bearer e2e-access'
            ? { fixture: searchFixture, headers: { 'content-type': 'application/json' } }
            : { status: 401, body: { title: 'Unauthorized', status: 401 } };
        },
      },
    ]);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-oauth-e2e-'));
    server = await startServer(
      loadConfig(
        testServerEnv(dataDir, {
          CHORUS_FETCH_ALLOW: '127.0.0.1/32',
          CHORUS_BASE_URL_TWITTER_API: provider.baseUrl,
          CHORUS_OAUTH_TWITTER_CLIENT_ID: 'e2e-app',
          CHORUS_OAUTH_TWITTER_CLIENT_SECRET: 'e2e-secret',
          CHORUS_OAUTH_TWITTER_AUTHORIZE_URL: `${provider.baseUrl}/i/oauth2/authorize`,
          CHORUS_OAUTH_TWITTER_TOKEN_URL: `${provider.baseUrl}/oauth2/token`,
        }),
      ),
    );
    browser = await launchChromium();
    signedIn = await signUpOwner(server, browser, owner, wall);
  }, setupTimeout);

  afterAll(async () => {
    await signedIn?.context.close();
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  it('connects an X hashtag: popup, consent, popup closes, source listed with health ok', async () => {
    const { page } = await open(signedIn.context, `${server.address}/${wall}/edit/content`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    await panel
      .getByRole('list', { name: 'Networks' })
      .getByRole('button', { name: 'X (Twitter)' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Connect X (Twitter)' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByRole('radio', { name: 'Hashtag' }).check();
    await dialog.locator('[data-field="hashtag"] input').fill('ChorusConf');
    expect(
      await dialog.getByText('A X (Twitter) sign-in window opens after connecting.').count(),
    ).toBe(1);

    const popupOpened = page.waitForEvent('popup', waitLong);
    await dialog.getByRole('button', { name: 'Connect and sign in' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState('load');
    expect(new URL(popup.url()).origin).toBe(provider.baseUrl);
    expect(new URL(popup.url()).searchParams.get('client_id')).toBe('e2e-app');

    // The first crawl ran without a token and asks for a sign-in; then the owner consents.
    const db = server.database.db;
    const status = () =>
      db
        .selectFrom('sources')
        .select('status')
        .where('network', '=', 'twitter')
        // This owner's source, not the demo wall's (seeded paused).
        .where('label', '=', '#ChorusConf')
        .executeTakeFirst()
        .then((row) => row?.status);
    await expect.poll(status, waitLong).toBe('needs_reauth');
    await popup.locator('#allow').click();

    // Chorus's end page says so and closes the window by itself.
    await expect.poll(() => popup.isClosed(), waitLong).toBe(true);
    expect(seen.verifier).not.toBe('');
    await expect.poll(status, waitLong).toBe('active');

    const source = panel.locator('li.source-item');
    await expectSourceConnected(page, source);
    expect(await source.locator('.source-item__label').textContent()).toBe('#ChorusConf');
    // The crawl used the token the popup obtained.
    expect(seen.bearer).toBe('Bearer e2e-access');
    await page.close();
  });
});
