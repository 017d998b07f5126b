/**
 * The Mastodon connector in Chromium: the edit panel draws its connect form from the hashtag
 * feed type's schema, shows its message on a mistyped hashtag, connects a hashtag on a fake
 * Mastodon server on loopback (the plugin option `defaultInstance` points at it) and the wall
 * shows the crawled posts, a boost's original by its author, and a custom emoji in an author's
 * name as Chorus's copy of its picture with the shortcode as alt text.
 */
import { mastodonConnector } from '@chorus/connector-mastodon';
import { PluginHost } from '@chorus/core/host';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import chorusConfig from '../../../chorus.config.ts';
import { expectSourceConnected, setupTimeout } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'fedi-owner', email: 'fedi-owner@example.test', password: 'secret-pass' };
const wall = 'fedi-wall';
const account = (username: string, acct: string, name: string, emojis: object[] = []) => ({
  id: username,
  username,
  acct,
  display_name: name,
  url: `https://social.example/@${username}`,
  emojis,
});
/** A custom emoji on the fake server, at the address the request came to. */
const wave = (host: string) => ({
  shortcode: 'chorus_wave',
  url: `http://${host}/emoji/wave.png`,
  static_url: `http://${host}/emoji/wave_static.png`,
  visible_in_picker: true,
});

describe('the Mastodon connector in the edit panel', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;

  beforeAll(async () => {
    const emojiPng = await sharp({
      create: { width: 32, height: 32, channels: 4, background: '#2a9d8f' },
    })
      .png()
      .toBuffer();
    const installed = chorusConfig.plugins.filter((plugin) => plugin.name !== 'connector-mastodon');
    started = await startConnectorWall({
      name: 'mastodon',
      routes: [
        {
          path: '/emoji/wave_static.png',
          respond: { headers: { 'content-type': 'image/png' }, body: emojiPng },
        },
        {
          path: '/api/v1/timelines/tag/chorus',
          respond: (request) => ({
            body: [
              {
                id: '113',
                uri: 'https://social.example/users/ada/statuses/113',
                url: 'https://social.example/@ada/113',
                created_at: '2025-06-01T12:00:00.000Z',
                content: '<p>Doors open at nine #chorus</p>',
                account: account('ada', 'ada', 'Ada Lovelace :chorus_wave:', [
                  wave(request.headers.host ?? ''),
                ]),
              },
              {
                id: '112',
                uri: 'https://social.example/users/ada/statuses/112/activity',
                created_at: '2025-06-01T11:45:00.000Z',
                content: '',
                account: account('ada', 'ada', 'Ada Lovelace'),
                reblog: {
                  id: '111',
                  uri: 'https://other.example/users/grace/statuses/555',
                  url: 'https://other.example/@grace/555',
                  created_at: '2025-06-01T11:30:00.000Z',
                  content: '<p>Keynote in the main hall</p>',
                  account: account('grace', 'grace@other.example', 'Grace Hopper'),
                },
              },
            ],
          }),
        },
      ],
      baseUrlVariables: [],
      owner,
      wall,
      // The plugin option `defaultInstance` points the connector at the fake server.
      plugins: (baseUrl) =>
        new PluginHost([...installed, mastodonConnector({ defaultInstance: baseUrl })]),
    });
    ({ server, context } = started);
  }, setupTimeout);

  afterAll(async () => {
    await started?.stop();
  });

  it('draws its connect form from its schema, connects a hashtag and shows its posts', async () => {
    const { page, problems, panel, dialog } = await openConnectDialog(
      context,
      server,
      wall,
      'Mastodon',
    );
    // Every picture the wall draws comes from Chorus, the name's emoji included.
    const elsewhere: string[] = [];
    const own = new URL(server.address).origin;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== own) elsewhere.push(request.url());
    });
    expect(await dialog.getByText('Without the #, e.g. chorus.').count()).toBe(1);
    expect(await dialog.getByRole('textbox', { name: 'Server' }).count()).toBe(1);
    expect(await dialog.getByRole('radio', { name: 'Account' }).count()).toBe(1);

    await dialog.getByRole('textbox', { name: 'Hashtag' }).fill('#chorus');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const fieldMessage = dialog.locator('[data-field="hashtag"] .schema-field__error');
    await expect
      .poll(() => fieldMessage.textContent(), waitLong)
      .toBe('Please enter a hashtag, without the #.');

    await dialog.getByRole('textbox', { name: 'Hashtag' }).fill('chorus');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    expect(await source.locator('.source-item__label').textContent()).toBe('#chorus');
    expect(await source.locator('.source-item__type').textContent()).toBe('Mastodon · Hashtag');
    await expectSourceConnected(page, source);

    const frame = page.frameLocator(`iframe[title="Wall ${wall}"]`);
    await expect.poll(() => frame.getByText('Doors open at nine').count(), waitLong).toBe(1);
    // The boost is Grace's post, signed by Grace.
    await expect.poll(() => frame.getByText('Keynote in the main hall').count(), waitLong).toBe(1);
    expect(await frame.getByText('Grace Hopper').count()).toBeGreaterThan(0);
    // Ada's custom emoji is drawn in her name, from Chorus's copy, its shortcode as alt text.
    const emoji = frame.locator('.chorus-author-name img[alt=":chorus_wave:"]');
    await expect.poll(() => emoji.count(), waitLong).toBeGreaterThan(0);
    await expect
      .poll(() => emoji.first().evaluate((img) => (img as HTMLImageElement).naturalWidth), waitLong)
      .toBeGreaterThan(0);
    expect(
      new URL(await emoji.first().evaluate((img) => (img as HTMLImageElement).src)).pathname,
    ).toMatch(/^\/media\/[0-9a-f]{64}\/96$/);
    expect(await emoji.first().evaluate((img) => img.parentElement?.textContent)).toBe(
      'Ada Lovelace ',
    );
    expect(elsewhere).toEqual([]);
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});
