/**
 * `npx tsx scripts/screenshots.ts`: takes the README's screenshots (docs/images/) of a fresh
 * install, so they show what a newcomer gets: the landing page `/`, the demo wall `/demo`, the
 * create-wall dialog of a new owner's first wall and the dashboard with that wall; and one of the
 * demo wall in every installed theme (docs/images/theme-<id>.png, shown in docs/themes.md).
 *
 * Then the owner's guide (docs/owner-guide.md, docs/images/owner-*.png): an owner who has taken
 * over the seeded demo wall, with a second wall and posts waiting for approval; the dashboard as
 * cards and as a table, each section of the edit panel (content, personalize, moderate, publish,
 * analyze), and moderation's waiting (private) posts at desktop and phone (390×844) size. Other
 * work redesigns these screens: the waits are on addresses, roles, headings and the posts' own
 * words, never on class names.
 *
 * It starts a server on a temporary data directory (the demo wall is seeded there) with the
 * web build of apps/web/dist (or CHORUS_WEB_DIST: build it first), and drives Debian's
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Options: `--out <dir>` writes elsewhere.
 */
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PluginHost } from '@chorus/core/host';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import chorusConfig from '../chorus.config.ts';

/** What this script uses of @chorus/server (imported by name: scripts do not type its JSX). */
interface ServerModule {
  loadConfig(environment: NodeJS.ProcessEnv): unknown;
  startServer(config: unknown): Promise<{ address: string; stop(): Promise<void> }>;
}
const serverPackage = '@chorus/server';
const { loadConfig, startServer } = (await import(serverPackage)) as ServerModule;

/**
 * The browser tests' fixtures (apps/web/e2e/wall-fixtures.ts), which seed the server the way its
 * own crawl and sign-up do: what this script uses of them (imported by address, like the server).
 */
interface Fixtures {
  demoOwnerContext(
    server: unknown,
    browser: Browser,
    account: { readonly username: string; readonly email: string; readonly password: string },
  ): Promise<BrowserContext>;
  addDemoPost(
    server: unknown,
    input: {
      readonly title: string;
      readonly description?: string;
      readonly state?: 'approved' | 'pending';
      readonly createdAt?: number;
    },
  ): Promise<string>;
}
const fixturesModule = new URL('../apps/web/e2e/wall-fixtures.ts', import.meta.url).href;
const { demoOwnerContext, addDemoPost } = (await import(fixturesModule)) as Fixtures;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outDir = path.resolve(values.out ?? path.join(root, 'docs/images'));

/** The desktop size every screenshot is taken at. */
const desktop = { width: 1280, height: 800 };
/** The phone size of the owner guide's moderation screenshot. */
const phone = { width: 390, height: 844 };

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Every picture drawn (the demo's are served by Chorus itself).
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
}

