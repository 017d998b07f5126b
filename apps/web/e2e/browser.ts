/**
 * Launches Debian's Chromium (never a downloaded browser) for end-to-end tests:
 * CHROMIUM_PATH, or /usr/bin/chromium.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PluginHost } from '@chorus/core/host';
import { invalidateWallsOf, loadConfig, startServer, type RunningServer } from '@chorus/server';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';

/**
 * The bound of a suite's setup (a server, a browser, a signed-up owner): generous, since the
 * machine running the tests may be busy.
 */
export const setupTimeout = 180_000;

/** Where the browser is. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts headless Chromium with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath}: run \`apt-get install -y chromium\` ` +
        'or set CHROMIUM_PATH (.ci/run installs it).',
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Tests frame 127.0.0.1 from a localhost page; Chromium's Local Network Access check
      // would block that as a public-to-local request.
      '--disable-features=LocalNetworkAccessChecks',
    ],
  });
}

// A test server's new data directory starts from PGlite's initialised cluster instead of running
// initdb (apps/server/src/db/pglite-template.ts): seconds saved per server on a busy machine.
process.env.CHORUS_PGLITE_TEMPLATE ??= '1';

/** Starts a server for a browser test on a fresh data directory named after `name`. */
export async function startTestServer(
  name: string,
  extra: Record<string, string> = {},
  plugins?: PluginHost,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `chorus-${name}-e2e-`));
  return startServer(loadConfig(testServerEnv(dataDir, extra)), plugins);
}

/**
 * The environment of a test server: a fresh data directory, any port, no logs, and the web
 * build at CHORUS_WEB_DIST when set (so parallel work can test its own build), else apps/web/dist.
 */
export function testServerEnv(
  dataDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  const webDist = process.env.CHORUS_WEB_DIST;
  return {
    PORT: '0',
    CHORUS_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The browser tests of plan gates and prompts see the hosted plans; a test of the
    // self-hosted default passes CHORUS_PLANS itself.
    CHORUS_PLANS: 'hosted',
    ...(webDist ? { CHORUS_WEB_DIST: webDist } : {}),
    ...extra,
  };
}

/** Sets a range input the way a drag does: a new value, then the input and change events. */
export async function slide(page: Page, label: string, value: number): Promise<void> {
  await page.getByLabel(label, { exact: true }).evaluate((element, next) => {
    const input = element as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, String(next));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/** A small HTTP server on 127.0.0.1 (any port): a fake feed, or another site's page. */
export interface LoopbackSite {
  /** `http://127.0.0.1:{port}`, without a trailing slash. */
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves `handler` on a free loopback port until `close`. */
export async function serveOnLoopback(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LoopbackSite> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Serves one HTML page holding `body` at `/`: a site on another origin that embeds a wall. */
export function hostPage(body: string): Promise<LoopbackSite> {
  return serveOnLoopback((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><title>Host</title></head><body>${body}</body></html>`,
    );
  });
}

/** One entry of {@link rssFeed}. */
export interface FeedEntry {
  readonly id: string;
  readonly title: string;
  readonly published: Date;
}

/** An RSS 2.0 document listing `entries`, as a news site would serve it. */
export function rssFeed(entries: readonly FeedEntry[]): string {
  const items = entries
    .map(
      (entry) => `
    <item>
      <title>${entry.title}</title>
      <link>http://news.example.test/${entry.id}</link>
      <guid>${entry.id}</guid>
      <pubDate>${entry.published.toUTCString()}</pubDate>
      <description>${entry.title}, from the loopback feed.</description>
    </item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
  <title>Loopback news</title><link>http://news.example.test/</link>
  <description>A feed served on loopback for browser tests</description>${items}
</channel></rss>`;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Serious and critical axe-core violations of the page, as "rule: target" lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const { axe } = window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } };
    const { violations } = await axe.run();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  });
}

/** Opens a page of the signed-in context, collecting page errors and failed requests. */
export async function open(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, problems };
}

/** An owner signed up through the API: calls as them, and a browser context with their session. */
export interface SignedUpOwner {
  api<T>(pathname: string, init?: RequestInit): Promise<T>;
  readonly context: BrowserContext;
}

/** Signs up `account` through the API, creates `wallName`, carries the cookie into a context. */
export async function signUpOwner(
  server: RunningServer,
  browser: Browser,
  account: { readonly username: string; readonly email: string; readonly password: string },
  wallName: string,
): Promise<SignedUpOwner> {
  const signup = await fetch(`${server.address}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.address },
    body: JSON.stringify(account),
  });
  expect(signup.status).toBeLessThan(300);
  const cookie =
    signup.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('chorus_session=')) ?? '';
  expect(cookie).not.toBe('');
  async function api<T>(pathname: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${server.address}${pathname}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        origin: server.address,
        cookie,
        ...init.headers,
      },
    });
    expect(response.ok, `${pathname} answered ${response.status}`).toBe(true);
    return (await response.json()) as T;
  }
  await api('/api/profile', {
    method: 'POST',
    body: JSON.stringify({ name: `Wall ${wallName}`, user_name: wallName }),
  });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addCookies([
    { name: 'chorus_session', value: cookie.split('=')[1] ?? '', url: server.address },
  ]);
  return { api, context };
}

