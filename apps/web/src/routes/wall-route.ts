/**
 * The wall's rows of the route table, alone: what the public wall's own entry (wall-main.tsx)
 * routes with, so it does not carry the owner rows it never matches (docs/performance.md).
 * route-table.ts builds its wall rows from the same functions, and the rows before them all
 * start with a reserved name or hold a wall keyword, so an address the wall rows match is a
 * wall for the whole table too (wall-route.test.ts checks the two agree).
 */
import { splitPath, type PatternCapture } from './path-pattern.ts';
import { whiteLabelModes, type RouteMatch, type WallScope } from './route-match.ts';
import { isReservedUserName } from './reserved-names.ts';
import { parseWallQuery, type WallQuery } from './wall-query.ts';

/** Segments that have a meaning of their own after the user name, so they name no network. */
const wallKeywords = new Set<string>(['edit', 'search', ...whiteLabelModes]);

/** The wall scope captured by `:userName/:network/:sourceId`, or undefined if it is no wall. */
export function wallScope(
  params: PatternCapture['params'],
  query: WallQuery,
): WallScope | undefined {
  const { userName, network, sourceId } = params;
  if (userName === undefined || isReservedUserName(userName)) return undefined;
  if (network === 'search') {
    return sourceId === undefined ? { userName, search: true, query } : undefined;
  }
  if (network !== undefined && wallKeywords.has(network)) return undefined;
  if (sourceId !== undefined && wallKeywords.has(sourceId)) return undefined;
  const scope: WallScope = { userName, search: false, query };
  if (network !== undefined) scope.network = network;
  if (sourceId !== undefined) scope.sourceId = sourceId;
  return scope;
}

/** A wall match for `/{user}`, `/{user}/{network}`, `/{user}/{network}/{id}`, `/{user}/search`. */
export type WallMatch = Extract<RouteMatch, { kind: 'wall' }>;

/**
 * The wall at `pathname` + `search`, as `matchRoute` gives it, or null for any address that is
 * not a wall (`matchRoute` knows what it is).
 */
export function matchWallRoute(pathname: string, search: string): WallMatch | null {
  const segments = splitPath(pathname);
  if (segments === undefined || segments.length === 0 || segments.length > 3) return null;
  const [userName, network, sourceId] = segments;
  const params: PatternCapture['params'] = { userName: userName ?? '' };
  if (network !== undefined) params.network = network;
  if (sourceId !== undefined) params.sourceId = sourceId;
  const scope = wallScope(params, parseWallQuery(new URLSearchParams(search)));
  return scope ? { kind: 'wall', ...scope } : null;
}
