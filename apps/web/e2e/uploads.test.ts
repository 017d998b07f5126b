/**
 * Owner uploads in Chromium, on a self-hosted instance: a picture uploaded in the custom post
 * composer (its progress shown while it goes) becomes the post's image, which the wall serves
 * from Chorus in every width (`srcset`) without asking any other origin; a banner picked by
 * keyboard in the personalize section shows 'Image changed successfully.' and appears above
 * the wall; an SVG is refused with 'File upload error.' and the reason. The screens with the
 * pickers are axe-clean.
 */
import { messages } from '@chorus/core';
import type { RunningServer } from '@chorus/server';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitLong } from './admin-fixtures.ts';
import {
  launchChromium,
  seriousAxeViolations,
  setupTimeout,
  signUpOwner,
  startTestServer,
  type SignedUpOwner,
} from './browser.ts';

const wall = 'uploads-wall';
const owner = { username: 'uploader', email: 'uploader@example.test', password: 'secret-pass' };

/** A photo with noise (so it weighs enough to take a while on a throttled link). */
async function noisyPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#2a9d8f',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Requests of a page to any origin but `own` (data: URLs are not requests). */
function otherOrigins(page: Page, own: string): string[] {
  const others: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== own) others.push(request.url());
  });
  return others;
}

describe('owner uploads', () => {
  let server: RunningServer;
  let browser: Browser;
  let signedUp: SignedUpOwner;

  beforeAll(async () => {
    server = await startTestServer('uploads', { CHORUS_PLANS: 'self-hosted' });
    browser = await launchChromium();
    signedUp = await signUpOwner(server, browser, owner, wall);
  }, setupTimeout);

  afterAll(async () => {
    await signedUp?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('uploads a picture in the composer with its progress, and the wall shows it in every width from Chorus only', async () => {
    const page = await signedUp.context.newPage();
    await page.goto(`${server.address}/${wall}/edit/content`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const write = panel.getByRole('button', { name: 'Write a post' });
    await expect.poll(() => write.count(), waitLong).toBe(1);
    await write.click();
    const dialog = page.getByRole('dialog', { name: 'Write a post' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    await dialog.getByLabel('Title').fill('Our stage tonight');

    // A slow link, so the upload is seen going.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    const photo = await noisyPhoto(1400, 900);
    expect(photo.byteLength).toBeGreaterThan(256 * 1024);
    await dialog
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'stage.jpg', mimeType: 'image/jpeg', buffer: photo });
    const progress = dialog.getByRole('progressbar', { name: 'Uploading: Upload an image' });
    await expect.poll(() => progress.count(), waitLong).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect
      .poll(() => dialog.getByText(messages.postImageChanged).count(), { timeout: 60_000 })
      .toBe(1);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await progress.count()).toBe(0);
    const address = await dialog.getByLabel('Image address').inputValue();
    expect(new URL(address).pathname).toMatch(/^\/media\/[0-9a-f]{64}\/600$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save post' }).click();
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: messages.postSaved }).count(),
        waitLong,
      )
      .toBe(1);

    const visitor = await browser.newPage();
    const others = otherOrigins(visitor, new URL(server.address).origin);
    await visitor.goto(`${server.address}/${wall}`);
    const image = visitor
      .locator('article.chorus-card', { hasText: 'Our stage tonight' })
      .locator('.chorus-media img');
    await expect.poll(() => image.count(), waitLong).toBe(1);
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), waitLong)
      .toBeGreaterThan(0);
    const srcset = (await image.getAttribute('srcset')) ?? '';
    const hash = new URL(address).pathname.split('/')[2];
    expect(srcset).toContain(`/media/${hash}/300 300w`);
    expect(srcset).toContain(`/media/${hash}/1200 1200w`);
    expect(await image.getAttribute('width')).toBe('1400');
    expect(await image.getAttribute('height')).toBe('900');
    expect(
      new URL(await image.evaluate((img) => (img as HTMLImageElement).currentSrc)).origin,
    ).toBe(new URL(server.address).origin);
    expect(others).toEqual([]);
    await visitor.close();

    // The content section tells the owner the space the wall's pictures take.
    const again = await signedUp.context.newPage();
    await again.goto(`${server.address}/${wall}/edit/content`);
    const usage = again.getByTestId('media-usage');
    await expect
      .poll(() => usage.getByText(/^Pictures: 1 file, \d+(\.\d)? (B|KB|MB)$/).count(), waitLong)
      .toBe(1);
    expect(await seriousAxeViolations(again)).toEqual([]);
    await again.close();
    await page.close();
  });

  it('changes the banner from a picture picked by keyboard, and refuses an SVG logo with the reason', async () => {
    const page = await signedUp.context.newPage();
    await page.goto(`${server.address}/${wall}/edit/personalize`);
    const banner = page.getByLabel('Upload a banner');
    await expect.poll(() => banner.count(), waitLong).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await banner.focus();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    const bannerPicture = await sharp({
      create: { width: 1200, height: 300, channels: 3, background: '#264653' },
    })
      .png()
      .toBuffer();
    await (
      await chooser
    ).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: bannerPicture });
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: messages.postImageChanged }).count(),
        waitLong,
      )
      .toBe(1);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle r="5"/></svg>',
    );
    await page
      .getByLabel('Upload a logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: svg });
    await expect
      .poll(
        () => page.getByRole('alert').filter({ hasText: messages.uploadError }).count(),
        waitLong,
      )
      .toBe(1);
    await expect
      .poll(() => page.getByText('The SVG format is not accepted.').count(), waitLong)
      .toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const visitor = await browser.newPage();
    const others = otherOrigins(visitor, new URL(server.address).origin);
    await visitor.goto(`${server.address}/${wall}`);
    const shown = visitor.locator('img.chorus-banner');
    await expect.poll(() => shown.count(), waitLong).toBe(1);
    expect(new URL((await shown.getAttribute('src')) ?? '').pathname).toMatch(
      /^\/media\/[0-9a-f]{64}\/1920$/,
    );
    await expect
      .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth), waitLong)
      .toBe(1200);
    expect(others).toEqual([]);
    await visitor.close();
    await page.close();
  });
});
