/**
 * Runs the connector scaffold into a temporary copy of the repository's root files (never the
 * real tree), then type-checks the package it made and runs its tests.
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

describe('npm run new:connector', () => {
  let sandbox: ScaffoldSandbox;
  let root: string;

  beforeAll(async () => {
    // The kit's package.json gives the new package its zod range.
    sandbox = await createScaffoldSandbox('chorus-new-connector-', [
      'plugins/connectors/kit/package.json',
    ]);
    root = sandbox.root;
  });

  afterAll(async () => {
    await sandbox?.remove();
  });

  it('creates a package that type-checks and passes its test against the fake network', async () => {
    const made = run(
      bin('tsx'),
      [join(repo, 'scripts', 'new-connector.ts'), 'pigeon-post', '--root', root, '--no-install'],
      repo,
    );
    expect(made.output).toContain('Created plugins/connectors/pigeon-post');
    expect(made.status).toBe(0);

    const config = await readFile(join(root, 'chorus.config.ts'), 'utf8');
    expect(config).toContain(
      "import { pigeonPostConnector } from '@chorus/connector-pigeon-post';",
    );
    expect(config).toMatch(/\n\s+pigeonPostConnector\(\),\n/);

    const directory = join(root, 'plugins', 'connectors', 'pigeon-post');
    const manifest = JSON.parse(await readFile(join(directory, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name: '@chorus/connector-pigeon-post',
      chorus: { kind: 'connector', id: 'pigeon-post' },
    });
    expect(await readFile(join(directory, 'src', 'feed-types.ts'), 'utf8')).toContain(
      ".meta({ title: 'Hashtag'",
    );

    const typecheck = run(bin('tsc'), ['-p', join(directory, 'tsconfig.json'), '--noEmit'], root);
    expect(typecheck.output).toBe('');
    expect(typecheck.status).toBe(0);

    const tests = run(bin('vitest'), ['run', '--root', directory], root);
    expect(tests.output).toMatch(/Tests\s+3 passed/);
    expect(tests.status).toBe(0);
  });

  it('refuses an id a plugin may not have, and a package that exists', () => {
    const script = join(repo, 'scripts', 'new-connector.ts');
    const bad = run(bin('tsx'), [script, 'Bad Id', '--root', root, '--no-install'], repo);
    expect(bad.status).toBe(1);
    expect(bad.output).toContain('"Bad Id" is not a connector id');
    const again = run(bin('tsx'), [script, 'pigeon-post', '--root', root, '--no-install'], repo);
    expect(again.status).toBe(1);
    expect(again.output).toContain('plugins/connectors/pigeon-post already exists.');
  });
});
