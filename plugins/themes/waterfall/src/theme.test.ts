import { PluginHost, validateThemes } from '@chorus/core/host';
import { describe, expect, it } from 'vitest';
import {
  defaultWaterfallPaddingPx,
  defaultWaterfallPostWidthPx,
  waterfallColumnCount,
  waterfallColumns,
  waterfallStepMs,
  waterfallTheme,
} from './index.ts';

describe('the waterfall themes', () => {
  it('installs Waterfall and Waterfall events with their legacy names and passes core’s checks', () => {
    const themes = new PluginHost([waterfallTheme()]).themes;
    expect(themes.map((theme) => theme.id)).toEqual(['waterfall', 'waterfall_events']);
    expect(themes.map((theme) => theme.legacyNames)).toEqual([
      ['hypeTemplate_waterfall'],
      ['hypeTemplate_waterfall_events'],
    ]);
    expect(validateThemes(themes)).toEqual([]);
    for (const theme of themes) {
      expect(theme.defaultPostSize).toEqual({ width: 250, padding: 10 });
      expect(theme.optionsSchema.parse({})).toEqual({
        waterfallSpeed: 100000,
        ignoreReducedMotion: false,
      });
    }
    expect([defaultWaterfallPostWidthPx, defaultWaterfallPaddingPx]).toEqual([250, 10]);
  });
});

describe('waterfall layout math', () => {
  it('fits columns of post width plus padding into the window', () => {
    expect(waterfallColumnCount(1280, 250, 10)).toBe(4);
    expect(waterfallColumnCount(390, 250, 10)).toBe(1);
    expect(waterfallColumnCount(100, 250, 10)).toBe(1);
  });
  it('deals posts newest first across the columns', () => {
    const posts = ['1', '2', '3', '4', '5'].map((id) => ({ id }));
    expect(waterfallColumns(posts, 2).map((column) => column.map((post) => post.id))).toEqual([
      ['1', '3', '5'],
      ['2', '4'],
    ]);
  });
  it('times a 500 px step from the speed over a 10000 px sample', () => {
    expect(waterfallStepMs(100000)).toBe(5000);
    expect(waterfallStepMs(50000)).toBe(2500);
    expect(waterfallStepMs(1000)).toBe(5000);
  });
});
