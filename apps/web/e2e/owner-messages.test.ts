/**
 * The owner spec's messages that no other browser test shows: the failure alerts of the
 * dashboard and the edit panel (the server's answer replaced by a failure with Playwright's
 * routing, so the page meets a real failed response), the X (Twitter) connector's validation
 * messages drawn under the fields of its connect dialog, the System Maintenance dialog of the
 * editor, and the post edit modal's "Image changed successfully."
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@chorus/core';
import { twitterMessages } from '@chorus/connector-twitter';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  open,
  setupTimeout,
  signUpOwner,
  testServerEnv,
  upgrade,
  type SignedUpOwner,
} from './browser.ts';
import { addDemoPost } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const wall = 'messages-wall';
const account = { username: 'messages', email: 'messages@example.test', password: 'secret-pass' };

/** Answers every `method` call to API paths matching `pattern` with a bare 500. */
async function failCalls(page: Page, method: string, pattern: RegExp) {
  await page.route(pattern, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
}

async function alertSaying(page: Page, text: string) {
  await expect
    .poll(() => page.locator('.owner-alert', { hasText: text }).count(), waitLong)
    .toBeGreaterThan(0);
}

describe('the owner spec’s failure and validation messages in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: SignedUpOwner;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-messages-e2e-'));
    // X signs in with OAuth 2: a client id lets its dialog submit (validation comes first, so
    // no sign-in window opens for the refused attempts).
    server = await startServer(
      loadConfig(testServerEnv(dataDir, { CHORUS_OAUTH_TWITTER_CLIENT_ID: 'chorus-e2e-client' })),
    );
    browser = await launchChromium();
    owner = await signUpOwner(server, browser, account, wall);
    await upgrade(server, account.username, 'premium');
  }, setupTimeout);

  afterAll(async () => {
    await owner?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('shows the sign-up and sign-in messages no other test reaches', async () => {
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(`${server.address}/signup`, { waitUntil: 'networkidle' });
    await page.getByLabel('Username').fill('someoneelse');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    const form = page.locator('form.auth-form');
    await expect.poll(() => form.innerText(), waitLong).toContain(messages.enterpriseEmailRequired);
    // The e-mail of an existing account is refused by the server with the spec's words.
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts(), waitLong)
      .toContain(messages.enterpriseEmailTaken);

    await page.goto(`${server.address}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Username or e-mail').fill(account.username);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.locator('form.auth-form').innerText(), waitLong)
      .toContain(messages.signInPasswordMissing);
    await visitor.close();
  });

  it('shows the dashboard’s failures: list, create, switch and delete', async () => {
    const page = await owner.context.newPage();
    await failCalls(page, 'GET', /\/api\/feedCount$/);
    await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByText(messages.requestProblem).count(), waitLong)
      .toBeGreaterThan(0);
    await page.unrouteAll();

    await page.reload({ waitUntil: 'networkidle' });
    const row = page.locator(`tr[data-wall="${wall}"]`);
    await expect.poll(() => row.count(), waitLong).toBe(1);

    await failCalls(page, 'POST', /\/api\/profile$/);
    await page.getByRole('button', { name: 'Create a wall' }).click();
    const create = page.getByRole('dialog', { name: 'Create a wall' });
    await create.getByLabel('Name').fill('Never Made');
    await create.getByRole('button', { name: 'Create wall' }).click();
    await expect
      .poll(() => create.getByRole('alert').allInnerTexts(), waitLong)
      .toContain(messages.wallCreateFailed);
    await page.keyboard.press('Escape');
    await expect.poll(() => create.count(), waitLong).toBe(0);

    await failCalls(page, 'PUT', new RegExp(`/api/profile/${wall}$`));
    await row.getByRole('switch', { name: `Wall ${wall} on` }).click();
    await alertSaying(page, messages.requestWrong);

    await failCalls(page, 'DELETE', new RegExp(`/api/profile/${wall}`));
    await row.getByRole('button', { name: `Delete Wall ${wall}` }).click();
    const remove = page.getByRole('alertdialog', { name: `Delete Wall ${wall}?` });
    await remove.getByLabel(messages.wallDeleteConfirm).fill('delete');
    await remove.getByRole('button', { name: 'Delete wall' }).click();
    await alertSaying(page, messages.wallDeleteFailed);
    expect(await row.count()).toBe(1);
    await page.close();
  });

  it('shows the connect failure and the X connector’s field messages', async () => {
    const { page } = await open(owner.context, `${server.address}/${wall}/edit/content`);
    const networks = page
      .getByRole('complementary', { name: 'Edit panel' })
      .getByRole('list', { name: 'Networks' });
    await expect.poll(() => networks.getByRole('button').count(), waitLong).toBeGreaterThan(0);

    // A failure that is not a validation answer gets the spec's connect message.
    await failCalls(page, 'POST', /\/api\/rss$/);
    await networks.getByRole('button', { name: 'RSS' }).click();
    const rss = page.getByRole('dialog', { name: 'Connect RSS' });
    await rss.getByLabel('RSS URL').fill('http://news.example.test/feed.xml');
    await rss.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => rss.getByRole('alert').allInnerTexts(), waitLong)
      .toContain(messages.connectFailed);
    await page.unrouteAll();

    // The wall is the spec's "user id": a call without one is refused with its message.
    await page.route(/\/api\/rss$/, (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), wall: '' }),
      }),
    );
    await rss.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => rss.getByRole('alert').allInnerTexts(), waitLong)
      .toContain(messages.userIdMissing);
    await page.unrouteAll();
    await rss.getByRole('button', { name: 'Cancel' }).click();

    await networks.getByRole('button', { name: /Twitter/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Connect .*Twitter/ });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    const connect = dialog.getByRole('button', { name: /^Connect/ });
    const messageOf = (field: string): Locator =>
      dialog.locator(`[data-field="${field}"] .schema-field__error`);
    const feedType = (name: string) => dialog.getByRole('radio', { name, exact: true });

    // Each feed type submitted empty: the connector's own message under its field. (A latitude
    // out of range cannot be entered: the schema bounds it, so the form draws a slider.)
    const expectations: [string, string, string][] = [
      ['Account', 'handle', twitterMessages.twitterHandleRequired],
      ['Hashtag', 'hashtag', messages.hashtagRequired],
      ['List', 'list', twitterMessages.twitterListRequired],
      ['Location', 'latitude', messages.geoRequired],
    ];
    for (const [type, field, message] of expectations) {
      await feedType(type).check();
      await connect.click();
      await expect.poll(() => messageOf(field).textContent(), waitLong).toBe(message);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.close();
  });

  it('shows the analytics activation failure', async () => {
    const { page } = await open(owner.context, `${server.address}/${wall}/edit/analyze`);
    await failCalls(page, 'PUT', new RegExp(`/api/profile/${wall}$`));
    const analyze = page.getByRole('region', { name: 'Analyze' });
    await analyze.getByRole('button', { name: 'Activate analytics' }).click();
    await alertSaying(page, messages.analyticsActivationFailed);
    await page.close();
  });

  it('shows System Maintenance when the editor cannot load the wall', async () => {
    const page = await owner.context.newPage();
    await failCalls(page, 'GET', new RegExp(`/api/profile/${wall}$`));
    await page.goto(`${server.address}/${wall}/edit`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: 'System Maintenance' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    expect(await dialog.innerText()).toContain(messages.systemMaintenance);
    await page.close();
  });

  it('says "Image changed successfully." when a post’s image is changed', async () => {
    const user = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', account.username)
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable('walls')
      .set({ user_id: user.id })
      .where('user_name', '=', 'demo')
      .execute();
    await addDemoPost(server, { title: 'Picture to change' });
    const { page } = await open(owner.context, `${server.address}/demo/edit/moderate`);
    const item = page.locator('li.moderation-post', { hasText: 'Picture to change' });
    await expect.poll(() => item.count(), waitLong).toBe(1);
    await item.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit post' });
    await dialog.getByLabel('Image').fill('https://images.example.test/new.jpg');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await alertSaying(page, messages.postSaved);
    await alertSaying(page, messages.postImageChanged);
    await page.close();
  });
});
