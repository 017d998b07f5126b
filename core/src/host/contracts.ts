/**
 * The plugin contracts: what a connector or a theme package hands to Chorus.
 *
 * This module is isomorphic and imports no tapable, so the public wall bundle (which may run
 * under a host page's CSP forbidding `new Function`) can read manifests without the host.
 */
import type { z } from 'zod';
import type { NormalizedPost, Source } from '../domain/index.ts';
import type { PluginHost } from './host.ts';

/** A plugin: a name and a function that taps the host's hooks under that name. */
export interface ChorusPlugin {
  /** Unique plugin name, used as the tap name (e.g. `connector-rss`). */
  readonly name: string;
  /** Taps the hooks this plugin extends. Called once, at boot. */
  apply(host: PluginHost): void;
}

/** The plugin list of an installation: `chorus.config.ts` at the repository root. */
export interface ChorusConfig {
  /** Every installed plugin, in the order they are applied. */
  readonly plugins: readonly ChorusPlugin[];
}

/** Types the root `chorus.config.ts`; returns its argument. */
export function defineChorusConfig(config: ChorusConfig): ChorusConfig {
  return config;
}

/** Lower-case id of a network or theme: letters, digits, `_` and `-`, starting with a letter. */
export const pluginIdPattern = /^[a-z][a-z0-9_-]{0,39}$/;

// ---------------------------------------------------------------------------------------------
// Connectors
// ---------------------------------------------------------------------------------------------

/** One kind of feed a network offers (a handle, a hashtag, a list...). */
export interface FeedTypeDefinition<TOptions extends z.ZodObject = z.ZodObject> {
  /** Title shown in the connect dialog, e.g. "Hashtag". */
  readonly title: string;
  /** One sentence on what this feed collects. */
  readonly description?: string;
  /**
   * What the owner types. Field titles and hints go in `.meta({ title, description })`;
   * validation messages are the spec's, from the message catalogue. The connect dialog is drawn
   * from `z.toJSONSchema(schema)`.
   */
  readonly schema: TOptions;
  /** The account label shown in the collection bar, before shortening to 16 characters. */
  label(options: z.output<TOptions>): string;
  /**
   * Text fields of `schema` that suggest values as the owner types (a company, a user), keyed
   * by property name. The connect dialog draws each as a combobox and asks the connector's
   * {@link ConnectorDefinition.suggest} through `GET /api/suggestions/...`, so a connector that
   * declares any must supply `suggest`.
   */
  readonly suggestions?: Readonly<Record<string, FieldSuggestions>>;
}

/** How one text field of a feed type suggests values (the spec's company and Vine typeaheads). */
export interface FieldSuggestions {
  /** Characters typed before the first lookup, at least 1 (the spec: 3 for a company). */
  readonly minChars: number;
  /** Most suggestions listed, 1 to 50 (the spec: 10 companies, 6 Vine users). */
  readonly maxItems: number;
}

/** One suggested value of a field. */
export interface Suggestion {
  /** What fills the field when chosen. */
  readonly value: string;
  /** What the list shows; the value when absent. */
  readonly label?: string;
  /** A second, quieter line: follower count, description. */
  readonly detail?: string;
}

/** What a connector's `suggest` receives: one lookup for one field as the owner types. */
export interface SuggestContext {
  /** The feed type id, e.g. `company`. */
  readonly feedType: string;
  /** The property name of the field, a key of that feed type's `suggestions`. */
  readonly field: string;
  /** What the owner has typed, trimmed; at least the field's `minChars` characters. */
  readonly query: string;
  /** The field's `maxItems`: return at most this many (more are cut off). */
  readonly limit: number;
  /** The safe HTTP client: every request of a connector goes through it. */
  readonly http: ConnectorHttp;
  /** Base URLs by name, from configuration (tests point them at a local fake network). */
  readonly baseUrls: Readonly<Record<string, string>>;
  /** Aborted when the owner types on or the lookup times out. */
  readonly signal: AbortSignal;
}

/**
 * Declares one feed type with `label` typed by its own schema (a record of feed types can only
 * keep the general shape).
 */
