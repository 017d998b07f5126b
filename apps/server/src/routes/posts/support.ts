/**
 * What the post route modules share: the post's wall locators (and the post one of them read),
 * failures, announcements.
 */
import type { PostChangedEvent } from '@chorus/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { WallLocator } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { findPostOnAnyWall, findPostWallId } from '../../db/repositories/post-edits.ts';
import { findWallPost } from '../../db/repositories/posts.ts';
import {
  shapeFor,
  toPublicPost,
  type ConnectorRegistry,
  type PublicPost,
} from '../../posts/public-post.ts';
import type { PostRow, WallRow } from '../../db/schema.ts';
import { withChangedRow } from '../../realtime/post-changes.ts';

/** The post id in `{post_id}`, or undefined when it is not one. */
function postIdParam(request: FastifyRequest): number | undefined {
  const raw = (request.params as { post_id?: unknown } | undefined)?.post_id;
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * Locates the wall of the post in `{post_id}`: access is then decided on that wall, so a post
 * of another owner's wall answers 404 like a post that does not exist.
 */
export const wallOfPost: WallLocator = async (request) => {
  const postId = postIdParam(request);
  if (postId === undefined) return undefined;
  const wallId = await findPostWallId(request.server.database.db, postId);
  return wallId === undefined ? undefined : { id: wallId };
};

// The post a `wallOfReadPost` locator read, by request, until its handler takes it.
const locatedPosts = new WeakMap<FastifyRequest, PostRow>();

/**
 * {@link wallOfPost} for routes that go on to read the post: it reads the whole post where
 * `wallOfPost` reads its wall id, and keeps it for {@link requestedPost}, so the handler does
 * not read it again. Access is decided exactly as with `wallOfPost`, on the post's wall.
 */
export const wallOfReadPost: WallLocator = async (request) => {
  const postId = postIdParam(request);
  if (postId === undefined) return undefined;
  const row = await findPostOnAnyWall(request.server.database.db, postId);
  if (!row) return undefined;
  locatedPosts.set(request, row);
  return { id: row.wall_id };
};

/**
 * The post in `{post_id}` if it is on `wall` (the wall access was granted on): the row
 * {@link wallOfReadPost} read for this request, handed out once, else read now.
 */
export async function requestedPost(
  request: FastifyRequest,
  wall: WallRow,
): Promise<PostRow | undefined> {
  const postId = postIdOf(request);
  const located = locatedPosts.get(request);
  locatedPosts.delete(request);
  if (located && located.id === postId && located.wall_id === wall.id) return located;
  return findWallPost(request.server.database.db, wall.id, postId);
}

/**
 * A route error handler answering a validation failure with the spec's message for the action
 * (e.g. 'Post save failed.') and the field issues; anything else goes to the app's handler.
 */
export function failWith(message: string) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? message,
    }));
    return reply.code(400).send({ error: message, issues });
  };
}

/** Refuses a change the post's state does not allow (e.g. pinning a pending post). */
export function conflict(message: string): Error {
  return httpError(409, message);
}

/** White-label moderation is a plan feature of the wall's owner (the spec's wl_moderation). */
export function requireModerationRights(request: FastifyRequest): void {
  if (request.principal.kind === 'whiteLabel') request.requireFeature('wl_moderation');
}

/** A post id from `{post_id}`. */
export function postIdOf(request: FastifyRequest): number {
  return Number((request.params as { post_id: string }).post_id);
}

/**
 * Announces a change through the host's `postChanged` hook: live viewers update and the feed
 * cache drops the wall. A failing listener is logged; the change itself is saved. `saved`, the
 * post as the change left it (the row its update returned), spares the realtime tap reading it.
 */
export async function announce(
  request: FastifyRequest,
  wallId: number,
  postId: number,
  change: PostChangedEvent['change'],
  saved?: PostRow,
): Promise<void> {
  const made: PostChangedEvent = { wallId: String(wallId), postId: String(postId), change };
  const event = saved ? withChangedRow(made, saved) : made;
  try {
    await request.server.plugins.hooks.postChanged.promise(event);
  } catch (error) {
    request.log.error({ err: error, event }, 'a postChanged listener failed');
  }
}

/** A row as the API shows it on its wall. */
export function present(row: PostRow, wall: WallRow, connectors?: ConnectorRegistry): PublicPost {
  return toPublicPost(row, shapeFor(wall, connectors));
}
