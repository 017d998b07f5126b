/**
 * The authorization matrix rows of the post shuffle routes (see testing/access-matrix.ts): the
 * moderators of wall A read and save its setting.
 */
import { holdersOnWallA, type MatrixRow } from '../testing/access-matrix.ts';
import type { Roles } from '../testing/roles.ts';

/** The owner, sub-accounts with moderate_tint, the API token and the white-label token of A. */
function moderatorsOfA(roles: Roles) {
  return [...holdersOnWallA(roles, 'moderate_tint'), roles.apiTokenA, roles.whiteLabelA];
}

const shuffle = (method: 'GET' | 'PUT'): MatrixRow => ({
  method,
  path: '/api/post-shuffle/{user_name}',
  request: ({ roles }) => ({
    url: `/api/post-shuffle/${roles.wallA.user_name}`,
    ...(method === 'PUT' ? { payload: { enabled: false, idle_minutes: 5 } } : {}),
  }),
  allow: moderatorsOfA,
});

/** The rows of the post shuffle routes and the scheduled announcements list. */
export const slowWallMatrix: readonly MatrixRow[] = [
  shuffle('GET'),
  shuffle('PUT'),
  {
    method: 'GET',
    path: '/api/scheduled-posts/{user_name}',
    request: ({ roles }) => ({ url: `/api/scheduled-posts/${roles.wallA.user_name}` }),
    allow: moderatorsOfA,
  },
];
