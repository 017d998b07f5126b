/**
 * The JSON description of installed plugins that `GET /api/plugins` serves and the admin draws
 * its forms from. Isomorphic: it reads plugin declarations, never runs them.
 */
import { z } from 'zod';
import {
  oauthAppOf,
  type ConnectorAuth,
  type ConnectorPlugin,
  type FieldSuggestions,
  type ThemeCapabilities,
  type ThemePlugin,
} from './contracts.ts';
import { archiveOf, describeArchive, type ArchiveDescription } from './archive.ts';
import type { ShippedLanguage } from '../i18n/languages.ts';
import {
  schemaTextsOf,
  schemaTextTable,
  translateSchemaText,
  translateSchemaTexts,
} from '../i18n/schema-texts/translate.ts';

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
  /**
   * The feed type's own sign-in, when it declares one (else the connector's `auth` applies):
   * read it with {@link describedAuthOf}.
   */
  readonly auth?: AuthDescription;
}

/** A sign-in as the admin sees it. */
export interface AuthDescription {
  readonly kind: ConnectorAuth['kind'];
  /** The scopes an OAuth 2 sign-in asks for. */
  readonly scopes?: string[];
  /**
   * For an OAuth 2 sign-in with an installation app: the app's id, the key of
   * `GET /api/oauth/providers` (the connector's id unless the sign-in names another app).
   */
  readonly app?: string;
}

/** A connector as the admin sees it: no functions, no secrets. */
export interface ConnectorDescription {
  readonly id: string;
  readonly shortCode: string;
  readonly sourceNumber: number;
  readonly displayName: string;
  readonly icon: string;
  /** The connector's sign-in; a feed type's own `auth` replaces it for that feed type. */
  readonly auth: AuthDescription;
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

/** Describes one sign-in of a connector. */
function describeAuth(connector: ConnectorPlugin, auth: ConnectorAuth): AuthDescription {
  if (auth.kind !== 'oauth2') return { kind: auth.kind };
  return {
    kind: 'oauth2',
    scopes: [...auth.scopes],
    ...(auth.registration ? {} : { app: oauthAppOf(connector, auth).id }),
  };
}

/** The sign-in a described feed type uses: its own, else the connector's. */
export function describedAuthOf(
  connector: Pick<ConnectorDescription, 'auth' | 'feedTypes'>,
  feedTypeId: string | undefined,
): AuthDescription {
  return connector.feedTypes.find((type) => type.id === feedTypeId)?.auth ?? connector.auth;
}

/**
 * Describes one connector; with a `language`, its owner-facing texts (feed type titles and
 * descriptions, their schemas' titles, descriptions and option labels, the archive's hint) come
 * from the connector's `texts` in that language, else English.
 */
export function describeConnector(
  connector: ConnectorPlugin,
  language?: ShippedLanguage | null,
): ConnectorDescription {
  const english = describeEnglishConnector(connector);
  const table = schemaTextTable(connector.texts, language);
  if (!table) return english;
  const say = (text: string) => translateSchemaText(text, table);
  return {
    ...english,
    feedTypes: english.feedTypes.map((feedType) => ({
      ...feedType,
      title: say(feedType.title),
      description: feedType.description === null ? null : say(feedType.description),
      schema: translateSchemaTexts(feedType.schema, table),
      ...(feedType.credentials
        ? { credentials: translateSchemaTexts(feedType.credentials, table) }
        : {}),
    })),
    ...(english.archive
      ? { archive: { ...english.archive, hint: say(english.archive.hint) } }
      : {}),
  };
}

function describeEnglishConnector(connector: ConnectorPlugin): ConnectorDescription {
  const archive = archiveOf(connector);
  return {
    id: connector.id,
    shortCode: connector.shortCode,
    sourceNumber: connector.sourceNumber,
    displayName: connector.displayName,
    icon: connector.icon,
    auth: describeAuth(connector, connector.auth),
    feedTypes: Object.entries(connector.feedTypes).map(([id, feedType]) => ({
      id,
      title: feedType.title,
      description: feedType.description ?? null,
      schema: toJsonSchema(feedType.schema),
      suggestions: { ...feedType.suggestions },
      ...(feedType.credentials ? { credentials: toJsonSchema(feedType.credentials) } : {}),
      ...(feedType.signIn ? { signIn: feedType.signIn } : {}),
      ...(feedType.auth ? { auth: describeAuth(connector, feedType.auth) } : {}),
    })),
    ...(archive ? { archive: describeArchive(archive) } : {}),
  };
}

/**
 * Describes one theme; with a `language`, its display name and its options' titles,
 * descriptions and option labels come from the theme's `texts` in that language, else English.
 */
export function describeTheme(
  theme: ThemePlugin,
  language?: ShippedLanguage | null,
): ThemeDescription {
  const table = schemaTextTable(theme.texts, language);
  return {
    id: theme.id,
    legacyNames: [...theme.legacyNames],
    displayName: translateSchemaText(theme.displayName, table),
    capabilities: theme.capabilities,
    options: translateSchemaTexts(toJsonSchema(theme.optionsSchema), table),
    defaults: theme.optionsSchema.parse({}) as Record<string, unknown>,
  };
}

/** Describes every installed plugin, in `language` where a plugin translates its texts. */
export function describePlugins(
  installed: {
    readonly connectors: readonly ConnectorPlugin[];
    readonly themes: readonly ThemePlugin[];
  },
  language?: ShippedLanguage | null,
): PluginsDescription {
  return {
    connectors: installed.connectors.map((connector) => describeConnector(connector, language)),
    themes: installed.themes.map((theme) => describeTheme(theme, language)),
  };
}

/**
 * Every English text of a plugin that owners read, each once: a connector's feed type titles
 * and descriptions, their schemas' and credentials' titles, descriptions and option labels, its
 * archive's hint; a theme's display name and its options' texts. What its `texts` must
 * translate: check a plugin with `schemaTextProblems(ownerTextsOf(plugin), plugin.texts)`.
 */
export function ownerTextsOf(plugin: ConnectorPlugin | ThemePlugin): string[] {
  const found = new Set<string>();
  if (plugin.kind === 'theme') {
    const theme = describeTheme(plugin);
    found.add(theme.displayName);
    schemaTextsOf(theme.options).forEach((text) => found.add(text));
    return [...found];
  }
  const connector = describeConnector(plugin);
  for (const feedType of connector.feedTypes) {
    found.add(feedType.title);
    if (feedType.description !== null) found.add(feedType.description);
    schemaTextsOf(feedType.schema).forEach((text) => found.add(text));
    if (feedType.credentials)
      schemaTextsOf(feedType.credentials).forEach((text) => found.add(text));
  }
  if (connector.archive) found.add(connector.archive.hint);
  return [...found];
}
