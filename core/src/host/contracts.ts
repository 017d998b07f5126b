/**
 * The plugin contracts: what a connector or a theme package hands to Chorus.
 *
 * This module is isomorphic and imports no tapable, so the public wall bundle (which may run
 * under a host page's CSP forbidding `new Function`) can read manifests without the host.
 */
import type { z } from 'zod';
import type { NormalizedPost, Source } from '../domain/index.ts';
import type { FeatureFlag } from '../domain/plans.ts';
import type { RealtimeInsertPosition } from '../domain/themes.ts';
import type { SchemaTexts } from '../i18n/schema-texts/translate.ts';
import type {
  ChorusPlugin,
  ConnectorClock,
  ConnectorLogger,
  PluginFactory,
  SourceQuota,
} from './plugin.ts';

export * from './plugin.ts';
export * from './integration.ts';

/** The plugin list of an installation: `chorus.config.ts` at the repository root. */
export interface ChorusConfig {
  /** Every installed plugin, in the order they are applied. */
  readonly plugins: readonly ChorusPlugin[];
}

/** Types the root `chorus.config.ts`; returns its argument. */
export function defineChorusConfig(config: ChorusConfig): ChorusConfig {
  return config;
}

export { pluginIdPattern } from '../domain/plugin-id.ts';

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
  /** Put before the label in the collection bar, e.g. `#` for a tag feed; none when absent. */
  readonly labelPrefix?: string;
  /**
   * Sign-in details the owner enters with this feed type, for a network that needs the owner's
   * own account (a Bluesky search: a handle and an app password). The connect dialog draws
   * them from `z.toJSONSchema(credentials)` like the options; mark secret fields
   * `.meta({ writeOnly: true })` to draw them as password boxes. The server stores them
   * encrypted as the source's credentials, hands them to `fetch` as `credentials` and never
   * sends them back (the API says only that they are saved).
   */
  readonly credentials?: z.ZodObject;
  /**
   * Text fields of `schema` that suggest values as the owner types (a company, a user), keyed
   * by property name. The connect dialog draws each as a combobox and asks the connector's
   * {@link ConnectorDefinition.suggest} through `GET /api/suggestions/...`, so a connector that
   * declares any must supply `suggest`.
   */
  readonly suggestions?: Readonly<Record<string, FieldSuggestions>>;
  /**
   * For a connector that signs in with OAuth 2: whether this feed type needs the owner's
   * sign-in (`required`, the default: the connect dialog opens the sign-in popup) or reads
   * public posts and offers sign-in only when the network asks for it (`optional`).
   */
  readonly signIn?: 'required' | 'optional';
  /**
   * This feed type's own sign-in, when it differs from the connector's `auth` (Instagram
   * profiles sign in with Instagram Login, its hashtags with Facebook Login). Everything that
   * signs a source in or renews its tokens reads the source's feed type's auth through
   * {@link feedTypeAuthOf}: this one when declared, else the connector's. An OAuth 2 sign-in
   * that uses another app than the connector's names it in `app`.
   */
  readonly auth?: ConnectorAuth;
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
export interface SuggestContext<TOptions = ConnectorOptions> {
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
  /** Where the connector writes what it did; the server adds the source or wall. */
  readonly logger: ConnectorLogger;
  /** The time, injected so tests can move it. */
  readonly clock: ConnectorClock;
  /** The connector's plugin options from `chorus.config.ts`, validated, defaults filled in. */
  readonly options: TOptions;
  /**
   * The owner's own sign-in to this network, for a lookup only a signed-in account may make
   * (LinkedIn's pages the member administers): the credentials of the owner's most recently
   * signed-in source of the network, opened for this lookup only; `null` (or absent) when the
   * owner has none or the connector signs in with nothing.
   */
  readonly credentials?: Readonly<Record<string, string>> | null;
}

