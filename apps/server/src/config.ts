/**
 * Server configuration, read from the environment once at start and validated with zod, so a
 * typo fails at boot with a clear message instead of at the first request.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { planModes, type PlanMode } from './auth/plan-mode.ts';
import {
  billingConfigOf,
  billingEnvironmentShape,
  type BillingConfig,
} from './billing/billing-config.ts';
import type { S3StoreConfig } from './media/s3-store.ts';
import { mapConfigOf, mapEnvironmentShape, type MapConfig } from './map/map-config.ts';
import { mailConfigOf, mailEnvironmentShape, type MailConfig } from './mail/mail-config.ts';
import { wixConfigOf, wixEnvironmentShape, type WixConfig } from './builders/wix-config.ts';
import { pagesDirOf, pagesEnvironmentShape } from './pages/pages-config.ts';
import { ssoProvidersOf, type SsoProviderConfig } from './auth/sso/sso-config.ts';

/** The repository root, two folders above apps/server/src. */
export const repositoryRoot = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** CHORUS_PUBLIC_CACHE_SECONDS when unset: how long a CDN may hold a public wall's answers. */
export const defaultPublicCacheSeconds = 5;

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// address.')
    .optional(),
  CHORUS_PREPARED_STATEMENTS: flag.default(true),
  CHORUS_DATA_DIR: z.string().min(1).optional(),
  CHORUS_MEDIA_DIR: z.string().min(1).optional(),
  CHORUS_MEDIA_S3_ENDPOINT: z.url().optional(),
  CHORUS_MEDIA_S3_BUCKET: z.string().min(1).optional(),
  CHORUS_MEDIA_S3_ACCESS_KEY: z.string().min(1).optional(),
  CHORUS_MEDIA_S3_SECRET_KEY: z.string().min(1).optional(),
  CHORUS_MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  CHORUS_MEDIA_S3_PREFIX: z.string().default(''),
  CHORUS_MEDIA_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'CHORUS_MEDIA_BASE_URL must be an http(s) address.' })
    .refine((value) => !/[?#]/.test(value), 'CHORUS_MEDIA_BASE_URL must have no query or fragment.')
    .optional(),
  CHORUS_WEB_DIST: z.string().min(1).optional(),
  CHORUS_PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  CHORUS_PUBLIC_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(defaultPublicCacheSeconds),
  CHORUS_DEMO: flag.default(true),
  CHORUS_PLANS: z.enum(planModes).default('self-hosted'),
  CHORUS_WORKERS: z.coerce.number().int().min(0).max(64).default(2),
  CHORUS_CRAWL_INTERVAL_SECONDS: z.coerce.number().int().min(10).default(300),
  CHORUS_CRAWL_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  CHORUS_CRAWL_MAX_ITEMS: z.coerce.number().int().min(1).max(10_000).default(500),
  CHORUS_FETCH_ALLOW: z
    .string()
    .regex(
      /^\s*([0-9a-fA-F.:]+\/\d{1,3}\s*(,\s*[0-9a-fA-F.:]+\/\d{1,3}\s*)*)?$/,
      'CHORUS_FETCH_ALLOW must be a comma-separated list of CIDR ranges, e.g. 10.0.0.0/8.',
    )
    .optional(),
  CHORUS_SECRET_KEY: z.string().min(1).optional(),
  CHORUS_PREVIOUS_SECRET_KEYS: z.string().optional(),
  ...mapEnvironmentShape,
  ...billingEnvironmentShape,
  ...wixEnvironmentShape,
  ...pagesEnvironmentShape,
  ...mailEnvironmentShape,
});

/** The variables {@link loadConfig} reads by name (docs/operations.md lists each). */
export const configVariableNames: readonly string[] = Object.freeze([
  ...Object.keys(environmentSchema.shape),
  'INIT_CWD',
]);

/** Prefix of the variables that point a connector at another base URL (tests, proxies). */
export const baseUrlVariablePrefix = 'CHORUS_BASE_URL_';

/** Prefix of the variables that configure a connector's OAuth 2 client (docs/operations.md). */
export const oauthVariablePrefix = 'CHORUS_OAUTH_';

