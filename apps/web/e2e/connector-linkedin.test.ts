/**
 * The LinkedIn connector in Chromium, against a fake LinkedIn (consent screen, token endpoint,
 * Posts, Images and Videos APIs) on loopback: profile and group are listed with the reason
 * and refused; a company page is refused with the spec's 'Please specify a valid {field}.'
 * until both its fields are given, then connects through the 665x300 popup (the secret sent
 * in the token request's body); its posts arrive on the wall with their pictures re-hosted by
 * Chorus; when the token has expired and LinkedIn refuses the renewal the source shows 'Token
 * expired. Please click here to refresh your token.', which signs it in again through the
 * popup, as does the spec's popup address `linkedin/refreshtoken/{id}`.
 */
import { messages } from '@chorus/core';
import { linkedinUnavailable } from '@chorus/connector-linkedin';
import type { RecordedRequest } from '@chorus/connector-kit/testing';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSourceConnected, open, setupTimeout } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';

const waitLong = { timeout: 30_000 };
const storing = { timeout: 90_000, interval: 1000 };
const owner = { username: 'li-owner', email: 'li-owner@example.test', password: 'secret-pass' };
const wall = 'li-wall';
const clientId = 'e2e-linkedin-app';
const clientSecret = 'e2e-linkedin-secret';
const picturePath = '/dms/image/v2/C4D22AQE2EStage/feedshare-shrink_1280/0/1';
const postText = 'Our wall is live at #ChorusConf';

/** What the fake LinkedIn granted and accepts. */
const linkedin = {
  issued: 0,
  refuseRenewal: false,
  renewals: 0,
  valid: new Set<string>(),
  tokenForms: [] as URLSearchParams[],
};

function tokenAnswer() {
  linkedin.issued += 1;
  const token = `AQV-e2e-${linkedin.issued}`;
  linkedin.valid.add(token);
  return {
    body: {
      access_token: token,
      expires_in: 5_184_000,
      refresh_token: `AQW-e2e-${linkedin.issued}`,
      refresh_token_expires_in: 31_536_000,
      scope: 'r_organization_admin,r_organization_social',
    },
  };
}

const accepted = (request: RecordedRequest) =>
  linkedin.valid.has((request.headers['authorization'] ?? '').replace(/^Bearer /, ''));

const expiredToken = {
  status: 401,
  body: {
    status: 401,
    serviceErrorCode: 65602,
    code: 'EXPIRED_ACCESS_TOKEN',
    message: 'The token used in the request has expired',
  },
};