export function defineFeedType<TOptions extends z.ZodObject>(
  definition: FeedTypeDefinition<TOptions>,
): FeedTypeDefinition {
  return definition as unknown as FeedTypeDefinition;
}

/** How a connector authenticates against its network. */
export type ConnectorAuth =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'apiKey';
      /** Fields the installation administrator provides (key, secret...). */
      readonly fields: z.ZodObject;
    }
  | {
      readonly kind: 'oauth2';
      /** Authorization endpoint the owner's browser is sent to (popup 665x300). */
      readonly authorizeUrl: string;
      /** Token endpoint the server exchanges the code at. */
      readonly tokenUrl: string;
      /** Scopes requested. */
      readonly scopes: readonly string[];
      /** Whether the network requires PKCE. */
      readonly pkce?: boolean;
    };

/** A fetch with the shape of WHATWG `fetch`; the connector kit supplies an SSRF-safe one. */
export type ConnectorHttp = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** What a connector's `fetch` receives for one crawl of one source. */
export interface FetchContext<TCursor> {
  /** The source being crawled, with the owner's options for its feed type. */
  readonly source: Source;
  /** Where the previous crawl stopped; `null` on the first crawl. */
  readonly cursor: TCursor | null;
  /** The safe HTTP client: every request of a connector goes through it. */
  readonly http: ConnectorHttp;
  /** Decrypted credentials for this source (OAuth tokens, API keys), when the network needs any. */
  readonly credentials: Readonly<Record<string, string>> | null;
  /** Base URLs by name, from configuration (tests point them at a local fake network). */
  readonly baseUrls: Readonly<Record<string, string>>;
  /** Aborted when the crawl is cancelled or times out. */
  readonly signal: AbortSignal;
}

/** One page of wire items and the cursor to continue from. */
export interface FetchResult<TItem, TCursor> {
  readonly items: readonly TItem[];
  /** Where the next crawl continues; `null` when there is nothing more to page. */
  readonly cursor: TCursor | null;
}

/** What a connector package declares; `defineConnector` turns it into a plugin. */
export interface ConnectorDefinition<TItem = unknown, TCursor = unknown> {
  /** Network id, e.g. `twitter`; unique among installed connectors. */
  readonly id: string;
  /** Short code used in URLs and legacy payloads, e.g. `tw`; unique. */
  readonly shortCode: string;
  /** Numeric source code of legacy payloads (1 facebook ... 11 custom); unique. */
  readonly sourceNumber: number;
  /** Name shown to people, e.g. "X (Twitter)". */
  readonly displayName: string;
  /** An SVG path (`d` attribute) drawn in a 24x24 box; never markup. */
  readonly icon: string;
  /** The feed types this network offers, keyed by id (e.g. `handle`, `hashtag`). */
  readonly feedTypes: Readonly<Record<string, FeedTypeDefinition>>;
  /** How the connector authenticates. */
  readonly auth: ConnectorAuth;
  /** Default base URLs by name; configuration may override each. */
  readonly baseUrls: Readonly<Record<string, string>>;
  /** Fetches one page of wire items for a source. */
  fetch(context: FetchContext<TCursor>): Promise<FetchResult<TItem, TCursor>>;
  /** Turns one wire item into the shared post shape. */
  normalize(item: TItem, source: Source): NormalizedPost;
  /**
   * Looks up suggestions for a field a feed type declares in `suggestions`; required when any
   * feed type declares one. Throw (a `SourceError` or any error) when the network fails.
   */
  suggest?(context: SuggestContext): Promise<readonly Suggestion[]>;
}

/** A connector ready to install: its definition plus the plugin that registers it. */
export type ConnectorPlugin<TItem = unknown, TCursor = unknown> = ConnectorDefinition<
  TItem,
  TCursor
> &
  ChorusPlugin & { readonly kind: 'connector' };

/** Declares a connector package; the result goes in `chorus.config.ts`. */
export function defineConnector<TItem, TCursor>(
  definition: ConnectorDefinition<TItem, TCursor>,
): ConnectorPlugin<TItem, TCursor> {
  const name = `connector-${definition.id}`;
  const plugin: ConnectorPlugin<TItem, TCursor> = {
    ...definition,
    kind: 'connector',
    name,
    apply(host) {
      host.hooks.connectors.tap(name, (connectors) => [...connectors, plugin as ConnectorPlugin]);
    },
  };
  return plugin;
}