/** One connector's OAuth 2 client, from `CHORUS_OAUTH_<NETWORK>_*`. */
export interface OAuthClientConfig {
  /** CHORUS_OAUTH_<NETWORK>_CLIENT_ID: without it the network cannot be connected. */
  readonly clientId?: string;
  /** CHORUS_OAUTH_<NETWORK>_CLIENT_SECRET: sent with HTTP Basic to the token endpoint. */
  readonly clientSecret?: string;
  /** CHORUS_OAUTH_<NETWORK>_AUTHORIZE_URL: replaces the connector's (tests, proxies). */
  readonly authorizeUrl?: string;
  /** CHORUS_OAUTH_<NETWORK>_TOKEN_URL: replaces the connector's (tests, proxies). */
  readonly tokenUrl?: string;
}

/** How this process crawls sources (see docs/connectors.md). */
export interface IngestionConfig {
  /** Crawls run at once in this process (CHORUS_WORKERS, default 2; 0 runs no ingestion). */
  readonly workers: number;
  /** A source is crawled again this long after its last crawl (default 300). */
  readonly crawlIntervalSeconds: number;
  /** One crawl is stopped after this long (CHORUS_CRAWL_TIMEOUT_SECONDS, default 120). */
  readonly crawlTimeoutSeconds: number;
  /** Items stored from one crawl at most (CHORUS_CRAWL_MAX_ITEMS, default 500). */
  readonly maxItemsPerCrawl: number;
  /**
   * Private or local CIDR ranges the safe client may reach (CHORUS_FETCH_ALLOW, comma
   * separated; default none). For intranet feeds and tests only.
   */
  readonly fetchAllow: readonly string[];
  /**
   * Base URL overrides, keyed by what follows CHORUS_BASE_URL_: `TWITTER_API` overrides the
   * twitter connector's `api` base URL.
   */
  readonly baseUrlOverrides: Readonly<Record<string, string>>;
}

/** Everything the server needs to know about its installation. */
export interface ServerConfig {
  /** TCP port to listen on (PORT, default 3000; 0 picks a free one). */
  readonly port: number;
  /** Address to listen on (HOST, default 127.0.0.1; set 0.0.0.0 to serve other machines). */
  readonly host: string;
  /** PostgreSQL address (DATABASE_URL); when absent, embedded PGlite in `dataDir`. */
  readonly databaseUrl: string | undefined;
  /**
   * Whether the feed's reads go to PostgreSQL as named prepared statements
   * (CHORUS_PREPARED_STATEMENTS, default on; off behind a pooler that drops them).
   */
  readonly preparedStatements: boolean;
  /** Where embedded PGlite keeps its files (CHORUS_DATA_DIR, default ./data). */
  readonly dataDir: string;
  /** Where re-hosted pictures are kept (CHORUS_MEDIA_DIR, default `<dataDir>/media`). */
  readonly mediaDir: string;
  /** An S3-compatible bucket for them instead (CHORUS_MEDIA_S3_*); none: `mediaDir`. */
  readonly mediaS3?: S3StoreConfig;
  /**
   * Where walls load pictures from (CHORUS_MEDIA_BASE_URL, a CDN in front of Chorus's `/media`),
   * without a trailing slash; none: Chorus's own address.
   */
  readonly mediaBaseUrl?: string;
  /** The built web app (CHORUS_WEB_DIST, default apps/web/dist). */
  readonly webDistDir: string;
  /** The operator's Markdown pages, served at /pages/* (CHORUS_PAGES_DIR, default ./pages). */
  readonly pagesDir: string;
  /** The address people reach Chorus at (CHORUS_PUBLIC_URL); https there makes cookies Secure. */
  readonly publicUrl: string | undefined;
  /** Log level (LOG_LEVEL, default info). */
  readonly logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** Trust X-Forwarded-* headers from a reverse proxy (TRUST_PROXY, default off). */
  readonly trustProxy: boolean;
  /** Requests per minute per client address before 429 (RATE_LIMIT_MAX, default 600). */
  readonly rateLimitMax: number;
  /**
   * How long a CDN or reverse proxy may hold a public wall's feed and page, in seconds, and
   * serve them stale as long again while revalidating (CHORUS_PUBLIC_CACHE_SECONDS, default 5;
   * 0: not at all); the server keeps a public wall's drawn page as long (wall-page-cache.ts).
   * Absent: the default.
   */
  readonly publicCacheSeconds?: number;
  /** Seed a demo wall into an empty database (CHORUS_DEMO, default on). */
  readonly seedDemo: boolean;
  /** Every feature for every account (`self-hosted`, default) or the spec's plans (`hosted`). */
  readonly plans: PlanMode;
  /** Crawling: workers, interval, limits, allow list, base URL overrides. */
  readonly ingestion: IngestionConfig;
  /** The key that seals stored credentials (CHORUS_SECRET_KEY: 32 bytes, base64). */
  readonly secretKey: string | undefined;
  /** Older keys that still open credentials they sealed (CHORUS_PREVIOUS_SECRET_KEYS). */
  readonly previousSecretKeys: readonly string[];
  /** OAuth 2 clients by network, in variable form (`TWITTER`); see {@link oauthClientOf}. */
  readonly oauthClients?: Readonly<Record<string, OAuthClientConfig>>;
  /** The place picker's tiles and geocoder (CHORUS_MAP_*); absent: OpenStreetMap's. */
  readonly map?: MapConfig;
  /** Stripe billing (CHORUS_STRIPE_*); absent without a secret key. On only when `hosted`. */
  readonly billing?: BillingConfig;
  /** The website builder's app (CHORUS_WIX_*); absent: `/wix/*` refuses every visit. */
  readonly wix?: WixConfig;
  /** Outgoing mail (CHORUS_SMTP_URL, CHORUS_MAIL_FROM); absent: no mail is sent. */
  readonly mail?: MailConfig;
  /** Identity providers owners sign in with (CHORUS_SSO_<ID>_*); absent or empty: none. */
  readonly ssoProviders?: readonly SsoProviderConfig[];
}

