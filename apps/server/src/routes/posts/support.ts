/** What the post route modules share: the post's wall locator, failures, announcements. */
import type { PostChangedEvent } from '@chorus/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { WallLocator } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { findPostWallId } from '../../db/repositories/post-edits.ts';
import {
  shapeFor,
  toPublicPost,
  type ConnectorRegistry,
  type PublicPost,
} from '../../posts/public-post.ts';
import type { PostRow, WallRow } from '../../db/schema.ts';

/**
 * Locates the wall of the post in `{post_id}`: access is then decided on that wall, so a post
 * of another owner's wall answers 404 like a post that does not exist.
 */
export const wallOfPost: WallLocator = async (request) => {
  const raw = (request.params as { post_id?: unknown } | undefined)?.post_id;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return undefined;
  const wallId = await findPostWallId(request.server.database.db, Number(raw));
  return wallId === undefined ? undefined : { id: wallId };
};

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
 * cache drops the wall. A failing listener is logged; the change itself is saved.
 */
export async function announce(
  request: FastifyRequest,
  wallId: number,
  postId: number,
  change: PostChangedEvent['change'],
): Promise<void> {
  const event = { wallId: String(wallId), postId: String(postId), change };
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
