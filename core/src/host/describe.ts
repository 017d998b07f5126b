/**
 * The JSON description of installed plugins that `GET /api/plugins` serves and the admin draws
 * its forms from. Isomorphic: it reads plugin declarations, never runs them.
 */
import { z } from 'zod';
import type {
  ConnectorAuth,
  ConnectorPlugin,
  FieldSuggestions,
  ThemeCapabilities,
  ThemePlugin,
} from './contracts.ts';
import { archiveOf, describeArchive, type ArchiveDescription } from './archive.ts';

/** A JSON Schema document as produced by `z.toJSONSchema`. */
export type JsonSchema = z.core.JSONSchema.BaseSchema;

/** One feed type of a connector, as the connect dialog needs it. */
export interface FeedTypeDescription {
  readonly id: string;
  readonly title: string;
  readonly description: string | null;
  /** What the owner types, as JSON Schema (input side: defaulted fields are optional). */
  readonly schema: JsonSchema;
  /** Fields that suggest values as the owner types, by property name; empty when none. */
  readonly suggestions: Readonly<Record<string, FieldSuggestions>>;
  /**
   * The sign-in details the owner enters with this feed type, as JSON Schema (secret fields
   * carry `writeOnly: true`); absent when the feed type needs none.
   */
  readonly credentials?: JsonSchema;
  /** `optional` when an OAuth 2 connector reads this feed without sign-in; absent otherwise. */
  readonly signIn?: 'required' | 'optional';
}

/** A connector as the admin sees it: no functions, no secrets. */
export interface ConnectorDescription {
  readonly id: string;
  readonly shortCode: string;
  readonly sourceNumber: number;
  readonly displayName: string;
  readonly icon: string;
  readonly auth: { readonly kind: ConnectorAuth['kind']; readonly scopes?: string[] };
  readonly feedTypes: FeedTypeDescription[];
  /** For a connector made from an uploaded archive (Google+, Vine): the file it takes. */
  readonly archive?: ArchiveDescription;
}

/** A theme as the theme picker and the personalize panel need it. */
export interface ThemeDescription {
  readonly id: string;
  readonly legacyNames: string[];
  readonly displayName: string;
  readonly capabilities: ThemeCapabilities;
  /** Every option, as JSON Schema (input side). */
  readonly options: JsonSchema;
  /** The value of every option when the owner has set none. */
  readonly defaults: Record<string, unknown>;
}

/** Everything installed. */
export interface PluginsDescription {
  readonly connectors: ConnectorDescription[];
  readonly themes: ThemeDescription[];
}

const toJsonSchema = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input' });

/** Describes one connector. */
export function describeConnector(connector: ConnectorPlugin): ConnectorDescription {
  const archive = archiveOf(connector);
  return {
    id: connector.id,
    shortCode: connector.shortCode,
    sourceNumber: connector.sourceNumber,
    displayName: connector.displayName,
    icon: connector.icon,
    auth:
      connector.auth.kind === 'oauth2'
        ? { kind: 'oauth2', scopes: [...connector.auth.scopes] }
        : { kind: connector.auth.kind },
    feedTypes: Object.entries(connector.feedTypes).map(([id, feedType]) => ({
      id,
      title: feedType.title,
      description: feedType.description ?? null,
      schema: toJsonSchema(feedType.schema),
      suggestions: { ...feedType.suggestions },
      ...(feedType.credentials ? { credentials: toJsonSchema(feedType.credentials) } : {}),
      ...(feedType.signIn ? { signIn: feedType.signIn } : {}),
    })),
    ...(archive ? { archive: describeArchive(archive) } : {}),
  };
}

/** Describes one theme. */
export function describeTheme(theme: ThemePlugin): ThemeDescription {
  return {
    id: theme.id,
    legacyNames: [...theme.legacyNames],
    displayName: theme.displayName,
    capabilities: theme.capabilities,
    options: toJsonSchema(theme.optionsSchema),
    defaults: theme.optionsSchema.parse({}) as Record<string, unknown>,
  };
}

/** Describes every installed plugin. */
export function describePlugins(installed: {
  readonly connectors: readonly ConnectorPlugin[];
  readonly themes: readonly ThemePlugin[];
}): PluginsDescription {
  return {
    connectors: installed.connectors.map(describeConnector),
    themes: installed.themes.map(describeTheme),
  };
}
