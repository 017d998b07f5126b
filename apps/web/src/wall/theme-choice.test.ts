import { baseCapabilities } from '@chorus/theme-kit';
import { describe, expect, it } from 'vitest';
import type { InstalledTheme } from './installed-themes.ts';
import { chooseTheme } from './theme-choice.ts';

const theme = (id: string, legacyNames: string[]): InstalledTheme => ({
  id,
  legacyNames,
  capabilities: baseCapabilities,
  defaultPostSize: { width: 280, padding: 20 },
  optionDefaults: {},
  load: () => Promise.reject(new Error('not in this test')),
});

const installed = [
  theme('aurora', ['hypeTemplate_aurora']),
  theme('standard', ['hypeTemplate']),
  theme('slideshow', ['hypeTemplate_slideshow']),
];

const chosenId = (choice: ReturnType<typeof chooseTheme>) =>
  choice.kind === 'installed' ? choice.theme.id : null;

describe('chooseTheme', () => {
  it('picks the installed theme answering to the wall theme', () => {
    expect(chosenId(chooseTheme(installed, 'hypeTemplate_slideshow'))).toBe('slideshow');
  });

  it('lets ?theme= override the wall theme', () => {
    expect(chosenId(chooseTheme(installed, 'standard', 'slideshow'))).toBe('slideshow');
  });

  it('shows the wall in its own theme when ?theme= names no installed theme', () => {
    expect(chosenId(chooseTheme(installed, 'hypeTemplate_slideshow', 'no-such-theme'))).toBe(
      'slideshow',
    );
    expect(chosenId(chooseTheme(installed, 'slideshow', 'hypeTemplate_waterfall'))).toBe(
      'slideshow',
    );
  });

  it('shows a stored theme that is unknown or not installed in the default installed theme', () => {
    expect(chosenId(chooseTheme(installed, 'hypeTemplate_waterfall'))).toBe('standard');
    expect(chosenId(chooseTheme(installed, 'no-such-theme', 'nor-this'))).toBe('standard');
    expect(chosenId(chooseTheme([installed[0]!], 'gone'))).toBe('aurora');
  });

  it('falls back to the simple layout only when no theme is installed', () => {
    expect(chooseTheme([], 'standard')).toMatchObject({
      kind: 'fallback',
      capabilities: { collectionBar: true, pageSize: 20 },
      defaultPostSize: { width: 280, padding: 20 },
    });
  });
});
