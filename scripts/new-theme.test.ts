/**
 * Runs the theme scaffold into a temporary copy of the repository's root files (never the real
 * tree), then type-checks the package it made and runs its render test.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScaffoldSandbox,
  repositoryBin as bin,
  repositoryRoot as repo,
  runTool as run,
  type ScaffoldSandbox,
} from './scaffold/testing.ts';

const script = join(repo, 'scripts', 'new-theme.ts');

describe('npm run new:theme', () => {
  let sandbox: ScaffoldSandbox;
  let root: string;

  beforeAll(async () => {
    sandbox = await createScaffoldSandbox('chorus-new-theme-', ['plugins/themes/kit/package.json']);
    root = sandbox.root;
  });

  afterAll(async () => {
    await sandbox?.remove();
  });

  it('creates a package that type-checks and passes its render test', async () => {
    const made = run(bin('tsx'), [script, 'glow-wall', '--root', root, '--no-install'], repo);
    expect(made.output).toContain('Created plugins/themes/glow-wall');
    expect(made.status).toBe(0);

    const config = await readFile(join(root, 'chorus.config.ts'), 'utf8');
    expect(config).toContain("import { glowWallTheme } from '@chorus/theme-glow-wall';");
    // Listed last, after the themes already installed.
    expect(config).toMatch(/\n\s+\w+Theme\(\),\n\s+glowWallTheme\(\),\n\s+\],/);

    const directory = join(root, 'plugins', 'themes', 'glow-wall');
    const manifest = JSON.parse(await readFile(join(directory, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name: '@chorus/theme-glow-wall',
      chorus: { kind: 'theme', id: 'glow-wall' },
      exports: { '.': './src/index.ts', './wall': './src/wall.ts' },
    });

    const typecheck = run(bin('tsc'), ['-p', join(directory, 'tsconfig.json'), '--noEmit'], root);
    expect(typecheck.output).toBe('');
    expect(typecheck.status).toBe(0);

    const tests = run(bin('vitest'), ['run', '--root', directory], root);
    expect(tests.output).toMatch(/Tests\s+3 passed/);
    expect(tests.status).toBe(0);
  }, 240_000);

  it('makes a third-party package elsewhere without touching chorus.config.ts', async () => {
    const before = await readFile(join(root, 'chorus.config.ts'), 'utf8');
    const made = run(
      bin('tsx'),
      [script, 'nova', '--root', root, '--no-install', '--no-config'].concat([
        '--package',
        '@acme/chorus-theme-nova',
        '--dir',
        'plugins/third-party/nova',
      ]),
      repo,
    );
    expect(made.status).toBe(0);
    expect(await readFile(join(root, 'chorus.config.ts'), 'utf8')).toBe(before);
    const index = await readFile(join(root, 'plugins/third-party/nova/src/index.ts'), 'utf8');
    expect(index).toContain("wallEntry: { module: '@acme/chorus-theme-nova/wall'");
  });

  it('refuses an id a plugin may not have, and a package that exists', () => {
    const bad = run(bin('tsx'), [script, 'Bad Id', '--root', root, '--no-install'], repo);
    expect(bad.status).toBe(1);
    expect(bad.output).toContain('"Bad Id" is not a theme id');
    const again = run(bin('tsx'), [script, 'glow-wall', '--root', root, '--no-install'], repo);
    expect(again.status).toBe(1);
    expect(again.output).toContain('plugins/themes/glow-wall already exists');
  });
});
