/**
 * The OAuth 2 sign-in popup as the connector browser tests drive it: a fake consent screen a
 * fake network serves (an "Allow" link back to Chorus's callback with a code), and the owner
 * allowing in the 665x300 popup a click brings up.
 */
import type { FakeResponse, RecordedRequest } from '@chorus/connector-kit/testing';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A fake network's consent screen: a page whose `#allow` link sends the popup back to the
 * `redirect_uri` with `code` and the `state` it was given.
 */
export function fakeConsentScreen(network: string, code: string) {
  return (request: RecordedRequest): FakeResponse => {
    const back = new URL(request.query.get('redirect_uri') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('state', request.query.get('state') ?? '');
    return {
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><title>Fake ${network}</title><a id="allow" href="${back.toString()}">Allow</a>`,
    };
  };
}

/**
 * Waits for the popup `opening` brings up, checks it is the spec's 665x300 window, allows on
 * the fake consent screen and waits until the popup closed itself. Answers the consent
 * screen's address, for the test to check what it was asked.
 */
export async function allowInPopup(page: Page, opening: () => Promise<unknown>): Promise<URL> {
  const waitLong = { timeout: 30_000 };
  const popupOpened = page.waitForEvent('popup', waitLong);
  await opening();
  const popup = await popupOpened;
  await popup.waitForLoadState('load');
  const consent = new URL(popup.url());
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([665, 300]);
  await popup.locator('#allow').click();
  await expect.poll(() => popup.isClosed(), waitLong).toBe(true);
  return consent;
}
