// @vitest-environment node
import { PluginHost, validateThemes } from '@chorus/core/host';
import { renderThemeOnServer, serverRenderProps, testPost } from '@chorus/theme-kit/testing';
import { describe, expect, it } from 'vitest';
import { mosaicTheme, mosaicThemeManifest } from './index.ts';

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
});
