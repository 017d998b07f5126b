/**
 * Writes a new theme package from the template beside this file, every name derived from the
 * id, and (unless asked not to) lists it in `chorus.config.ts` (the shared steps are in
 * ../scaffold).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dependencyRange, prepareConfigEntry, writeTemplate } from '../scaffold/write-package.ts';
import { themeNames, type ThemeNames } from './names.ts';

const templateDir = fileURLToPath(new URL('./template/', import.meta.url));

/** What to create, and where. */
export interface NewThemeOptions {
  /** The theme id, e.g. `aurora`. */
  readonly id: string;
  /** The repository root (a temporary copy in tests). */
  readonly root: string;
  /** The package name; `@chorus/theme-<id>` by default. */
  readonly packageName?: string;
  /** The package folder, relative to the root; `plugins/themes/<id>` by default. */
  readonly directory?: string;
  /** Whether to list the theme in chorus.config.ts (default true). */
  readonly addToConfig?: boolean;
}

/** What was written. */
export interface NewTheme {
  readonly names: ThemeNames;
  /** The package folder. */
  readonly directory: string;
  /** Files written, relative to the package folder. */
  readonly files: readonly string[];
}

/** Creates the package and lists the theme in `chorus.config.ts`. */
export async function generateTheme(options: NewThemeOptions): Promise<NewTheme> {
  const names = themeNames(options.id, options.packageName);
  const directory = join(options.root, options.directory ?? join('plugins', 'themes', names.id));
  if (existsSync(directory)) {
    throw new Error(`${relative(options.root, directory)} already exists.`);
  }
  const listInConfig =
    options.addToConfig === false
      ? async () => {}
      : await prepareConfigEntry(options.root, {
          packageName: names.packageName,
          factory: `${names.camel}Theme`,
          kindSuffix: 'Theme',
        });
  const files = await writeTemplate(templateDir, directory, {
    __PACKAGE__: names.packageName,
    __ID__: names.id,
    __CAMEL__: names.camel,
    __PASCAL__: names.camel.charAt(0).toUpperCase() + names.camel.slice(1),
    __TITLE__: names.title,
    // The zod range the kit itself uses, so the new package shares its copy.
    __ZOD__: await dependencyRange(options.root, 'plugins/themes/kit', 'zod', '^4.0.0'),
    __TSCONFIG_BASE__: relative(directory, join(options.root, 'tsconfig.base.json')),
  });
  await listInConfig();
  return { names, directory, files };
}
