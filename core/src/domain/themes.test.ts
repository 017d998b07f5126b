import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { themeFromLegacyName, themeIdSchema, themeIds, themes } from './themes.ts';

describe('themeFromLegacyName: every spec theme name maps to a theme, unset → standard', () => {
  it.each([
    ['hypeTemplate', 'standard'],
    ['hypeTemplate_photo', 'photo'],
    ['hypeTemplate_photo_large', 'photo'],
    ['hypeTemplate_photo_tall', 'photo_tall'],
    ['hypeTemplate_news', 'news'],
    ['hypeTemplate_pin', 'pin'],
    ['hypeTemplate_horizontal', 'horizontal'],
    ['hypeTemplate_inverse', 'inverse'],
    ['hypeTemplate_realtime', 'realtime'],
    ['hypeTemplate_slideshow', 'slideshow'],
    ['hypeTemplate_slideshow_kenburns', 'kenburns'],
    ['hypeTemplate_tano', 'tano'],
    ['hypeTemplate_slideshow_qa', 'qa'],
    ['hypeTemplate_waterfall', 'waterfall'],
    ['hypeTemplate_waterfall_events', 'waterfall_events'],
    ['hypeTemplate_mosaic', 'mosaic'],
    ['basic', 'standard'],
    ['event', 'waterfall_events'],
    ['mosaic', 'mosaic'],
  ])('%s → %s', (name, theme) => {
    expect(themeFromLegacyName(name)).toBe(theme);
  });
  it('falls back to standard', () => {
    expect(themeFromLegacyName(undefined)).toBe('standard');
    expect(themeFromLegacyName('')).toBe('standard');
    expect(themeFromLegacyName('hypeTemplate_unknown')).toBe('standard');
  });
});

describe('themes: collection bar, large page size and packages', () => {
  it('hides the collection bar for full-screen themes', () => {
    const hidden = themeIds.filter((id) => !themes[id].showsCollectionBar);
    expect(hidden).toEqual([
      'horizontal',
      'realtime',
      'slideshow',
      'kenburns',
      'qa',
      'waterfall',
      'waterfall_events',
      'mosaic',
    ]);
  });
  it('requests 60 posts for waterfall, slideshow, realtime, horizontal and variants', () => {
    const large = themeIds.filter((id) => themes[id].isLarge);
    expect(large).toEqual([
      'horizontal',
      'realtime',
      'slideshow',
      'kenburns',
      'qa',
      'waterfall',
      'waterfall_events',
    ]);
  });
  it('puts the masonry variants in one package', () => {
    const masonry = themeIds.filter((id) => themes[id].package === 'masonry');
    expect(masonry).toEqual(['standard', 'photo', 'photo_tall', 'news', 'pin', 'inverse', 'tano']);
  });
  it('converts to JSON schema', () => {
    expect(z.toJSONSchema(themeIdSchema)).toMatchObject({ title: 'Theme', enum: [...themeIds] });
  });
});
