import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatFor, inspectImage, placeholderOf, renderVariant } from './process.ts';
import { animatedGif, malformedJpeg, photoWithGps, pixelFloodPng } from './test-images.ts';

describe('inspectImage', () => {
  it('reads format, size and animation from the bytes', async () => {
    expect(await inspectImage(await photoWithGps(800, 600))).toEqual({
      format: 'jpeg',
      width: 800,
      height: 600,
      animated: false,
    });
    expect(await inspectImage(await animatedGif())).toMatchObject({
      format: 'gif',
      width: 64,
      height: 48,
      animated: true,
    });
  });

  it('refuses a pixel flood before decoding it, naming its size', async () => {
    await expect(inspectImage(await pixelFloodPng(60_000, 60_000))).rejects.toThrow(
      'The picture is 60000 × 60000 pixels, more than the 50 megapixels Chorus decodes.',
    );
  });

  it('refuses bytes that are no picture, and SVG', async () => {
    await expect(inspectImage(malformedJpeg())).rejects.toThrow('(malformed image)');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(inspectImage(svg)).rejects.toThrow('The SVG format is not accepted.');
  });
});

describe('placeholderOf', () => {
  it('is a short thumbhash', async () => {
    const photo = await photoWithGps();
    const placeholder = await placeholderOf(photo, await inspectImage(photo));
    expect(Buffer.from(placeholder, 'base64').length).toBeGreaterThan(5);
    expect(Buffer.from(placeholder, 'base64').length).toBeLessThan(40);
  });
});

describe('renderVariant', () => {
  it('resizes, drops EXIF and GPS, keeps the colour profile', async () => {
    const photo = await photoWithGps(800, 600);
    const original = await sharp(photo).metadata();
    expect(original.exif).toBeDefined();
    expect(original.exif?.toString('latin1')).toContain('ChorusCam');
    const facts = await inspectImage(photo);
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const variant = await sharp(await renderVariant(photo, facts, 300, format)).metadata();
      expect(variant).toMatchObject({ width: 300, height: 225 });
      expect(variant.format).toBe(format === 'avif' ? 'heif' : format);
      expect(variant.exif).toBeUndefined();
      // The photo's own Display P3 profile, not a conversion to sRGB.
      expect(variant.icc).toEqual(original.icc);
    }
  });

  it('never enlarges', async () => {
    const photo = await photoWithGps(400, 300);
    const variant = await renderVariant(photo, await inspectImage(photo), 1920, 'webp');
    expect((await sharp(variant).metadata()).width).toBe(400);
  });

  it('keeps an animated GIF animated', async () => {
    const gif = await animatedGif();
    const facts = await inspectImage(gif);
    for (const format of ['webp', 'gif'] as const) {
      const variant = await renderVariant(gif, facts, 300, format);
      expect((await sharp(variant, { animated: true }).metadata()).pages).toBe(3);
    }
  });

  it('refuses a truncated picture with a clear error', async () => {
    const photo = await photoWithGps();
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    const facts = await inspectImage(truncated);
    await expect(renderVariant(truncated, facts, 300, 'jpeg')).rejects.toThrow(
      'The JPEG picture could not be decoded (malformed image',
    );
  });
});

describe('formatFor', () => {
  it("follows the browser's Accept", () => {
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect(formatFor(chromium, false)).toBe('avif');
    expect(formatFor('image/webp,*/*', false)).toBe('webp');
    expect(formatFor('*/*', false)).toBe('jpeg');
    expect(formatFor(undefined, false)).toBe('jpeg');
    expect(formatFor(chromium, true)).toBe('webp');
    expect(formatFor('*/*', true)).toBe('gif');
  });
});
