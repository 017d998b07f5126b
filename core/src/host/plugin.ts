/**
 * The base plugin contract: a named, kinded object with raw options, the schema the host
 * validates them with, and an `apply` that taps the host. Plugins are made by factories, as
 * Docusaurus plugins are: `mastodonConnector({ defaultInstance })` returns one plugin.
 *
 * Isomorphic and free of tapable and of runtime zod, so the public wall bundle may import it.
 */
import type { z } from 'zod';
import type { PluginHost } from './host.ts';

/** The three kinds of plugin an installation lists in `chorus.config.ts`. */
export type PluginKind = 'connector' | 'theme' | 'integration';

/** A plugin: a name, a kind, its options and a function that taps the host under that name. */
export interface ChorusPlugin<TPluginOptions = unknown> {
  /** Unique plugin name, used as the tap name (e.g. `connector-rss`). */
  readonly name: string;
  /** What the plugin provides: a network, a wall layout, or scripts and services. */
  readonly kind: PluginKind;
  /** The options as written in `chorus.config.ts`, unvalidated; absent counts as `{}`. */
  readonly pluginOptions?: unknown;
  /**
   * Zod schema of the options, with their defaults. The host parses `pluginOptions` with it
   * at registration and throws a `PluginRegistrationError` naming the plugin and the field,
   * e.g. `Plugin "connector-mastodon": option "defaultInstance": Invalid URL`.
   */
  readonly pluginOptionsSchema?: z.ZodType<TPluginOptions>;
  /**
   * Taps the hooks this plugin extends. Called once, at boot, with the validated options
   * (`pluginOptions` itself when the plugin declares no schema).
   */
  apply(host: PluginHost, options: TPluginOptions): void;
}

/** Where a plugin writes what it did; the server routes it to its logger with the source id. */
export interface ConnectorLogger {
  /** Detail useful only when tracing one crawl. */
  debug(message: string, data?: Record<string, unknown>): void;
  /** A normal event worth keeping (a page fetched, a cursor moved). */
  info(message: string, data?: Record<string, unknown>): void;
  /** Something odd the crawl survived (an item skipped, a field missing). */
  warn(message: string, data?: Record<string, unknown>): void;
  /** A failure; throw as well when the crawl cannot go on. */
  error(message: string, data?: Record<string, unknown>): void;
}

/** The time, injected so tests can move it. */
export interface ConnectorClock {
  /** The current time. */
  now(): Date;
}

/**
 * The quota or rate limit a network holds a source to, as a crawl last saw it: requests left
 * in a rate-limit window (`x-rate-limit-*`, `x-ratelimit-*`, `ratelimit-*` headers), or units
 * of a daily budget the connector counts itself (YouTube's search quota). The owner reads it
 * beside the source in the edit panel.
 */
export interface SourceQuota {
  /**
   * What is counted: `requests` of a rate-limit window, `units` of a budget, or `searches` one
   * account may make in a rolling window (Instagram's 30 hashtags a week).
   */
  readonly unit: 'requests' | 'units' | 'searches';
  /** `window`: the network's rolling window; `day`: a daily budget. */
  readonly period: 'window' | 'day';
  /** The allowance of the window or the day; null when the network does not say. */
  readonly limit: number | null;
  /** What is left of the allowance; null when the network does not say. */
  readonly remaining: number | null;
  /** When the allowance is renewed; null when unknown. */
  readonly resetsAt: Date | null;
}

/** A logger that writes nowhere (tests, previews). */
export const silentLogger: ConnectorLogger = Object.freeze({
  debug() {},
  info() {},
  warn() {},
  error() {},
});

/** The wall clock. */
export const systemClock: ConnectorClock = Object.freeze({ now: () => new Date() });

/** What {@link definePlugin} takes: a plugin minus its options, plus a typed `apply`. */
export interface PluginDefinition<TSchema extends z.ZodType> {
  /** Unique plugin name, used as the tap name (e.g. `theme-masonry`). */
  readonly name: string;
  /** What the plugin provides. */
  readonly kind: PluginKind;
  /** Zod schema of the options, with defaults; omit it for a plugin without options. */
  readonly pluginOptionsSchema?: TSchema;
  /** Taps the host with the validated options. */
  apply(host: PluginHost, options: z.output<TSchema>): void;
}

/**
 * A plugin factory: called in `chorus.config.ts` with the options as the installer writes
 * them (their input type: fields with defaults may be left out).
 */
export type PluginFactory<TInput, TPlugin> = (pluginOptions?: TInput) => TPlugin;

/**
 * Makes a plugin factory. The host validates the options given to the factory with
 * `pluginOptionsSchema` at registration, then calls `apply(host, options)`.
 *
 * ```ts
 * export const auroraTheme = definePlugin({
 *   name: 'theme-aurora',
 *   kind: 'theme',
 *   pluginOptionsSchema: z.object({ variants: z.array(z.string()).default(['day']) }),
 *   apply(host, { variants }) { ... },
 * });
 * // chorus.config.ts: plugins: [auroraTheme({ variants: ['day', 'night'] })]
 * ```
 */
export function definePlugin<TSchema extends z.ZodType = z.ZodType<unknown>>(
  definition: PluginDefinition<TSchema>,
): PluginFactory<z.input<TSchema>, ChorusPlugin<z.output<TSchema>>> {
  return (pluginOptions) =>
    Object.freeze({
      name: definition.name,
      kind: definition.kind,
      pluginOptions,
      ...(definition.pluginOptionsSchema
        ? { pluginOptionsSchema: definition.pluginOptionsSchema as z.ZodType<z.output<TSchema>> }
        : {}),
      apply: (host: PluginHost, options: z.output<TSchema>) => definition.apply(host, options),
    });
}
