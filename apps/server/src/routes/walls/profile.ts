/**
 * Walls (the spec's tints): read a wall's profile, save it, create one, delete one. Visitors
 * read active walls only; the owner (and sub-accounts with access) read everything.
 */
import { isDeleteConfirmed, isToggable, messages, showsPoweredBy, type PlanId } from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf, wallByUserName, wallOf, type WallOwnerPlan } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { mayActOnWall } from '../../auth/wall-context.ts';
import { readInstanceSettings } from '../../db/repositories/instance.ts';
import { listWallSources } from '../../db/repositories/sources.ts';
import {
  createWall,
  deleteWall,
  findWallByUserName,
  grantWallAccess,
  updateWall,
} from '../../db/repositories/walls.ts';
import type { WallRow } from '../../db/schema.ts';
import { listWallPasses } from '../../passes/store.ts';
import { invalidateWall } from '../../posts/feed-cache-wiring.ts';
import { feedCountOf } from '../account/feed-allowance.ts';
import { errorSchema, messageSchema } from '../account/schemas.ts';
import { isUniqueViolation } from '../account/unique-violation.ts';
import { InvalidProfile, profileChanges, profileUpdateSchema } from './profile-update.ts';
import { profileSchema, profileView } from './profile-view.ts';
import { wallNameSchema, wallUserNameSchema } from './wall-input.ts';
import { applyWallTemplate, templateTheme, wallTemplateSchema } from './wall-templates.ts';

/** What governs a wall whose owner could not be read: the basic plan, no rewards. */
const noOwnerPlan: WallOwnerPlan = { plan: 'basic', rewards: [] };
const params = z.object({ user_name: z.string().min(1).max(200) });
const byUserName = wallByUserName('user_name');
const confirmSchema = z.object({
  confirm: z.string().max(20).optional().meta({ description: "Type 'delete' to confirm." }),
});

/** Wall profile routes. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The API view of a wall, for this caller. */
  async function viewFor(wall: WallRow, governing: WallOwnerPlan, owner: boolean) {
    const { plan, rewards } = governing;
    const [sources, count, poweredBy, passes] = await Promise.all([
      listWallSources(db, wall.id),
      feedCountOf(db, wall.user_id, plan, app.config.plans),
      wallShowsPoweredBy(plan),
      listWallPasses(db, wall.id),
    ]);
    const status = wall.status === 2 ? 'inactive' : 'active';
    return profileView(wall, {
      plugins: app.plugins,
      plan,
      rewards,
      sources,
      owner,
      toggable: isToggable(status, count),
      poweredBy,
      passes,
      now: app.livePasses.now(),
    });
  }

  /**
   * "Powered by Chorus": hosted, the plans that show it (basic, deactivated); self-hosted, only
   * when the administrator turned it on (docs/operations.md, "Instance settings").
   */
  async function wallShowsPoweredBy(plan: PlanId): Promise<boolean> {
    if (app.config.plans === 'hosted') return showsPoweredBy(plan);
    return (await readInstanceSettings(db)).poweredBy;
  }

  app.get(
    '/api/profile/:user_name',
    {
      config: { access: { action: 'public', wall: byUserName } },
      schema: {
        tags: ['walls'],
        summary: "A wall's profile: settings, display profile, accounts per network",
        params,
        response: { 200: profileSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const wall = wallOf(request);
      const owner = await mayActOnWall(db, request.principal, 'wall.read', wall);
      return viewFor(wall, request.wallOwner ?? noOwnerPlan, owner);
    },
  );

  for (const method of ['put', 'post'] as const) {
    app[method](
      '/api/profile/:user_name',
      {
        config: { access: { action: 'wall.modify', wall: byUserName } },
        schema: {
          tags: ['walls'],
          summary: "Save a wall's profile (the spec's payload fields; omitted fields stay)",
          params,
          body: profileUpdateSchema,
          response: {
            200: profileSchema,
            400: errorSchema,
            402: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const wall = wallOf(request);
        let changes;
        try {
          changes = await profileChanges(app, request, wall, request.body);
        } catch (error) {
          if (!(error instanceof InvalidProfile)) throw error;
          return reply.code(400).send({ error: error.message, issues: error.issues });
        }
        let saved: WallRow | undefined;
        try {
          saved = await updateWall(db, wall.id, changes);
        } catch (error) {
          if (isUniqueViolation(error)) throw httpError(409, messages.enterpriseUsernameTaken);
          throw error;
        }
        if (!saved) throw httpError(404, messages.notFound);
        // The feed's post shape (width, cta, theme page size), status and slug may have changed.
        invalidateWall(app, wall.id);
        return viewFor(saved, request.wallOwner ?? noOwnerPlan, true);
      },
    );
  }

  app.post(
    '/api/profile',
    {
      config: { access: { action: 'wall.create' } },
      schema: {
        tags: ['walls'],
        summary: 'Create a wall (active while the plan allows another active wall)',
        body: z.object({
          name: wallNameSchema,
          user_name: wallUserNameSchema,
          template: wallTemplateSchema,
        }),
        response: { 201: profileSchema, 400: errorSchema, 402: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const principal = userOf(request);
      const { name, user_name: userName, template } = request.body;
      const count = await feedCountOf(db, principal.ownerId, principal.plan, app.config.plans);
      const status = count.active < count.allowed ? 0 : count.inactive < count.allowed ? 2 : null;
      if (status === null) throw httpError(402, messages.upgradeRequired);
      if (await findWallByUserName(db, userName)) {
        throw httpError(409, messages.enterpriseUsernameTaken);
      }
      let wall: WallRow;
      try {
        const theme = templateTheme(app.plugins, template);
        wall = await createWall(db, {
          userId: principal.ownerId,
          userName,
          name,
          status,
          ...(theme ? { theme } : {}),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, messages.enterpriseUsernameTaken);
        throw error;
      }
      await applyWallTemplate(db, app.plugins, wall.id, template);
      // A sub-account keeps access to the wall it made.
      if (!principal.isOwner) await grantWallAccess(db, wall.id, principal.user.id);
      return reply
        .code(201)
        .send(await viewFor(wall, { plan: principal.plan, rewards: principal.rewards }, true));
    },
  );

  app.delete(
    '/api/profile/:user_name',
    {
      config: { access: { action: 'wall.delete', wall: byUserName } },
      schema: {
        tags: ['walls'],
        summary: "Delete a wall with its sources and posts (confirmed by typing 'delete')",
        params,
        // In the body, or in the query for clients that send no DELETE body.
        body: confirmSchema.nullish(),
        querystring: confirmSchema,
        response: { 200: messageSchema, 400: errorSchema, 404: errorSchema, 500: errorSchema },
      },
    },
    async (request, reply) => {
      const wall = wallOf(request);
      if (!isDeleteConfirmed(request.body?.confirm ?? request.query.confirm ?? '')) {
        const message = messages.wallDeleteConfirm;
        return reply.code(400).send({ error: message, issues: [{ path: 'confirm', message }] });
      }
      const deleted = await deleteWall(db, wall.id);
      invalidateWall(app, wall.id);
      if (!deleted) return reply.code(500).send({ error: messages.wallDeleteFailed });
      return { message: messages.wallDeleted };
    },
  );
};
