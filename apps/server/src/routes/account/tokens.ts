/**
 * API tokens (premium: the apiKey feature) and white-label moderation tokens (the
 * wl_moderation feature). A token's value is returned once, when it is made; only its SHA-256
 * is stored. Listing shows a hint of the last characters; revoking is immediate.
 */
import { messages } from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf, wallByUserName, wallOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { decide } from '../../auth/permissions.ts';
import { mayActOnWall } from '../../auth/wall-context.ts';
import {
  findLiveTokenById,
  listUserApiTokens,
  listWhiteLabelTokens,
  setTokenLabel,
} from '../../db/repositories/token-lists.ts';
import { createToken, revokeToken, type TokenKind } from '../../db/repositories/tokens.ts';
import { findWallById, findWallByUserName, listWallsForUser } from '../../db/repositories/walls.ts';
import type { WallRow } from '../../db/schema.ts';
import { errorSchema, tokenHint, tokenSchema, tokenView } from './schemas.ts';

const newTokenSchema = z.object({
  token: z.string().meta({ description: 'The token itself; shown this once and never again.' }),
  id: z.string(),
});

/** Token routes. */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/generateWhiteLabelToken',
    {
      config: { access: { action: 'wall.shareModeration', wall: wallByUserName('wall', 'query') } },
      schema: {
        tags: ['tokens'],
        summary: 'Make a white-label moderation token for one wall',
        querystring: z.object({ wall: z.string().min(1).max(200) }),
        response: { 200: newTokenSchema, 402: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      request.requireFeature('wl_moderation');
      const wall = wallOf(request);
      const user = userOf(request).user;
      const created = await createToken(db, 'wl', { wallId: wall.id });
      await setTokenLabel(db, 'wl', created.record.id, tokenHint(created.token));
      request.log.info({ wallId: wall.id, by: user.id }, 'white-label token created');
      return { token: created.token, id: `wl-${created.record.id}` };
    },
  );

  app.post(
    '/api/apitoken',
    {
      config: { access: { action: 'token.manage' } },
      schema: {
        tags: ['tokens'],
        summary: 'Make an API token for the account, or for one of its walls',
        body: z.object({ wall: z.string().min(1).max(200).optional() }).nullish(),
        response: { 201: newTokenSchema, 402: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      request.requireFeature('apiKey');
      const principal = userOf(request);
      let wallId: number | null = null;
      if (request.body?.wall !== undefined) {
        const wall = await findWallByUserName(db, request.body.wall);
        if (!wall || wall.user_id !== principal.user.id) throw httpError(404, messages.notFound);
        wallId = wall.id;
      }
      const created = await createToken(db, 'api', { userId: principal.user.id, wallId });
      await setTokenLabel(db, 'api', created.record.id, tokenHint(created.token));
      return reply.code(201).send({ token: created.token, id: `api-${created.record.id}` });
    },
  );

  app.get(
    '/api/tokens',
    {
      config: { access: { action: 'signedIn' } },
      schema: {
        tags: ['tokens'],
        summary: 'The tokens the caller may revoke, without their values',
        response: { 200: z.object({ tokens: z.array(tokenSchema) }) },
      },
    },
    async (request) => {
      const principal = userOf(request);
      const apiTokens =
        decide(principal, 'token.manage', null) === 'allow'
          ? await listUserApiTokens(db, principal.user.id)
          : [];
      const walls: WallRow[] = [];
      for (const wall of await listWallsForUser(db, principal.user.id)) {
        if (await mayActOnWall(db, principal, 'wall.shareModeration', wall)) walls.push(wall);
      }
      const wlTokens = await listWhiteLabelTokens(
        db,
        walls.map((wall) => wall.id),
      );
      return {
        tokens: [
          ...apiTokens.map((row) => tokenView('api', row)),
          ...wlTokens.map((row) => tokenView('wl', row)),
        ],
      };
    },
  );

  app.delete(
    '/api/tokens/:id',
    {
      config: { access: { action: 'signedIn' } },
      schema: {
        tags: ['tokens'],
        summary: 'Revoke a token; it is refused everywhere from now on',
        params: z.object({ id: z.string().regex(/^(api|wl)-\d{1,15}$/, messages.requestWrong) }),
        response: { 200: z.object({ revoked: z.string() }), 404: errorSchema },
      },
    },
    async (request) => {
      const principal = userOf(request);
      const [kind, number] = request.params.id.split('-') as [TokenKind, string];
      const row = await findLiveTokenById(db, kind, Number(number));
      let allowed = false;
      if (row && kind === 'api') {
        allowed =
          row.user_id === principal.user.id && decide(principal, 'token.manage', null) === 'allow';
      } else if (row && row.wall_id !== null) {
        const wall = await findWallById(db, row.wall_id);
        allowed =
          wall !== undefined && (await mayActOnWall(db, principal, 'wall.shareModeration', wall));
      }
      if (!row || !allowed) throw httpError(404, messages.notFound);
      await revokeToken(db, kind, row.id);
      return { revoked: request.params.id };
    },
  );
};