describe('the LinkedIn connector in the edit panel', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;

  beforeAll(async () => {
    const picture = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#0a66c2' },
    })
      .jpeg()
      .toBuffer();
    started = await startConnectorWall({
      name: 'linkedin',
      routes: [
        {
          path: '/oauth/v2/authorization',
          respond: (request) => {
            const back = new URL(request.query.get('redirect_uri') ?? '');
            back.searchParams.set('code', 'e2e-code');
            back.searchParams.set('state', request.query.get('state') ?? '');
            return {
              headers: { 'content-type': 'text/html; charset=utf-8' },
              body: `<!doctype html><title>Fake LinkedIn</title><a id="allow" href="${back.toString()}">Allow</a>`,
            };
          },
        },
        {
          method: 'POST',
          path: '/oauth/v2/accessToken',
          respond: (request) => {
            const form = new URLSearchParams(request.body);
            linkedin.tokenForms.push(form);
            if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
              return { status: 401, body: { error: 'invalid_client' } };
            }
            if (
              form.get('grant_type') === 'authorization_code' &&
              form.get('code') === 'e2e-code'
            ) {
              return tokenAnswer();
            }
            if (form.get('grant_type') === 'refresh_token') {
              linkedin.renewals += 1;
              if (!linkedin.refuseRenewal) return tokenAnswer();
            }
            return {
              status: 400,
              body: {
                error: 'invalid_request',
                error_description: 'The provided refresh token is invalid or expired',
              },
            };
          },
        },
        {
          path: '/rest/posts',
          respond: (request) =>
            accepted(request)
              ? {
                  body: {
                    paging: { start: 0, count: 50, links: [] },
                    elements: [
                      {
                        id: 'urn:li:share:7265000000000000003',
                        author: 'urn:li:organization:2414183',
                        commentary:
                          'Our wall is live at {hashtag|\\#|ChorusConf} \\- thanks @[Chorus Labs](urn:li:organization:2414183)',
                        visibility: 'PUBLIC',
                        lifecycleState: 'PUBLISHED',
                        publishedAt: Date.now() - 3_600_000,
                        createdAt: Date.now() - 3_600_000,
                        content: {
                          media: {
                            id: 'urn:li:image:C4D22AQE2EStage',
                            altText: 'The stage with the wall',
                          },
                        },
                      },
                    ],
                  },
                }
              : expiredToken,
        },
        {
          path: '/rest/images',
          respond: (request) =>
            accepted(request)
              ? {
                  body: {
                    results: {
                      'urn:li:image:C4D22AQE2EStage': {
                        id: 'urn:li:image:C4D22AQE2EStage',
                        status: 'AVAILABLE',
                        downloadUrl: `${started.network.baseUrl}${picturePath}?e=1795543200&t=e2e`,
                        downloadUrlExpiresAt: 1795543200000,
                        aspectRatioWidth: 4,
                        aspectRatioHeight: 3,
                      },
                    },
                    errors: {},
                  },
                }
              : expiredToken,
        },
        {
          path: picturePath,
          respond: { body: picture, headers: { 'content-type': 'image/jpeg' } },
        },
        {
          path: '/rest/organizationAcls',
          respond: (request) =>
            accepted(request)
              ? {
                  body: {
                    paging: { start: 0, count: 100, links: [] },
                    elements: [2414183, 3000001, 3000002].map((id) => ({
                      roleAssignee: 'urn:li:person:e2e',
                      role: 'ADMINISTRATOR',
                      state: 'APPROVED',
                      organization: `urn:li:organization:${id}`,
                    })),
                  },
                }
              : expiredToken,
        },
        {
          path: '/rest/organizations',
          respond: (request) =>
            accepted(request)
              ? {
                  body: {
                    results: {
                      '2414183': {
                        id: 2414183,
                        localizedName: 'Chorus Labs',
                        vanityName: 'chorus-labs',
                      },
                      '3000001': { id: 3000001, localizedName: 'Chorus Conference' },
                      '3000002': { id: 3000002, localizedName: 'Wallflowers Inc' },
                    },
                    errors: {},
                  },
                }
              : expiredToken,
        },
      ],
      baseUrlVariables: ['CHORUS_BASE_URL_LINKEDIN_API'],
      env: (baseUrl) => ({
        CHORUS_OAUTH_LINKEDIN_CLIENT_ID: clientId,
        CHORUS_OAUTH_LINKEDIN_CLIENT_SECRET: clientSecret,
        CHORUS_OAUTH_LINKEDIN_AUTHORIZE_URL: `${baseUrl}/oauth/v2/authorization`,
        CHORUS_OAUTH_LINKEDIN_TOKEN_URL: `${baseUrl}/oauth/v2/accessToken`,
      }),
      owner,
      wall,
    });
    ({ server, context } = started);
  }, setupTimeout);

  afterAll(async () => {
    await started?.stop();
  });

  /** This owner's LinkedIn source (the demo wall has one of its own, paused). */
  const linkedinSource = () =>
    server.database.db
      .selectFrom('sources')
      .innerJoin('walls', 'walls.id', 'sources.wall_id')
      .selectAll('sources')
      .where('sources.network', '=', 'linkedin')
      .where('walls.user_name', '=', wall)
      .executeTakeFirst();

  /**
   * Waits for the popup `opening` brings up, checks it is the spec's 665x300 window on the
   * fake consent screen asking for this app, allows, and waits until it closed itself.
   */
  async function allowInPopup(page: Page, opening: () => Promise<unknown>) {
    const popupOpened = page.waitForEvent('popup', waitLong);
    await opening();
    const popup = await popupOpened;
    await popup.waitForLoadState('load');
    const consent = new URL(popup.url());
    expect(consent.origin + consent.pathname).toBe(
      `${started.network.baseUrl}/oauth/v2/authorization`,
    );
    expect(consent.searchParams.get('client_id')).toBe(clientId);
    expect(consent.searchParams.get('scope')).toBe('r_organization_social r_organization_admin');
    expect(consent.searchParams.has('code_challenge')).toBe(false);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([665, 300]);
    await popup.locator('#allow').click();
    await expect.poll(() => popup.isClosed(), waitLong).toBe(true);
  }

  it('lists profile and group with the reason and the nearest choice, and refuses them', async () => {
    const { page, dialog } = await openConnectDialog(context, server, wall, 'LinkedIn');
    for (const title of ['Company page', 'Profile', 'Group']) {
      expect(await dialog.getByRole('radio', { name: title, exact: true }).count()).toBe(1);
    }
    for (const id of ['profile', 'group'] as const) {
      const { title, reason, instead } = linkedinUnavailable[id];
      await dialog.getByRole('radio', { name: title, exact: true }).check();
      expect(await dialog.locator('.feed-type-description').textContent()).toBe(
        `${reason} ${instead}`,
      );
      await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
      await expect
        .poll(() => dialog.getByRole('alert').textContent(), waitLong)
        .toBe(`${reason} ${instead}`);
    }
    expect(await linkedinSource()).toBeUndefined();
    await page.close();
  });

  it("refuses a company page without its fields with the spec's messages", async () => {
    const { page, dialog } = await openConnectDialog(context, server, wall, 'LinkedIn');
    await dialog.getByRole('radio', { name: 'Company page' }).check();
    const error = (field: string) =>
      dialog.locator(`[data-field="${field}"] .schema-field__error`).textContent();
    await dialog.getByRole('button', { name: 'Connect and sign in' }).click();
    await expect
      .poll(() => error('company_id'), waitLong)
      .toBe('Please specify a valid company_id.');
    await dialog.locator('[data-field="company_id"] input').fill('2414183');
    await dialog.getByRole('button', { name: 'Connect and sign in' }).click();
    await expect
      .poll(() => error('company_name'), waitLong)
      .toBe('Please specify a valid company_name.');
    expect(await linkedinSource()).toBeUndefined();
    await page.close();
  });

  it('connects a company page through the popup and shows its posts on the wall', async () => {
    const { page, panel, dialog } = await openConnectDialog(context, server, wall, 'LinkedIn');
    await dialog.getByRole('radio', { name: 'Company page' }).check();
    await dialog.locator('[data-field="company_id"] input').fill('2414183');
    await dialog.locator('[data-field="company_name"] input').fill('Chorus Labs');
    expect(
      await dialog.getByText('A LinkedIn sign-in window opens after connecting.').count(),
    ).toBe(1);
    await allowInPopup(page, () =>
      dialog.getByRole('button', { name: 'Connect and sign in' }).click(),
    );
    await expect.poll(async () => (await linkedinSource())?.status, waitLong).toBe('active');
    // LinkedIn wants the app's id and secret as form fields of the token request.
    const exchange = linkedin.tokenForms.find(
      (form) => form.get('grant_type') === 'authorization_code',
    );
    expect(exchange?.get('client_secret')).toBe(clientSecret);

    const source = panel.locator('li.source-item');
    await expectSourceConnected(page, source);
    expect(await source.locator('.source-item__label').textContent()).toBe('Chorus Labs');
    expect(await source.locator('.source-item__type').textContent()).toBe(
      'LinkedIn · Company page',
    );

    // A visitor reads the post as plain text, with its picture served by Chorus.
    const visitor = await context.newPage();
    await visitor.goto(`${server.address}/${wall}`);
    const card = visitor.locator('article.chorus-card').filter({ hasText: postText });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    expect(await card.textContent()).toContain('thanks Chorus Labs');
    const picture = card.locator('img[alt="The stage with the wall"]');
    await expect
      .poll(async () => {
        await visitor.reload();
        return picture.count();
        // The media job fetches and stores the picture after the crawl: on a busy machine
        // that takes longer than a page load.
      }, storing)
      .toBeGreaterThan(0);
    expect(await picture.first().getAttribute('src')).toMatch(/\/media\/[0-9a-f]{64}\/\d+$/);
    await visitor.close();
    await page.close();
  });

  it('suggests the pages the signed-in member administers once 3 characters are typed', async () => {
    const { page, dialog } = await openConnectDialog(context, server, wall, 'LinkedIn');
    await dialog.getByRole('radio', { name: 'Company page' }).check();
    const field = dialog.getByRole('combobox', { name: 'Company' });
    const options = page.getByRole('option');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/suggestions/')) asked.push(url.pathname + url.search);
    });
    await field.pressSequentially('ch');
    await field.pressSequentially('o');
    await expect.poll(() => options.count(), waitLong).toBe(2);
    expect(await options.allTextContents()).toEqual([
      expect.stringContaining('Chorus Conference'),
      expect.stringContaining('Chorus Labs'),
    ]);
    // Below the spec's three characters nothing was asked.
    expect(asked).toEqual(['/api/suggestions/linkedin/company/company_id?q=cho']);
    await options.filter({ hasText: 'Chorus Labs' }).click();
    expect(await field.inputValue()).toBe('2414183');
    // The lookup used the token of the owner's LinkedIn sign-in.
    const lookup = started.network.requests.find((r) => r.path === '/rest/organizations');
    expect(accepted(lookup!)).toBe(true);
    await page.close();
  });

  it('shows "Token expired" when LinkedIn refuses the renewal, and signs in again from it', async () => {
    const row = await linkedinSource();
    // The 60-day token lapsed, and LinkedIn refuses the refresh token too.
    linkedin.refuseRenewal = true;
    linkedin.valid.clear();
    await server.database.db
      .updateTable('credentials')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('source_id', '=', row!.id)
      .execute();
    await server.ingestion!.requestCrawl(row!.id);
    // The spec's status -1, which it keeps for an expired LinkedIn token.
    await expect.poll(async () => (await linkedinSource())?.status, waitLong).toBe('token_expired');
    expect(linkedin.renewals).toBe(1);

    const { page } = await open(context, `${server.address}/${wall}/edit/content`);
    const view = await page.evaluate(
      (id) => fetch(`/api/linkedin/${id}`).then((answer) => answer.json()),
      row!.id,
    );
    expect(view).toMatchObject({
      status: 'token_expired',
      status_code: -1,
      health: { state: 'needs_reauth', message: messages.tokenExpired },
    });
    const source = page
      .getByRole('complementary', { name: 'Edit panel' })
      .locator('li.source-item');
    const expired = source.getByRole('button', { name: messages.tokenExpired });
    await expect.poll(() => expired.count(), waitLong).toBe(1);
    expect(await source.getAttribute('data-health')).toBe('needs_reauth');

    linkedin.refuseRenewal = false;
    await allowInPopup(page, () => expired.click());
    await expect.poll(async () => (await linkedinSource())?.status, waitLong).toBe('active');
    await expectSourceConnected(page, source);
    await page.close();
  });

  it("signs a source in again through the spec's popup address linkedin/refreshtoken/{id}", async () => {
    const row = await linkedinSource();
    linkedin.valid.clear();
    await server.ingestion!.requestCrawl(row!.id);
    await expect.poll(async () => (await linkedinSource())?.status, waitLong).toBe('token_expired');
    const issuedBefore = linkedin.issued;

    const { page } = await open(context, `${server.address}/${wall}/edit/content`);
    await allowInPopup(page, () =>
      page.evaluate(
        (id) =>
          window.open(`/linkedin/refreshtoken/${id}`, 'chorus-connect', 'width=665,height=300'),
        row!.id,
      ),
    );
    await expect.poll(async () => (await linkedinSource())?.status, waitLong).toBe('active');
    expect(linkedin.issued).toBe(issuedBefore + 1);
    const source = page
      .getByRole('complementary', { name: 'Edit panel' })
      .locator('li.source-item');
    await expectSourceConnected(page, source);
    await page.close();
  });
});
