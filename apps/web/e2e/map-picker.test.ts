/**
 * The place picker of the connect dialog in Chromium: the X connector's "Location" feed type
 * marks its latitude, longitude and radius with core's `placePicker()`, so the dialog draws a
 * Leaflet map. Its tiles come from a loopback tile server (a tiny PNG for every tile) named by
 * CHORUS_MAP_TILE_URL, and the spec's map search ("coffee" near "Berlin", both needed) is
 * answered by a loopback fake Nominatim through Chorus. A found place fills the fields and
 * places the marker with the spec's 3500 m radius; dragging the marker and typing coordinates
 * keep map and fields in step; the map is no keyboard trap; the dialog is axe-clean at desktop
 * and phone sizes; and the X geo source connects through the fake X sign-in and crawls with the
 * picked point.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { loadConfig, startServer, type RunningServer } from '@chorus/server';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectSourceConnected,
  launchChromium,
  open,
  seriousAxeViolations,
  serveOnLoopback,
  setupTimeout,
  signUpOwner,
  testServerEnv,
  type LoopbackSite,
  type SignedUpOwner,
} from './browser.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'map-owner', email: 'map-owner@example.test', password: 'secret-pass' };
const wall = 'map-wall';
const searchFixture = fileURLToPath(
  new URL(
    '../../../plugins/connectors/twitter/src/__fixtures__/search-page-2.json',
    import.meta.url,
  ),
);

/** A 1x1 transparent PNG: every tile of the loopback tile server. */
const tilePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Nominatim's `jsonv2` answer for "coffee near Berlin": two cafés. */
const cafes = [
  {
    place_id: 1,
    lat: '52.5208000',
    lon: '13.4094000',
    category: 'amenity',
    type: 'cafe',
    display_name: 'Kaffeehaus Alex, Alexanderplatz, Berlin, Deutschland',
    boundingbox: ['52.5207500', '52.5208500', '13.4093500', '13.4094500'],
  },
  {
    place_id: 2,
    lat: '52.5000000',
    lon: '13.4000000',
    category: 'amenity',
    type: 'cafe',
    display_name: 'Rösterei Kreuzberg, Berlin, Deutschland',
    boundingbox: ['52.4999500', '52.5000500', '13.3999500', '13.4000500'],
  },
];

/** What the fakes saw. */
const seen = { tiles: 0, geocoder: [] as string[], challenge: '', search: [] as string[] };

