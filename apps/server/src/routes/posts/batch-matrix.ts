/**
 * The authorization matrix rows of the batch routes (see testing/access-matrix.ts): the
 * moderators of wall A take, see and release batches; those who may modify it choose their size.
 */
import { holdersOnWallA, type MatrixRow } from '../../testing/access-matrix.ts';
import type { Roles } from '../../testing/roles.ts';

/** The owner, sub-accounts with moderate_tint, the API token and the white-label token of A. */
function moderatorsOfA(roles: Roles) {
  return [...holdersOnWallA(roles, 'moderate_tint'), roles.apiTokenA, roles.whiteLabelA];
}

const onWallA = (method: MatrixRow['method']): MatrixRow => ({
  method,
  path: '/api/batches/{user_name}',
  request: ({ roles }) => ({ url: `/api/batches/${roles.wallA.user_name}` }),
  allow: moderatorsOfA,
});

/** The rows of the batch routes. */
export const batchMatrix: readonly MatrixRow[] = [
  onWallA('GET'),
  onWallA('POST'),
  onWallA('DELETE'),
  {
    method: 'PUT',
    path: '/api/batch-settings/{user_name}',
    request: ({ roles }) => ({
      url: `/api/batch-settings/${roles.wallA.user_name}`,
      payload: { size: 20, idleMinutes: 10 },
    }),
    allow: (roles) => [...holdersOnWallA(roles, 'modify_tint'), roles.apiTokenA],
  },
];
