import { PluginHost, validateThemes } from '@chorus/core/host';
import { describe, expect, it } from 'vitest';
import { realtimeGridTheme } from './index.ts';

describe('the realtime grid theme', () => {
  const themes = new PluginHost([realtimeGridTheme()]).themes;
  it('installs, answers to hypeTemplate_realtime and passes core’s checks', () => {
    expect(themes.map((theme) => theme.id)).toEqual(['realtime-grid']);
    expect(themes[0]?.legacyNames).toContain('hypeTemplate_realtime');
    expect(validateThemes(themes)).toEqual([]);
  });
  it('asks for 60 posts a page, no collection bar, live posts at the front', () => {
    expect(themes[0]?.capabilities).toMatchObject({
      pageSize: 60,
      collectionBar: false,
      realtimeInsert: 'front',
    });
  });
  it('declares the grid display options with the spec defaults', () => {
    expect(themes[0]?.optionsSchema.parse({})).toEqual({
      gridwidth: 300,
      gridheight: 300,
      gridpadding: 10,
      transitionDelay: 15000,
      ignoreReducedMotion: false,
    });
  });
});
