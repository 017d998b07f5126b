/**
 * The authorization matrix rows of the wall, collection and source routes (see
 * testing/access-matrix.ts). Requests use the toy connector, which every test app installs.
 */
import { permissionKeys } from '@chorus/core';
import { createSource } from '../../db/repositories/sources.ts';
import { createWall, grantWallAccess } from '../../db/repositories/walls.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import {
  everyone,
  holdersAnywhere,
  holdersOnWallA,
  signedIn,
  type MatrixContext,
  type MatrixRow,
} from '../../testing/access-matrix.ts';
import type { Roles } from '../../testing/roles.ts';

/** Everyone who may read wall A as an account: its owner, its sub-accounts, the API token. */
export function readersOfA(roles: Roles) {
  return [
    roles.ownerA,
    roles.apiTokenA,
    ...permissionKeys.flatMap((key) => [roles.withPermission[key], roles.withoutPermission[key]]),
  ];
}

/** Holders of modify_tint on wall A, and owner A's API token. */
export const modifiersOfA = (roles: Roles) => [
  ...holdersOnWallA(roles, 'modify_tint'),
  roles.apiTokenA,
];

/** A fresh toy source on wall A, so one caller's change spares the next. */
async function freshSource({ db, roles }: MatrixContext) {
  return createSource(db, {
    wallId: roles.wallA.id,
    network: 'toy',
    feedType: 'board',
    options: { board: 'matrix' },
    label: 'matrix',
  });
}

/** A fresh wall of owner A, shared with the caller when it is one of A's sub-accounts on A. */
async function freshWallOfA({ db, roles, role }: MatrixContext) {
  const wall = await createWall(db, {
    userId: roles.wallA.user_id,
    userName: uniqueName('mx'),
    name: 'Matrix',
  });
  const onA = readersOfA(roles).includes(role) && role.user?.creator_id === roles.wallA.user_id;
  if (onA && role.user) await grantWallAccess(db, wall.id, role.user.id);
  return wall;
}

const sourcePath = async (context: MatrixContext, suffix = '') =>
  `/api/toy/${(await freshSource(context)).id}${suffix}`;

/** The rows of the wall, collection and source routes. */
export const wallMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/profile/{user_name}',
    request: ({ roles }) => ({ url: `/api/profile/${roles.wallA.user_name}` }),
    allow: everyone,
  },
  ...(['PUT', 'POST'] as const).map((method): MatrixRow => ({
    method,
    path: '/api/profile/{user_name}',
    request: ({ roles }) => ({
      url: `/api/profile/${roles.wallA.user_name}`,
      payload: { name: 'A' },
    }),
    allow: modifiersOfA,
  })),
  {
    method: 'POST',
    path: '/api/profile',
    request: () => ({ url: '/api/profile', payload: { name: 'New', user_name: uniqueName('mx') } }),
    allow: (roles) => [...holdersAnywhere(roles, 'create_tint'), roles.apiTokenA],
  },
  {
    method: 'DELETE',
    path: '/api/profile/{user_name}',
    request: async (context) => ({
      url: `/api/profile/${(await freshWallOfA(context)).user_name}`,
      payload: { confirm: 'delete' },
    }),
    allow: (roles) => holdersOnWallA(roles, 'delete_tint'),
  },
  {
    method: 'GET',
    path: '/api/collections/{user_name}',
    request: ({ roles }) => ({ url: `/api/collections/${roles.wallA.user_name}` }),
    allow: everyone,
  },
  {
    method: 'GET',
    path: '/api/collection/{id}',
    request: async (context) => ({ url: `/api/collection/${(await freshSource(context)).id}` }),
    allow: everyone,
  },
  {
    method: 'GET',
    path: '/api/feedCount',
    request: () => ({ url: '/api/feedCount' }),
    allow: signedIn,
  },
  {
    method: 'POST',
    path: '/api/{network}',
    request: ({ roles }) => ({
      url: '/api/toy',
      payload: { wall: roles.wallA.user_name, feed_type: 'board', options: { board: 'm' } },
    }),
    allow: modifiersOfA,
  },
  {
    method: 'GET',
    path: '/api/{network}/{id}',
    request: async (context) => ({ url: await sourcePath(context) }),
    allow: readersOfA,
  },
  {
    method: 'PUT',
    path: '/api/{network}/{id}',
    request: async (context) => ({ url: await sourcePath(context), payload: { privacy: 1 } }),
    allow: modifiersOfA,
  },
  {
    method: 'DELETE',
    path: '/api/{network}/{id}',
    request: async (context) => ({ url: await sourcePath(context) }),
    allow: modifiersOfA,
  },
  {
    method: 'POST',
    path: '/api/{network}/{id}/moderation',
    request: async (context) => ({ url: await sourcePath(context, '/moderation') }),
    allow: (roles) => [
      ...holdersOnWallA(roles, 'moderate_tint'),
      roles.apiTokenA,
      roles.whiteLabelA,
    ],
  },
  {
    method: 'POST',
    path: '/api/{network}/{id}/refresh',
    request: async (context) => ({ url: await sourcePath(context, '/refresh') }),
    allow: modifiersOfA,
  },
];
