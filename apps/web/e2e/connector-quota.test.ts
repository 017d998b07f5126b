/**
 * Quotas and owner sign-in in Chromium. A Bluesky account whose fake AppView is rate-limited
 * shows that limit beside the source in the content section (axe-core passes there); a Bluesky
 * search is connected with a handle and app password typed into the connect dialog (drawn from
 * the feed type's sign-in schema), the fake service checks the sign-in, the answer never
 * carries the password, the source shows its reads' rate limit, and the wall shows the posts.
 */
import { blueskyMessages } from '@chorus/connector-bluesky';
import { messages } from '@chorus/core';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';

const waitLong = { timeout: 30_000 };
const owner = {
  username: 'quota-owner',
  email: 'quota-owner@example.test',
  password: 'secret-pass',
};
const wall = 'quota-wall';
const identifier = 'owner.bsky.social';
const appPassword = 'quot-aapp-pass-word';
/** The window resets a quarter of an hour after the server starts answering. */
const resetSeconds = () => Math.floor(Date.now() / 1000) + 900;
const rateLimit = (limit: number, remaining: number) => ({
  'ratelimit-limit': String(limit),
  'ratelimit-remaining': String(remaining),
  'ratelimit-reset': String(resetSeconds()),
  'ratelimit-policy': `${limit};w=300`,
});

