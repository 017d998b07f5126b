import { PluginHost, PluginRegistrationError, validateThemes } from '@chorus/core/host';
import type { WallThemeProps } from '@chorus/theme-kit';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { masonryTheme, masonryThemeManifests as masonryThemes } from './index.ts';

describe('the masonry theme plugins', () => {
  it('are the seven masonry themes, with the spec’s legacy names', () => {
    expect(masonryThemes.map((theme) => theme.id)).toEqual([
      'standard',
      'photo',
      'photo_tall',
      'news',
      'pin',
      'inverse',
      'tano',
    ]);
    expect(masonryThemes[1]?.legacyNames).toEqual([
      'hypeTemplate_photo',
      'hypeTemplate_photo_large',
    ]);
    expect(masonryThemes[0]?.legacyNames).toEqual(['hypeTemplate', 'basic']);
    expect(validateThemes([...masonryThemes])).toEqual([]);
  });

  it('masonryTheme() installs all seven; { variants } installs the chosen ones', () => {
    expect(new PluginHost([masonryTheme()]).themes.map((theme) => theme.id)).toHaveLength(7);
    const chosen = new PluginHost([masonryTheme({ variants: ['pin', 'photo'] })]).themes;
    expect(chosen.map((theme) => theme.id)).toEqual(['pin', 'photo']);
  });

  it('refuses an unknown variant, naming the plugin and the field', () => {
    expect(() => new PluginHost([masonryTheme({ variants: ['zigzag' as 'pin'] })])).toThrow(
      PluginRegistrationError,
    );
    expect(() => new PluginHost([masonryTheme({ variants: ['zigzag' as 'pin'] })])).toThrow(
      /theme-masonry.*variants/s,
    );
  });

  it('default every option, post sizes from core (photo 340/20, news 280/2, pin 222/16...)', () => {
    const defaults = Object.fromEntries(
      masonryThemes.map((theme) => [theme.id, theme.optionsSchema.parse({})]),
    );
    expect(defaults.photo).toMatchObject({ postwidth: 340, postpadding: 20, mincolumnwidth: 225 });
    expect(defaults.news).toMatchObject({ postwidth: 280, postpadding: 2 });
    expect(defaults.pin).toMatchObject({ postwidth: 222, postpadding: 16 });
    expect(defaults.inverse).toMatchObject({ postwidth: 250, postpadding: 10 });
    expect(defaults.inverse?.fontcolor_post).not.toBe(defaults.standard?.fontcolor_post);
    for (const value of Object.values(defaults)) {
      expect(Object.values(value).every((option) => option !== undefined)).toBe(true);
    }
  });

  it('fall back to the default for a bad stored value instead of failing', () => {
    const standard = masonryThemes[0]!;
    expect(
      standard.optionsSchema.parse({ postwidth: 'wide', fontcolor_post: 'red;} body{x:y' }),
    ).toMatchObject({ postwidth: 280, fontcolor_post: '#1c1e21' });
    expect(
      standard.optionsSchema.parse({ postwidth: '300', fontcolor_post: '#333' }),
    ).toMatchObject({ postwidth: 300, fontcolor_post: '#333' });
  });

  it('show the collection bar, page by 20, insert live posts at the front; photo is image-only', () => {
    for (const theme of masonryThemes) {
      expect(theme.capabilities).toEqual({
        collectionBar: true,
        pageSize: 20,
        imageOnly: theme.id === 'photo' || theme.id === 'photo_tall',
        realtimeInsert: 'front',
        slideshowControls: false,
        planFeature: theme.id === 'standard' ? null : 'premiumDesign',
      });
    }
  });

  it('load one component, told its variant', async () => {
    const photo = masonryThemes[1]!;
    const { default: Component } = await photo.load();
    expect((await photo.load()).default).toBe(Component);
    const html = renderToStaticMarkup(
      createElement(Component as ComponentType<WallThemeProps>, {
        posts: [],
        feed: { state: { loadingMore: false } } as never,
        options: {},
        now: 0,
        card: { showAuthor: true, showShare: true, noImages: false },
        postWidth: 340,
        postPadding: 20,
        view: {
          fullscreen: false,
          mobile: false,
          expand: false,
          fitToEdge: false,
          noImageScaling: false,
          noLinkRedirect: false,
          embedded: false,
          controls: 'reduced',
        },
      }),
    );
    expect(html).toContain('chorus-masonry--photo');
  });
});
