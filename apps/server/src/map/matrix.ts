/**
 * The authorization matrix rows of the place picker's routes (see testing/access-matrix.ts):
 * the map's settings for any signed-in caller, the search for browser sessions only. The search
 * row leaves out `near`, so an allowed caller gets the spec's 400 without any geocoder asked.
 */
import type { MatrixRow } from '../testing/access-matrix.ts';

/** The rows of the map routes. */
export const mapMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/map',
    request: () => ({ url: '/api/map' }),
    allow: (roles) =>
      roles.all.filter((role) => role.user !== null && role !== roles.revokedApiTokenA),
  },
  {
    method: 'GET',
    path: '/api/map/search',
    request: () => ({ url: '/api/map/search?query=coffee' }),
    allow: (roles) => roles.all.filter((role) => role.headers.cookie !== undefined),
  },
];
