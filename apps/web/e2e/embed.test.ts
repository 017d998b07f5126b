/**
 * The embed in Chromium: a page on another loopback origin includes `/embed.js`, which frames
 * the demo wall and speaks the postMessage protocol with it; plus the page-level parameters.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningServer } from '@chorus/server';
import type { Browser, Frame, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startTestServer } from './browser.ts';
import { postIdsAt } from './theme-fixtures.ts';
import {
  addDemoPost,
  demoWall,
  displayEvent,
  publishLive,
  type FeedApiPost,
  shownPostCount,
} from './wall-fixtures.ts';

const cards = 'article.chorus-card';
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const waitLong = { timeout: 30_000 };

/**
 * A host page: a spacer, then the embed element and the loader. The frame starts in sight
 * (Chromium does not render a cross-origin frame out of sight) but ends far enough below the
 * viewport that the loader does not ask for more posts by itself. With `landmarks`, the page
 * has its own `main` and `h1` around them, as a real site's article would.
 */
function hostPage(wallAddress: string, attributes: string, landmarks = false): string {
  const content = `<div id="spacer" style="height:700px">Host page</div>
<div id="embed" data-chorus-wall="demo" ${attributes}></div>`;
  return `<!doctype html><html lang="en"><head><title>Host</title></head><body style="margin:0">
${landmarks ? `<main><h1>Host news</h1>${content}</main>` : content}
<script>
  window.chorusEvents = [];
  for (const type of ['resizeHeight', 'endArrangeAllHypes', 'endArrangeAppendHypes', 'notifyParentOfTheme']) {
    document.getElementById('embed').addEventListener('chorus:' + type, (event) => {
      window.chorusEvents.push(event.detail);
    });
  }
</script>
<script src="${wallAddress}/embed.js" async></script>
</body></html>`;
}

/** A page of a third origin, framed beside the wall, from which the test tries to command it. */
const siblingPage = '<!doctype html><html><body>Sibling</body></html>';

