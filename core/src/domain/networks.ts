import { z } from 'zod';

/**
 * Every network Chorus knows. The first eleven are the spec's sources, in the order of their
 * spec source numbers (1..11); the last five are Chorus additions (12..16).
 */
export const networkIds = [
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'pinterest',
  'rss',
  'googleplus',
  'linkedin',
  'vine',
  'tumblr',
  'custom',
  'mastodon',
  'bluesky',
  'threads',
  'reddit',
  'tiktok',
] as const;

/** A network id, validated. */
// Pure, so bundles that read only the plain tables here leave zod out (docs/performance.md).
export const networkIdSchema = /* @__PURE__ */ z.enum(networkIds).meta({
  title: 'Network',
  description: 'The social network (or hand-made custom source) a source or post comes from.',
});

/** A network id such as `twitter` or `rss`. */
export type NetworkId = z.infer<typeof networkIdSchema>;

/** What Chorus knows about one network independently of any connector plugin. */
export interface NetworkInfo {
  /** The network id. */
  readonly id: NetworkId;
  /** Short code used in routes and legacy payloads (spec: twitter `tw`). */
  readonly shortCode: string;
  /** Numeric `source` of the spec's post entity (1 facebook ... 11 custom, 12+ Chorus). */
  readonly sourceNumber: number;
  /** Human name shown in the admin. */
  readonly displayName: string;
  /** Spec key holding the account name on a source, such as `twitter_user_name`. */
  readonly nameKey: string;
}

const networkRows: readonly (readonly [NetworkId, string, string, string])[] = [
  ['facebook', 'fb', 'Facebook', 'facebook_user_name'],
  ['twitter', 'tw', 'Twitter', 'twitter_user_name'],
  ['instagram', 'in', 'Instagram', 'instagram_user_name'],
  ['youtube', 'yt', 'YouTube', 'youtube_user_name'],
  ['pinterest', 'pn', 'Pinterest', 'pinterest_user_name'],
  ['rss', 'rss', 'RSS', 'rss_url'],
  ['googleplus', 'gp', 'Google Plus', 'googleplus_user_name'],
  ['linkedin', 'ln', 'LinkedIn', 'linkedin_user_name'],
  ['vine', 'vn', 'Vine', 'vine_user_name'],
  ['tumblr', 'tumblr', 'Tumblr', 'tumblr_user_name'],
  ['custom', 'custom', 'Custom posts', 'custom_user_name'],
  ['mastodon', 'md', 'Mastodon', 'mastodon_user_name'],
  ['bluesky', 'bs', 'Bluesky', 'bluesky_user_name'],
  ['threads', 'th', 'Threads', 'threads_user_name'],
  ['reddit', 'rd', 'Reddit', 'reddit_user_name'],
  ['tiktok', 'tt', 'TikTok', 'tiktok_user_name'],
];

/** Network facts keyed by id. Source numbers follow the order of {@link networkIds}. */
export const networks: Readonly<Record<NetworkId, NetworkInfo>> = Object.freeze(
  Object.fromEntries(
    networkRows.map(([id, shortCode, displayName, nameKey]) => [
      id,
      Object.freeze({
        id,
        shortCode,
        sourceNumber: networkIds.indexOf(id) + 1,
        displayName,
        nameKey,
      }),
    ]),
  ) as Record<NetworkId, NetworkInfo>,
);

/** The network with the spec's numeric `source` value, or undefined when none has it. */
export function networkBySourceNumber(sourceNumber: number): NetworkInfo | undefined {
  const id = networkIds[sourceNumber - 1];
  return id === undefined ? undefined : networks[id];
}

/** The network with this short code (`tw`, `fb`, ...), or undefined when none has it. */
export function networkByShortCode(shortCode: string): NetworkInfo | undefined {
  return Object.values(networks).find((network) => network.shortCode === shortCode);
}
