/**
 * The YouTube connector in Chromium: the edit panel draws its connect dialog from the feed
 * types' schemas, shows the spec's message for a channel name that is not one, connects a
 * channel by id (no API key: its Atom feed, served by a fake YouTube on loopback), and the wall
 * shows its video with the title and thumbnail, played in the overlay from youtube-nocookie.com.
 */
import { youtubeMessages } from '@chorus/connector-youtube';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSourceConnected } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'yt-owner', email: 'yt-owner@example.test', password: 'secret-pass' };
const wall = 'yt-wall';
const channelId = 'UCchorusChorusChorus0001';
/** The channel's feed; its thumbnail is served by the fake network too (no internet). */
const channelFeed = (origin: string) => `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <title>Chorus Live</title>
 <entry>
  <id>yt:video:vidE2E000001</id>
  <yt:videoId>vidE2E000001</yt:videoId>
  <yt:channelId>${channelId}</yt:channelId>
  <title>Encore in the rain</title>
  <author><name>Chorus Live</name></author>
  <published>2026-11-20T18:00:00+00:00</published>
  <media:group>
   <media:thumbnail url="${origin}/vi/vidE2E000001/hqdefault.jpg" width="480" height="360"/>
   <media:description>The whole crowd sang along.</media:description>
  </media:group>
 </entry>
</feed>`;

describe('the YouTube connector in the edit panel', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;

  beforeAll(async () => {
    const thumbnail = await sharp({
      create: { width: 480, height: 360, channels: 3, background: '#c4302b' },
    })
      .jpeg()
      .toBuffer();
    started = await startConnectorWall({
      name: 'youtube',
      routes: [
        {
          path: '/feeds/videos.xml',
          query: { channel_id: channelId },
          respond: () => ({
            body: channelFeed(started.network.baseUrl),
            headers: { 'content-type': 'application/atom+xml' },
          }),
        },
        {
          path: '/vi/vidE2E000001/hqdefault.jpg',
          respond: { body: thumbnail, headers: { 'content-type': 'image/jpeg' } },
        },
      ],
      baseUrlVariables: ['CHORUS_BASE_URL_YOUTUBE_API', 'CHORUS_BASE_URL_YOUTUBE_FEEDS'],
      owner,
      wall,
    });
    ({ server, context } = started);
  });

  afterAll(async () => {
    await started?.stop();
  });

  it('connects a channel from its schema and shows its videos on the wall', async () => {
    const { page, problems, panel, dialog } = await openConnectDialog(
      context,
      server,
      wall,
      'YouTube',
    );
    for (const title of ['Channel', 'Playlist', 'Hashtag or keywords']) {
      expect(await dialog.getByRole('radio', { name: title }).count()).toBe(1);
    }
    const channel = dialog.getByRole('textbox', { name: 'Channel' });

    await channel.fill('not a name!');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const fieldMessage = dialog.locator('[data-field="channel"] .schema-field__error');
    await expect
      .poll(() => fieldMessage.textContent(), waitLong)
      .toBe(youtubeMessages.invalidChannel);

    await channel.fill(channelId);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    expect(await source.locator('.source-item__label').textContent()).toBe(channelId);
    expect(await source.locator('.source-item__type').textContent()).toBe('YouTube · Channel');
    await expectSourceConnected(page, source);

    const frame = page.frameLocator(`iframe[title="Wall ${wall}"]`);
    await expect
      .poll(() => frame.getByText('Encore in the rain').count(), waitLong)
      .toBeGreaterThan(0);
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });

  it('plays the video in the overlay through youtube-nocookie.com after a click', async () => {
    const visitor = await context.newPage();
    // The player is never fetched from the internet: the test answers for it.
    await visitor.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
    );
    await visitor.goto(`${server.address}/${wall}`);
    const card = visitor.locator('article.chorus-card').filter({ hasText: 'Encore in the rain' });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    // The thumbnail with its alt text; no player is loaded before the click.
    await expect
      .poll(() => card.locator('img[alt="Encore in the rain"]').count(), waitLong)
      .toBeGreaterThan(0);
    expect(await visitor.locator('iframe[src*="youtube"]').count()).toBe(0);
    await card.getByRole('button', { name: 'Encore in the rain', exact: true }).click();
    const overlay = visitor.locator('dialog.chorus-overlay[open]');
    await overlay.getByRole('button', { name: 'Play video: Encore in the rain' }).click();
    const player = overlay.locator('iframe');
    await expect.poll(() => player.count(), waitLong).toBe(1);
    expect(await player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/vidE2E000001?autoplay=1',
    );
    await visitor.close();
  });
});
