/**
 * The Threads connector in Chromium, against a fake Threads (consent screen, token endpoint,
 * long-lived exchange and renewal, Graph API) on loopback: someone else's profile is listed
 * with the reason and refused; "Profile" connects through the 665x300 popup (comma-joined
 * scopes, the app secret in the token request's body, the one-hour token swapped for a 60-day
 * one); the wall shows the post with its picture re-hosted by Chorus
 * (Threads' CDN addresses expire); a keyword search shows the searches its account used of the
 * 2,200 a day; a token Threads refuses to renew turns the source to 'Token expired. Please
 * click here to refresh your token.', and that link signs it in again through the popup.
 */
import { messages } from '@chorus/core';
import { threadsMessages } from '@chorus/connector-threads';
import type { RecordedRequest } from '@chorus/connector-kit/testing';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext, Locator } from 'playwright-core';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSourceConnected, open, setupTimeout } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';
import { allowInPopup, fakeConsentScreen } from './oauth-popup.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'th-owner', email: 'th-owner@example.test', password: 'secret-pass' };
const wall = 'th-wall';
const clientId = 'e2e-threads-app';
const picturePath = '/v/t51.2885-15/threads-stage.jpg';

/** What the fake Threads granted, and whether it renews. */
const threads = {
  issued: 0,
  exchanges: [] as URLSearchParams[],
  renewals: 0,
  refuseRenewal: false,
  /** The long-lived tokens Threads still accepts. */
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

/** A long-lived token answer (exchange and renewal share it). */
function longLived() {
  threads.issued += 1;
  const token = `THQWJe2e-long-${threads.issued}`;
  threads.valid.add(token);
  return { body: { access_token: token, token_type: 'bearer', expires_in: 5_183_944 } };
}

const authorized = (request: RecordedRequest) =>
  threads.valid.has((request.headers['authorization'] ?? '').replace(/^Bearer /, ''));

describe('the Threads connector in the edit panel', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;

  beforeAll(async () => {
    const picture = await sharp({
      create: { width: 1080, height: 1350, channels: 3, background: '#101010' },
    })
      .jpeg()
      .toBuffer();
    const post = (baseUrl: string) => ({
      id: '18050000000000106',
      media_product_type: 'THREADS',
      media_type: 'IMAGE',
      media_url: `${baseUrl}${picturePath}?oh=00_e2e&oe=6760AB12`,
      permalink: 'https://www.threads.net/@chorus.wall/post/DAbCdEf0106',
      username: 'chorus.wall',
      text: 'The stage is set for tonight',
      timestamp: new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d+Z$/, '+0000'),
      shortcode: 'DAbCdEf0106',
      alt_text: 'An empty stage',
    });
    started = await startConnectorWall({
      name: 'threads',
      routes: [
        { path: '/oauth/authorize', respond: fakeConsentScreen('Threads', 'e2e-code') },
        {
          method: 'POST',
          path: '/oauth/access_token',
          respond: (request) => {
            const form = new URLSearchParams(request.body);
            const ok =
              form.get('client_id') === clientId &&
              form.get('client_secret') === 'e2e-secret' &&
              form.get('grant_type') === 'authorization_code' &&
              form.get('code') === 'e2e-code';
            return ok
              ? { body: { access_token: 'THQWJe2e-short', user_id: 7000000000000001 } }
              : { status: 400, body: { error: { message: 'Invalid code', code: 100 } } };
          },
        },
        {
          path: '/access_token',
          respond: (request) => {
            threads.exchanges.push(request.query);
            return request.query.get('grant_type') === 'th_exchange_token' &&
              request.query.get('client_secret') === 'e2e-secret' &&
              request.query.get('access_token') === 'THQWJe2e-short'
              ? longLived()
              : expired;
          },
        },
        {
          path: '/refresh_access_token',
          respond: (request) => {
            threads.renewals += 1;
            const token = request.query.get('access_token') ?? '';
            return threads.refuseRenewal || !threads.valid.has(token) ? expired : longLived();
          },
        },
        {
          path: '/v1.0/me',
          respond: (request) =>
            authorized(request)
              ? { body: { id: '25000000000000001', username: 'chorus.wall', name: 'Chorus Wall' } }
              : expired,
        },
        {
          path: '/v1.0/me/threads',
          respond: (request) =>
            authorized(request) ? { body: { data: [post(started.network.baseUrl)] } } : expired,
        },
        {
          path: '/v1.0/keyword_search',
          respond: (request) =>
            authorized(request)
              ? {
                  body: {
                    data: [
                      {
                        ...post(started.network.baseUrl),
                        id: '18060000000000201',
                        username: 'grace.hopper',
                        text: 'Queueing for the social wall',
                        permalink: 'https://www.threads.net/@grace.hopper/post/DBcDeFg0201',
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
      baseUrlVariables: ['CHORUS_BASE_URL_THREADS_API'],
      env: (baseUrl) => ({
        CHORUS_OAUTH_THREADS_CLIENT_ID: clientId,
        CHORUS_OAUTH_THREADS_CLIENT_SECRET: 'e2e-secret',
        CHORUS_OAUTH_THREADS_AUTHORIZE_URL: `${baseUrl}/oauth/authorize`,
        CHORUS_OAUTH_THREADS_TOKEN_URL: `${baseUrl}/oauth/access_token`,
      }),
      owner,
      wall,
    });
    ({ server, context } = started);
  }, setupTimeout);

  afterAll(async () => {
    await started?.stop();
  });

  /** This owner's Threads source of a feed type (the demo wall has one of its own). */
  const threadsSource = (feedType: string) =>
    server.database.db
      .selectFrom('sources')
      .innerJoin('walls', 'walls.id', 'sources.wall_id')
      .selectAll('sources')
      .where('walls.user_name', '=', wall)
      .where('sources.network', '=', 'threads')
      .where('sources.feed_type', '=', feedType)
      .executeTakeFirst();

  /** Allows in the popup and checks the consent screen was asked for this app's scopes. */
  async function signIn(page: Parameters<typeof allowInPopup>[0], opening: () => Promise<unknown>) {
    const consent = await allowInPopup(page, opening);
    expect(consent.origin + consent.pathname).toBe(`${started.network.baseUrl}/oauth/authorize`);
    expect(consent.searchParams.get('client_id')).toBe(clientId);
    expect(consent.searchParams.get('scope')).toBe('threads_basic,threads_keyword_search');
    expect(consent.searchParams.get('response_type')).toBe('code');
  }

  it("lists someone else's profile with the reason and refuses to connect it", async () => {
    const { page, dialog } = await openConnectDialog(context, server, wall, 'Threads');
    for (const title of ['Profile', 'Keywords or topic tag', "Someone else's profile"]) {
      expect(await dialog.getByRole('radio', { name: title, exact: true }).count()).toBe(1);
    }
    await dialog.getByRole('radio', { name: "Someone else's profile" }).check();
    const reason = `${threadsMessages.otherProfileReason} ${threadsMessages.otherProfileInstead}`;
    expect(await dialog.locator('.feed-type-description').textContent()).toBe(reason);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), waitLong).toBe(reason);
    expect(await threadsSource('other-profile')).toBeUndefined();
    await page.close();
  });

  it('connects a profile through the popup and shows its post with the re-hosted picture', async () => {
    const { page, panel, dialog } = await openConnectDialog(context, server, wall, 'Threads');
    await dialog.getByRole('radio', { name: 'Profile', exact: true }).check();
    await signIn(page, () => dialog.getByRole('button', { name: 'Connect and sign in' }).click());
    await expect
      .poll(async () => (await threadsSource('profile'))?.status, waitLong)
      .toBe('active');
    // The one-hour token was swapped for a long-lived one at once.
    expect(threads.exchanges).toHaveLength(1);

    const source = panel.locator('li.source-item');
    await expectSourceConnected(page, source);
    expect(await source.locator('.source-item__type').textContent()).toBe('Threads · Profile');
    // Sign-in named the account.
    expect((await threadsSource('profile'))?.options).toMatchObject({ username: 'chorus.wall' });

    const visitor = await context.newPage();
    const asked: string[] = [];
    visitor.on('request', (request) => asked.push(request.url()));
    await visitor.goto(`${server.address}/${wall}`);
    const card = visitor
      .locator('article.chorus-card')
      .filter({ hasText: 'The stage is set for tonight' });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    const image = card.locator('img[alt="An empty stage"]');
    // The media job copies the picture after the post is stored (slow on a busy machine).
    await expect
      .poll(
        async () => {
          await visitor.reload();
          // The wall draws its cards after the page loads.
          await card.waitFor({ timeout: 15_000 }).catch(() => undefined);
          return image.count();
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    // Chorus's copy: Threads' expiring address is never given to a visitor.
    expect(await image.first().getAttribute('src')).toMatch(/\/media\/[0-9a-f]{64}\/\d+$/);
    expect(asked.filter((url) => url.startsWith(started.network.baseUrl))).toEqual([]);
    await visitor.close();
    await page.close();
  });

  it('shows how many of the day’s 2,200 searches a keyword search used', async () => {
    const { page, panel, dialog } = await openConnectDialog(context, server, wall, 'Threads');
    await dialog.getByRole('radio', { name: 'Keywords or topic tag' }).check();
    await dialog.getByRole('button', { name: 'Connect and sign in' }).click();
    // Without words, the dialog refuses with the connector's message.
    await expect
      .poll(
        () => dialog.locator('[data-field="query"] .schema-field__error').textContent(),
        waitLong,
      )
      .toBe('Please enter a keyword or a topic tag.');
    await dialog.locator('[data-field="query"] input').fill('social wall');
    await signIn(page, () => dialog.getByRole('button', { name: 'Connect and sign in' }).click());
    await expect.poll(async () => (await threadsSource('search'))?.status, waitLong).toBe('active');
    const source = panel.locator('li.source-item').filter({ hasText: 'social wall' });
    await expectSourceConnected(page, source);
    expect(await source.textContent()).toMatch(/2,199 of 2,200 searches left until /);
    await page.close();
  });

  it('stops searching at the day’s 2,200 and says when it resumes', async () => {
    const row = await threadsSource('search');
    // The account's other sources (or a restart's cursor) already made 2,199 searches today,
    // the oldest 23 hours ago: with this source's own, the allowance is spent.
    const now = Date.now();
    const searches = Array.from({ length: 2199 }, (_, index) => [
      'another-source',
      now - 23 * 3_600_000 + index * 1000,
      index,
    ]);
    await server.database.db
      .updateTable('sources')
      .set({
        cursor:
          sql`cast(${JSON.stringify({ key: 'old', newest: 0, seen: [], searches })} as jsonb)` as never,
      })
      .where('id', '=', row!.id)
      .execute();
    const searched = () =>
      started.network.requests.filter((request) => request.path === '/v1.0/keyword_search').length;
    const before = searched();
    await server.ingestion!.requestCrawl(row!.id);
    await expect
      .poll(async () => (await threadsSource('search'))?.health?.state, waitLong)
      .toBe('rate_limited');
    // The search past the limit was never sent.
    expect(searched()).toBe(before);
    const health = (await threadsSource('search'))!.health;
    expect(health.lastError).toMatch(
      /^Threads allows 2,200 searches in 24 hours for each account; @chorus\.wall has made 2,2\d\d\. Searching resumes at \d\d:\d\d \(UTC\)/,
    );
    // It resumes when the oldest search leaves the window, an hour from now (unix seconds).
    expect(health.retryAt).toBe(Math.floor((now + 3_600_000) / 1000));

    const { page } = await open(context, `${server.address}/${wall}/edit/content`);
    const source = page
      .getByRole('complementary', { name: 'Edit panel' })
      .locator('li.source-item')
      .filter({ hasText: 'social wall' });
    await expect.poll(() => source.getAttribute('data-health'), waitLong).toBe('rate_limited');
    expect(await source.textContent()).toMatch(/0 of 2,200 searches left until /);
    await page.close();
  });

  it('shows "Token expired" when Threads refuses to renew, and signs in again from it', async () => {
    const row = await threadsSource('profile');
    // The token is a day from lapsing and Threads will not renew it.
    threads.refuseRenewal = true;
    await server.database.db
      .updateTable('credentials')
      .set({ expires_at: new Date(Date.now() + 24 * 3_600_000) })
      .where('source_id', '=', row!.id)
      .execute();
    await server.ingestion!.requestCrawl(row!.id);
    await expect
      .poll(async () => (await threadsSource('profile'))?.status, waitLong)
      .toBe('needs_reauth');
    expect(threads.renewals).toBeGreaterThan(0);

    const { page } = await open(context, `${server.address}/${wall}/edit/content`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const source: Locator = panel
      .locator('li.source-item')
      .filter({ has: page.locator('.source-item__type', { hasText: 'Threads · Profile' }) });
    const expiredLink = source.getByRole('button', { name: messages.tokenExpired });
    await expect.poll(() => expiredLink.count(), waitLong).toBe(1);
    expect(await source.getAttribute('data-health')).toBe('needs_reauth');

    threads.refuseRenewal = false;
    const exchangesBefore = threads.exchanges.length;
    await signIn(page, () => expiredLink.click());
    await expect
      .poll(async () => (await threadsSource('profile'))?.status, waitLong)
      .toBe('active');
    await expectSourceConnected(page, source);
    // The new one-hour token was swapped for a long-lived one again.
    expect(threads.exchanges).toHaveLength(exchangesBefore + 1);
    await page.close();
  });
});
