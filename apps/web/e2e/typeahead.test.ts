/**
 * The typeahead of a connect dialog, in Chromium, for a connector the web app has never seen:
 * the toy people connector declares suggestions on its "person" field (2 characters, 6 items)
 * and looks people up on a loopback fake network through the server's safe client. The field
 * is drawn as an ARIA combobox: nothing is looked up below the minimum, at most 6 options show,
 * ArrowDown / ArrowUp move, Enter chooses without submitting, Escape closes the list without
 * closing the dialog, a click chooses, and the chosen value is what gets connected.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PluginHost } from '@chorus/core/host';
import { toyPeopleConnector } from '@chorus/core/testing';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import chorusConfig from '../../../chorus.config.ts';
import {
  launchChromium,
  open,
  serveOnLoopback,
  signUpOwner,
  setupTimeout,
  testServerEnv,
  type LoopbackSite,
  type SignedUpOwner,
} from './browser.ts';

const waitLong = { timeout: 30_000 };
const wall = 'typeahead-wall';
/** The toy directory: eight people called Al, one Bea. */
const people = [
  ...Array.from({ length: 8 }, (_, i) => ({ handle: `al${i}`, name: `Al number ${i}` })),
  { handle: 'bea', name: 'Bea Person' },
];

describe('a typeahead field drawn from a connector’s declaration', () => {
  let directory: LoopbackSite;
  const queries: string[] = [];
  let server: RunningServer;
  let browser: Browser;
  let owner: SignedUpOwner;

  beforeAll(async () => {
    directory = await serveOnLoopback((request, response) => {
      const url = new URL(request.url ?? '/', 'http://directory.test');
      if (url.pathname !== '/people') {
        response.writeHead(404).end();
        return;
      }
      const q = url.searchParams.get('q') ?? '';
      queries.push(q);
      const found = people.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ people: found }));
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-typeahead-e2e-'));
    const plugins = new PluginHost([...chorusConfig.plugins, toyPeopleConnector]);
    server = await startServer(
      loadConfig(
        testServerEnv(dataDir, {
          CHORUS_FETCH_ALLOW: '127.0.0.1/32',
          CHORUS_BASE_URL_TOY_PEOPLE_API: directory.origin,
        }),
      ),
      plugins,
    );
    browser = await launchChromium();
    const account = {
      username: 'typeahead',
      email: 'typeahead@example.test',
      password: 'secret-pass',
    };
    owner = await signUpOwner(server, browser, account, wall);
  }, setupTimeout);

  afterAll(async () => {
    await owner?.context.close();
    await browser?.close();
    await server?.stop();
    await directory?.close();
  });

  it('suggests, moves, chooses and closes from the keyboard and the mouse', async () => {
    const { page, problems } = await open(owner.context, `${server.address}/${wall}/edit`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const network = panel.getByRole('list', { name: 'Networks' }).getByRole('button', {
      name: 'Toy people',
    });
    await expect.poll(() => network.count(), waitLong).toBe(1);
    await network.click();
    const dialog = page.getByRole('dialog', { name: 'Connect Toy people' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    const field = dialog.getByRole('combobox', { name: 'Person' });
    // The library draws the list in a popover at the end of the page, outside the dialog's box.
    const list = page.getByRole('listbox', { name: 'Person suggestions' });
    const options = list.getByRole('option');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    expect(await field.getAttribute('aria-autocomplete')).toBe('list');

    // One character is below the minimum: nothing is asked; the second starts a lookup.
    await field.pressSequentially('a');
    await field.pressSequentially('l');
    await expect.poll(() => field.getAttribute('aria-expanded'), waitLong).toBe('true');
    expect(await options.count()).toBe(6);
    expect(queries.every((q) => q.length >= 2)).toBe(true);
    expect(queries).toContain('al');
    await expect
      .poll(() => dialog.getByRole('status').allInnerTexts(), waitLong)
      .toContain('6 suggestions.');

    // Down, down, up: the first option is active (the input's aria-activedescendant, the focus
    // staying in the field); Enter chooses it and does not submit.
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    const secondId = await options.nth(1).getAttribute('id');
    expect(secondId).toBeTruthy();
    expect(await field.getAttribute('aria-activedescendant')).toBe(secondId);
    await field.press('ArrowUp');
    const firstId = await options.nth(0).getAttribute('id');
    expect(firstId).toBeTruthy();
    expect(await field.getAttribute('aria-activedescendant')).toBe(firstId);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await field.press('Enter');
    expect(await field.inputValue()).toBe('al0');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    expect(await list.count()).toBe(0);
    expect(await dialog.count()).toBe(1);
    expect(await page.locator('li.source-item').count()).toBe(0);

    // Escape closes the list and leaves the dialog open.
    await field.fill('');
    await field.pressSequentially('bea');
    await expect.poll(() => options.allInnerTexts(), waitLong).toEqual(['Bea Person\n@bea']);
    await field.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.count()).toBe(1);

    // A click on an option chooses it; connecting sends the chosen value.
    await field.fill('');
    await field.pressSequentially('number 3');
    await expect.poll(() => options.count(), waitLong).toBe(1);
    await options.first().click();
    expect(await field.inputValue()).toBe('al3');
    // The list is closed and the dialog, open, is all there to assistive technology again.
    await expect.poll(() => field.getAttribute('aria-expanded'), waitLong).toBe('false');
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('[aria-hidden="true"], [inert]')]
          .filter((node) => node.querySelector('dialog[open], [role="dialog"]'))
          .map((node) => node.outerHTML.slice(0, 80)),
      ),
    ).toEqual([]);
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    expect(await source.locator('.source-item__label').textContent()).toContain('al3');
    expect(problems).toEqual([]);
    await page.close();
  });
});