/** Moves an owner to a paid plan (billing comes later, so where the plan is stored). */
export async function upgrade(server: RunningServer, username: string, plan = 'pro') {
  const rows = await server.database.db
    .updateTable('users')
    .set({ plan })
    .where('username', '=', username)
    .returning('id')
    .execute();
  // As the administrator's plan change does: the account's walls show their new features.
  for (const row of rows) await invalidateWallsOf(server.app, row.id);
}

/** A page of a wall test and what went wrong on it. */
export interface WatchedPage {
  readonly page: Page;
  /** Dialogs, page errors and console errors, in order: a wall test expects none. */
  readonly problems: string[];
}

/**
 * Opens `url` in a new page of `browser` (1280×900 unless told), failing nothing by itself but
 * collecting every dialog (dismissed), page error and console error into `problems`.
 * `prepare` runs on the page before it navigates (routes, listeners).
 */
export async function openWatched(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 900 },
  prepare?: (page: Page) => Promise<void>,
): Promise<WatchedPage> {
  const page = await browser.newPage({ viewport });
  await prepare?.(page);
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, problems };
}

/**
 * Collects `page`'s errors: page errors, console errors and dialogs (dismissed), but not the
 * browser's own note on a 4xx answer, which owner screens expect (401 before sign-in, 402 when
 * a plan is full, 400 for refused input).
 */
export function watchOwnerPage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
      return;
    problems.push(message.text());
  });
  return problems;
}

/** The page's path and query, as the app routes it. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * The problems of a slide theme's page without the one it expects: the theme asks whether the
 * viewer owns the wall (`/api/user/current`), which an anonymous viewer is answered with 401.
 */
export function withoutOwnerCheck(problems: readonly string[]): string[] {
  return problems.filter((problem) => !problem.includes('status of 401'));
}

/** Starts summing the page's layout shifts (without recent input) from its first paint on. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const holder = window as { __cls?: number };
    holder.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) holder.__cls = (holder.__cls ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift since {@link watchLayoutShift}. */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as { __cls?: number }).__cls ?? 0);
}

/**
 * Reloads the edit panel until a source's first import has finished: its health reads
 * "Connected; last imported …" and is marked `ok`.
 */
export async function expectSourceConnected(page: Page, source: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload({ waitUntil: 'networkidle' });
        return source.locator('.source-health').textContent();
      },
      { timeout: 30_000 },
    )
    .toContain('Connected; last imported');
  expect(await source.getAttribute('data-health')).toBe('ok');
}

/**
 * True once the wall's code has taken over the wall in `target` (a page or a frame): its root
 * is marked, by React (the owner app's entry) or by Preact (the wall's own entry,
 * src/wall-main.tsx, whose root holds its rendered tree as `__k`). A Preact hydration that
 * replaced or added elements says so on the console (wall-main.tsx), as React does for a
 * mismatch, and the tests fail on console errors.
 */
export function wallHydrated(target: Pick<Page, 'evaluate'>): Promise<boolean> {
  return target.evaluate(() => {
    const root = document.getElementById('root');
    return (
      root !== null &&
      Object.keys(root).some((key) => key.startsWith('__reactContainer') || key === '__k')
    );
  });
}
