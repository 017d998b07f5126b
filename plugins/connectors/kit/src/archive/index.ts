/**
 * Archive connectors (docs/connectors.md "Google+ and Vine archives"): a closed network's
 * posts come from an archive the owner uploads, never from a crawl. `defineArchiveConnector`
 * is `defineConnector` plus the `archive` declaration (core's `ConnectorArchive`); its fetch
 * finds nothing, so the crawl engine leaves such a source's posts as the import stored them.
 */
import {
  defineConnector,
  SourceError,
  type ArchiveReader,
  type ConnectorArchive,
  type ConnectorDefinition,
  type ConnectorOptions,
  type ConnectorPlugin,
  type FetchResult,
} from '@chorus/core';

/** A connector definition for an archive: no fetch or normalize of its own to write. */
export type ArchiveConnectorDefinition<TItem> = Omit<
  ConnectorDefinition<TItem, null>,
  'fetch' | 'normalize' | 'auth' | 'baseUrls'
> & { readonly archive: ConnectorArchive<TItem> };

/** A connector plugin that takes an uploaded archive. */
export type ArchiveConnectorPlugin<TItem> = ConnectorPlugin<TItem, null> & {
  readonly archive: ConnectorArchive<TItem>;
};

export { memoryArchive } from './memory.ts';

/** Declares a connector whose sources are made by uploading an archive. */
export function defineArchiveConnector<TItem>(
  definition: ArchiveConnectorDefinition<TItem>,
): (pluginOptions?: ConnectorOptions) => ArchiveConnectorPlugin<TItem> {
  const factory = defineConnector<TItem, null>({
    ...definition,
    auth: { kind: 'none' },
    baseUrls: {},
    // Nothing to crawl: the posts arrive with the upload.
    fetch: (): Promise<FetchResult<TItem, null>> => Promise.resolve({ items: [], cursor: null }),
    normalize: (item, source) => definition.archive.toPost(item, source, []),
  });
  return factory as (pluginOptions?: ConnectorOptions) => ArchiveConnectorPlugin<TItem>;
}

/** Reads one entry of an archive as JSON; a `SourceError` (`invalid_source`) when it is not. */
export async function readArchiveJson(reader: ArchiveReader, name: string): Promise<unknown> {
  const bytes = await reader.read(name);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw new SourceError('invalid_source', `${baseName(name)} is not a JSON file.`);
  }
}

/** The last part of an entry's path. */
export function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/** The entry's folder (`a/b/` for `a/b/c.json`), '' at the top. */
export function folderOf(name: string): string {
  return name.slice(0, name.lastIndexOf('/') + 1);
}
