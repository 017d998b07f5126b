/**
 * Re-hosted media in Chromium: a feed on another origin carries pictures; once Chorus crawled
 * and re-hosted them, a masonry wall, its slideshow, the single-post overlay and the wall
 * embedded in a page of another origin ask nothing of any origin but Chorus's own (and the
 * embedding page's), get AVIF or WebP, and do not shift as pictures arrive.
 */
import type { RunningServer } from '@chorus/server';
import { sql } from 'kysely';
import type { Browser, Frame, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostPage,
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

/** What {@link watchOrigins} heard. */
interface Seen {
  /** Requests to an origin not listed as the page's own. */
  readonly others: string[];
  /** The content types of the media Chorus answered. */
  readonly formats: string[];
  /** The paths of those media (`/media/<hash>/<width>`). */
  readonly media: string[];
}

/**
 * Requests of a page and its frames to any origin but the `own` ones (data: URLs are not
 * requests), and the media Chorus answered.
 */
function watchOrigins(page: Page, ...own: string[]): Seen {
  const seen: Seen = { others: [], formats: [], media: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && !own.includes(url.origin)) seen.others.push(request.url());
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/media/')) {
      seen.formats.push(response.headers()['content-type'] ?? '');
      seen.media.push(pathname);
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
    let seen: Seen = { others: [], formats: [], media: [] };
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

  it('slideshow: pictures from Chorus only, with no layout shift', async () => {
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
    await expect
      .poll(() => slideImage.evaluate((img) => (img as HTMLImageElement).complete), waitLong)
      .toBe(true);
    expect(await layoutShiftOf(page)).toBe(0);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('Ken Burns: the canvas draws the size its srcset picks for the deepest zoom', async () => {
    const { page, problems, seen } = await openWall('kenburns');
    const canvas = page.locator('.chorus-kenburns-layer:not([data-leaving]) canvas');
    await expect.poll(() => canvas.getAttribute('data-ready'), waitLong).toBe('true');
    const source = await page
      .locator('.chorus-kenburns-layer:not([data-leaving]) img.chorus-kenburns-source')
      .evaluate((img) => ({
        src: (img as HTMLImageElement).currentSrc,
        srcset: img.getAttribute('srcset') ?? '',
        sizes: img.getAttribute('sizes'),
      }));
    // 120vw of a 1280 px window: the largest size of these pictures (under 1200 px wide).
    expect(source.srcset).toContain(' 300w, ');
    expect(source.sizes).toBe('120vw');
    expect(new URL(source.src).pathname).toMatch(/^\/media\/[0-9a-f]{64}\/1200$/);
    expect(new Set(seen.formats)).toEqual(new Set(['image/avif']));
    expect(seen.others).toEqual([]);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('mosaic: 45 px tiles fetch the smallest size', async () => {
    const { page, problems, seen } = await openWall('mosaic');
    const images = page.locator('button.chorus-mosaic-tile img');
    await expect.poll(() => images.count(), waitLong).toBeGreaterThan(pictures.size);
    await expect
      .poll(
        () => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)),
        waitLong,
      )
      .toBe(true);
    const shown = await images.evaluateAll((all) => [
      ...new Set(all.map((img) => (img as HTMLImageElement).currentSrc)),
    ]);
    expect(shown).toHaveLength(pictures.size);
    // Each tile's srcset picks the smallest size for 45 px and the mosaic asks for it (the list
    // drawn while the theme loads may have fetched a larger one, which Chromium may reuse).
    const hashes = shown.map((src) => {
      const match = /^\/media\/([0-9a-f]{64})\/(300|600)$/.exec(new URL(src).pathname);
      expect(new URL(src).origin).toBe(new URL(server.address).origin);
      return match?.[1];
    });
    expect(hashes.every((hash) => hash !== undefined)).toBe(true);
    expect(new Set(seen.media.filter((path) => path.endsWith('/300')))).toEqual(
      new Set(hashes.map((hash) => `/media/${hash}/300`)),
    );
    expect(new Set(seen.formats)).toEqual(new Set(['image/avif']));
    expect(seen.others).toEqual([]);
    expect(await layoutShiftOf(page)).toBe(0);
    expect(withoutOwnerCheck(problems)).toEqual([]);
    await page.close();
  });

  it('embedded in a page of another origin, the wall and its overlay ask no third origin', async () => {
    const host = await hostPage(
      `<h1>Host news</h1><div data-chorus-wall="pictures"></div>
<script src="${server.address}/embed.js" async></script>`,
    );
    try {
      const chorus = new URL(server.address).origin;
      expect(host.origin).not.toBe(chorus);
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      const seen = watchOrigins(page, chorus, host.origin);
      await page.goto(host.origin);
      const frame = page.locator('[data-chorus-wall] iframe');
      await expect.poll(() => frame.count(), waitLong).toBe(1);
      const wall: Frame | null = await (await frame.elementHandle())!.contentFrame();
      if (!wall) throw new Error('the embed made no frame');
      expect(new URL(wall.url()).origin).toBe(chorus);
      const images = wall.locator('.chorus-media img');
      await expect.poll(() => images.count(), waitLong).toBe(pictures.size);
      await expect
        .poll(
          () => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)),
          waitLong,
        )
        .toBe(true);
      for (const src of await images.evaluateAll((all) =>
        all.map((img) => (img as HTMLImageElement).currentSrc),
      )) {
        expect(new URL(src).origin).toBe(chorus);
      }
      // The listener hears the frame: the pictures it asked of Chorus were answered in AVIF.
      expect(seen.formats.length).toBeGreaterThan(0);
      expect(new Set(seen.formats)).toEqual(new Set(['image/avif']));
      expect(seen.others).toEqual([]);

      // The overlay, opened in the frame, draws its larger picture from Chorus too.
      await wall.getByRole('button', { name: 'Picture 0' }).first().click();
      const overlayImage = wall.locator('dialog.chorus-overlay[open] .chorus-media img');
      await expect.poll(() => overlayImage.count(), waitLong).toBe(1);
      await expect
        .poll(() => overlayImage.evaluate((img) => (img as HTMLImageElement).complete), waitLong)
        .toBe(true);
      expect(
        new URL(await overlayImage.evaluate((img) => (img as HTMLImageElement).currentSrc)).origin,
      ).toBe(chorus);
      expect(seen.others).toEqual([]);
      expect(problems).toEqual([]);

      // Control: a picture the frame asks of the network's own host is heard.
      await wall.evaluate((url) => {
        new Image().src = url;
      }, `${network.origin}/p1.jpg`);
      await expect.poll(() => seen.others, waitLong).toEqual([`${network.origin}/p1.jpg`]);
      await page.close();
    } finally {
      await host.close();
    }
  });
});
