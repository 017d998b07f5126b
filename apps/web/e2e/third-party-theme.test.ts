/**
 * The done-when test of open theme identity, in Chromium: a theme whose id appears nowhere in
 * core, from a package not named `@chorus/*` (@acme/chorus-theme-aurora), installed with a
 * plugin option by one line in a plugin list. The web app is built from that list (the build
 * reads the evaluated plugin list through CHORUS_CONFIG) and the server runs it; a wall set to
 * the theme shows the installer's tagline above its posts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PluginHost } from '@chorus/core/host';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import auroraConfig, { auroraTagline } from './aurora.config.ts';
import { launchChromium, seriousAxeViolations, setupTimeout, testServerEnv } from './browser.ts';
import { addDemoPost } from './wall-fixtures.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const waitLong = { timeout: 30_000 };

/** Builds the web app from the aurora plugin list into a folder of its own. */
function buildWall(outDir: string): void {
  const build = spawnSync(
    path.join(webRoot, '../../node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: webRoot,
      env: { ...process.env, CHORUS_CONFIG: 'apps/web/e2e/aurora.config.ts', NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: setupTimeout,
    },
  );
  if (build.status !== 0)
    throw new Error(`The aurora build failed:\n${build.stdout}${build.stderr}`);
}

describe('a third-party theme on the wall', () => {
  let outDir: string;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'chorus-aurora-web-'));
    buildWall(outDir);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-aurora-e2e-'));
    server = await startServer(
      loadConfig(testServerEnv(dataDir, { CHORUS_WEB_DIST: outDir })),
      new PluginHost(auroraConfig.plugins),
    );
    await server.database.db
      .updateTable('walls')
      .set({ theme: 'aurora' })
      .where('user_name', '=', 'demo')
      .execute();
    // Announced as a crawl does, which also drops the wall's cached pages.
    await addDemoPost(server, { title: 'Lights over the fjord' });
    browser = await launchChromium();
    context = await browser.newContext();
  }, setupTimeout);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('draws the wall in the installed theme, with the installer’s option, passing axe', async () => {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${server.address}/demo`, { waitUntil: 'networkidle' });
    const wall = page.locator('.chorus-theme-aurora');
    await expect.poll(() => wall.count(), waitLong).toBe(1);
    await expect
      .poll(() => wall.locator('.chorus-theme-aurora-tagline').textContent(), waitLong)
      .toBe(auroraTagline);
    await expect
      .poll(() => wall.getByRole('heading', { name: 'Lights over the fjord' }).count(), waitLong)
      .toBe(1);
    expect(await page.locator('[data-theme]').getAttribute('data-theme')).toBe('aurora');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('lists the theme in the server’s registry beside the built-in ones', async () => {
    const response = await fetch(`${server.address}/api/plugins`);
    expect(response.ok).toBe(true);
    const body = (await response.json()) as { themes: { id: string; displayName: string }[] };
    expect(body.themes.map((theme) => theme.id)).toContain('aurora');
  });
});
