/**
 * Moderating one post (`wall.moderate`: the owner, a sub-account with moderate_tint, an API
 * token, or a white-label token of the post's wall): save, reject, permanent delete, approve,
 * pin/unpin, highlight/unhighlight and display. Each change is announced through
 * `postChanged`, so live viewers update and the wall's cached feed is dropped.
 */
import { isPublic, messages, unixNow, type PostChangedEvent } from '@chorus/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { savePostEdits } from '../../db/repositories/post-edits.ts';
import {
  approvePost,
  pinPost,
  setHighlight,
  setPostState,
  unpinPost,
} from '../../db/repositories/post-moderation.ts';
import { findWallPost } from '../../db/repositories/posts.ts';
import { snapshotOf } from '../../db/repositories/moderation-audit.ts';
import { trashPost } from '../../db/repositories/trash.ts';
import type { PostRow, WallRow } from '../../db/schema.ts';
import { errorSchema } from '../account/schemas.ts';
import { changeOf, editsFromSave } from './edit-post.ts';
import { auditRoutes, audit } from './audit.ts';
import { screeningRoutes } from './screening.ts';
import { trashRoutes } from './trash.ts';
import {
  deleteQuerySchema,
  postIdParams,
  postMessageSchema,
  postResultSchema,
  postSaveSchema,
} from './schemas.ts';
import {
  announce,
  conflict,
  failWith,
  present,
  requireModerationRights,
  requestedPost,
  wallOfPost,
  wallOfReadPost,
} from './support.ts';

// The actions without a body take the post their access check read. A save reads it when its
// body is in (which may take a while to arrive), since it merges its edits into that row.
const access = { action: 'wall.moderate', wall: wallOfReadPost } as const;
const saveAccess = { action: 'wall.moderate', wall: wallOfPost } as const;
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const saveResponses = { 200: postMessageSchema, ...errors };
const actionResponses = { 200: postResultSchema, ...errors };

/** An action on a shown or any post: what it does, its failure text, what it announces. */
interface PostAction {
  readonly path: string;
  readonly summary: string;
  readonly failure: string;
  /** Whether the post must be on the wall (approved) for the action to make sense. */
  readonly needsShown: boolean;
  readonly apply: (wall: WallRow, id: number) => Promise<PostRow | undefined>;
  readonly change: PostChangedEvent['change'];
}

/** Moderation routes. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  async function loadPost(request: FastifyRequest) {
    requireModerationRights(request);
    const wall = wallOf(request);
    const row = await requestedPost(request, wall);
    if (!row) throw httpError(404, messages.notFound);
    return { wall, row };
  }

  app.put(
    '/api/post/:post_id',
    {
      config: { access: saveAccess },
      errorHandler: failWith(messages.postSaveFailed),
      schema: {
        tags: ['posts'],
        summary: 'Save a post: visible, created, highlight, content, recurrence, cta',
        params: postIdParams,
        body: postSaveSchema,
        response: saveResponses,
      },
    },
    async (request) => {
      const { wall, row } = await loadPost(request);
      if (request.body.cta !== undefined) request.requireFeature('cta');
      const edits = editsFromSave(row, request.body, unixNow());
      const saved = await savePostEdits(db, wall.id, row.id, edits);
      if (!saved) throw httpError(404, messages.notFound);
      await announce(request, wall.id, saved.id, changeOf(row.state, saved.state), saved);
      await audit(request, wall.id, saved.id, 'save', { previous: snapshotOf(row) });
      return { message: messages.postSaved, post: present(saved, wall) };
    },
  );

  app.delete(
    '/api/post/:post_id',
    {
      config: { access },
      errorHandler: failWith(messages.postRejectFailed),
      schema: {
        tags: ['posts'],
        summary: 'Reject a post (back to pending), or with permanent=1 move it to the trash',
        params: postIdParams,
        querystring: deleteQuerySchema,
        response: actionResponses,
      },
    },
    async (request) => {
      const { wall, row } = await loadPost(request);
      const permanent = request.query.permanent;
      if (row.state === 'removed') throw conflict(messages.postRejectFailed);
      const saved = permanent
        ? await trashPost(db, wall.id, row.id)
        : await setPostState(db, wall.id, row.id, 'pending');
      if (!saved) throw conflict(messages.postRejectFailed);
      await announce(request, wall.id, saved.id, changeOf(row.state, saved.state), saved);
      await audit(request, wall.id, saved.id, permanent ? 'delete' : 'reject', {
        previous: snapshotOf(row),
      });
      return { post: present(saved, wall) };
    },
  );

  const actions: readonly PostAction[] = [
    {
      path: 'approve',
      summary: 'Approve a post (approved, or approved-recurring with a recurrence)',
      failure: messages.postApproveFailed,
      needsShown: false,
      apply: (wall, id) => approvePost(db, wall.id, id),
      change: 'approved',
    },
    {
      path: 'pin',
      summary: 'Pin a post to the top of the wall',
      failure: messages.postPinFailed,
      needsShown: true,
      apply: (wall, id) => pinPost(db, wall.id, id),
      change: 'pinned',
    },
    {
      path: 'unpin',
      summary: 'Return a pinned post to its place',
      failure: messages.postUnpinFailed,
      needsShown: true,
      apply: (wall, id) => unpinPost(db, wall.id, id),
      change: 'unpinned',
    },
    {
      path: 'highlight',
      summary: 'Highlight a post: double width, 600 px image',
      failure: messages.postHighlightFailed,
      needsShown: true,
      apply: (wall, id) => setHighlight(db, wall.id, id, true),
      change: 'highlighted',
    },
    {
      path: 'unhighlight',
      summary: 'End the highlight of a post',
      failure: messages.postHighlightFailed,
      needsShown: true,
      apply: (wall, id) => setHighlight(db, wall.id, id, false),
      change: 'unhighlighted',
    },
    {
      path: 'display',
      summary: 'Show a post now on every live screen of the wall',
      failure: messages.requestProblem,
      needsShown: true,
      apply: (wall, id) => findWallPost(db, wall.id, id),
      change: 'displayed',
    },
  ];

  for (const action of actions) {
    app.post(
      `/api/post/:post_id/${action.path}`,
      {
        config: { access },
        errorHandler: failWith(action.failure),
        schema: {
          tags: ['posts'],
          summary: action.summary,
          params: postIdParams,
          response: actionResponses,
        },
      },
      async (request) => {
        const { wall, row } = await loadPost(request);
        // Approving a permanently removed post is refused; a save with visible=1 restores it.
        const refused = action.needsShown ? !isPublic(row.state) : row.state === 'removed';
        if (refused) throw conflict(action.failure);
        const saved = await action.apply(wall, row.id);
        if (!saved) throw conflict(action.failure);
        await announce(request, wall.id, saved.id, action.change, saved);
        await audit(request, wall.id, saved.id, action.path, {
          ...(action.path === 'display' ? {} : { previous: snapshotOf(row) }),
        });
        return { post: present(saved, wall) };
      },
    );
  }

  await app.register(screeningRoutes);
  await app.register(trashRoutes);
  await app.register(auditRoutes);
};
