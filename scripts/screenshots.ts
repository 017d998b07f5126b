/**
 * `npx tsx scripts/screenshots.ts`: takes the README's screenshots (docs/images/) of a fresh
 * install, so they show what a newcomer gets: the landing page `/`, the demo wall `/demo`, the
 * create-wall dialog of a new owner's first wall and the dashboard with that wall; and one of the
 * demo wall in every installed theme (docs/images/theme-<id>.png, shown in docs/themes.md).
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
import { chromium, type Page } from 'playwright-core';
import chorusConfig from '../chorus.config.ts';

/** What this script uses of @chorus/server (imported by name: scripts do not type its JSX). */
interface ServerModule {
  loadConfig(environment: NodeJS.ProcessEnv): unknown;
  startServer(config: unknown): Promise<{ address: string; stop(): Promise<void> }>;
}
const serverPackage = '@chorus/server';
const { loadConfig, startServer } = (await import(serverPackage)) as ServerModule;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outDir = path.resolve(values.out ?? path.join(root, 'docs/images'));

/** The desktop size every screenshot is taken at. */
const desktop = { width: 1280, height: 800 };

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
  await page.locator('tr[data-wall="summit-2026"]').waitFor();
  await settle(page);
  await page.screenshot({ path: path.join(outDir, 'dashboard.png') });
  await context.close();
  console.log(`Screenshots written to ${path.relative(root, outDir) || '.'}`);
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
