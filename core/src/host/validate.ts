/**
 * Registration checks: the core, not the plugin, validates what a plugin declares.
 * Each function returns the problems found, as sentences naming the plugin.
 */
import { z } from 'zod';
import type { ConnectorPlugin, FeedTypeDefinition, ThemePlugin } from './contracts.ts';
import { pluginIdPattern, signInsOf } from './contracts.ts';
import type { Integration } from './integration.ts';

/** Problems with a schema that the edit panel could not draw. */
function schemaProblems(owner: string, label: string, schema: unknown): string[] {
  if (!(schema instanceof z.ZodObject)) {
    return [`${owner}: ${label} must be a zod object schema.`];
  }
  try {
    z.toJSONSchema(schema);
    return [];
  } catch (error) {
    return [`${owner}: ${label} does not convert to JSON Schema (${(error as Error).message}).`];
  }
}

/** Reports values of `key` that more than one plugin claims. */
function duplicates<T>(
  items: readonly T[],
  key: (item: T) => readonly (string | number)[],
  what: string,
) {
  const seen = new Map<string | number, number>();
  for (const item of items)
    for (const value of key(item)) seen.set(value, (seen.get(value) ?? 0) + 1);
  return [...seen]
    .filter(([, count]) => count > 1)
    .map(([value]) => `${what} "${value}" is claimed by more than one plugin.`);
}

/** Problems with the typeahead fields a feed type declares. */
function suggestionProblems(
  owner: string,
  connector: ConnectorPlugin,
  feedTypeId: string,
  feedType: FeedTypeDefinition,
): string[] {
  const problems: string[] = [];
  const entries = Object.entries(feedType.suggestions ?? {});
  if (entries.length > 0 && typeof connector.suggest !== 'function') {
    problems.push(`${owner}: feed type "${feedTypeId}" declares suggestions but no suggest().`);
  }
  const shape = feedType.schema instanceof z.ZodObject ? feedType.schema.shape : {};
  for (const [field, { minChars, maxItems }] of entries) {
    const where = `${owner}: suggestions of "${feedTypeId}.${field}"`;
    if (!(field in shape)) problems.push(`${where} name no field of the schema.`);
    if (!Number.isInteger(minChars) || minChars < 1) {
      problems.push(`${where} need minChars of at least 1.`);
    }
    if (!Number.isInteger(maxItems) || maxItems < 1 || maxItems > 50) {
      problems.push(`${where} need maxItems from 1 to 50.`);
    }
  }
  return problems;
}

/**
 * A feed type's own sign-in: API key fields that are a schema, and an OAuth 2 app id of the
 * id form that is not another installed connector's (whose app it would silently share).
 */
function signInProblems(
  owner: string,
  connector: ConnectorPlugin,
  connectors: readonly ConnectorPlugin[],
): string[] {
  const problems: string[] = [];
  for (const [feedTypeId, feedType] of Object.entries(connector.feedTypes)) {
    const auth = feedType.auth;
    if (auth?.kind === 'apiKey') {
      problems.push(
        ...schemaProblems(owner, `the API key fields of feed type "${feedTypeId}"`, auth.fields),
      );
    }
  }
  for (const { auth } of signInsOf(connector)) {
    if (auth.kind !== 'oauth2' || !auth.app) continue;
    const { id } = auth.app;
    if (!pluginIdPattern.test(id)) {
      problems.push(`${owner}: the OAuth app id "${id}" is not a valid id.`);
    } else if (connectors.some((other) => other !== connector && other.id === id)) {
      problems.push(`${owner}: the OAuth app id "${id}" is another connector's id.`);
    }
  }
  return problems;
}

/** Validates every installed connector. */
export function validateConnectors(connectors: readonly ConnectorPlugin[]): string[] {
  const problems: string[] = [
    ...duplicates(connectors, (c) => [c.id], 'Connector id'),
    ...duplicates(connectors, (c) => [c.shortCode], 'Connector short code'),
    ...duplicates(connectors, (c) => [c.sourceNumber], 'Connector source number'),
  ];
  for (const connector of connectors) {
    const owner = `connector "${connector.id}"`;
    if (!pluginIdPattern.test(connector.id)) {
      problems.push(`${owner}: the id must be lower-case letters, digits, "_" or "-".`);
    }
    if (!Number.isInteger(connector.sourceNumber) || connector.sourceNumber < 1) {
      problems.push(`${owner}: the source number must be a positive integer.`);
    }
    const feedTypes = Object.entries(connector.feedTypes);
    if (feedTypes.length === 0) problems.push(`${owner}: it declares no feed type.`);
    for (const [feedTypeId, feedType] of feedTypes) {
      if (!pluginIdPattern.test(feedTypeId)) {
        problems.push(`${owner}: feed type "${feedTypeId}" is not a valid id.`);
      }
      problems.push(
        ...schemaProblems(owner, `the schema of feed type "${feedTypeId}"`, feedType.schema),
        ...suggestionProblems(owner, connector, feedTypeId, feedType),
        ...(feedType.credentials
          ? schemaProblems(
              owner,
              `the credentials of feed type "${feedTypeId}"`,
              feedType.credentials,
            )
          : []),
      );
    }
    if (connector.auth.kind === 'apiKey') {
      problems.push(...schemaProblems(owner, 'the API key fields', connector.auth.fields));
    }
    problems.push(...signInProblems(owner, connector, connectors));
    for (const [name, url] of Object.entries(connector.baseUrls)) {
      if (!URL.canParse(url)) problems.push(`${owner}: base URL "${name}" is not a URL.`);
    }
  }
  return problems;
}

/** Validates every installed theme. */
export function validateThemes(themes: readonly ThemePlugin[]): string[] {
  const problems: string[] = [...duplicates(themes, (t) => [t.id, ...t.legacyNames], 'Theme name')];
  for (const theme of themes) {
    const owner = `theme "${theme.id}"`;
    if (!pluginIdPattern.test(theme.id)) {
      problems.push(`${owner}: the id must be lower-case letters, digits, "_" or "-".`);
    }
    const schema = schemaProblems(owner, 'the options schema', theme.optionsSchema);
    problems.push(...schema);
    if (schema.length === 0 && !theme.optionsSchema.safeParse({}).success) {
      problems.push(`${owner}: every option needs a default (parsing {} must succeed).`);
    }
  }
  return problems;
}

/** Every problem with the installed page integrations (integration.ts). */
export function validateIntegrations(integrations: readonly Integration[]): string[] {
  const problems = duplicates(integrations, (integration) => [integration.id], 'Integration id');
  for (const integration of integrations) {
    const owner = `Integration "${integration.id}"`;
    if (!pluginIdPattern.test(integration.id)) {
      problems.push(`${owner}: id must match ${String(pluginIdPattern)}.`);
    }
    if (integration.pages.length === 0) problems.push(`${owner}: pages must name a page.`);
    problems.push(...schemaProblems(owner, 'settingsSchema', integration.settingsSchema));
  }
  return problems;
}
