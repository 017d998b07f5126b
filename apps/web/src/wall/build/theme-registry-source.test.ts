import { describe, expect, it } from 'vitest';
import { themeRegistrySource } from './theme-registry-source.ts';

const masonry = {
  packageName: '@chorus/theme-masonry',
  exportName: 'masonryTheme',
  id: 'masonry',
  legacyNames: ['hypeTemplate'],
  displayName: 'Masonry',
  capabilities: { collectionBar: true },
  optionDefaults: { postwidth: 280 },
};

describe('themeRegistrySource', () => {
  it('lists no theme when none is installed', () => {
    expect(themeRegistrySource([])).toContain('export const installedThemes = [\n\n];');
  });

  it('inlines each manifest and loads the package only on demand', () => {
    const source = themeRegistrySource([masonry]);
    expect(source).toContain('"id":"masonry"');
    expect(source).toContain(
      'load: () => import("@chorus/theme-masonry").then((module) => module.masonryTheme.load())',
    );
    expect(source).not.toMatch(/^import /m);
  });

  it('loads through the package’s wall entry when it has one', () => {
    const source = themeRegistrySource([{ ...masonry, importPath: '@chorus/theme-masonry/wall' }]);
    expect(source).toContain(
      'load: () => import("@chorus/theme-masonry/wall").then((module) => module.masonryTheme.load())',
    );
  });

  it('refuses names that are not a theme package export', () => {
    expect(() =>
      themeRegistrySource([{ ...masonry, importPath: '@chorus/theme-masonry/../../x' }]),
    ).toThrow();
    expect(() =>
      themeRegistrySource([{ ...masonry, importPath: '@chorus/theme-other/wall' }]),
    ).toThrow();
    expect(() =>
      themeRegistrySource([{ ...masonry, packageName: 'evil"); alert(1); ("' }]),
    ).toThrow();
    expect(() => themeRegistrySource([{ ...masonry, exportName: 'a.b' }])).toThrow();
  });
});
