// @vitest-environment node
import { PluginHost, validateThemes } from '@chorus/core/host';
import { renderThemeOnServer, serverRenderProps, testPost } from '@chorus/theme-kit/testing';
import { describe, expect, it } from 'vitest';
import { mosaicOptionsSchema, mosaicTheme, mosaicThemeManifest } from './index.ts';

const image = (n: number) => ({
  kind: 'image' as const,
  url: `https://images.example/${n}.jpg`,
  width: 600,
  height: 400,
  alt: '',
  originalUrl: null,
  embedUrl: null,
});

describe('the mosaic theme', () => {
  it('installs under its legacy name and passes core’s checks', () => {
    const themes = new PluginHost([mosaicTheme()]).themes;
    expect(themes.map((theme) => theme.id)).toEqual(['mosaic']);
    expect(themes[0]?.legacyNames).toEqual(['hypeTemplate_mosaic']);
    expect(validateThemes(themes)).toEqual([]);
  });

  it('renders its field of image tiles on the server, one tab stop, posts without image left out', async () => {
    const { default: Component } = await mosaicThemeManifest.load();
    const posts = [
      testPost('1', { title: 'First', media: [image(1)] }),
      testPost('2', { title: 'Text only' }),
      testPost('3', { title: 'Third', media: [image(3)] }),
    ];
    const html = renderThemeOnServer(Component, serverRenderProps(posts));
    // 1280x900 before measuring: 29 x 20 tiles.
    expect(html).toContain('data-columns="29"');
    expect(html).toContain('data-rows="20"');
    expect(html.match(/class="chorus-mosaic-tile"/g)).toHaveLength(580);
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toContain('https://images.example/1.jpg');
    expect(html).toContain('https://images.example/3.jpg');
    expect(html).not.toContain('Text only');
    expect(html).toContain('>Pause</button>');
    // The same props draw the same HTML (hydration matches).
    expect(renderThemeOnServer(Component, serverRenderProps(posts))).toBe(html);
  });
  it('offers a re-hosted picture’s sizes in a srcset, fetched for a 45 px tile', async () => {
    const { default: Component } = await mosaicThemeManifest.load();
    const hash = 'cd'.repeat(32);
    const posts = [
      testPost('1', {
        title: 'Hosted',
        media: [{ ...image(1), url: `/media/${hash}/600`, width: 800, height: 600 }],
      }),
    ];
    const html = renderThemeOnServer(Component, serverRenderProps(posts));
    const tile = /<button[^>]*data-post-id="1"[^>]*>(<img[^>]*>)<\/button>/.exec(html)?.[1];
    expect(tile).toContain(`src="/media/${hash}/600"`);
    expect(tile).toContain(
      `srcSet="/media/${hash}/300 300w, /media/${hash}/600 600w, /media/${hash}/1200 800w"`,
    );
    expect(tile).toContain('sizes="45px"');
    // Decorative: the tile button carries the post's name.
    expect(tile).toContain('alt=""');
    expect(html).toContain('aria-label="Hosted"');
  });

  it('draws a picture from elsewhere without a srcset', async () => {
    const { default: Component } = await mosaicThemeManifest.load();
    const html = renderThemeOnServer(
      Component,
      serverRenderProps([testPost('1', { title: 'Elsewhere', media: [image(1)] })]),
    );
    expect(html).toContain('src="https://images.example/1.jpg"');
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('sizes=');
  });

  it('declares the kit’s "ignore reduced motion" option, off by default', () => {
    expect(mosaicOptionsSchema.parse({})).toEqual({ ignoreReducedMotion: false });
    expect(mosaicOptionsSchema.parse({ ignoreReducedMotion: true })).toEqual({
      ignoreReducedMotion: true,
    });
    expect(mosaicOptionsSchema.parse({ ignoreReducedMotion: 'x' })).toEqual({
      ignoreReducedMotion: false,
    });
  });

  it('draws the kit’s Pause button and keeps animating under reduced motion only when the wall ignores it', async () => {
    const { default: Component } = await mosaicThemeManifest.load();
    const posts = [testPost('1', { title: 'First', media: [image(1)] })];
    const html = renderThemeOnServer(Component, serverRenderProps(posts));
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*data-motion="running"[^>]*>Pause</);
    expect(html).toContain('data-moving="true"');
    expect(html).not.toContain('data-animate');
    const ignoring = renderThemeOnServer(
      Component,
      serverRenderProps(posts, { options: { ignoreReducedMotion: true } }),
    );
    expect(ignoring).toContain('data-animate="true"');
  });
});