const searchPage = {
  posts: [
    {
      uri: 'at://did:plc:s1/app.bsky.feed.post/s1',
      cid: 'bafys1',
      author: { did: 'did:plc:s1', handle: 'dana.bsky.social', displayName: 'Dana' },
      record: {
        $type: 'app.bsky.feed.post',
        text: 'Found by the signed-in search',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      indexedAt: '2026-11-20T10:00:01.000Z',
    },
  ],
};

describe('source quotas and owner sign-in in the content section', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;

  beforeAll(async () => {
    started = await startConnectorWall({
      name: 'quota',
      routes: [
        {
          // The account feed's window is spent: every read is refused with 429.
          path: '/xrpc/app.bsky.feed.getAuthorFeed',
          respond: () => ({
            status: 429,
            headers: rateLimit(3000, 0),
            body: { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' },
          }),
        },
        {
          method: 'POST',
          path: '/xrpc/com.atproto.server.createSession',
          respond: (request) => {
            const sent = JSON.parse(request.body || '{}') as Record<string, unknown>;
            return sent['identifier'] === identifier && sent['password'] === appPassword
              ? {
                  body: {
                    accessJwt: 'quota-access',
                    refreshJwt: 'quota-refresh',
                    handle: identifier,
                  },
                }
              : {
                  status: 401,
                  body: {
                    error: 'AuthenticationRequired',
                    message: 'Invalid identifier or password',
                  },
                };
          },
        },
        {
          path: '/xrpc/app.bsky.feed.searchPosts',
          respond: (request) =>
            request.headers['authorization'] === 'Bearer quota-access'
              ? { headers: rateLimit(3000, 2999), body: searchPage }
              : { status: 401, body: { error: 'AuthenticationRequired', message: 'Sign in' } },
        },
      ],
      baseUrlVariables: ['CHORUS_BASE_URL_BLUESKY_APPVIEW', 'CHORUS_BASE_URL_BLUESKY_PDS'],
      owner,
      wall,
    });
    ({ server, context } = started);
  });

  afterAll(async () => {
    await started?.stop();
  });

  it('shows the rate limit a source is under beside it, and axe-core passes', async () => {
    const { page, panel, dialog } = await openConnectDialog(context, server, wall, 'Bluesky');
    await dialog.getByLabel('Handle').fill('alice.bsky.social');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    const source = panel.locator('li.source-item', { hasText: '@alice.bsky.social' });
    const quota = source.locator('.source-quota');
    await expect
      .poll(async () => {
        await page.reload({ waitUntil: 'networkidle' });
        return quota.count();
      }, waitLong)
      .toBe(1);
    expect(await source.getAttribute('data-health')).toBe('rate_limited');
    expect(await quota.textContent()).toMatch(/^Rate-limited until .*\d{2}:\d{2}/);
    // The words are what assistive technology reads; the bar beside them is hidden from it.
    expect(await quota.locator('.source-quota__bar').getAttribute('aria-hidden')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('connects a search with an app password typed into the form and shows its posts', async () => {
    const { page, panel, dialog } = await openConnectDialog(context, server, wall, 'Bluesky');
    await dialog.getByRole('radio', { name: 'Hashtag or keywords' }).check();
    await dialog.getByLabel('Hashtag or words').fill('#chorus');
    const signIn = dialog.getByRole('group', { name: 'Sign in to Bluesky' });
    await signIn.getByLabel('Handle or email').fill(identifier);
    const password = signIn.getByLabel('App password');
    expect(await password.getAttribute('type')).toBe('password');

    // Without the app password the connector's own message shows under its field.
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const message = signIn.locator('[data-field="appPassword"] .schema-field__error');
    await expect
      .poll(() => message.textContent(), waitLong)
      .toBe(blueskyMessages.missingAppPassword);

    await password.fill(appPassword);
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/bluesky') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect(await answer.text()).not.toContain(appPassword);
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    // The fake service was signed in to with what the owner typed.
    const signIns = () =>
      started.network.requests.filter((request) => request.path.endsWith('createSession'));
    await expect.poll(() => signIns().length, waitLong).toBeGreaterThan(0);
    expect(JSON.parse(signIns()[0]?.body ?? '{}')).toEqual({ identifier, password: appPassword });

    const source = panel.locator('li.source-item', { hasText: '#chorus' });
    await expect
      .poll(async () => {
        await page.reload({ waitUntil: 'networkidle' });
        return source.locator('.source-health').textContent();
      }, waitLong)
      .toContain('Connected; last imported');
    expect(await source.locator('.source-credentials').textContent()).toContain(
      'Sign-in details saved',
    );
    // Figures in the browser's own number format ("2,999" in English).
    const [left, limit] = await page.evaluate(() =>
      [2999, 3000].map((figure) => figure.toLocaleString()),
    );
    const quotaLine = await source.locator('.source-quota').textContent();
    expect(quotaLine?.startsWith(`${left} of ${limit} requests left until `)).toBe(true);
    expect(quotaLine).toMatch(/\d{2}:\d{2}/);
    expect(await page.content()).not.toContain(appPassword);

    const frame = page.frameLocator(`iframe[title="Wall ${wall}"]`);
    await expect
      .poll(() => frame.getByText('Found by the signed-in search').count(), waitLong)
      .toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
  it('asks again for an app password Bluesky refused, and crawls with the new one', async () => {
    const { page, panel, dialog } = await openConnectDialog(context, server, wall, 'Bluesky');
    await dialog.getByRole('radio', { name: 'Hashtag or keywords' }).check();
    await dialog.getByLabel('Hashtag or words').fill('#refused');
    const signIn = dialog.getByRole('group', { name: 'Sign in to Bluesky' });
    await signIn.getByLabel('Handle or email').fill(identifier);
    await signIn.getByLabel('App password').fill('revoked-app-password');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    const source = panel.locator('li.source-item', { hasText: '#refused' });
    await expect
      .poll(async () => {
        await page.reload({ waitUntil: 'networkidle' });
        return source.getAttribute('data-health');
      }, waitLong)
      .toBe('needs_reauth');
    await source.getByRole('button', { name: messages.tokenExpired }).click();
    const again = page.getByRole('dialog', { name: 'Sign in to Bluesky' });
    await expect.poll(() => again.count(), waitLong).toBe(1);
    // Nothing typed before is shown back.
    expect(await again.getByLabel('App password').inputValue()).toBe('');
    await again.getByLabel('Handle or email').fill(identifier);
    await again.getByLabel('App password').fill(appPassword);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => again.count(), waitLong).toBe(0);

    await expect
      .poll(async () => {
        await page.reload({ waitUntil: 'networkidle' });
        return source.locator('.source-health').textContent();
      }, waitLong)
      .toContain('Connected; last imported');
    await page.close();
  });
});
