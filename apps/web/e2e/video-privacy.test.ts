/**
 * Videos load only after a click, in Chromium: a wall with a YouTube post and a network's own
 * video (an X post) draws both stills from Chorus's /media route and asks no other origin for
 * anything (a request listener counts them) until the visitor presses play; the press mounts
 * YouTube's privacy-enhanced player (youtube-nocookie.com, answered here by a local stub: no
 * network needed), on a masonry card and in the single-post overlay, whose closing unmounts it.
 * The slideshow and Ken Burns slides show the same play control and ask nothing of the host.
 * The network's own video is a link out to its post, never a frame.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePicture } from '../../server/src/media/rehost.ts';
import { localMediaStore } from '../../server/src/media/store.ts';
import {
  launchChromium,
  openWatched,
  seriousAxeViolations,
  setupTimeout,
  testServerEnv,
  withoutOwnerCheck,
} from './browser.ts';
import { addWall } from './wall-fixtures.ts';

const waitLong = { timeout: 45_000 };
const wall = 'videos';
const player = 'https://www.youtube-nocookie.com';
const youtubePost = {
  title: 'Harbour lights at dusk',
  url: 'https://www.youtube.com/watch?v=vidPRIV0001',
  poster: 'https://i.ytimg.com/vi/vidPRIV0001/hqdefault.jpg',
  embed: 'https://www.youtube-nocookie.com/embed/vidPRIV0001',
};
const nativePost = {
  title: 'Last-minute winner',
  url: 'https://x.com/harbourfc/status/1790000000000000001',
  poster: 'https://pbs.twimg.com/ext_tw_video_thumb/1790000000000000001/pu/img/still.jpg',
};

const json = (value: unknown) => sql`cast(${JSON.stringify(value)} as jsonb)`;

/** A still of a video, as a network would serve it. */
function still(background: string): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 360, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Requests of a page to any origin but `own` (data: URLs are not requests). */
function watchOrigins(page: Page, own: string): string[] {
  const others: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== own) others.push(request.url());
  });
  return others;
}