// ---------------------------------------------------------------------------------------------
// Themes
// ---------------------------------------------------------------------------------------------

/** What a theme can do, which the wall and the editor read instead of checking theme names. */
export interface ThemeCapabilities {
  /** Shows the collection navigation bar (hidden for slider, slideshow, waterfall, mosaic...). */
  readonly collectionBar: boolean;
  /** Posts requested per page: 60 for the large themes, 20 otherwise. */
  readonly pageSize: 20 | 60;
  /** Shows only posts with an image (photo themes when text updates are off). */
  readonly imageOnly: boolean;
  /** Where realtime inserts go: at the front, at the current position, or nowhere. */
  readonly realtimeInsert: 'front' | 'position' | 'none';
  /** Shows the slideshow control bar. */
  readonly slideshowControls: boolean;
}

/** A server-safe theme manifest plus a lazily loaded component. */
export interface ThemeDefinition<TOptions extends z.ZodObject = z.ZodObject, TComponent = unknown> {
  /** Theme id, e.g. `masonry-photo`; unique among installed themes. */
  readonly id: string;
  /** Legacy names the theme answers to, e.g. `hypeTemplate_photo_large`; unique. */
  readonly legacyNames: readonly string[];
  /** Name shown in the theme picker. */
  readonly displayName: string;
  /**
   * Every option the owner can set, with defaults (post width and padding...). The edit panel
   * draws its controls from `z.toJSONSchema(optionsSchema)`; the core validates at registration
   * that parsing `{}` yields complete defaults.
   */
  readonly optionsSchema: TOptions;
  /** What the theme can do. */
  readonly capabilities: ThemeCapabilities;
  /** Loads the theme's component; only the wall bundle calls it. */
  load(): Promise<{ default: TComponent }>;
}

/** A theme ready to install: its manifest plus the plugin that registers it. */
export type ThemePlugin<
  TOptions extends z.ZodObject = z.ZodObject,
  TComponent = unknown,
> = ThemeDefinition<TOptions, TComponent> & ChorusPlugin & { readonly kind: 'theme' };

/** Declares a theme package; the result goes in `chorus.config.ts`. */
export function defineTheme<TOptions extends z.ZodObject, TComponent>(
  definition: ThemeDefinition<TOptions, TComponent>,
): ThemePlugin<TOptions, TComponent> {
  const name = `theme-${definition.id}`;
  const plugin: ThemePlugin<TOptions, TComponent> = {
    ...definition,
    kind: 'theme',
    name,
    apply(host) {
      host.hooks.themes.tap(name, (themes) => [...themes, plugin as unknown as ThemePlugin]);
    },
  };
  return plugin;
}

// ---------------------------------------------------------------------------------------------
// Hook payloads
// ---------------------------------------------------------------------------------------------

/** What `normalizePost` taps receive beside the post. */
export interface NormalizeContext {
  /** The source the post was fetched for. */
  readonly source: Source;
  /** The connector that produced it. */
  readonly connectorId: string;
}

/** What `screenPost` taps receive: a normalized post about to be stored. */
export interface ScreenContext {
  readonly post: NormalizedPost;
  readonly source: Source;
}

/** A screening decision; the first tap to return one wins. */
export interface ModerationVerdict {
  /** `pending` holds the post for a moderator; `removed` drops it; `approved` publishes it. */
  readonly state: 'pending' | 'approved' | 'removed';
  /** Why, for the moderator (e.g. "matched the blocked word list"). */
  readonly reason: string;
}

/** A moderation or ingestion change, announced to live viewers and other listeners. */
export interface PostChangedEvent {
  readonly wallId: string;
  readonly postId: string;
  readonly change:
    | 'created'
    | 'updated'
    | 'approved'
    | 'rejected'
    | 'removed'
    | 'pinned'
    | 'unpinned'
    | 'highlighted'
    | 'unhighlighted'
    | 'displayed';
}
