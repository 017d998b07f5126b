/**
 * `GET /api/walls/{user_name}/live`: the WebSocket of one wall. Anyone may watch an active
 * wall from any site; `?control=1` asks to publish, which needs the same origin and the
 * authorizer's yes, or the upgrade is refused with 403.
 */
import {
  liveCloseCodes,
  liveMessages,
  publishRequestSchema,
  type LiveEvent,
  type PublishRequest,
} from '@chorus/core';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RawData } from 'ws';
import { z } from 'zod';
import { findWallByUserName } from '../db/repositories/walls.ts';
import { originAllowed } from '../auth/origin.ts';
import type { ControlAuthorizer, LiveWall } from './access.ts';
import { LiveConnection, type ConnectionLimits } from './connection.ts';
import type { RealtimeHub } from './hub.ts';
import { findShownPost, toLivePost } from './live-post.ts';
import { moderatorRoute } from './moderator-route.ts';

/** Limits of the live endpoint in one process. */
export interface LiveLimits extends ConnectionLimits {
  /** Live connections this process serves at most. */
  readonly maxConnections: number;
  /** Largest message a client may send, in bytes. */
  readonly maxPayloadBytes: number;
  /** Ping interval; a connection that misses one pong is dropped. */
  readonly heartbeatMs: number;
}

/** Defaults: 1 MiB behind per client, 30 messages per 10 s, 10000 connections, 30 s pings. */
export const defaultLiveLimits: LiveLimits = {
  maxBufferedBytes: 1_048_576,
  maxMessagesPerWindow: 30,
  messageWindowMs: 10_000,
  maxConnections: 10_000,
  maxPayloadBytes: 4096,
  heartbeatMs: 30_000,
};

/** What the live route needs. */
export interface LiveRouteOptions {
  readonly hub: RealtimeHub;
  readonly authorizeControl: ControlAuthorizer;
  readonly limits: LiveLimits;
}

/** The path of a wall's live channel. */
export const livePath = '/api/walls/:userName/live';

/**
 * The access layer's declaration (auth/declaration.ts): anyone may connect; the route itself
 * tells unknown and inactive walls apart from live ones, and asks the authorizer about control.
 */
const routeConfig = { access: { action: 'public' as const } };

/** What the upgrade checks found, handed from the hook to the socket handler. */
type Admission =
  { readonly wall: LiveWall; readonly canPublish: boolean } | { readonly wall: null };