/** The S3 store's settings: none, or all of endpoint, bucket and keys. */
function mediaS3Of(env: z.infer<typeof environmentSchema>): { mediaS3?: S3StoreConfig } {
  const endpoint = env.CHORUS_MEDIA_S3_ENDPOINT;
  const bucket = env.CHORUS_MEDIA_S3_BUCKET;
  const accessKeyId = env.CHORUS_MEDIA_S3_ACCESS_KEY;
  const secretAccessKey = env.CHORUS_MEDIA_S3_SECRET_KEY;
  const given = [endpoint, bucket, accessKeyId, secretAccessKey];
  if (given.every((value) => value === undefined)) return {};
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      'Invalid configuration:\n- CHORUS_MEDIA_S3_ENDPOINT, CHORUS_MEDIA_S3_BUCKET, CHORUS_MEDIA_S3_ACCESS_KEY and CHORUS_MEDIA_S3_SECRET_KEY go together: set all four or none.',
    );
  }
  const region = env.CHORUS_MEDIA_S3_REGION;
  const prefix = env.CHORUS_MEDIA_S3_PREFIX;
  return { mediaS3: { endpoint, bucket, accessKeyId, secretAccessKey, region, prefix } };
}

/** The mail settings; SMTP without a public address to build links from is refused. */
function mailOf(env: z.infer<typeof environmentSchema>): { mail?: MailConfig } {
  const mail = mailConfigOf(env);
  if (typeof mail === 'string') throw new ConfigError(`Invalid configuration:\n- ${mail}`);
  return mail ? { mail } : {};
}

