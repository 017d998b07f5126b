import { describe, expect, it } from 'vitest';
import { addPluginToConfig, fillTemplate } from './write-package.ts';

const entry = {
  packageName: '@chorus/connector-demo',
  factory: 'demoConnector',
  kindSuffix: 'Connector',
};

describe('addPluginToConfig', () => {
  it('adds the import beside the connector imports and the call after the last connector', () => {
    const config = [
      "import { defineChorusConfig } from '@chorus/core';",
      "import { rssConnector } from '@chorus/connector-rss';",
      "import { qaTheme } from '@chorus/theme-qa';",
      '',
      'export default defineChorusConfig({',
      '  plugins: [',
      '    rssConnector(),',
      '    qaTheme(),',
      '  ],',
      '});',
    ].join('\n');
    expect(addPluginToConfig(config, entry).split('\n')).toEqual([
      "import { defineChorusConfig } from '@chorus/core';",
      "import { rssConnector } from '@chorus/connector-rss';",
      "import { demoConnector } from '@chorus/connector-demo';",
      "import { qaTheme } from '@chorus/theme-qa';",
      '',
      'export default defineChorusConfig({',
      '  plugins: [',
      '    rssConnector(),',
      '    demoConnector(),',
      '    qaTheme(),',
      '  ],',
      '});',
    ]);
  });

  it('starts the list when there is no connector yet, and refuses to add one twice', () => {
    const config = [
      "import { defineChorusConfig } from '@chorus/core';",
      'export default defineChorusConfig({',
      '  plugins: [',
      '  ],',
      '});',
    ].join('\n');
    const added = addPluginToConfig(config, entry);
    expect(added).toContain("import { demoConnector } from '@chorus/connector-demo';\nexport");
    expect(added).toContain('  plugins: [\n    demoConnector(),\n  ],');
    expect(() => addPluginToConfig(added, entry)).toThrow(
      'chorus.config.ts already lists @chorus/connector-demo.',
    );
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves unknown ones to be seen', () => {
    expect(fillTemplate('export const __CAMEL__Theme = __NOPE__;', { __CAMEL__: 'glow' })).toBe(
      'export const glowTheme = __NOPE__;',
    );
  });
});
