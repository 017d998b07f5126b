import { describe, expect, it } from 'vitest';
import type { InstalledTheme } from './installed-themes.ts';
import { chooseTheme } from './theme-choice.ts';

const theme = (id: string, legacyNames: string[]): InstalledTheme => ({
  id,
  legacyNames,
  displayName: id,
  capabilities: {
    collectionBar: true,
    pageSize: 20,
    imageOnly: false,
    realtimeInsert: 'front',
    slideshowControls: false,
  },
  optionDefaults: {},
  load: () => Promise.reject(new Error('not in this test')),
});

const installed = [
  theme('masonry', ['hypeTemplate', 'standard']),
  theme('slideshow', ['hypeTemplate_slideshow']),
];

describe('chooseTheme', () => {
  it('picks the installed theme answering to the wall theme', () => {
    const choice = chooseTheme(installed, 'hypeTemplate_slideshow');
    expect(choice.kind === 'installed' && choice.theme.id).toBe('slideshow');
  });

  it('lets ?theme= override the wall theme', () => {
    const choice = chooseTheme(installed, 'standard', 'slideshow');
    expect(choice.kind === 'installed' && choice.theme.id).toBe('slideshow');
  });

  it('falls back to the simple layout with core capabilities when nothing installed matches', () => {
    const choice = chooseTheme([], 'hypeTemplate_waterfall');
    expect(choice).toMatchObject({ kind: 'fallback', coreId: 'waterfall' });
    expect(choice.kind === 'fallback' && choice.capabilities.collectionBar).toBe(false);
    expect(chooseTheme([], 'standard', 'no-such-theme')).toMatchObject({ coreId: 'standard' });
  });

  it('lets ?theme= name a known theme no package draws, over an installed wall theme', () => {
    const choice = chooseTheme(installed, 'standard', 'hypeTemplate_waterfall');
    expect(choice).toMatchObject({ kind: 'fallback', coreId: 'waterfall' });
  });
});
