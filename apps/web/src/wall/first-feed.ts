/** The address of a wall's first feed request, as WallFeedView makes it (the server renders it). */
import { feedPageUrl, isMobileUserAgent, searchUrl, type FeedRequest } from '@chorus/theme-kit';
import { installedThemes } from 'virtual:chorus-themes';
import type { RouteMatch } from '../routes/route-table.ts';
import type { InstalledTheme } from './installed-themes.ts';
import { chooseTheme } from './theme-choice.ts';
import type { WallProfile } from './wall-api.ts';
import { feedRequestFor } from './wall-view-model.ts';

type WallMatch = Extract<RouteMatch, { kind: 'wall' }>;

/** The wall's feed request (first page and following pages) for this address and visitor. */
export function wallFeedRequest(
  match: WallMatch,
  profile: WallProfile,
  userAgent: string,
): FeedRequest {
  const { query } = match;
  const choice = chooseTheme(
    installedThemes as readonly InstalledTheme[],
    profile.theme,
    query.theme,
  );
  const mobile = query.mobile ?? isMobileUserAgent(userAgent);
  return {
    ...feedRequestFor(match, profile, choice.capabilities, mobile),
    ...(query.offset ? { offset: query.offset } : {}),
  };
}

/** The search text of `/{user}/search?query=`, trimmed; '' for the normal feed. */
export function wallSearchText(match: WallMatch): string {
  return match.search ? (match.query.query ?? '').trim() : '';
}

/**
 * The first request the wall's feed makes: the search for `/{user}/search?query=`, else the
 * first page. `userAgent` '' is how the server and the hydrating render see every visitor.
 */
export function firstFeedUrl(match: WallMatch, profile: WallProfile, userAgent = ''): string {
  const request = wallFeedRequest(match, profile, userAgent);
  const text = wallSearchText(match);
  return text !== '' ? searchUrl(request.wall, text) : feedPageUrl(request, null);
}
