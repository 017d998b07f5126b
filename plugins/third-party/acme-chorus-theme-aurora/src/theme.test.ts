import { PluginHost, PluginRegistrationError, validateThemes } from '@chorus/core/host';
import type { WallThemeProps } from '@chorus/theme-kit';
import { testPost } from '@chorus/theme-kit/testing';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { auroraTheme } from './index.ts';

const installed = () => new PluginHost([auroraTheme({ tagline: 'Live from the hall' })]).themes;

describe('the Aurora theme', () => {
  it('installs with its plugin options and passes core’s checks', () => {
    const themes = installed();
    expect(themes.map((theme) => theme.id)).toEqual(['aurora']);
    expect(validateThemes(themes)).toEqual([]);
    expect(themes[0]?.optionsSchema.parse({})).toEqual({
      tagline: 'Live from the hall',
      postwidth: 280,
      postpadding: 20,
    });
  });

  it('refuses a bad plugin option, naming the plugin and the field', () => {
    const tooLong = () => new PluginHost([auroraTheme({ tagline: 'x'.repeat(121) })]);
    expect(tooLong).toThrow(PluginRegistrationError);
    expect(tooLong).toThrow(/theme-aurora.*tagline/s);
  });

  it('draws the tagline and the posts', async () => {
    const theme = installed()[0]!;
    const { default: Wall } = await theme.load();
    const props = {
      posts: [testPost('1', { title: 'First post' }), testPost('2', { title: 'Second post' })],
      feed: { state: { loadingMore: false } },
      options: theme.optionsSchema.parse({}),
      now: 0,
      card: { showAuthor: true, showShare: false, noImages: false },
      postWidth: 280,
      postPadding: 20,
      view: { controls: 'reduced' },
    } as unknown as WallThemeProps;
    const html = renderToStaticMarkup(createElement(Wall as ComponentType<WallThemeProps>, props));
    expect(html).toContain('Live from the hall');
    expect(html).toContain('First post');
    expect(html).toContain('Second post');
  });
});