/** Plugin options of a connector that declares no `pluginOptionsSchema`: `{}`. */
export type ConnectorOptions = Readonly<Record<string, unknown>>;

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
      /**
       * The installation's app at the network this sign-in uses, when it is not the
       * connector's own: a feed type with its own sign-in at another login product (Instagram
       * Login beside Facebook Login). Its `id` keys the app's client id and secret
       * (`CHORUS_OAUTH_<ID>_CLIENT_ID`, the admin screen's sign-in apps) and its `name` titles
       * it there. Absent: the connector's id and display name.
       */
      readonly app?: OAuthAppRef;
      /** Whether the network requires PKCE. */
      readonly pkce?: boolean;
      /** Whether an expired token is renewed with the refresh token (default true). */
      readonly refresh?: boolean;
      /**
       * For networks of many servers (Mastodon): the server a source signs in to, and how this
       * installation registers itself as a client there. When set, `authorizeUrl` and
       * `tokenUrl` are read relative to that server, and no installation client id is needed.
       */
      readonly registration?: OAuthRegistration;
      /**
       * How the token endpoint is told who the client is: `basic` (the default; the secret by
       * HTTP Basic, RFC 6749 §2.3.1) or `body` (client id and secret as form fields: Meta,
       * LinkedIn, TikTok).
       */
      readonly clientAuthentication?: 'basic' | 'body';
      /** The name of the client id parameter; default `client_id` (TikTok: `client_key`). */
      readonly clientIdParameter?: string;
      /** What joins the scopes in the consent address; default a space (TikTok: a comma). */
      readonly scopeSeparator?: string;
      /**
       * Runs after the code exchange: swap a short-lived token for a long-lived one, pick a
       * page's token, resolve account ids. Throw a `SourceError` to refuse the sign-in with a
       * message the popup shows.
       */
      readonly completeSignIn?: (context: OAuthSignInContext) => Promise<OAuthSignInResult>;
      /**
       * Renews the stored token when it is due, in place of the standard `refresh_token` grant
       * (Instagram's `ig_refresh_token`, Threads' `th_refresh_token`). Throw an error whose
       * `refused` is true, or a `SourceError('needs_reauth')`, when the network refuses.
       */
      readonly renewTokens?: (context: OAuthRenewContext) => Promise<OAuthGrantedTokens>;
      /** Renew when the token expires within this many milliseconds; default one minute. */
      readonly renewBeforeMs?: number;
    };

/** An OAuth 2 sign-in of a connector or of one of its feed types. */
export type OAuth2Auth = Extract<ConnectorAuth, { readonly kind: 'oauth2' }>;

/** Names the installation app an OAuth 2 sign-in uses (see `ConnectorAuth`'s `app`). */
export interface OAuthAppRef {
  /** Lower-case letters, digits, `_` or `-`, e.g. `instagram-login`. */
  readonly id: string;
  /** What the administrator reads, e.g. "Instagram Login". */
  readonly name: string;
}

/**
 * The sign-in of a source of `feedType`: the feed type's own `auth` when it declares one, else
 * the connector's. An unknown or absent feed type gets the connector's.
 */
export function feedTypeAuthOf(
  connector: {
    readonly auth: ConnectorAuth;
    readonly feedTypes: Readonly<Record<string, FeedTypeDefinition>>;
  },
  feedType: string | null | undefined,
): ConnectorAuth {
  const own =
    feedType != null && Object.hasOwn(connector.feedTypes, feedType)
      ? connector.feedTypes[feedType]?.auth
      : undefined;
  return own ?? connector.auth;
}

/** The app an OAuth 2 sign-in uses: the one it names, else the connector's own. */
export function oauthAppOf(
  connector: { readonly id: string; readonly displayName: string },
  auth: OAuth2Auth,
): OAuthAppRef {
  return auth.app ?? { id: connector.id, name: connector.displayName };
}

/** One sign-in a connector declares, and the feed types that use it. */
export interface DeclaredSignIn {
  readonly auth: ConnectorAuth;
  /** Feed type ids whose sources sign in with it; empty for an unused connector-wide auth. */
  readonly feedTypes: readonly string[];
}

/**
 * Every distinct sign-in of a connector: the connector's `auth` first, then each feed type's
 * own (a sign-in shared by several feed types is listed once).
 */
export function signInsOf(connector: {
  readonly auth: ConnectorAuth;
  readonly feedTypes: Readonly<Record<string, FeedTypeDefinition>>;
}): DeclaredSignIn[] {
  const found = new Map<ConnectorAuth, string[]>([[connector.auth, []]]);
  for (const id of Object.keys(connector.feedTypes)) {
    const auth = feedTypeAuthOf(connector, id);
    const users = found.get(auth);
    if (users) users.push(id);
    else found.set(auth, [id]);
  }
  return [...found].map(([auth, feedTypes]) => ({ auth, feedTypes }));
}

