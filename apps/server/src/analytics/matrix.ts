/**
 * The authorization matrix rows of the analytics routes (see testing/access-matrix.ts): anyone
 * may send a beacon (a wall's visitors are signed in as nobody); a wall's report is for those
 * who may read wall A as an account.
 */
import { readersOfA } from '../routes/walls/matrix.ts';
import { everyone, type MatrixRow } from '../testing/access-matrix.ts';

/** The rows of the analytics routes. */
export const analyticsMatrix: readonly MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/analytics/events',
    request: () => ({ url: '/api/analytics/events', payload: { post: '1', kind: 'open' } }),
    allow: everyone,
  },
  {
    method: 'GET',
    path: '/api/analytics/{user_name}',
    request: ({ roles }) => ({ url: `/api/analytics/${roles.wallA.user_name}` }),
    allow: readersOfA,
  },
];
