/**
 * Test helpers of the scaffolds: a temporary copy of the repository's root files, served by the
 * installed `node_modules`, where a scaffold may write without touching the real tree; and a
 * way to run the repository's tools there.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real repository. */
export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A repository binary (`tsx`, `tsc`, `vitest`). */
export const repositoryBin = (name: string): string =>
  join(repositoryRoot, 'node_modules', '.bin', name);

/** A temporary copy: its root, and how to remove it. */
export interface ScaffoldSandbox {
  readonly root: string;
  remove(): Promise<void>;
}

/**
 * Copies the root files a scaffold reads (`chorus.config.ts`, `tsconfig.base.json`, Prettier's
 * settings) and `extraFiles` (paths relative to the root, e.g. a kit's package.json) into a new
 * temporary folder, with `node_modules` linked to the repository's installed packages.
 */
export async function createScaffoldSandbox(
  prefix: string,
  extraFiles: readonly string[] = [],
): Promise<ScaffoldSandbox> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  for (const file of [
    'chorus.config.ts',
    'tsconfig.base.json',
    '.prettierrc.json',
    ...extraFiles,
  ]) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await cp(join(repositoryRoot, file), join(root, file));
  }
  await symlink(join(repositoryRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Runs a command without colours; its exit status and everything it printed. */
export function runTool(command: string, args: readonly string[], cwd: string) {
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 110_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
