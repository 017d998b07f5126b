/**
 * What every scaffold (`new:connector`, `new:theme`) does the same way: fill a folder of
 * `.tmpl` files with names, format them with the repository's Prettier settings, read a
 * dependency range from a kit, add the plugin to `chorus.config.ts`, and install.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';

/** Placeholders (`__ID__`, `__CAMEL__`...) and what they become. */
export type TemplateValues = Readonly<Record<string, string>>;

/**
 * Writes every `<name>.tmpl` under `templateDir` to `<directory>/<name>` with the placeholders
 * filled in and the text formatted; returns the files written, relative to `directory`.
 */
export async function writeTemplate(
  templateDir: string,
  directory: string,
  values: TemplateValues,
): Promise<string[]> {
  const files: string[] = [];
  for (const template of await templateFiles(templateDir)) {
    const target = join(directory, template.replace(/\.tmpl$/, ''));
    const text = fillTemplate(await readFile(join(templateDir, template), 'utf8'), values);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await formatted(target, text));
    files.push(relative(directory, target));
  }
  return files.sort();
}

/** Replaces each `__NAME__` of `values`; unknown placeholders are left for the reader to see. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(/__[A-Z_]+?__/g, (name) => values[name] ?? name);
}

/** The text as the repository's Prettier settings write a file at `path`. */
export async function formatted(path: string, text: string): Promise<string> {
  const config = (await resolveConfig(path)) ?? {};
  return format(text, { ...config, filepath: path });
}

/**
 * The version range a package at `packageDir` (relative to `root`) gives `dependency`, so a new
 * package shares its kit's copy; `fallback` when it is not there.
 */
export async function dependencyRange(
  root: string,
  packageDir: string,
  dependency: string,
  fallback: string,
): Promise<string> {
  const text = await readFile(join(root, packageDir, 'package.json'), 'utf8').catch(() => '{}');
  const manifest = JSON.parse(text) as { dependencies?: Record<string, string> };
  return manifest.dependencies?.[dependency] ?? fallback;
}

/**
 * Prepares the listing of a plugin in `<root>/chorus.config.ts` (see {@link addPluginToConfig}):
 * throws at once when it cannot be listed, so nothing is written; the function returned writes
 * the file, formatted.
 */
export async function prepareConfigEntry(
  root: string,
  entry: PluginEntry,
): Promise<() => Promise<void>> {
  const path = join(root, 'chorus.config.ts');
  const text = await formatted(path, addPluginToConfig(await readFile(path, 'utf8'), entry));
  return () => writeFile(path, text);
}

/** A plugin to list in `chorus.config.ts`. */
export interface PluginEntry {
  /** The package, e.g. `@chorus/connector-pigeon`. */
  readonly packageName: string;
  /** Its factory, e.g. `pigeonConnector`. */
  readonly factory: string;
  /** The suffix of its kind's factories (`Connector`, `Theme`): it is listed beside them. */
  readonly kindSuffix: string;
}

/**
 * Adds a plugin to the text of `chorus.config.ts`: its import after the imports of its kind
 * (else the last import), its factory call after the last one of its kind in the plugin list
 * (else first in the list). The rest of the file is left as it is.
 */
export function addPluginToConfig(config: string, entry: PluginEntry): string {
  if (config.includes(`from '${entry.packageName}'`)) {
    throw new Error(`chorus.config.ts already lists ${entry.packageName}.`);
  }
  const lines = config.split('\n');
  const kind = new RegExp(`^import \\{ \\w+${entry.kindSuffix} \\} from '[^']+';$`);
  const lastOfKind = lines.findLastIndex((line) => kind.test(line));
  const lastImport = lines.findLastIndex((line) => /^import .* from '[^']+';$/.test(line));
  const importAt = (lastOfKind >= 0 ? lastOfKind : lastImport) + 1;
  lines.splice(importAt, 0, `import { ${entry.factory} } from '${entry.packageName}';`);

  const call = new RegExp(`^\\s+\\w+${entry.kindSuffix}\\([^)]*\\),\\s*$`);
  const lastCall = lines.findLastIndex((line) => call.test(line));
  const listStart = lines.findIndex((line) => /plugins:\s*\[\s*$/.test(line));
  if (lastCall < 0 && listStart < 0) {
    throw new Error('chorus.config.ts has no `plugins: [` list to add the plugin to.');
  }
  const at = lastCall >= 0 ? lastCall : listStart;
  // Beside the last one of its kind, or one step inside `plugins: [`.
  const indent = (/^\s*/.exec(lines[at] ?? '')?.[0] ?? '') + (lastCall >= 0 ? '' : '  ');
  lines.splice(at + 1, 0, `${indent}${entry.factory}(),`);
  return lines.join('\n');
}

/**
 * `npm install` at `root`, under the repository's npm lock (one npm at a time on a shared
 * machine), showing its output; whether it worked.
 */
export function installWorkspace(root: string): boolean {
  const install = spawnSync(
    'flock',
    ['/tmp/npm.lock', 'npm', 'install', '--no-audit', '--no-fund'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  return install.status === 0;
}

/** The `.tmpl` files under `directory`, as paths relative to it. */
async function templateFiles(directory: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(join(directory, prefix), { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await templateFiles(directory, path)));
    else if (entry.name.endsWith('.tmpl')) found.push(path);
  }
  return found;
}