/**
 * The installation apps a connector signs in with through OAuth 2 (no per-server
 * registration), each once, with the feed types that use it: what the administrator sets up.
 */
export function oauthAppsOf(connector: {
  readonly id: string;
  readonly displayName: string;
  readonly auth: ConnectorAuth;
  readonly feedTypes: Readonly<Record<string, FeedTypeDefinition>>;
}): { readonly app: OAuthAppRef; readonly auth: OAuth2Auth; readonly feedTypes: string[] }[] {
  const apps = new Map<string, { app: OAuthAppRef; auth: OAuth2Auth; feedTypes: string[] }>();
  for (const signIn of signInsOf(connector)) {
    const auth = signIn.auth;
    if (auth.kind !== 'oauth2' || auth.registration) continue;
    // The connector-wide sign-in counts even when every feed type has its own: it is the
    // default a feed type added later falls back to.
    const app = oauthAppOf(connector, auth);
    const known = apps.get(app.id);
    if (known) known.feedTypes.push(...signIn.feedTypes);
    else apps.set(app.id, { app, auth, feedTypes: [...signIn.feedTypes] });
  }
  return [...apps.values()];
}

/**
 * The feed types whose sources sign in as `feedType`'s do: the same OAuth 2 app (by app id), or
 * the same declared auth otherwise. A token of one sign-in is never handed to a feed type of
 * another (an Instagram Login token cannot search Facebook Login's hashtags).
 */
export function feedTypesSharingSignIn(
  connector: {
    readonly id: string;
    readonly displayName: string;
    readonly auth: ConnectorAuth;
    readonly feedTypes: Readonly<Record<string, FeedTypeDefinition>>;
  },
  feedType: string,
): string[] {
  const signIn = (auth: ConnectorAuth): unknown =>
    auth.kind === 'oauth2' && !auth.registration ? `app:${oauthAppOf(connector, auth).id}` : auth;
  const own = signIn(feedTypeAuthOf(connector, feedType));
  return Object.keys(connector.feedTypes).filter(
    (id) => signIn(feedTypeAuthOf(connector, id)) === own,
  );
}

/** Tokens as a network's token endpoint granted them. */
export interface OAuthGrantedTokens {
  readonly accessToken: string;
  readonly refreshToken: string | null;
  /** When the access token expires; null when the network does not say. */
  readonly expiresAt: Date | null;
  /** The scopes granted, which may be fewer than those asked; null when not said. */
  readonly scope: string | null;
  /** The token answer's JSON object as sent (`user_id`, `open_id`...); `{}` when built by hand. */
  readonly raw: Readonly<Record<string, unknown>>;
}

/** The installation's app at a network. */
export interface OAuthAppClient {
  readonly clientId: string;
  readonly clientSecret: string | null;
}

/** What {@link ConnectorAuth} `completeSignIn` receives. */
export interface OAuthSignInContext {
  /** The safe HTTP client. */
  readonly http: ConnectorHttp;
  /** The tokens the code was exchanged for. */
  readonly tokens: OAuthGrantedTokens;
  readonly client: OAuthAppClient;
  /** The source being signed in: its feed type and options. */
  readonly source: {
    readonly feedType: string;
    readonly options: Readonly<Record<string, unknown>>;
  };
  /** Base URLs by name, from configuration (tests point them at a local fake network). */
  readonly baseUrls: Readonly<Record<string, string>>;
  /** The connector's validated plugin options. */
  readonly pluginOptions: unknown;
  readonly now: Date;
}

