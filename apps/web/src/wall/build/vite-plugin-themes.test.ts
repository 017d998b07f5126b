import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chorusConfigPath, readThemeEntries } from './vite-plugin-themes.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');

describe('the wall build reads the evaluated plugin list', () => {
  it('lists every theme the server installs, with its wall entry', async () => {
    const entries = await readThemeEntries();
    const { PluginHost } = await import('@chorus/core/host');
    const { default: config } = await import('../../../../../chorus.config.ts');
    const serverThemes = new PluginHost(config.plugins).themes.map((theme) => theme.id);
    expect(entries.map((entry) => entry.id)).toEqual(serverThemes);
    for (const entry of entries) expect(entry.module).toMatch(/\/wall$/);
  }, 60_000);

  it('fails the build, naming the theme, when a theme has no loadable wall entry', async () => {
    // Inside the repository (not node_modules), so tsx compiles it and resolves the workspaces.
    const dir = mkdtempSync(path.join(root, 'apps/web/.config-test-'));
    const config = path.join(dir, 'chorus.config.ts');
    writeFileSync(
      config,
      `import { defineChorusConfig } from '@chorus/core';
import { defineTheme } from '@chorus/core/themes';
import { singleThemeFactory, baseCapabilities } from '@chorus/theme-kit';
import { z } from 'zod';
const broken = defineTheme({
  id: 'broken', legacyNames: [], displayName: 'Broken', optionsSchema: z.object({}),
  capabilities: baseCapabilities, defaultPostSize: { width: 280, padding: 20 },
  wallEntry: { module: '@chorus/theme-kit', exportName: 'noSuchLoader' },
  load: async () => ({ default: null }),
});
export default defineChorusConfig({ plugins: [singleThemeFactory(broken)()] });
`,
    );
    try {
      await expect(readThemeEntries(config)).rejects.toThrow(/Theme "broken".*noSuchLoader/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('reads CHORUS_CONFIG, relative to the repository, when it is set', () => {
    expect(chorusConfigPath({ CHORUS_CONFIG: 'plugins/x/chorus.config.ts' })).toBe(
      path.join(root, 'plugins/x/chorus.config.ts'),
    );
    expect(chorusConfigPath({})).toBe(path.join(root, 'chorus.config.ts'));
  });
});
