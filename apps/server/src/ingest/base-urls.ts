/** A connector's base URLs: its defaults, overridden by configuration. */
import type { ConnectorPlugin } from '@chorus/core';

/** The environment-variable form of a name: upper case, `-` as `_`. */
function variablePart(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/**
 * The connector's base URLs, each replaced by `CHORUS_BASE_URL_<NETWORK>_<NAME>` when set
 * (`environment` holds those variables without the prefix), then by a programmatic override
 * (`overrides[network][name]`, for tests).
 */
export function resolveBaseUrls(
  connector: ConnectorPlugin,
  environment: Readonly<Record<string, string>>,
  overrides: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const [name, url] of Object.entries(connector.baseUrls)) {
    resolved[name] =
      overrides[connector.id]?.[name] ??
      environment[`${variablePart(connector.id)}_${variablePart(name)}`] ??
      url;
  }
  return resolved;
}
