/**
 * A wall's enterprise access list (the spec's "ownership"): which of the owner's sub-accounts
 * may work on it. The owner is always listed first and can never be removed.
 */
import { messages } from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wallById, wallOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { listWallAccessAccounts } from '../../db/repositories/wall-access.ts';
import { findUserById, listSubAccounts } from '../../db/repositories/users.ts';
import { grantWallAccess, revokeWallAccess } from '../../db/repositories/walls.ts';
import { errorSchema, messageSchema } from './schemas.ts';

const access = { action: 'wall.ownership', wall: wallById('tint_id') } as const;
const wallParams = z.object({ tint_id: z.coerce.number().int().positive() });
const entryParams = wallParams.extend({ id: z.coerce.number().int().positive() });

const entrySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  owner: z.boolean(),
});

/** Wall access list routes. */
export const wallAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The owner's sub-account `id`, or 404. */
  async function subAccountOfOwner(ownerId: number, id: number) {
    const account = await findUserById(db, id);
    if (!account || account.creator_id !== ownerId) throw httpError(404, messages.notFound);
    return account;
  }

  app.get(
    '/api/access/:tint_id',
    {
      config: { access },
      schema: {
        tags: ['enterprise'],
        summary: "The accounts that may work on a wall, owner first, and the owner's others",
        params: wallParams,
        response: {
          200: z.object({
            access: z.array(entrySchema),
            available: z.array(entrySchema).meta({
              description: "The owner's sub-accounts not on the list, which may be added.",
            }),
          }),
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const wall = wallOf(request);
      const [owner, accounts, subAccounts] = await Promise.all([
        findUserById(db, wall.user_id),
        listWallAccessAccounts(db, wall.id),
        listSubAccounts(db, wall.user_id),
      ]);
      const listed = new Set(accounts.map((account) => account.id));
      const entry = (user: { id: number; username: string; email: string }, isOwner: boolean) => ({
        id: user.id,
        username: user.username,
        email: user.email,
        owner: isOwner,
      });
      return {
        access: [
          ...(owner ? [entry(owner, true)] : []),
          ...accounts.map((account) => entry(account, false)),
        ],
        available: subAccounts
          .filter((account) => !listed.has(account.id))
          .map((account) => entry(account, false)),
      };
    },
  );

  app.post(
    '/api/access/:tint_id/:id',
    {
      config: { access },
      schema: {
        tags: ['enterprise'],
        summary: 'Give an enterprise account access to a wall',
        params: entryParams,
        response: { 200: messageSchema, 402: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      request.requireFeature('ownership_tint');
      const wall = wallOf(request);
      const account = await subAccountOfOwner(wall.user_id, request.params.id);
      await grantWallAccess(db, wall.id, account.id);
      return { message: messages.enterpriseOwnershipAdded };
    },
  );

  app.delete(
    '/api/access/:tint_id/:id',
    {
      config: { access },
      schema: {
        tags: ['enterprise'],
        summary: "Take an enterprise account's access to a wall away",
        params: entryParams,
        response: { 200: messageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const wall = wallOf(request);
      if (request.params.id === wall.user_id) throw httpError(400, messages.wallNeedsOneAccount);
      const account = await subAccountOfOwner(wall.user_id, request.params.id);
      await revokeWallAccess(db, wall.id, account.id);
      return { message: messages.enterpriseOwnershipRemoved };
    },
  );
};
