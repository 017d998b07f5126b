/**
 * `GET /api/walls/{user_name}/moderation/live`: the moderators' WebSocket of one wall. It
 * carries every post change of the wall, pending posts included, so it is opened only for a
 * caller who moderates the wall (its owner, a sub-account with the moderate permission, an API
 * token of the owner, or the wall's white-label token in `?wl_token=`), and only from a page
 * of this site. Access is asked again every heartbeat: an ended session or a revoked token
 * stops hearing pending posts within one interval. Receive-only.
 */
import { liveCloseCodes, liveMessages } from '@chorus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originAllowed } from '../auth/origin.ts';
import { findWallByUserName } from '../db/repositories/walls.ts';
import type { ControlAuthorizer, LiveWall } from './access.ts';
import type { OutgoingFrame } from './frame.ts';
import { LiveConnection } from './connection.ts';
import type { RealtimeHub } from './hub.ts';
import type { LiveLimits } from './live-route.ts';
import type { ModerationReadyFrame } from './moderator-events.ts';

/** The path of a wall's moderator channel. */
export const moderatorLivePath = '/api/walls/:userName/moderation/live';

/** Close code telling a moderator its access ended (session over, token revoked). */
export const moderatorRefusedCode = 4403;

/** What the moderator route shares with the public live route of the same scope. */
export interface ModeratorRouteOptions {
  readonly hub: RealtimeHub;
  /** Who moderates a wall; the live channel's control rule (`wall.moderate`). */
  readonly authorize: ControlAuthorizer;
  readonly limits: LiveLimits;
  /** Every live connection of the scope: counted against its limit, pinged, closed on close. */
  readonly connections: Set<LiveConnection>;
}

// The access layer resolves the caller (and refuses a revoked token); the route decides.
const routeConfig = { access: { action: 'public' as const } };

/** A moderator connection, with what re-checking its access needs. */
interface Moderator {
  readonly connection: LiveConnection;
  readonly request: FastifyRequest;
  readonly wall: LiveWall;
}

/**
 * Registers the moderator channel in the scope where @fastify/websocket is registered (the
 * live route's), sharing its connections and limits.
 */
export function moderatorRoute(scope: FastifyInstance, options: ModeratorRouteOptions): void {
  const { hub, authorize, limits, connections } = options;
  const admitted = new WeakMap<FastifyRequest, LiveWall>();
  const moderators = new Set<Moderator>();

  const recheck = setInterval(() => {
    for (const moderator of moderators) {
      void authorize(moderator.request, moderator.wall).then(
        (allowed) => {
          if (!allowed) moderator.connection.close(moderatorRefusedCode, liveMessages.forbidden);
        },
        (error: unknown) => scope.log.error({ err: error }, 'moderator access re-check failed'),
      );
    }
  }, limits.heartbeatMs);
  recheck.unref();
  scope.addHook('onClose', async () => clearInterval(recheck));

  scope.withTypeProvider<ZodTypeProvider>().get(
    moderatorLivePath,
    {
      websocket: true,
      config: routeConfig,
      schema: {
        params: z.object({ userName: z.string().min(1).max(100) }),
        querystring: z.object({ wl_token: z.string().max(200).optional() }),
      },
      preValidation: async (request, reply) => {
        // Always a browser page's socket: another site's page may never open one.
        if (!originAllowed(request, scope.config, false)) {
          return reply.code(403).send({ error: liveMessages.crossOrigin });
        }
        const { userName } = request.params as { userName: string };
        const row = await findWallByUserName(scope.database.db, userName);
        const wall: LiveWall | undefined =
          row && row.status === 0
            ? { id: String(row.id), userName: row.user_name, ownerId: row.user_id }
            : undefined;
        // An unknown wall and a wall of someone else answer alike.
        if (!wall || !(await authorize(request, wall))) {
          return reply.code(403).send({ error: liveMessages.forbidden });
        }
        admitted.set(request, wall);
      },
    },
    (socket, request) => {
      const wall = admitted.get(request);
      if (!wall) {
        socket.close(liveCloseCodes.wallUnavailable, liveMessages.wallUnavailable);
        return;
      }
      if (connections.size >= limits.maxConnections) {
        socket.close(liveCloseCodes.serverFull, liveMessages.serverFull);
        return;
      }
      let unsubscribe = () => {};
      const connection = new LiveConnection(socket, limits, () => {
        unsubscribe();
        connections.delete(connection);
        moderators.delete(moderator);
      });
      const moderator: Moderator = { connection, request, wall };
      connections.add(connection);
      moderators.add(moderator);
      const send = (frame: OutgoingFrame) => connection.sendFrame(frame);
      unsubscribe = hub.subscribeModerator(wall.id, (_event, frame) => send(frame), send);
      socket.on('message', () => {
        // Receive-only; a client that floods is still dropped by the rate limit.
        if (connection.admitMessage()) {
          connection.send({ type: 'error', code: 'invalid', message: liveMessages.invalid });
        }
      });
      const ready: ModerationReadyFrame = { type: 'ready', wall: wall.userName, moderator: true };
      connection.sendFrame(JSON.stringify(ready));
    },
  );
}
