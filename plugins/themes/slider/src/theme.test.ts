import { PluginHost, validateThemes } from '@chorus/core/host';
import { describe, expect, it } from 'vitest';
import { sliderTheme } from './index.ts';

describe('the horizontal slider theme', () => {
  const themes = new PluginHost([sliderTheme()]).themes;
  it('installs, answers to hypeTemplate_horizontal and passes core’s checks', () => {
    expect(themes.map((theme) => theme.id)).toEqual(['slider']);
    expect(themes[0]?.legacyNames).toContain('hypeTemplate_horizontal');
    expect(validateThemes(themes)).toEqual([]);
  });
  it('asks for 60 posts a page, no collection bar, live posts at the front', () => {
    expect(themes[0]?.capabilities).toMatchObject({
      pageSize: 60,
      collectionBar: false,
      realtimeInsert: 'front',
    });
  });
  it('declares the slider display options with their defaults', () => {
    expect(themes[0]?.optionsSchema.parse({})).toEqual({
      sliderwidth: 280,
      sliderpadding: 20,
      slidertextconfig: 6,
      autoscroll: false,
      ignoreReducedMotion: false,
    });
    expect(themes[0]?.optionsSchema.parse({ autoscroll: 1, sliderwidth: '320' })).toMatchObject({
      autoscroll: 1,
      sliderwidth: 320,
    });
  });
});
