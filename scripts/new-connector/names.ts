import { pluginIdPattern } from '@chorus/core';

/** The names a new connector package is written with, all derived from its id. */
export interface ConnectorNames {
  /** The network id, e.g. `pigeon-post`. */
  readonly id: string;
  /** camelCase, for values: `pigeonPost` (`pigeonPostConnector`). */
  readonly camel: string;
  /** PascalCase, for types: `PigeonPost` (`PigeonPostItem`). */
  readonly pascal: string;
  /** Shown to people until the author writes the real name: `Pigeon Post`. */
  readonly title: string;
  /** The npm package name: `@chorus/connector-pigeon-post`. */
  readonly packageName: string;
  /**
   * The legacy source number: the spec's networks have 1 to 11, so a new one takes a number
   * from its id in 1000–9999 (unique among installed connectors in practice; the host refuses
   * duplicates, and the author may pick another).
   */
  readonly sourceNumber: number;
}

/** The names of a connector with this id; throws on an id a plugin may not have. */
export function connectorNames(id: string): ConnectorNames {
  if (!pluginIdPattern.test(id)) {
    throw new Error(
      `"${id}" is not a connector id: use lower-case letters, digits, "_" and "-", starting with a letter.`,
    );
  }
  const words = id.split(/[-_]+/).filter(Boolean);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const pascal = words.map(capital).join('');
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 9000;
  return {
    id,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    pascal,
    title: words.map(capital).join(' '),
    packageName: `@chorus/connector-${id}`,
    sourceNumber: 1000 + hash,
  };
}