/** Registers the live endpoint (and the WebSocket server, in its own scope). */
export async function liveRoutes(scope: FastifyInstance, options: LiveRouteOptions): Promise<void> {
  const { hub, authorizeControl, limits } = options;
  const admissions = new WeakMap<FastifyRequest, Admission>();
  const connections = new Set<LiveConnection>();
  // Added before @fastify/websocket's own preClose (which closes without a code), so viewers
  // learn that they should reconnect to another server.
  scope.addHook('preClose', (done) => {
    for (const connection of connections) {
      connection.close(liveCloseCodes.goingAway, liveMessages.goingAway);
    }
    done();
  });
  await scope.register(websocket, { options: { maxPayload: limits.maxPayloadBytes } });
  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.heartbeat()) connections.delete(connection);
    }
  }, limits.heartbeatMs);
  heartbeat.unref();
  scope.addHook('onClose', async () => clearInterval(heartbeat));
  // When a root onRequest hook (the access layer) refuses an upgrade, @fastify/websocket's own
  // hook never ran and would leave the socket open after the HTTP answer: close it here.
  scope.addHook('onResponse', async (request) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') request.raw.socket?.destroy();
  });

  scope.withTypeProvider<ZodTypeProvider>().get(
    livePath,
    {
      websocket: true,
      config: routeConfig,
      schema: {
        params: z.object({ userName: z.string().min(1).max(100) }),
        querystring: z.object({
          control: z.enum(['1', 'true']).optional(),
          // Read by the access layer: browsers cannot set headers on a WebSocket.
          wl_token: z.string().max(200).optional(),
        }),
      },
      preValidation: async (request, reply) => {
        const { userName } = request.params as { userName: string };
        const row = await findWallByUserName(scope.database.db, userName);
        if (!row || row.status !== 0) {
          admissions.set(request, { wall: null });
          return;
        }
        const wall: LiveWall = {
          id: String(row.id),
          userName: row.user_name,
          ownerId: row.user_id,
        };
        const wantsControl = (request.query as { control?: string }).control !== undefined;
        // Origin is checked whatever the credential: a control socket is a browser page's.
        if (wantsControl && !originAllowed(request, scope.config, false)) {
          return reply.code(403).send({ error: liveMessages.crossOrigin });
        }
        if (wantsControl && !(await authorizeControl(request, wall))) {
          return reply.code(403).send({ error: liveMessages.forbidden });
        }
        admissions.set(request, { wall, canPublish: wantsControl });
      },
    },
    (socket, request) => {
      const admission = admissions.get(request);
      if (!admission?.wall) {
        socket.close(liveCloseCodes.wallUnavailable, liveMessages.wallUnavailable);
        return;
      }
      if (connections.size >= limits.maxConnections) {
        socket.close(liveCloseCodes.serverFull, liveMessages.serverFull);
        return;
      }
      const { wall, canPublish } = admission;
      let unsubscribe = () => {};
      // A wall page is a viewer; a remote control (which may publish) is not.
      const leave = canPublish ? () => {} : hub.countViewer(wall.id);
      // A closing connection leaves at once: nothing more is queued for a client being dropped.
      const connection = new LiveConnection(socket, limits, () => {
        unsubscribe();
        leave();
        connections.delete(connection);
      });
      connections.add(connection);
      const send = (frame: Buffer) => connection.sendFrame(frame);
      unsubscribe = hub.subscribe(wall.id, (_event, frame) => send(frame), send);
      const publisher: Publisher = { scope, hub, authorizeControl, request, wall, connection };
      let inbound: Promise<void> = Promise.resolve();
      socket.on('message', (data, isBinary) => {
        if (!connection.admitMessage()) return;
        if (!canPublish) {
          connection.send({ type: 'error', code: 'forbidden', message: liveMessages.forbidden });
          return;
        }
        // In order: a forward, forward, back from one screen must arrive as sent.
        inbound = inbound
          .then(() => handlePublish(publisher, data, isBinary))
          .catch((error: unknown) => request.log.error({ err: error }, 'live publish failed'));
      });
      connection.send({ type: 'ready', wall: wall.userName, canPublish });
    },
  );
  // The moderators' channel of each wall, on the same WebSocket server and limits.
  moderatorRoute(scope, { hub, authorize: authorizeControl, limits, connections });
}

interface Publisher {
  readonly scope: FastifyInstance;
  readonly hub: RealtimeHub;
  readonly authorizeControl: ControlAuthorizer;
  readonly request: FastifyRequest;
  readonly wall: LiveWall;
  readonly connection: LiveConnection;
}

async function handlePublish(
  publisher: Publisher,
  data: RawData,
  isBinary: boolean,
): Promise<void> {
  const { connection, wall } = publisher;
  const parsed = isBinary ? undefined : parseRequest(data);
  if (!parsed) {
    connection.send({ type: 'error', code: 'invalid', message: liveMessages.invalid });
    return;
  }
  // Asked again for every message: a revoked token or an ended session stops here.
  if (!(await publisher.authorizeControl(publisher.request, wall))) {
    connection.send({ type: 'error', code: 'forbidden', message: liveMessages.forbidden });
    return;
  }
  const event = await toEvent(publisher, parsed);
  if (!event) {
    connection.send({ type: 'error', code: 'not_found', message: liveMessages.postNotFound });
    return;
  }
  await publisher.hub.publish(wall.id, event);
}

function parseRequest(data: RawData): PublishRequest | undefined {
  try {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    const text = bytes.toString('utf8');
    const result = publishRequestSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

async function toEvent(
  publisher: Publisher,
  request: PublishRequest,
): Promise<LiveEvent | undefined> {
  if (request.type !== 'display') return request;
  const row = await findShownPost(publisher.scope.database.db, publisher.wall.id, request.postId);
  return row ? { type: 'display', post: toLivePost(row) } : undefined;
}
