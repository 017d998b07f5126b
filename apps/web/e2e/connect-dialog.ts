/** The edit panel's connect dialog of one network, as the connector browser tests open it. */
import type { RunningServer } from '@chorus/server';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { open } from './browser.ts';

/** What a test works with once the dialog is open. */
export interface OpenConnectDialog {
  readonly page: Page;
  /** Console errors and failed loads seen by the page. */
  readonly problems: string[];
  /** The edit panel, where the connected source is listed. */
  readonly panel: Locator;
  /** The "Connect <network>" dialog. */
  readonly dialog: Locator;
}

/**
 * Opens the content section of `wall`, clicks `network` (its display name) in the list of
 * networks and waits for its "Connect <network>" dialog.
 */
export async function openConnectDialog(
  context: BrowserContext,
  server: RunningServer,
  wall: string,
  network: string,
): Promise<OpenConnectDialog> {
  const waitLong = { timeout: 30_000 };
  const { page, problems } = await open(context, `${server.address}/${wall}/edit/content`);
  const panel = page.getByRole('complementary', { name: 'Edit panel' });
  const button = panel
    .getByRole('list', { name: 'Networks' })
    .getByRole('button', { name: network });
  await expect.poll(() => button.count(), waitLong).toBe(1);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Connect ${network}` });
  await expect.poll(() => dialog.count(), waitLong).toBe(1);
  return { page, problems, panel, dialog };
}