/** Raised when the environment does not describe a valid configuration. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables. Relative paths resolve against the
 * directory npm was started from (INIT_CWD), so `npm start` at the root keeps data in ./data.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n- ${lines.join('\n- ')}`);
  }
  const env = parsed.data;
  const base = environment['INIT_CWD'] ?? process.cwd();
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    preparedStatements: env.CHORUS_PREPARED_STATEMENTS,
    dataDir: path.resolve(base, env.CHORUS_DATA_DIR ?? 'data'),
    mediaDir: path.resolve(
      base,
      env.CHORUS_MEDIA_DIR ?? path.join(env.CHORUS_DATA_DIR ?? 'data', 'media'),
    ),
    ...mediaS3Of(env),
    ...(env.CHORUS_MEDIA_BASE_URL
      ? { mediaBaseUrl: env.CHORUS_MEDIA_BASE_URL.replace(/\/+$/, '') }
      : {}),
    webDistDir: path.resolve(
      base,
      env.CHORUS_WEB_DIST ?? path.join(repositoryRoot, 'apps/web/dist'),
    ),
    pagesDir: pagesDirOf(env, base),
    publicUrl: env.CHORUS_PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitMax: env.RATE_LIMIT_MAX,
    publicCacheSeconds: env.CHORUS_PUBLIC_CACHE_SECONDS,
    seedDemo: env.CHORUS_DEMO,
    plans: env.CHORUS_PLANS,
    ingestion: {
      workers: env.CHORUS_WORKERS,
      crawlIntervalSeconds: env.CHORUS_CRAWL_INTERVAL_SECONDS,
      crawlTimeoutSeconds: env.CHORUS_CRAWL_TIMEOUT_SECONDS,
      maxItemsPerCrawl: env.CHORUS_CRAWL_MAX_ITEMS,
      fetchAllow: splitList(env.CHORUS_FETCH_ALLOW),
      baseUrlOverrides: baseUrlOverrides(environment),
    },
    secretKey: env.CHORUS_SECRET_KEY,
    previousSecretKeys: splitList(env.CHORUS_PREVIOUS_SECRET_KEYS),
    oauthClients: oauthClients(environment),
    map: mapConfigOf(env),
    billing: billingConfigOf(env),
    wix: wixConfigOf(env),
    ...mailOf(env),
    ssoProviders: ssoOf(environment),
  };
}

function ssoOf(environment: NodeJS.ProcessEnv): readonly SsoProviderConfig[] {
  const providers = ssoProvidersOf(environment);
  if (typeof providers === 'string')
    throw new ConfigError(`Invalid configuration:\n- ${providers}`);
  return providers;
}

const oauthFields = {
  CLIENT_ID: 'clientId',
  CLIENT_SECRET: 'clientSecret',
  AUTHORIZE_URL: 'authorizeUrl',
  TOKEN_URL: 'tokenUrl',
} as const satisfies Record<string, keyof OAuthClientConfig>;

function oauthClients(environment: NodeJS.ProcessEnv): Record<string, OAuthClientConfig> {
  const clients: Record<string, Record<string, string>> = {};
  for (const [name, value] of Object.entries(environment)) {
    if (!name.startsWith(oauthVariablePrefix) || !value) continue;
    const rest = name.slice(oauthVariablePrefix.length);
    const suffix = (Object.keys(oauthFields) as (keyof typeof oauthFields)[]).find(
      (field) => rest.endsWith(`_${field}`) && rest.length > field.length + 1,
    );
    if (!suffix) {
      throw new ConfigError(
        `Invalid configuration:\n- ${name}: expected ${oauthVariablePrefix}<NETWORK>_CLIENT_ID, ` +
          '_CLIENT_SECRET, _AUTHORIZE_URL or _TOKEN_URL.',
      );
    }
    if (suffix.endsWith('_URL') && !/^https?:\/\//.test(value)) {
      throw new ConfigError(`Invalid configuration:\n- ${name}: must be an http(s) address.`);
    }
    const network = rest.slice(0, -suffix.length - 1);
    (clients[network] ??= {})[oauthFields[suffix]] = value;
  }
  return clients;
}

/** The OAuth 2 client configured for a network id (`twitter` reads CHORUS_OAUTH_TWITTER_*). */
export function oauthClientOf(config: ServerConfig, network: string): OAuthClientConfig {
  return config.oauthClients?.[network.toUpperCase().replace(/[^A-Z0-9]/g, '_')] ?? {};
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function baseUrlOverrides(environment: NodeJS.ProcessEnv): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [name, value] of Object.entries(environment)) {
    if (name.startsWith(baseUrlVariablePrefix) && value) {
      if (!/^https?:\/\//.test(value)) {
        throw new ConfigError(`Invalid configuration:\n- ${name}: must be an http(s) address.`);
      }
      overrides[name.slice(baseUrlVariablePrefix.length)] = value;
    }
  }
  return overrides;
}
