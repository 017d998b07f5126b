/**
 * Who holds a batch, from the request: the account (owner or enterprise sub-account), or the
 * API or white-label token, named as the audit log names them. Also moves the caller's batch
 * expiry on when they decide something (called by the audit log writer).
 */
import type { FastifyRequest } from 'fastify';
import { touchBatch, type Claimant } from '../../db/repositories/moderation-claims.ts';
import { actorOf } from './audit.ts';

/** The claimant of this request: a stable key and the name other moderators see. */
export function claimantOf(request: FastifyRequest): Claimant {
  const principal = request.principal;
  const label = actorOf(request).label;
  if (principal.kind === 'whiteLabel') return { key: `whiteLabel:${principal.token.id}`, label };
  if (principal.kind === 'user' && principal.via === 'apiToken' && principal.token) {
    return { key: `apiToken:${principal.token.id}`, label };
  }
  if (principal.kind === 'user') return { key: `user:${principal.user.id}`, label };
  return { key: 'visitor', label };
}

/**
 * The caller decided something on the wall: their batch is not idle, its expiry moves on.
 * A failure is logged; the decision stands.
 */
export async function keepBatchAlive(request: FastifyRequest, wallId: number): Promise<void> {
  try {
    await touchBatch(request.server.database.db, wallId, claimantOf(request).key, new Date());
  } catch (error) {
    request.log.error({ err: error, wallId }, 'the moderation batch expiry was not moved on');
  }
}
