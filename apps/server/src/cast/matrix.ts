/**
 * The authorization matrix rows of the cast routes (see testing/access-matrix.ts): anyone may
 * ask for a code and ask about one (a TV is signed in as nobody); pairing a code with wall A is
 * for those who may moderate wall A. Each request pairs a fresh code, so an allowed role's
 * answer is the pairing itself, not a wrong code's 400.
 */
import { everyone, holdersOnWallA, type MatrixRow } from '../testing/access-matrix.ts';
import type { Roles } from '../testing/roles.ts';
import { createCastCode } from './store.ts';

/** The owner, sub-accounts with moderate_tint, the API token and the white-label token of A. */
function moderatorsOfA(roles: Roles) {
  return [...holdersOnWallA(roles, 'moderate_tint'), roles.apiTokenA, roles.whiteLabelA];
}

/** The rows of the pairing routes. */
export const castMatrix: readonly MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/cast/codes',
    request: () => ({ url: '/api/cast/codes' }),
    allow: everyone,
  },
  {
    method: 'POST',
    path: '/api/cast/codes/state',
    request: () => ({ url: '/api/cast/codes/state', payload: { token: 'no-such-token' } }),
    allow: everyone,
  },
  {
    method: 'POST',
    path: '/api/cast/pair/{user_name}',
    request: async ({ roles, db }) => {
      const { code } = await createCastCode(db, 'matrix', new Date());
      return { url: `/api/cast/pair/${roles.wallA.user_name}`, payload: { code } };
    },
    allow: moderatorsOfA,
  },
];
