import { describe, expect, it } from 'vitest';
import { themeRegistrySource } from './theme-registry-source.ts';

const aurora = {
  module: '@acme/chorus-theme-aurora/wall',
  exportName: 'auroraTheme',
  id: 'aurora',
  legacyNames: [],
  displayName: 'Aurora',
  capabilities: { collectionBar: true },
  defaultPostSize: { width: 280, padding: 20 },
  optionDefaults: { postwidth: 280 },
};

describe('themeRegistrySource', () => {
  it('lists no theme when none is installed', () => {
    expect(themeRegistrySource([])).toContain('export const installedThemes = [\n\n];');
  });

  it('inlines each manifest and loads its wall entry only on demand, whatever the package name', () => {
    const source = themeRegistrySource([aurora]);
    expect(source).toContain('"id":"aurora"');
    expect(source).toContain('"defaultPostSize":{"width":280,"padding":20}');
    expect(source).toContain(
      'load: () => import("@acme/chorus-theme-aurora/wall").then((module) => module.auroraTheme.load())',
    );
    expect(source).not.toMatch(/^import /m);
    // The wall never shows a theme's display name: it stays out of the visitor's download.
    expect(source).not.toContain('Aurora');
  });

  it('refuses a wall entry that is not a package export', () => {
    for (const module of ['../x', '/etc/passwd', '@acme/x/../../y', 'evil"); alert(1); ("']) {
      expect(() => themeRegistrySource([{ ...aurora, module }])).toThrow(/aurora.*not a package/);
    }
    expect(() => themeRegistrySource([{ ...aurora, exportName: 'a.b' }])).toThrow();
  });
});
