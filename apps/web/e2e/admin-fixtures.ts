/** Shared steps of the instance-administration browser tests. */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './browser.ts';

/** Bounded waits for what the page shows (server round trips, lazy owner chunks). */
export const waitLong = { timeout: 30_000 };

/** The two viewports every screen is checked at: a desktop and a phone. */
export const checkedViewports = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Asserts no serious or critical axe-core violation at both checked viewports. */
export async function expectAccessibleAtBothSizes(page: Page): Promise<void> {
  for (const viewport of checkedViewports) {
    await page.setViewportSize(viewport);
    expect(await seriousAxeViolations(page), `${viewport.width}×${viewport.height}`).toEqual([]);
  }
}

/** Fills and sends the sign-up form at `url` (which may carry `?invite=`). */
export async function signUpInBrowser(
  context: BrowserContext,
  url: string,
  account: { username: string; email: string; password: string },
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  const form = page.locator('form.auth-form');
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  return page;
}

/** Creates a wall for the signed-in owner of `context`, through the API. */
export async function createWall(context: BrowserContext, origin: string, userName: string) {
  const response = await context.request.post(`${origin}/api/profile`, {
    headers: { origin },
    data: { name: `Wall ${userName}`, user_name: userName },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/**
 * Expects what the owner of `context` sees of the News theme (a premium theme) on `wall`'s
 * Personalize section: `picks` when its radio shows, `gated` when an upgrade prompt does.
 */
export async function expectNewsTheme(
  context: BrowserContext,
  origin: string,
  wall: string,
  expected: 'picks' | 'gated',
): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/${wall}/edit/personalize`);
  const news = page
    .getByRole('complementary', { name: 'Edit panel' })
    .locator('.theme-picker__choice[data-theme-id="news"]');
  const shown = async () => {
    const radio = await news.getByRole('radio').count();
    const prompt = await news.locator('.upgrade-prompt').count();
    return radio === 1 && prompt === 0 ? 'picks' : prompt === 1 && radio === 0 ? 'gated' : 'none';
  };
  await expect.poll(shown, waitLong).toBe(expected);
  await page.close();
}