/** What `completeSignIn` answers. */
export interface OAuthSignInResult {
  /** The tokens to store (the long-lived or page token, when swapped). */
  readonly tokens: OAuthGrantedTokens;
  /** More fields sealed beside the token (`pageAccessToken`, `openId`...). */
  readonly credentials?: Readonly<Record<string, string>>;
  /** Merged into the source's options (a resolved page id or name). */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** What {@link ConnectorAuth} `renewTokens` receives. */
export interface OAuthRenewContext {
  readonly http: ConnectorHttp;
  /** The stored payload: `accessToken`, `refreshToken` and any fields `completeSignIn` added. */
  readonly credentials: Readonly<Record<string, string>>;
  readonly client: OAuthAppClient;
  readonly baseUrls: Readonly<Record<string, string>>;
  readonly pluginOptions: unknown;
  readonly now: Date;
}

/** What {@link OAuthRegistration.register} receives: one server to register on. */
export interface OAuthRegistrationContext {
  /** The safe HTTP client. */
  readonly http: ConnectorHttp;
  /** The server's origin, e.g. `https://mastodon.social`. */
  readonly issuer: string;
  /** The callback address the network must send the owner back to. */
  readonly redirectUri: string;
  /** The name the network shows on its consent screen. */
  readonly clientName: string;
  /** The scopes the connector asks for. */
  readonly scopes: readonly string[];
  /** The installation's public address, when configured. */
  readonly website: string | null;
}

/** A client registered on one server: kept encrypted by the server and reused. */
export interface RegisteredOAuthClient {
  readonly clientId: string;
  readonly clientSecret: string | null;
}

/**
 * Dynamic client registration: a network where each server has its own OAuth clients (no
 * installation-wide client id). The server registers once per server and callback address.
 */
export interface OAuthRegistration {
  /**
   * The origin of the server a source signs in to, from its feed type and options and the
   * connector's validated plugin options. Throw a `SourceError` when it cannot be told.
   */
  issuerOf(
    source: { readonly feedType: string; readonly options: Readonly<Record<string, unknown>> },
    pluginOptions: unknown,
  ): string;
  /** Registers this installation on one server; throws when the server refuses. */
  register(context: OAuthRegistrationContext): Promise<RegisteredOAuthClient>;
}

/** A fetch with the shape of WHATWG `fetch`; the connector kit supplies an SSRF-safe one. */
export type ConnectorHttp = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** What a connector's `fetch` receives for one crawl of one source. */
export interface FetchContext<TCursor, TOptions = ConnectorOptions> {
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
  /** Where the connector writes what it did; the server adds the source id. */
  readonly logger: ConnectorLogger;
  /** The time, injected so tests can move it. */
  readonly clock: ConnectorClock;
  /** The connector's plugin options from `chorus.config.ts`, validated, defaults filled in. */
  readonly options: TOptions;
}

/** One page of wire items and the cursor to continue from. */
export interface FetchResult<TItem, TCursor> {
  readonly items: readonly TItem[];
  /** Where the next crawl continues; `null` when there is nothing more to page. */
  readonly cursor: TCursor | null;
  /**
   * The quota or rate limit the crawl ended under, shown to the owner beside the source. When
   * absent, the server reads the rate-limit headers of the crawl's last answer instead.
   */
  readonly quota?: SourceQuota;
}

/**
 * Posts an owner writes by hand (`POST /api/post`) instead of a crawl: the custom connector
 * declares this, and the server finds it through the host by capability.
 */
export interface ConnectorCompose<TItem, TInput = unknown> {
  /** Feed type of the wall's hand-made source, created on the first post (e.g. `posts`). */
  readonly feedType: string;
  /** Label of that source in the collection bar. */
  readonly label: string;
  /** What the owner sends; parse errors carry the spec's messages and name the field. */
  readonly inputSchema: z.ZodType<TInput>;
  /** Turns one parsed input into a wire item, which `normalize` then turns into a post. */
  toItem(input: TInput, context: ComposeContext): TItem;
}

/** What {@link ConnectorCompose.toItem} receives beside the input. */
export interface ComposeContext {
  /** A fresh id for the new post, unique in its source. */
  readonly externalId: string;
  /** When the server received the post, in unix seconds. */
  readonly receivedAt: number;
}

/** What a connector package declares; `defineConnector` turns it into a plugin factory. */
export interface ConnectorDefinition<
  TItem = unknown,
  TCursor = unknown,
  TOptions = ConnectorOptions,
> {
  /** Network id, e.g. `twitter`, matching `pluginIdPattern`; unique among installed connectors. */
  readonly id: string;
  /** Short code used in URLs and legacy payloads, e.g. `tw`; unique. */
  readonly shortCode: string;
  /**
   * Numeric source code of legacy payloads: the spec's 1 (facebook) to 11 (custom) for its
   * networks, 12 or more for others; unique.
   */
  readonly sourceNumber: number;
  /** Name shown to people, e.g. "X (Twitter)". */
  readonly displayName: string;
  /**
   * A shorter name for tight places such as the wall's collection bar, e.g. "Twitter";
   * `displayName` when absent.
   */
  readonly shortName?: string;
  /** An SVG path (`d` attribute) drawn in a 24x24 box; never markup. */
  readonly icon: string;
  /** Spec key holding a source's account name in legacy payloads, e.g. `twitter_user_name`. */
  readonly nameKey?: string;
  /**
   * The status a source takes when the network refuses its sign-in (an expired or revoked
   * token, a refused renewal): `needs_reauth` (the spec's -2, the default) or `token_expired`
   * (the spec's -1, which it keeps for LinkedIn). Either stops crawling until the owner signs
   * in again, and both show 'Token expired. Please click here to refresh your token.'
   */
  readonly signedOutStatus?: 'needs_reauth' | 'token_expired';
  /**
   * Text of the spec for this network, keyed by message name (e.g. a feed type's "no posts
   * yet" note); the connector's own feed type schemas use them too.
   */
  readonly messages?: Readonly<Record<string, string>>;
  /** The feed types this network offers, keyed by id (e.g. `handle`, `hashtag`). */
  readonly feedTypes: Readonly<Record<string, FeedTypeDefinition>>;
  /**
   * Translations of the texts the owner reads (feed type titles and descriptions, the titles,
   * descriptions and option labels of their schemas, an archive's hint): per language
   * (`de`, `fr`, `es`), the English text → its translation. `GET /api/plugins` answers in the
   * caller's language from them; a text left out stays English. docs/plugins.md.
   */
  readonly texts?: SchemaTexts;
  /** How the connector authenticates. */
  readonly auth: ConnectorAuth;
  /** Default base URLs by name; configuration may override each. */
  readonly baseUrls: Readonly<Record<string, string>>;
  /**
   * Zod object schema of the connector's plugin options (as in `chorus.config.ts`:
   * `mastodonConnector({ defaultInstance })`), with defaults; the host validates them at
   * registration and hands the result to `fetch` and `suggest` as `options`.
   */
  readonly pluginOptionsSchema?: z.ZodType<TOptions>;
  /** Posts the owner writes by hand, for a connector that takes them (custom). */
  readonly compose?: ConnectorCompose<TItem>;
  /** Fetches one page of wire items for a source. */
  fetch(context: FetchContext<TCursor, TOptions>): Promise<FetchResult<TItem, TCursor>>;
  /** Turns one wire item into the shared post shape. */
  normalize(item: TItem, source: Source): NormalizedPost;
  /**
   * Looks up suggestions for a field a feed type declares in `suggestions`; required when any
   * feed type declares one. Throw (a `SourceError` or any error) when the network fails.
   */
  suggest?(context: SuggestContext<TOptions>): Promise<readonly Suggestion[]>;
}

/** A connector as its factory returns it: its definition plus the plugin that registers it. */
export type ConnectorPlugin<
  TItem = unknown,
  TCursor = unknown,
  TOptions = ConnectorOptions,
> = ConnectorDefinition<TItem, TCursor, TOptions> &
  ChorusPlugin<TOptions> & { readonly kind: 'connector' };

/** A registered connector, as the host lists it: with its validated plugin options. */
export type InstalledConnector<
  TItem = unknown,
  TCursor = unknown,
  TOptions = ConnectorOptions,
> = ConnectorPlugin<TItem, TCursor, TOptions> & {
  /** The plugin options, validated with `pluginOptionsSchema`, defaults filled in. */
  readonly options: TOptions;
};

/**
 * Declares a connector package. It returns the package's factory, which `chorus.config.ts`
 * calls with the connector's options: `pigeonConnector({ loft: 'north' })`. Give the options
 * schema as the third type argument when naming the others:
 * `defineConnector<PigeonItem, PigeonCursor, typeof pigeonOptionsSchema>({...})`.
 */
export function defineConnector<
  TItem,
  TCursor,
  TSchema extends z.ZodType<ConnectorOptions> = z.ZodType<ConnectorOptions>,
>(
  definition: ConnectorDefinition<TItem, TCursor, z.output<TSchema>> & {
    readonly pluginOptionsSchema?: TSchema;
  },
): PluginFactory<z.input<TSchema>, ConnectorPlugin<TItem, TCursor, z.output<TSchema>>> {
  const name = `connector-${definition.id}`;
  return (pluginOptions) => {
    const plugin: ConnectorPlugin<TItem, TCursor, z.output<TSchema>> = {
      ...definition,
      kind: 'connector',
      name,
      pluginOptions,
      apply(host, options) {
        const installed = Object.freeze({ ...plugin, options }) as unknown as InstalledConnector;
        host.hooks.connectors.tap(name, (connectors) => [...connectors, installed]);
      },
    };
    return plugin;
  };
}

// ---------------------------------------------------------------------------------------------
// Themes
// ---------------------------------------------------------------------------------------------

/** What a theme can do, which the wall and the editor read instead of checking theme names. */
export interface ThemeCapabilities {
  /** Shows the collection navigation bar (hidden for full-screen themes). */
  readonly collectionBar: boolean;
  /** Posts requested per page: 60 for the large themes, 20 otherwise. */
  readonly pageSize: 20 | 60;
  /** Shows only posts with an image (photo themes when text updates are off). */
  readonly imageOnly: boolean;
  /** Where live posts go: at the front, at the current position, or nowhere. */
  readonly realtimeInsert: RealtimeInsertPosition;
  /** Shows the slideshow control bar. */
  readonly slideshowControls: boolean;
  /** The plan feature an owner needs to select the theme; `null` for a free theme. */
  readonly planFeature: FeatureFlag | null;
}

/** A theme's default post size in px (display settings `postwidth` and `postpadding`). */
export interface ThemePostSize {
  readonly width: number;
  readonly padding: number;
}

/**
 * Where the wall bundle finds a theme's component: a module (a package export such as
 * `@acme/chorus-theme-aurora/wall`) whose export `exportName` is `{ load() }`. Keep that module
 * free of zod and of the options schema, so the public wall stays light.
 */
export interface ThemeWallEntry {
  /** The module specifier the wall bundle imports, resolved from the web app. */
  readonly module: string;
  /** The export of that module holding `{ load() }`. */
  readonly exportName: string;
}

/** A server-safe theme manifest plus a lazily loaded component. */
export interface ThemeDefinition<TOptions extends z.ZodObject = z.ZodObject, TComponent = unknown> {
  /** Theme id, e.g. `photo`; unique among installed themes; matches {@link pluginIdPattern}. */
  readonly id: string;
  /** Legacy names the theme answers to, e.g. `hypeTemplate_photo_large`; unique. */
  readonly legacyNames: readonly string[];
  /** Name shown in the theme picker. */
  readonly displayName: string;
  /**
   * Translations of the texts the owner reads (the display name, the titles, descriptions and
   * option labels of `optionsSchema`): per language (`de`, `fr`, `es`), the English text → its
   * translation. `GET /api/plugins` answers in the caller's language from them; a text left
   * out stays English. docs/plugins.md.
   */
  readonly texts?: SchemaTexts;
  /**
   * The wall's display options the owner can set, with defaults (post width and padding...).
   * The edit panel draws its controls from `z.toJSONSchema(optionsSchema)`; the core validates
   * at registration that parsing `{}` yields complete defaults. (Plugin-level options, given
   * in `chorus.config.ts`, are the factory's `pluginOptions`, not these.)
   */
  readonly optionsSchema: TOptions;
  /** What the theme can do. */
  readonly capabilities: ThemeCapabilities;
  /** Default post width and padding when the wall sets none. */
  readonly defaultPostSize: ThemePostSize;
  /** The module the wall bundle imports to load the component (see {@link ThemeWallEntry}). */
  readonly wallEntry: ThemeWallEntry;
  /** Loads the theme's component; only the wall bundle (and tests) call it. */
  load(): Promise<{ default: TComponent }>;
}

/** A theme ready to install: its manifest plus the plugin that registers it. */
export type ThemePlugin<
  TOptions extends z.ZodObject = z.ZodObject,
  TComponent = unknown,
> = ThemeDefinition<TOptions, TComponent> & ChorusPlugin & { readonly kind: 'theme' };

/** Declares one theme; a theme package's factory returns it (or a plugin registering several). */
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
  /**
   * `pending` holds the post for a moderator; `removed` rejects it to the wall's trash (kept,
   * restorable); `approved` publishes it.
   */
  readonly state: 'pending' | 'approved' | 'removed';
  /** Why, for the moderator (e.g. "matched the blocked word list"). */
  readonly reason: string;
  /** Which rule or plugin decided (e.g. `blockedWords`, `ai`), stored on the post. */
  readonly rule?: string;
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
