/**
 * Re-hosted media in Chromium: a feed on another origin carries pictures; once Chorus crawled
 * and re-hosted them, a masonry wall, its slideshow and the single-post overlay ask nothing of
 * any origin but Chorus's own, get AVIF or WebP, and do not shift as pictures arrive.
 */
import type { RunningServer } from '@chorus/server';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  layoutShiftOf,
  openWatched,
  serveOnLoopback,
  startTestServer,
  watchLayoutShift,
  withoutOwnerCheck,
  type LoopbackSite,
} from './browser.ts';
import { addWall } from './wall-fixtures.ts';

const waitLong = { timeout: 45_000 };
const colours = ['#e76f51', '#2a9d8f', '#264653', '#e9c46a'];

/** A photo of `width` × `height` in one colour with a band, as a network would serve it. */
function photo(index: number): Promise<Buffer> {
  const [width, height] = [900 + index * 40, 600 + ((index * 90) % 300)];
  return sharp({
    create: { width, height, channels: 3, background: colours[index % colours.length]! },
  })
    .composite([
      {
        input: { create: { width, height: 80, channels: 3, background: '#ffffff' } },
        top: 40,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();
}

/** An RSS feed of one post per picture, each picture an enclosure on the feed's own host. */
function feedOf(origin: string, paths: readonly string[]): string {
  const items = paths.map(
    (picture, index) => `<item><guid>pic-${index}</guid><title>Picture ${index}</title>
  <link>http://news.example.test/pic-${index}</link><description>Picture number ${index}</description>
  <pubDate>${new Date(Date.now() - index * 60_000).toUTCString()}</pubDate>
  <enclosure url="${origin}${picture}" type="image/jpeg" length="1"/></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Pictures</title>
<link>http://news.example.test/</link><description>Loopback pictures</description>${items.join('')}</channel></rss>`;
}

/** Requests of a page to any origin but `own` (data: URLs are not requests). */
function watchOrigins(page: Page, own: string): { others: string[]; formats: string[] } {
  const seen = { others: [] as string[], formats: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== own) seen.others.push(request.url());
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/')) {
      seen.formats.push(response.headers()['content-type'] ?? '');
    }
  });
  return seen;
}

describe('re-hosted media in Chromium', () => {
  let server: RunningServer;
  let network: LoopbackSite;
  let browser: Browser;
  const pictures = new Map<string, Buffer>();

  beforeAll(async () => {
    for (let index = 0; index < 6; index++) pictures.set(`/p${index}.jpg`, await photo(index));
    network = await serveOnLoopback((request, response) => {
      const path = (request.url ?? '/').split('?')[0]!;
      if (path === '/feed') {
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        response.end(feedOf(network.origin, [...pictures.keys()]));
        return;
      }
      const bytes = pictures.get(path);
      response.writeHead(bytes ? 200 : 404, { 'content-type': 'image/jpeg' });
      response.end(bytes ?? '');
    });
    server = await startTestServer('media', {
      CHORUS_FETCH_ALLOW: '127.0.0.1/32',
      CHORUS_CRAWL_INTERVAL_SECONDS: '10',
      CHORUS_PLANS: 'self-hosted',
    });
    await addWall(server, 'pictures');
    const db = server.database.db;
    const wall = await db
      .selectFrom('walls')
      .select('id')
      .where('user_name', '=', 'pictures')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sources')
      .values({
        wall_id: wall.id,
        network: 'rss',
        feed_type: 'url',
        label: 'Pictures',
        options: sql`cast(${JSON.stringify({ url: `${network.origin}/feed` })} as jsonb)` as never,
      })
      .execute();
    // The scheduler finds the new source due and crawls it; the media jobs follow.
    const hosted = async () =>
      (
        await sql<{ count: number }>`
          select count(*)::int as count from posts, jsonb_each(posts.hosted_media) as entry
           where posts.wall_id = ${wall.id} and entry.value ? 'hash'`.execute(db)
      ).rows[0]?.count ?? 0;
    const deadline = Date.now() + 60_000;
    while ((await hosted()) < pictures.size) {
      if (Date.now() > deadline) throw new Error('The pictures were not re-hosted in time.');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await network?.close();
  });

  /** Opens the pictures wall in a theme, watching its requests and its layout shifts. */
  async function openWall(theme: string) {
    let seen = { others: [] as string[], formats: [] as string[] };
    const opened = await openWatched(
      browser,
      `${server.address}/pictures?theme=${theme}`,
      { width: 1280, height: 800 },
      async (page) => {
        seen = watchOrigins(page, new URL(server.address).origin);
        await watchLayoutShift(page);
      },
    );
    return { ...opened, seen };
  }

  it('masonry: pictures from Chorus only, in AVIF, with their boxes reserved', async () => {
    const { page, problems, seen } = await openWall('masonry');
    const images = page.locator('.chorus-media img');
    await expect.poll(() => images.count(), waitLong).toBe(pictures.size);
    await expect
      .poll(() =>
        images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true);
    const sources = await images.evaluateAll((all) =>
      all.map((img) => ({
        src: (img as HTMLImageElement).currentSrc,
        srcset: img.getAttribute('srcset') ?? '',
        width: (img as HTMLImageElement).naturalWidth,
      })),
    );
    for (const source of sources) {
      expect(new URL(source.src).pathname).toMatch(/^\/media\/[0-9a-f]{64}\/(300|600|1200)$/);
      expect(source.srcset).toContain(' 300w');
      expect(source.width).toBeGreaterThan(0);
    }
    expect(seen.formats.length).toBeGreaterThan(0);
    expect(new Set(seen.formats)).toEqual(new Set(['image/avif']));
    expect(seen.others).toEqual([]);
    expect(await layoutShiftOf(page)).toBe(0);

    // The overlay draws the larger size, still from Chorus.
    await page.getByRole('button', { name: 'Picture 0' }).first().click();
    const overlayImage = page.locator('dialog.chorus-overlay[open] .chorus-media img');
    await expect.poll(() => overlayImage.count(), waitLong).toBe(1);
    await expect
      .poll(() => overlayImage.evaluate((img) => (img as HTMLImageElement).complete))
      .toBe(true);
    expect(seen.others).toEqual([]);
    expect(problems).toEqual([]);

    // Control: the listener does see a picture asked of the network's own host.
    await page.evaluate((url) => {
      new Image().src = url;
    }, `${network.origin}/p0.jpg`);
    await expect.poll(() => seen.others, waitLong).toEqual([`${network.origin}/p0.jpg`]);
    await page.close();
  });

  it('slideshow: pictures from Chorus only', async () => {
    const { page, problems, seen } = await openWall('slideshow');
    await expect.poll(() => page.locator('section.chorus-slideshow').count(), waitLong).toBe(1);
    await expect.poll(() => seen.formats.length, waitLong).toBeGreaterThan(0);
    // A slide fills the screen: its picture offers every size up to its own width.
    const slideImage = page.locator('section.chorus-slideshow .chorus-slide-media img').first();
    const srcset = (await slideImage.getAttribute('srcset')) ?? '';
    expect(srcset).toContain(' 300w, ');
    expect(srcset.endsWith(` ${await slideImage.getAttribute('width')}w`)).toBe(true);
    expect(seen.formats.every((type) => type === 'image/avif' || type === 'image/webp')).toBe(true);
    expect(seen.others).toEqual([]);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });
});
