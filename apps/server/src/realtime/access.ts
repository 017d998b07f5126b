/**
 * Who may publish on a wall's live channel: an injected authorizer (by default the access
 * layer's `wall.moderate`, see control-access.ts), behind the Origin rule, so a page on another
 * site can never drive a moderator's browser session over WebSocket.
 */
import type { FastifyRequest } from 'fastify';

/** The wall a live connection is about. */
export interface LiveWall {
  /** The wall id (a number, as text). */
  readonly id: string;
  /** The public slug. */
  readonly userName: string;
  /** The owner's user id. */
  readonly ownerId: number;
}

/**
 * Decides whether the requester (its session cookie or white-label token, read from the
 * upgrade request) may publish control events on this wall. Asked at connect and again before
 * every publish, so a revoked token or an ended session stops publishing at once.
 */
export type ControlAuthorizer = (request: FastifyRequest, wall: LiveWall) => Promise<boolean>;

/** The default until an authorizer is given: nobody publishes. */
export const denyAllControl: ControlAuthorizer = async () => false;