describe('the embed, from another origin', () => {
  let server: RunningServer;
  let browser: Browser;
  let host: Server;
  let hostOrigin: string;
  let thirdOrigin: string;
  let attributes = '';

  beforeAll(async () => {
    server = await startTestServer('embed');
    // 40 more posts than the demo's own (a dozen or more): three desktop pages of 20 at least.
    const oldest = Math.floor(Date.now() / 1000) - 86_400 * 30;
    for (let index = 0; index < 40; index += 1) {
      await addDemoPost(server, { title: `Embedded post ${index}`, createdAt: oldest + index });
    }
    await addDemoPost(server, {
      title: 'Embedded picture',
      image: { url: '/favicon.svg', width: 200, height: 100 },
    });
    host = createServer((request, response) => {
      const body =
        request.url === '/sibling'
          ? siblingPage
          : hostPage(server.address, attributes, request.url === '/host-landmarks');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const { port } = host.address() as AddressInfo;
    // The wall is on 127.0.0.1:<server port>; the host page on localhost, a third on 127.0.0.1.
    hostOrigin = `http://localhost:${port}`;
    thirdOrigin = `http://127.0.0.1:${port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => host?.close(resolve));
  });

  async function openHost(
    dataAttributes = '',
    path = '/host',
    holdWallScripts?: Promise<void>,
  ): Promise<{ page: Page; wall: Frame }> {
    attributes = dataAttributes;
    // A narrow window, so the first page's columns make a frame that ends far enough below the
    // viewport (1100 px) that the loader does not page by itself before the tests count it.
    const page = await browser.newPage({ viewport: { width: 600, height: 800 } });
    if (holdWallScripts) {
      // The wall's own scripts wait: its server-drawn page shows, and nothing in it listens yet.
      await page.route(`${server.address}/assets/*.js`, async (route) => {
        await holdWallScripts;
        await route.continue();
      });
    }
    await page.goto(`${hostOrigin}${path}`, { waitUntil: holdWallScripts ? 'commit' : 'load' });
    const frame = page.locator('#embed iframe');
    await expect.poll(() => frame.count(), waitLong).toBe(1);
    const wall = await (await frame.elementHandle())?.contentFrame();
    if (!wall) throw new Error('the embed made no frame');
    return { page, wall };
  }

  const frameHeight = (page: Page) =>
    page.locator('#embed iframe').evaluate((frame) => frame.getBoundingClientRect().height);
  const events = (page: Page, type: string) =>
    page.evaluate(
      (name) =>
        (window as unknown as { chorusEvents: { type: string }[] }).chorusEvents.filter(
          (event) => event.type === name,
        ),
      type,
    );
  const send = (page: Page, type: string, fields: object = {}) =>
    page.evaluate(
      ([name, extra]) => {
        const embed = (window as unknown as { chorusEmbed: { send: (...args: unknown[]) => void } })
          .chorusEmbed;
        embed.send(document.getElementById('embed'), name, extra);
      },
      [type, fields] as const,
    );

  it('frames the wall with embed=true and grows the frame from resizeHeight', async () => {
    const { page, wall } = await openHost();
    expect(new URL(wall.url()).searchParams.get('embed')).toBe('true');
    await expect.poll(() => wall.locator(cards).count(), waitLong).toBe(20);
    const wallHeight = () =>
      wall.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    await expect
      .poll(async () => (await frameHeight(page)) === (await wallHeight()), waitLong)
      .toBe(true);
    expect(await frameHeight(page)).toBeGreaterThan(600);
    expect((await events(page, 'resizeHeight')).length).toBeGreaterThan(0);
    expect(await events(page, 'endArrangeAllHypes')).toContainEqual(
      expect.objectContaining({ count: 20 }),
    );
    expect(await page.locator('#embed').getAttribute('data-chorus-theme')).toBe(
      await wall.locator('.chorus-wall').getAttribute('data-theme'),
    );
    // The framed page does not scroll itself: its parent does.
    expect(await wall.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await page.close();
  });

  it('loads more posts when the parent sends loadMorePosts, and as the parent scrolls', async () => {
    const { page, wall } = await openHost();
    await expect.poll(() => wall.locator(cards).count(), waitLong).toBe(20);
    // The wall pages once its first page is arranged (it says so), not on a passing height.
    await expect
      .poll(() => events(page, 'endArrangeAllHypes'), waitLong)
      .toContainEqual(expect.objectContaining({ count: 20 }));
    const before = await frameHeight(page);
    await send(page, 'loadMorePosts');
    await expect.poll(() => wall.locator(cards).count(), waitLong).toBe(40);
    await expect
      .poll(() => events(page, 'endArrangeAppendHypes'), waitLong)
      .toContainEqual(expect.objectContaining({ count: 40 }));
    await expect.poll(() => frameHeight(page), waitLong).toBeGreaterThan(before);
    // The loader pages the wall itself once its page nears the frame's end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => wall.locator(cards).count(), waitLong)
      .toBe(await shownPostCount(server));
    await page.close();
  });

  it('shows the search view when the parent sends search, even before the wall listens', async () => {
    // Sent while the server-drawn wall shows and its scripts have not run: the loader holds the
    // command until the wall's first message.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, wall } = await openHost('', '/host', held);
    await expect.poll(() => wall.locator(cards).count(), waitLong).toBe(20);
    await expect.poll(() => page.evaluate(() => 'chorusEmbed' in window), waitLong).toBe(true);
    await send(page, 'search', { query: 'Embedded picture' });
    release();
    await expect.poll(() => new URL(wall.url()).pathname, waitLong).toBe('/demo/search');
    expect(new URL(wall.url()).searchParams.get('query')).toBe('Embedded picture');
    expect(new URL(wall.url()).searchParams.get('embed')).toBe('true');
    await expect
      .poll(() => wall.locator(`${cards} .chorus-title`).allInnerTexts(), waitLong)
      .toEqual(['Embedded picture']);
    await page.close();
  });

  it('ignores commands from another frame and wall messages from another origin', async () => {
    const { page, wall } = await openHost();
    await expect.poll(() => wall.locator(cards).count(), waitLong).toBe(20);
    // A sibling frame of a third origin tries to make the wall search.
    await page.evaluate((address) => {
      const sibling = document.createElement('iframe');
      sibling.id = 'sibling';
      sibling.src = address;
      document.body.append(sibling);
      return new Promise((resolve) => sibling.addEventListener('load', resolve));
    }, `${thirdOrigin}/sibling`);
    const sibling = page.frames().find((frame) => frame.url() === `${thirdOrigin}/sibling`);
    await sibling?.evaluate(() =>
      window.parent.frames[0]?.postMessage({ chorus: 1, type: 'search', query: 'Embedded' }, '*'),
    );
    // The host page itself fakes a wall message: its origin is not the wall's.
    await page.evaluate(() =>
      window.postMessage({ chorus: 1, type: 'resizeHeight', height: 5 }, '*'),
    );
    // A real command afterwards: once it took effect, the forged ones had their chance.
    await send(page, 'loadMorePosts');
    await expect.poll(() => wall.locator(cards).count(), waitLong).toBe(40);
    await send(page, 'resize');
    await expect.poll(() => frameHeight(page), waitLong).toBeGreaterThan(600);
    expect(new URL(wall.url()).pathname).toBe('/demo');
    expect(await events(page, 'resizeHeight')).not.toContainEqual(
      expect.objectContaining({ height: 5 }),
    );
    await page.close();
  });

  it('gives a slideshow a frame as high as the window (changeEmbedParentStyle)', async () => {
    const { page, wall } = await openHost('data-theme="slideshow"');
    await expect
      .poll(() => page.locator('#embed').getAttribute('data-chorus-theme'), waitLong)
      .toBe('slideshow');
    await expect.poll(() => frameHeight(page), waitLong).toBe(800);
    // It is not sized by its posts, so it keeps its own scrolling.
    expect(await wall.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await page.close();
  });

  it('adds no second main or h1 to the host page: the wall is a region with an h2', async () => {
    const { page, wall } = await openHost('', '/host-landmarks');
    await expect.poll(() => wall.locator(cards).count(), waitLong).toBe(20);
    // The frame's content joins the host page's tree: it has no main landmark and no h1 of its
    // own, but a region named by the wall's heading, one level under the host's h1.
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Host news']);
    expect(await wall.locator('main, [role=main]').count()).toBe(0);
    expect(await wall.getByRole('heading', { level: 1 }).count()).toBe(0);
    const heading = wall.getByRole('heading', { level: 2, name: 'Wall demo' });
    expect(await heading.count()).toBe(1);
    expect(await wall.getByRole('region', { name: 'Wall demo' }).count()).toBe(1);
    // axe-core over the host page and, through its frame messaging, the wall inside it.
    // The wall is of another origin than the host page: both sides must allow axe's messages.
    const allowOrigins = `${axeSource};axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`;
    await wall.evaluate(allowOrigins);
    await page.evaluate(allowOrigins);
    const audit = await page.evaluate(async () => {
      type Violation = { id: string; impact: string; nodes: { target: unknown[] }[] };
      const { axe } = window as unknown as {
        axe: { run(options: object): Promise<{ violations: Violation[]; passes: Violation[] }> };
      };
      // A frame with axe answers at once; the long ping wait only covers a busy machine, where
      // the default 500 ms would skip the frame.
      const result = await axe.run({ iframes: true, pingWaitTime: 20_000 });
      return {
        // A node inside the frame has a target of two selectors (the frame, then the node).
        reachedFrame: result.passes.some((rule) => rule.nodes.some((n) => n.target.length > 1)),
        list: result.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes.map((node) => JSON.stringify(node.target)),
        })),
      };
    });
    expect(audit.reachedFrame).toBe(true);
    const violations = audit.list;
    const serious = violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious).toEqual([]);
    // The landmark and heading-one rules are of moderate impact: none of them may fire at all.
    const landmarkRules = [
      'landmark-no-duplicate-main',
      'landmark-one-main',
      'landmark-unique',
      'landmark-main-is-top-level',
      'page-has-heading-one',
    ];
    expect(violations.filter((violation) => landmarkRules.includes(violation.id))).toEqual([]);
    await page.close();

    // The embedding page may choose the level (data-heading-level), also for a fixed height.
    const chosen = await openHost('data-heading-level="3" data-height="700"', '/host-landmarks');
    expect(new URL(chosen.wall.url()).searchParams.get('headingLevel')).toBe('3');
    const level3 = chosen.wall.getByRole('heading', { level: 3, name: 'Wall demo' });
    await expect.poll(() => level3.count(), waitLong).toBe(1);
    // Once the posts are there, their titles sit one level below the wall's heading.
    await expect
      .poll(() => chosen.wall.locator(`${cards} h4`).count(), waitLong)
      .toBeGreaterThan(0);
    expect(await chosen.wall.locator('main, h1, h2, h3.chorus-title').count()).toBe(0);
    await chosen.page.close();
  });

  it('passes data-* options as wall parameters (noimages, noPopup)', async () => {
    const { page, wall } = await openHost('data-noimages data-no-popup');
    const address = new URL(wall.url());
    expect(address.searchParams.get('noimages')).toBe('true');
    expect(address.searchParams.get('noPopup')).toBe('true');
    await expect.poll(() => wall.locator(cards).count(), waitLong).toBe(20);
    expect(await wall.locator('.chorus-media').count()).toBeGreaterThan(0);
    expect(await wall.locator('.chorus-media img').count()).toBe(0);
    expect(await wall.locator('button.chorus-open').count()).toBe(0);
    await page.close();
  });

  it('draws the wall in the data-lang language: German "More Posts" on the mobile layout', async () => {
    const { page, wall } = await openHost('data-lang="de" data-mobile="true"');
    expect(new URL(wall.url()).searchParams.get('lang')).toBe('de');
    await expect.poll(() => wall.locator(cards).count(), waitLong).toBeGreaterThan(0);
    const more = wall.getByRole('button', { name: 'Weitere Beiträge' });
    await expect.poll(() => more.count(), waitLong).toBe(1);
    expect(await wall.getByRole('button', { name: 'More Posts' }).count()).toBe(0);
    expect(await wall.locator('html').getAttribute('lang')).toBe('de');
    await page.close();
  });

  it('ignores a data-lang that is no wall language, warning in the console', async () => {
    attributes = 'data-lang="klingon" data-mobile="true"';
    const page = await browser.newPage({ viewport: { width: 600, height: 800 } });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${hostOrigin}/host`, { waitUntil: 'load' });
    const frame = page.locator('#embed iframe');
    await expect.poll(() => frame.count(), waitLong).toBe(1);
    const wall = await (await frame.elementHandle())?.contentFrame();
    if (!wall) throw new Error('the embed made no frame');
    expect(new URL(wall.url()).searchParams.has('lang')).toBe(false);
    await expect.poll(() => wall.locator(cards).count(), waitLong).toBeGreaterThan(0);
    await expect
      .poll(() => wall.getByRole('button', { name: 'More Posts' }).count(), waitLong)
      .toBe(1);
    expect(warnings).toContainEqual(expect.stringContaining('data-lang="klingon"'));
    await page.close();
  });
});

describe('wall parameters on the page', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('params');
    await addDemoPost(server, {
      title: 'A picture post',
      image: { url: '/favicon.svg', width: 200, height: 100 },
    });
    // A link to another (closed) loopback origin, which nolinkredir must not follow.
    await addDemoPost(server, {
      title: 'A post with a link',
      description: '<p>Read <a href="http://localhost:1/elsewhere">elsewhere</a></p>',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function wallPage(query: string) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${server.address}/demo${query}`);
    await expect.poll(() => page.locator(cards).count(), waitLong).toBeGreaterThan(0);
    return { page, problems };
  }

  it('noimages blanks every image, keeping its box', async () => {
    const { page, problems } = await wallPage('?noimages=true');
    expect(await page.locator('.chorus-media').count()).toBeGreaterThan(0);
    expect(await page.locator('.chorus-wall img').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('noPopup links posts instead of opening the overlay', async () => {
    const { page } = await wallPage('?noPopup=true');
    expect(await page.locator('button.chorus-open').count()).toBe(0);
    await page
      .locator(`${cards}`)
      .first()
      .click({ position: { x: 5, y: 5 } });
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.close();
  });

  it('background paints the page: a colour, or transparent', async () => {
    const background = (page: Page) =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    // Polled: a page the server drew has it from the first paint, one drawn in the browser (the
    // server answered the shell) once the wall's effect has run.
    const red = await wallPage('?background=%23ff0000');
    await expect.poll(() => background(red.page), waitLong).toBe('rgb(255, 0, 0)');
    await red.page.close();
    const clear = await wallPage('?background=transparent');
    await expect.poll(() => background(clear.page), waitLong).toBe('rgba(0, 0, 0, 0)');
    await clear.page.close();
    const refused = await wallPage('?background=red;position:fixed');
    expect(await background(refused.page)).toBe('rgb(255, 255, 255)');
    await refused.page.close();
  });

  it('nomobilenavmenu hides the collection bar on mobile only', async () => {
    const bar = 'nav[aria-label="Collections"]';
    const mobile = await wallPage('?mobile=true');
    expect(await mobile.page.locator(bar).count()).toBe(1);
    await mobile.page.close();
    const hidden = await wallPage('?mobile=true&nomobilenavmenu=true');
    expect(await hidden.page.locator(bar).count()).toBe(0);
    await hidden.page.close();
    const desktop = await wallPage('?mobile=false&nomobilenavmenu=true');
    expect(await desktop.page.locator(bar).count()).toBe(1);
    await desktop.page.close();
  });

  it('nolinkredir keeps a post’s link from leaving the wall', async () => {
    const { page } = await wallPage('?noPopup=true&nolinkredir=true');
    const link = page.locator(`${cards} a[href="http://localhost:1/elsewhere"]`);
    expect(await link.count()).toBe(1);
    await link.click();
    // A real command afterwards proves the click was handled: the wall's own links still work.
    await page.locator('nav[aria-label="Collections"] a').first().click();
    expect(new URL(page.url()).origin).toBe(server.address);
    expect(page.context().pages()).toHaveLength(1);
    await page.close();
  });

  it('count sets the page size and offset skips the first posts', async () => {
    // The masonry flow puts its cards in column boxes, so the page's order is not the feed's:
    // compare the cards shown with the feed's own order, as sets.
    const response = await fetch(`${server.address}/api/posts?wall=demo&count=7`);
    const feed = ((await response.json()) as { posts: FeedApiPost[] }).posts.map((post) => post.id);
    const shown = async (page: Page) => (await postIdsAt(page, cards)).sort();
    // The mobile layout pages with its button only, so the first page stays what it is.
    const first = await wallPage('?mobile=true&count=5');
    await expect.poll(() => first.page.locator(cards).count(), waitLong).toBe(5);
    expect(await shown(first.page)).toEqual(feed.slice(0, 5).sort());
    await first.page.close();
    const skipped = await wallPage('?mobile=true&count=5&offset=2');
    await expect.poll(() => skipped.page.locator(cards).count(), waitLong).toBe(5);
    expect(await shown(skipped.page)).toEqual(feed.slice(2, 7).sort());
    await skipped.page.close();
  });

  it('a display event on the live channel opens that post in the overlay', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    const live = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framereceived', (frame) => {
          if (typeof frame.payload === 'string' && frame.payload.includes('"ready"')) resolve();
        });
      });
    });
    await page.goto(`${server.address}/demo`);
    await expect.poll(() => page.locator(cards).count(), waitLong).toBeGreaterThan(0);
    await live;
    const response = await fetch(`${server.address}/api/posts?wall=demo&count=20`);
    const { posts } = (await response.json()) as { posts: FeedApiPost[] };
    const shown = posts.find((post) => post.title === 'A post with a link');
    if (!shown) throw new Error('the fixture post is missing');
    const { wallId } = await demoWall(server);
    await publishLive(server, wallId, displayEvent(shown));
    const dialog = page.locator('dialog.chorus-overlay[open]');
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    expect(await dialog.getByRole('heading', { name: 'A post with a link' }).count()).toBe(1);
    await page.close();
  });
});
