/**
 * Writes a new connector package from the template beside this file, every name derived from
 * the id, and lists it in `chorus.config.ts` (the shared steps are in ../scaffold).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dependencyRange, prepareConfigEntry, writeTemplate } from '../scaffold/write-package.ts';
import { connectorNames, type ConnectorNames } from './names.ts';

const templateDir = fileURLToPath(new URL('./template/', import.meta.url));

/** What to create, and where. */
export interface NewConnectorOptions {
  /** The network id, e.g. `pigeon`. */
  readonly id: string;
  /** The repository root (a temporary copy in tests). */
  readonly root: string;
}

/** What was written. */
export interface NewConnector {
  readonly names: ConnectorNames;
  /** The package folder, e.g. `<root>/plugins/connectors/pigeon`. */
  readonly directory: string;
  /** Files written, relative to the package folder. */
  readonly files: readonly string[];
}

/** Creates `plugins/connectors/<id>` and adds the connector to `chorus.config.ts`. */
export async function generateConnector(options: NewConnectorOptions): Promise<NewConnector> {
  const names = connectorNames(options.id);
  const directory = join(options.root, 'plugins', 'connectors', names.id);
  if (existsSync(directory))
    throw new Error(`${relative(options.root, directory)} already exists.`);
  const listInConfig = await prepareConfigEntry(options.root, {
    packageName: names.packageName,
    factory: `${names.camel}Connector`,
    kindSuffix: 'Connector',
  });
  const files = await writeTemplate(templateDir, directory, {
    __PACKAGE__: names.packageName,
    __ID__: names.id,
    __UPPER__: names.id.toUpperCase().replace(/[^A-Z0-9]/g, '_'),
    __CAMEL__: names.camel,
    __PASCAL__: names.pascal,
    __TITLE__: names.title,
    __SOURCE_NUMBER__: String(names.sourceNumber),
    // The zod range the kit itself uses, so the new package shares its copy.
    __ZOD__: await dependencyRange(options.root, 'plugins/connectors/kit', 'zod', '^4.0.0'),
  });
  await listInConfig();
  return { names, directory, files };
}