/** Like settle, for the pictures in view only (a theme loads the others lazily, or never). */
async function settleInView(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((image) => image.complete && image.naturalWidth > 0),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/** settleInView for the page and every frame in it (the edit panel's wall preview). */
async function settleWithFrames(page: Page): Promise<void> {
  await settleInView(page);
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    await frame.waitForLoadState('networkidle').catch(() => undefined);
    await frame
      .waitForFunction(
        () =>
          [...document.images]
            .filter((image) => image.getBoundingClientRect().width > 0)
            .every((image) => image.complete && image.naturalWidth > 0),
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
  }
}

/** Waits until nothing on the page says it is still loading (`aria-busy`). */
async function notBusy(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

/** A dashboard wall, in either view: its edit link (the same address in the table and cards). */
function wallEditLink(page: Page, userName: string) {
  return page.locator(`a[href="/${userName}/edit"]`).first();
}

/** Waiting posts for the moderation screenshots: what a wall's visitors might send. */
const waitingPosts = [
  {
    title: 'Front row for the keynote!',
    description: '<p>Front row seats and the stage lights just came on. #summit2026</p>',
  },
  {
    title: 'Coffee queue report',
    description: '<p>The coffee queue is moving fast this morning, well done crew ☕</p>',
  },
  {
    title: 'Workshop B is full',
    description: '<p>Workshop B is full already; is there a second session later today?</p>',
  },
  {
    title: 'Hello from the back row',
    description: '<p>Greetings from the back row, the sound is great up here too.</p>',
  },
] as const;

/** Any waiting post's title, as the moderation screens show it (a list, or one at a time). */
const waitingTitles = new RegExp(
  waitingPosts.map((post) => post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
);
function aWaitingPost(page: Page) {
  return page.getByText(waitingTitles).first();
}

/**
 * The owner guide's screenshots: an owner of the demo wall (handed over as the moderation tests
 * do), a second wall of theirs and posts waiting for approval on the demo wall.
 */
async function ownerGuideShots(browser: Browser, server: { address: string }): Promise<void> {
  const owner = await demoOwnerContext(server, browser, {
    username: 'ravipatel',
    email: 'ravi@example.test',
    password: 'a-long-passphrase',
  });
  const context = await browser.newContext({ viewport: desktop, reducedMotion: 'reduce' });
  await context.addCookies(await owner.cookies());
  await owner.close();
  const page = await context.newPage();
  const created = await page.request.post(`${server.address}/api/profile`, {
    headers: { origin: server.address },
    data: { name: 'Summer Festival', user_name: 'summer-festival' },
  });
  if (!created.ok()) throw new Error(`Creating a second wall answered ${created.status()}`);
  const now = Math.floor(Date.now() / 1000);
  for (const [index, post] of waitingPosts.entries()) {
    await addDemoPost(server, { ...post, state: 'pending', createdAt: now - 60 * (index + 1) });
  }

  // The dashboard as a table, then as cards (the view switch is a pair of toggle buttons).
  await page.goto(`${server.address}/admin`);
  await wallEditLink(page, 'demo').waitFor();
  for (const [view, file] of [
    ['Table', 'owner-dashboard-table.png'],
    ['Cards', 'owner-dashboard-cards.png'],
  ] as const) {
    const toggle = page.getByRole('button', { name: view, exact: true });
    if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-pressed')) !== 'true') {
      await toggle.click();
    }
    await wallEditLink(page, 'demo').waitFor();
    await wallEditLink(page, 'summer-festival').waitFor();
    await notBusy(page);
    await settleInView(page);
    // The cards run below the window: the whole page shows them whole.
    await page.screenshot({ path: path.join(outDir, file), fullPage: view === 'Cards' });
  }

  // Each section of the edit panel, opened by its address; its heading names it.
  for (const [segment, heading] of [
    ['content', 'Content'],
    ['personalize', 'Personalize'],
    ['moderate', 'Moderate'],
    ['publish', 'Publish'],
    ['analyze', 'Analyze'],
  ] as const) {
    await page.goto(`${server.address}/demo/edit/${segment}`);
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    await notBusy(page);
    await settleWithFrames(page);
    await page.screenshot({ path: path.join(outDir, `owner-edit-${segment}.png`) });
  }

  // Moderation with the waiting posts, on a desktop and on a phone.
  for (const [size, file] of [
    [desktop, 'owner-moderation.png'],
    [phone, 'owner-moderation-phone.png'],
  ] as const) {
    await page.setViewportSize(size);
    // The posts waiting for approval are the moderation's Private Posts.
    await page.goto(`${server.address}/demo/edit/moderate/private`);
    await aWaitingPost(page).waitFor();
    await notBusy(page);
    // The waiting posts are below the wall preview on a phone, and down the panel's own scroll
    // on a desktop: the first one (its list item, or the one card shown) is brought into view.
    const listed = page.getByRole('listitem').filter({ hasText: waitingTitles }).first();
    const first = (await listed.count()) > 0 ? listed : aWaitingPost(page);
    await first.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await settleInView(page);
    await page.screenshot({ path: path.join(outDir, file) });
  }
  await context.close();
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'chorus-screenshots-'));
const server = await startServer(
  loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    CHORUS_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CHORUS_DEMO: 'true',
    CHORUS_WORKERS: '0',
  }),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await mkdir(outDir, { recursive: true });
  const context = await browser.newContext({ viewport: desktop, reducedMotion: 'reduce' });
  const page = await context.newPage();

  await page.goto(`${server.address}/`);
  await page.frameLocator('iframe[title="Demo wall preview"]').locator('img').first().waitFor();
  await settle(page);
  for (const frame of page.frames()) {
    await frame.waitForLoadState('networkidle');
    await frame.waitForFunction(() =>
      [...document.images].every((image) => image.complete && image.naturalWidth > 0),
    );
  }
  await page.screenshot({ path: path.join(outDir, 'index.png') });

  await page.goto(`${server.address}/demo`);
  await page.locator('img').first().waitFor();
  await settle(page);
  await page.screenshot({ path: path.join(outDir, 'demo-wall.png') });

  // The demo wall in every installed theme (reduced motion: the moving ones hold still).
  for (const theme of new PluginHost(chorusConfig.plugins).themes) {
    await page.goto(`${server.address}/demo?theme=${encodeURIComponent(theme.id)}`);
    await page.locator(`.chorus-wall[data-theme="${theme.id}"]`).waitFor();
    await settleInView(page);
    await page.screenshot({ path: path.join(outDir, `theme-${theme.id}.png`) });
  }

  // A new owner: sign up, then create a wall from the event template.
  await page.goto(`${server.address}/signup`);
  await page.getByLabel('Username').fill('mayalin');
  await page.getByLabel('E-mail').fill('mayalin@example.test');
  await page.getByLabel('Password').fill('a-long-passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Create your first wall' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a wall' });
  await dialog.getByLabel('Name').fill('Summit 2026');
  await dialog.getByRole('radio', { name: 'Event wall' }).check();
  await page.screenshot({ path: path.join(outDir, 'create-wall.png') });
  await dialog.getByRole('button', { name: 'Create wall' }).click();
  await page.waitForURL(/\/summit-2026\/edit/);
  await page.goto(`${server.address}/admin`);
  // The wall's edit link: in the table and in the cards alike.
  await wallEditLink(page, 'summit-2026').waitFor();
  await settle(page);
  await page.screenshot({ path: path.join(outDir, 'dashboard.png') });
  await context.close();

  await ownerGuideShots(browser, server);
  console.log(`Screenshots written to ${path.relative(root, outDir) || '.'}`);
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
