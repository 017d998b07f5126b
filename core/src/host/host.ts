/**
 * The plugin host: one frozen, typed `hooks` object, grouped by phase, that plugins tap under
 * their own name. It uses tapable, which compiles hooks with `new Function`: keep it on the
 * server and in the admin, never in the public wall bundle.
 */
import { AsyncParallelHook, AsyncSeriesBailHook, SyncWaterfallHook } from 'tapable';
import type { z } from 'zod';
import type { NormalizedPost } from '../domain/index.ts';
import type {
  ChorusPlugin,
  InstalledConnector,
  ModerationVerdict,
  NormalizeContext,
  PostChangedEvent,
  ScreenContext,
  ThemePlugin,
} from './contracts.ts';
import type { Integration } from './integration.ts';
import { validateConnectors, validateIntegrations, validateThemes } from './validate.ts';

/** Creates the hooks of one host. */
function createHooks() {
  return Object.freeze({
    // boot
    /** Waterfall over the installed connectors: each connector plugin appends itself. */
    connectors: new SyncWaterfallHook<[InstalledConnector[]]>(['connectors']),
    /** Waterfall over the installed themes: each theme plugin appends itself. */
    themes: new SyncWaterfallHook<[ThemePlugin[]]>(['themes']),
    /** Waterfall over the installed page integrations (integration.ts): each appends itself. */
    integrations: new SyncWaterfallHook<[Integration[]]>(['integrations']),
    // ingestion
    /** Waterfall over one freshly normalized post; taps may enrich or rewrite it. */
    normalizePost: new SyncWaterfallHook<[NormalizedPost, NormalizeContext]>(['post', 'context']),
    /** Bail hook: the first tap that returns a verdict decides the post's initial state. */
    screenPost: new AsyncSeriesBailHook<[ScreenContext], ModerationVerdict | undefined>([
      'context',
    ]),
    // moderation and realtime
    /** Called, in parallel, for every moderation or ingestion change of a post. */
    postChanged: new AsyncParallelHook<[PostChangedEvent]>(['event']),
  });
}

/** The hooks a plugin may tap. */
export type PluginHooks = ReturnType<typeof createHooks>;

/** Raised when a plugin cannot be registered; names the plugin and what is wrong. */
export class PluginRegistrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PluginRegistrationError';
  }
}

/**
 * Holds the installed plugins. Apply plugins with `use`, then read the validated registry
 * through `connectors`, `themes` and the lookups; the registry is computed once, on first read.
 */
export class PluginHost {
  /** The extension points, frozen: plugins tap them, nobody replaces them. */
  readonly hooks: PluginHooks = createHooks();

  readonly #applied = new Set<string>();
  #registry:
    | { connectors: InstalledConnector[]; themes: ThemePlugin[]; integrations: Integration[] }
    | undefined;

  /** Creates a host and applies the given plugins. */
  constructor(plugins: readonly ChorusPlugin[] = []) {
    this.use(plugins);
  }

  /**
   * Applies plugins in order, each with its options validated by its `pluginOptionsSchema`;
   * a plugin name may be applied once.
   */
  use(plugins: readonly ChorusPlugin[]): this {
    if (this.#registry) {
      throw new PluginRegistrationError('Plugins must be applied before the registry is read.');
    }
    for (const plugin of plugins) {
      if (this.#applied.has(plugin.name)) {
        throw new PluginRegistrationError(`Plugin "${plugin.name}" is installed twice.`);
      }
      const options = pluginOptionsOf(plugin);
      this.#applied.add(plugin.name);
      plugin.apply(this, options);
    }
    return this;
  }

  /** Names of the applied plugins, in order. */
  get pluginNames(): string[] {
    return [...this.#applied];
  }

  /** Every installed connector, validated, with its plugin options. */
  get connectors(): readonly InstalledConnector[] {
    return this.#resolve().connectors;
  }

  /** Every installed theme, validated. */
  get themes(): readonly ThemePlugin[] {
    return this.#resolve().themes;
  }

  /** Every installed page integration (tracking, chat...), in the order they were applied. */
  get integrations(): readonly Integration[] {
    return this.#resolve().integrations;
  }

  /** The integration with this id, if installed. */
  integration(id: string): Integration | undefined {
    return this.integrations.find((integration) => integration.id === id);
  }

  /** The connector for a network id, if installed. */
  connector(id: string): InstalledConnector | undefined {
    return this.connectors.find((connector) => connector.id === id);
  }

  /** The connector with this short code (`tw`, `rss`...), if installed. */
  connectorByShortCode(shortCode: string): InstalledConnector | undefined {
    return this.connectors.find((connector) => connector.shortCode === shortCode);
  }

  /** The connector with this legacy source number (spec 1..11), if installed. */
  connectorBySourceNumber(sourceNumber: number): InstalledConnector | undefined {
    return this.connectors.find((connector) => connector.sourceNumber === sourceNumber);
  }

  /** The theme with this id or legacy name, if installed. */
  theme(idOrLegacyName: string): ThemePlugin | undefined {
    return this.themes.find(
      (theme) => theme.id === idOrLegacyName || theme.legacyNames.includes(idOrLegacyName),
    );
  }

  #resolve() {
    if (!this.#registry) {
      const connectors = this.hooks.connectors.call([]);
      const themes = this.hooks.themes.call([]);
      const integrations = this.hooks.integrations.call([]);
      const problems = [
        ...validateConnectors(connectors),
        ...validateThemes(themes),
        ...validateIntegrations(integrations),
      ];
      if (problems.length > 0) {
        throw new PluginRegistrationError(`Invalid plugins:\n- ${problems.join('\n- ')}`);
      }
      this.#registry = { connectors, themes, integrations };
    }
    return this.#registry;
  }
}

/**
 * The options a plugin's `apply` receives: `pluginOptions` (absent counts as `{}`) parsed with
 * its `pluginOptionsSchema`, or as given when it declares none.
 */
function pluginOptionsOf(plugin: ChorusPlugin): unknown {
  const raw = plugin.pluginOptions ?? {};
  if (!plugin.pluginOptionsSchema) return raw;
  const parsed = plugin.pluginOptionsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new PluginRegistrationError(
    `Plugin "${plugin.name}": ${parsed.error.issues.map(describeIssue).join('; ')}`,
  );
}

/** One problem with an option, naming the field: `option "defaultInstance": Invalid URL`. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  return field === '' ? `options: ${issue.message}` : `option "${field}": ${issue.message}`;
}
