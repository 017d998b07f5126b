/** The wall page's decisions, as pure functions of the address, the profile and the theme. */
import type { ThemeCapabilities } from '@chorus/core';
import {
  activeNavEntry,
  isPlanId,
  postPageRequest,
  showsCollectionBar,
  showsSearch,
  type NavEntry,
  type NetworkId,
} from '@chorus/core/rules';
import type { FeedRequest, OwnerFeedContext, WallCollection } from '@chorus/theme-kit';
import type { RouteMatch } from '../routes/route-table.ts';
import type { WallProfile } from './wall-api.ts';

type WallMatch = Extract<RouteMatch, { kind: 'wall' }>;

/**
 * The network an address names, by id (`twitter`) or short code (`tw`), among the wall's
 * collections (the server names each one's short code); null for any other segment.
 */
export function networkOf(
  segment: string | undefined,
  collections: readonly Pick<WallCollection, 'network' | 'short_code'>[],
): NetworkId | null {
  if (segment === undefined) return null;
  const named = collections.find((item) => item.network === segment || item.short_code === segment);
  return named?.network ?? null;
}

/** The feed request of a wall view: page size by theme and device, network and source. */
export function feedRequestFor(
  match: WallMatch,
  profile: WallProfile,
  capabilities: ThemeCapabilities,
  mobile: boolean,
): FeedRequest {
  const page = postPageRequest(capabilities, { mobile, textUpdates: profile.textupdates === 1 });
  return {
    wall: profile.user_name,
    count: match.query.count ?? (mobile ? page.count : capabilities.pageSize),
    network: match.network,
    sourceId: match.sourceId,
    imageOnly: capabilities.imageOnly && page.select === 'image_only',
    nocache: page.nocache === true,
  };
}

/** What the collection bar shows: whether at all, its active entry, the search entry. */
export interface BarModel {
  readonly shown: boolean;
  readonly active: NavEntry;
  readonly searchShown: boolean;
}

/** The collection bar of a wall view (core's showsCollectionBar, activeNavEntry, showsSearch). */
export function barModelFor(input: {
  readonly match: WallMatch;
  readonly profile: WallProfile;
  readonly collections: readonly WallCollection[];
  readonly capabilities: ThemeCapabilities;
  readonly feedError: boolean;
  readonly inBuilderHost: boolean;
}): BarModel {
  const plan = input.profile.plan;
  const searchShown = isPlanId(plan) && showsSearch(plan, input.inBuilderHost);
  const networksWithSources = [...new Set(input.collections.map((item) => item.network))];
  const shown = showsCollectionBar({
    themeShowsBar: input.capabilities.collectionBar,
    networksWithSources,
    searchShown,
    feedError: input.feedError,
  });
  const active = activeNavEntry({
    searched: input.match.search,
    networkInPath: networkOf(input.match.network, input.collections),
  });
  return { shown, active, searchShown };
}

/**
 * Whether the wall belongs to a website-builder account (the spec's `wix` flag, set on the
 * wall of a `wix_` account when `/wix/endpoint` makes it): it is drawn in builder-host mode
 * wherever it is shown, on the server too.
 */
export function isBuilderWall(profile: Pick<WallProfile, 'settings'>): boolean {
  const flag = profile.settings?.wix;
  return flag === 1 || flag === true || flag === '1';
}

/** The empty feed's context inside the builder: its messages instead of the visitors'. */
export const builderFeedContext: OwnerFeedContext = {
  viewingPrivate: false,
  privatePostCount: 0,
  inBuilderHost: true,
};
