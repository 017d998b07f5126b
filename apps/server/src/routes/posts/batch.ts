/**
 * Batches of a wall's shared moderation queue (`wall.moderate`: the owner, sub-accounts with
 * moderate_tint, API tokens and the wall's white-label token): see who holds what, take a
 * batch, release it; the owner (`wall.modify`) chooses the batch size and idle time. Taking
 * and releasing reach the other moderators' screens live, through the moderator channel.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wallByUserName, wallOf } from '../../auth/declaration.ts';
import {
  batchSettings,
  listClaims,
  myBatch,
  releaseBatch,
  saveBatchSettings,
  takeBatch,
} from '../../db/repositories/moderation-claims.ts';
import type { WallRow } from '../../db/schema.ts';
import { errorSchema } from '../account/schemas.ts';
import { claimantOf } from './batch-claimant.ts';
import { moderationPostSchema, presentForModeration } from './moderation-post.ts';
import { userNameParams } from './schemas.ts';
import { failWith, requireModerationRights } from './support.ts';

/** The texts of the batch routes. */
export const batchMessages = Object.freeze({
  taken: 'You took a batch of {count} posts.',
  nothingToTake: 'No pending post is free to take.',
  released: 'Your batch returned to the queue.',
  settingsSaved: 'Batch settings saved.',
  settingsFailed: 'Batch settings were not saved.',
});

const moderate = { action: 'wall.moderate', wall: wallByUserName('user_name') } as const;
const modify = { action: 'wall.modify', wall: wallByUserName('user_name') } as const;
const errors = {
  400: errorSchema,
  401: errorSchema,
  402: errorSchema,
  403: errorSchema,
  404: errorSchema,
};

/** A wall's batch size and idle time. */
export const batchSettingsSchema = z.object({
  size: z.number().int().min(1).max(100),
  idleMinutes: z.number().int().min(1).max(240),
});

const batchStateSchema = z.object({
  message: z.string().optional(),
  settings: batchSettingsSchema,
  /** The caller's batch, in queue order (empty when they hold none). */
  mine: z.array(moderationPostSchema),
  /** Milliseconds until the caller's batch returns to the queue if left idle. */
  expiresInMs: z.number().nullable(),
  /** The other moderators' batches: who, which posts, and when each returns if left idle. */
  others: z.array(
    z.object({
      moderator: z.string(),
      postIds: z.array(z.string()),
      expiresInMs: z.number(),
    }),
  ),
});

type BatchState = z.infer<typeof batchStateSchema>;

/** Batch routes. */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The batches of the wall as the caller sees them at `now`. */
  async function stateFor(request: FastifyRequest, wall: WallRow, now: Date): Promise<BatchState> {
    const me = claimantOf(request).key;
    const [settings, batch, claims] = await Promise.all([
      batchSettings(db, wall.id),
      myBatch(db, wall.id, me, now),
      listClaims(db, wall.id, now),
    ]);
    const others = new Map<string, BatchState['others'][number]>();
    for (const claim of claims) {
      if (claim.claimant === me) continue;
      const entry = others.get(claim.claimant) ?? {
        moderator: claim.label,
        postIds: [],
        expiresInMs: 0,
      };
      entry.postIds.push(String(claim.postId));
      entry.expiresInMs = Math.max(entry.expiresInMs, claim.expiresAt.getTime() - now.getTime());
      others.set(claim.claimant, entry);
    }
    return {
      settings,
      mine: batch.posts.map((row) => presentForModeration(row, wall, app.plugins)),
      expiresInMs: batch.expiresAt ? batch.expiresAt.getTime() - now.getTime() : null,
      others: [...others.values()],
    };
  }

  /** Tells every moderator screen of the wall that these posts changed hands. */
  async function announceClaims(wallId: number, postIds: readonly number[]): Promise<void> {
    for (const postId of postIds) {
      await app.realtime.publishModeration(String(wallId), {
        postId: String(postId),
        change: 'updated',
      });
    }
  }

  function checkRights(request: FastifyRequest) {
    requireModerationRights(request);
    request.requireFeature('privatePosts');
  }

  app.get(
    '/api/batches/:user_name',
    {
      config: { access: moderate },
      schema: {
        tags: ['moderation'],
        summary: "The caller's batch of the wall's queue and who holds the others",
        params: userNameParams,
        response: { 200: batchStateSchema, ...errors },
      },
    },
    async (request) => {
      checkRights(request);
      return stateFor(request, wallOf(request), new Date());
    },
  );

  app.post(
    '/api/batches/:user_name',
    {
      config: { access: moderate },
      schema: {
        tags: ['moderation'],
        summary: 'Take a batch: free pending posts, top of the queue first, up to the batch size',
        params: userNameParams,
        response: { 200: batchStateSchema, ...errors },
      },
    },
    async (request) => {
      checkRights(request);
      const wall = wallOf(request);
      const now = new Date();
      const { batch, claimed } = await takeBatch(db, wall.id, claimantOf(request), now);
      await announceClaims(wall.id, claimed);
      const state = await stateFor(request, wall, now);
      const message =
        batch.posts.length === 0
          ? batchMessages.nothingToTake
          : batchMessages.taken.replace('{count}', String(batch.posts.length));
      return { ...state, message };
    },
  );

  app.delete(
    '/api/batches/:user_name',
    {
      config: { access: moderate },
      schema: {
        tags: ['moderation'],
        summary: "Release the caller's batch: its undecided posts return to the queue",
        params: userNameParams,
        response: { 200: batchStateSchema, ...errors },
      },
    },
    async (request) => {
      checkRights(request);
      const wall = wallOf(request);
      const now = new Date();
      const released = await releaseBatch(db, wall.id, claimantOf(request).key, now);
      await announceClaims(wall.id, released);
      return { ...(await stateFor(request, wall, now)), message: batchMessages.released };
    },
  );

  app.put(
    '/api/batch-settings/:user_name',
    {
      config: { access: modify },
      errorHandler: failWith(batchMessages.settingsFailed),
      schema: {
        tags: ['moderation'],
        summary: "Choose the wall's batch size and idle time",
        params: userNameParams,
        body: batchSettingsSchema,
        response: {
          200: z.object({ message: z.string(), settings: batchSettingsSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const settings = await saveBatchSettings(db, wallOf(request).id, request.body);
      return { message: batchMessages.settingsSaved, settings };
    },
  );
};