describe('videos load only after a click', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-video-privacy-e2e-'));
    const config = loadConfig(testServerEnv(dataDir, { CHORUS_PLANS: 'self-hosted' }));
    server = await startServer(config);
    await addWall(server, wall, [
      { network: 'youtube', label: 'Harbour channel', crawled: true },
      { network: 'twitter', label: '@harbourfc', crawled: true },
    ]);
    const db = server.database.db;
    const sources = await db
      .selectFrom('sources')
      .innerJoin('walls', 'walls.id', 'sources.wall_id')
      .select(['sources.id', 'sources.wall_id', 'sources.network'])
      .where('walls.user_name', '=', wall)
      .execute();
    const store = localMediaStore(config.mediaDir);
    const posts = [
      { ...youtubePost, network: 'youtube', embedUrl: youtubePost.embed, colour: '#264653' },
      { ...nativePost, network: 'twitter', embedUrl: null, colour: '#e76f51' },
    ];
    const now = Math.floor(Date.now() / 1000);
    for (const [index, post] of posts.entries()) {
      const source = sources.find((row) => row.network === post.network)!;
      // The media job's work, done here: the still stored by Chorus, the post pointing at it.
      const hosted = await storePicture({ db, store }, await still(post.colour));
      await db
        .insertInto('posts')
        .values({
          wall_id: source.wall_id,
          source_id: source.id,
          network: post.network,
          external_id: `video-${index}`,
          author: json({ name: 'Harbour FC', username: 'harbourfc' }) as never,
          title: post.title,
          description: '',
          url: post.url,
          media: json([
            {
              kind: 'video',
              url: post.poster,
              width: 480,
              height: 360,
              alt: post.title,
              originalUrl: null,
              embedUrl: post.embedUrl,
            },
          ]) as never,
          hosted_media: json({ [post.poster]: hosted }) as never,
          created_at: now - index * 60,
          state: 'approved',
        })
        .execute();
    }
    browser = await launchChromium();
  }, setupTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The wall in a theme, every request to another origin counted, the player stubbed. */
  async function openTheme(theme: string) {
    let others: string[] = [];
    const opened = await openWatched(
      browser,
      `${server.address}/${wall}?theme=${theme}`,
      { width: 1280, height: 800 },
      async (page) => {
        others = watchOrigins(page, new URL(server.address).origin);
        // The player is never fetched from the internet: the test answers for it.
        await page.route(`${player}/**`, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><title>player</title><p>Player</p>',
          }),
        );
      },
    );
    return { ...opened, others };
  }

  /** The wall in masonry, both videos' stills drawn. */
  async function openWall() {
    const opened = await openTheme('masonry');
    const { page } = opened;
    const stills = page.locator('.chorus-video img');
    await expect.poll(() => stills.count(), waitLong).toBe(2);
    await expect
      .poll(() =>
        stills.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true);
    return opened;
  }

  it('masonry: stills from Chorus, nothing from YouTube or X before play; the nocookie player after', async () => {
    const { page, problems, others } = await openWall();
    const sources = await page
      .locator('.chorus-video img')
      .evaluateAll((all) => all.map((img) => (img as HTMLImageElement).currentSrc));
    for (const source of sources) {
      expect(new URL(source).pathname).toMatch(/^\/media\/[0-9a-f]{64}\/\d+$/);
    }
    expect(await page.locator('iframe').count()).toBe(0);
    expect(others).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The network's own video: a link to its post, opened in a new tab, never a frame.
    const watch = page.getByRole('link', {
      name: `Play video: ${nativePost.title} (opens in a new tab)`,
    });
    expect(await watch.getAttribute('href')).toBe(nativePost.url);
    expect(await watch.getAttribute('target')).toBe('_blank');

    // The YouTube video, by keyboard: a real button, Enter plays it in the card.
    const play = page.getByRole('button', { name: `Play video: ${youtubePost.title}` });
    await play.focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('article.chorus-card .chorus-video--playing iframe');
    await expect.poll(() => frame.count(), waitLong).toBe(1);
    expect(await frame.getAttribute('src')).toBe(`${youtubePost.embed}?autoplay=1`);
    expect(await frame.getAttribute('title')).toBe(youtubePost.title);
    // Focus moved on to the player; the card did not open the overlay.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(await page.locator('dialog.chorus-overlay[open]').count()).toBe(0);
    await expect
      .poll(() => page.frameLocator('.chorus-video--playing iframe').getByText('Player').count())
      .toBe(1);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((url) => !url.startsWith(`${player}/`))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each(['slideshow', 'kenburns'])(
    '%s: the slide shows its play control and nothing of the video host',
    async (theme) => {
      const { page, problems, others } = await openTheme(theme);
      const control = page.locator('section.chorus-slideshow .chorus-video-play');
      await expect.poll(() => control.count(), waitLong).toBeGreaterThan(0);
      expect(await page.locator('iframe').count()).toBe(0);
      expect(await control.first().getAttribute('aria-label')).toMatch(/^Play video: /);
      // The slide themes' own author block has a known contrast problem (left to them): axe
      // is asked about the video's control only.
      const violations = await seriousAxeViolations(page);
      expect(violations.filter((line) => line.includes('chorus-video'))).toEqual([]);
      expect(others).toEqual([]);
      expect(withoutOwnerCheck(problems)).toEqual([]);
      await page.close();
    },
  );

  it('overlay: no player until play is pressed; the close button and Escape unmount it', async () => {
    const { page, problems, others } = await openWall();
    const overlay = page.locator('dialog.chorus-overlay[open]');
    const frame = overlay.locator('iframe');
    for (const closeWith of ['button', 'Escape'] as const) {
      await page.getByRole('button', { name: youtubePost.title, exact: true }).click();
      await expect.poll(() => overlay.count(), waitLong).toBe(1);
      const play = overlay.getByRole('button', { name: `Play video: ${youtubePost.title}` });
      await expect.poll(() => play.count(), waitLong).toBe(1);
      expect(await frame.count()).toBe(0);
      if (closeWith === 'button') {
        expect(others).toEqual([]);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }

      await play.click();
      await expect.poll(() => frame.count(), waitLong).toBe(1);
      expect(await frame.getAttribute('src')).toBe(`${youtubePost.embed}?autoplay=1`);
      expect(others.filter((url) => !url.startsWith(`${player}/`))).toEqual([]);

      const close = overlay.getByRole('button', { name: 'Close' });
      if (closeWith === 'button') await close.click();
      else {
        // Escape reaches the dialog from anywhere in it (a key pressed inside the player's
        // frame belongs to the player).
        await close.focus();
        await page.keyboard.press('Escape');
      }
      await expect.poll(() => page.locator('dialog.chorus-overlay').count(), waitLong).toBe(0);
      expect(await page.locator('iframe').count()).toBe(0);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