/** The marker's place on screen. */
async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('picking a place on a map for an X location source', () => {
  let tiles: LoopbackSite;
  let network: FakeNetwork;
  let server: RunningServer;
  let browser: Browser;
  let signedIn: SignedUpOwner;

  beforeAll(async () => {
    tiles = await serveOnLoopback((request, response) => {
      if (!/^\/tiles\/\d+\/-?\d+\/-?\d+\.png$/.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      seen.tiles += 1;
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=60' });
      response.end(tilePng);
    });
    network = await startFakeNetwork([
      {
        path: '/nominatim/search',
        respond: (request) => {
          const q = request.query.get('q') ?? '';
          seen.geocoder.push(q);
          return { body: q === 'coffee near Berlin' ? cafes : [] };
        },
      },
      {
        path: '/i/oauth2/authorize',
        respond: (request) => {
          seen.challenge = request.query.get('code_challenge') ?? '';
          const back = new URL(request.query.get('redirect_uri') ?? '');
          back.searchParams.set('code', 'map-code');
          back.searchParams.set('state', request.query.get('state') ?? '');
          return {
            headers: { 'content-type': 'text/html; charset=utf-8' },
            body: `<!doctype html><title>Fake X</title><a id="allow" href="${back.toString()}">Authorize app</a>`,
          };
        },
      },
      {
        method: 'POST',
        path: '/oauth2/token',
        respond: (request) => {
          const form = new URLSearchParams(request.body);
          const challenge = createHash('sha256')
            .update(form.get('code_verifier') ?? '')
            .digest('base64url');
          if (form.get('code') !== 'map-code' || challenge !== seen.challenge) {
            return { status: 400, body: { error: 'invalid_grant' } };
          }
          return {
            body: {
              token_type: 'bearer',
              access_token: 'map-access',
              refresh_token: 'map-refresh',
              expires_in: 7200,
            },
          };
        },
      },
      {
        path: '/2/tweets/search/recent',
        respond: (request) => {
          if (request.headers.authorization !== 'Bearer map-access') {
            return { status: 401, body: { title: 'Unauthorized', status: 401 } };
          }
          seen.search.push(request.query.get('query') ?? '');
          return { fixture: searchFixture, headers: { 'content-type': 'application/json' } };
        },
      },
    ]);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-map-e2e-'));
    server = await startServer(
      loadConfig(
        testServerEnv(dataDir, {
          CHORUS_FETCH_ALLOW: '127.0.0.1/32',
          CHORUS_MAP_TILE_URL: `${tiles.origin}/tiles/{z}/{x}/{y}.png`,
          CHORUS_MAP_ATTRIBUTION: 'Loopback tiles',
          CHORUS_MAP_GEOCODER_URL: `${network.baseUrl}/nominatim`,
          CHORUS_BASE_URL_TWITTER_API: network.baseUrl,
          CHORUS_OAUTH_TWITTER_CLIENT_ID: 'map-app',
          CHORUS_OAUTH_TWITTER_CLIENT_SECRET: 'map-secret',
          CHORUS_OAUTH_TWITTER_AUTHORIZE_URL: `${network.baseUrl}/i/oauth2/authorize`,
          CHORUS_OAUTH_TWITTER_TOKEN_URL: `${network.baseUrl}/oauth2/token`,
        }),
      ),
    );
    browser = await launchChromium();
    signedIn = await signUpOwner(server, browser, owner, wall);
  }, setupTimeout);

  afterAll(async () => {
    await signedIn?.context.close();
    await browser?.close();
    await server?.stop();
    await network?.close();
    await tiles?.close();
  });

  it('searches, fills the fields, drags and types in step, and connects the X geo source', async () => {
    const { page, problems } = await open(
      signedIn.context,
      `${server.address}/${wall}/edit/content`,
    );
    const refused: string[] = [];
    await page.exposeFunction('reportRefused', (what: string) => refused.push(what));
    await page.evaluate(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void (window as unknown as { reportRefused(what: string): Promise<void> }).reportRefused(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    await panel
      .getByRole('list', { name: 'Networks' })
      .getByRole('button', { name: 'X (Twitter)' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Connect X (Twitter)' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByRole('radio', { name: 'Location' }).check();

    // The map is drawn from the loopback tile server, with the operator's attribution.
    const map = dialog.getByRole('region', { name: 'Map of the picked place' });
    await expect.poll(() => map.count(), waitLong).toBe(1);
    await expect.poll(() => seen.tiles, waitLong).toBeGreaterThan(0);
    const tileSources = await map
      .locator('img.leaflet-tile')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(tileSources.length).toBeGreaterThan(0);
    expect(tileSources.every((src) => src.startsWith(`${tiles.origin}/tiles/`))).toBe(true);
    expect(await map.getByRole('link', { name: 'Loopback tiles' }).count()).toBe(1);

    const latitude = dialog.locator('[data-field="latitude"] input');
    const longitude = dialog.locator('[data-field="longitude"] input');
    const radius = dialog.locator('[data-field="radius"] input');
    // Typed, not slid: the fields are number boxes.
    expect(await latitude.getAttribute('type')).toBe('number');
    expect(await longitude.getAttribute('type')).toBe('number');

    // The spec's map search needs both a query and a place near which to search.
    const query = dialog.getByRole('searchbox', { name: 'Search for' });
    const near = dialog.getByRole('searchbox', { name: 'Near' });
    const searchButton = dialog.getByRole('button', { name: 'Search map' });
    const specMessage = dialog.getByRole('alert').filter({
      hasText: 'please enter a valid query and near',
    });
    await searchButton.click();
    expect(await specMessage.count()).toBe(1);
    await query.fill('coffee');
    await searchButton.click();
    expect(await specMessage.count()).toBe(1);
    await query.fill('');
    await near.fill('Berlin');
    await near.press('Enter');
    expect(await specMessage.count()).toBe(1);
    expect(seen.geocoder).toEqual([]);
    // Enter searched (or refused): it did not submit the connect dialog.
    expect(await dialog.count()).toBe(1);

    // Both given: the first place found fills the fields and places the marker and circle.
    await query.fill('coffee');
    await near.press('Enter');
    await expect.poll(() => latitude.inputValue(), waitLong).toBe('52.5208');
    expect(await longitude.inputValue()).toBe('13.4094');
    // The spec's distance, 3500 m, in the field's kilometres.
    expect(await radius.inputValue()).toBe('3.5');
    expect(seen.geocoder).toEqual(['coffee near Berlin']);
    expect(await specMessage.count()).toBe(0);
    await expect
      .poll(() => dialog.getByRole('status').allInnerTexts(), waitLong)
      .toContain('Picked Kaffeehaus Alex, Alexanderplatz, Berlin, Deutschland.');
    const marker = map.locator('.place-picker__marker');
    expect(await marker.count()).toBe(1);
    expect(await map.locator('path.place-picker__radius').count()).toBe(1);
    // The spec's zoom 8.
    expect(await map.locator('img.leaflet-tile[src*="/tiles/8/"]').count()).toBeGreaterThan(0);

    // Another place from the list moves the point.
    const results = dialog.getByRole('list', { name: 'Places found' }).getByRole('button');
    expect(await results.count()).toBe(2);
    await results.nth(1).click();
    await expect.poll(() => latitude.inputValue(), waitLong).toBe('52.5');
    expect(await longitude.inputValue()).toBe('13.4');
    expect(await results.nth(1).getAttribute('aria-pressed')).toBe('true');

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await marker.scrollIntoViewIfNeeded();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await marker.scrollIntoViewIfNeeded();

    // Dragging the marker east and north moves the point the same way.
    const from = await centreOf(marker);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y - 20, { steps: 5 });
    await page.mouse.move(from.x + 60, from.y - 40, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(async () => Number(await longitude.inputValue()), waitLong)
      .toBeGreaterThan(13.4);
    expect(Number(await latitude.inputValue())).toBeGreaterThan(52.5);
    expect(await radius.inputValue()).toBe('3.5');

    // Typing coordinates moves the marker: the keyboard's way to pick a point.
    const before = await centreOf(marker);
    await latitude.focus();
    await latitude.press('ControlOrMeta+a');
    await latitude.pressSequentially('52.45');
    await longitude.focus();
    await longitude.press('ControlOrMeta+a');
    await longitude.pressSequentially('13.3');
    await expect
      .poll(async () => {
        const after = await centreOf(marker);
        return after.x < before.x && after.y > before.y;
      }, waitLong)
      .toBe(true);
    await radius.focus();
    await radius.press('ControlOrMeta+a');
    await radius.pressSequentially('2');

    // The map takes focus (arrow keys pan it) and lets it go with Tab: no keyboard trap.
    const mapBox = map.locator('.place-picker__map');
    await mapBox.focus();
    expect(await mapBox.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await mapBox.evaluate((element) => element.contains(document.activeElement))).toBe(
      false,
    );
    expect(await latitude.inputValue()).toBe('52.45');

    // Connect: the X sign-in popup, consent, and a crawl near the picked point.
    const popupOpened = page.waitForEvent('popup', waitLong);
    await dialog.getByRole('button', { name: 'Connect and sign in' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState('load');
    await popup.locator('#allow').click();
    await expect.poll(() => popup.isClosed(), waitLong).toBe(true);
    const source = panel.locator('li.source-item');
    await expectSourceConnected(page, source);
    expect(await source.locator('.source-item__label').textContent()).toBe('52.45,13.3 (2)');
    expect(seen.search.some((q) => q.includes('point_radius:[13.3 52.45 2km]'))).toBe(true);
    // Nothing the map drew was refused by the page's Content-Security-Policy.
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
