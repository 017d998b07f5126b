/**
 * Sources (the spec's connected accounts) for every installed connector: one generic module
 * over the plugin host, `/api/{network}` and `/api/{network}/{id}`. A network without an
 * installed connector is not found.
 */
import { messages, togglePrivacy } from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf, wallOf } from '../../auth/declaration.ts';
import { httpError } from '../../auth/http-error.ts';
import { decide } from '../../auth/permissions.ts';
import { wallContextFor } from '../../auth/wall-context.ts';
import {
  createSource,
  deleteSource,
  findSourceById,
  updateSource,
  type SourceChanges,
} from '../../db/repositories/sources.ts';
import { findWallByUserName } from '../../db/repositories/walls.ts';
import { invalidateWall } from '../../posts/feed-cache-wiring.ts';
import { errorSchema } from '../account/schemas.ts';
import {
  checkSourceOptions,
  feedTypeOf,
  newSourceSchema,
  sourceChangesSchema,
} from './source-input.ts';
import {
  canSealCredentials,
  checkCredentials,
  credentialsSaved,
  noSealingKeyMessage,
  saveSourceCredentials,
} from './source-credentials.ts';
import { wallOfSource } from './source-locator.ts';
import type { SourceRow } from '../../db/schema.ts';
import { sourceSchema, sourceView } from './source-views.ts';

const networkParams = z.object({ network: z.string().min(1).max(40) });
const sourceParams = networkParams.extend({ id: z.coerce.number().int().positive() });
const errors = {
  400: errorSchema,
  402: errorSchema,
  403: errorSchema,
  404: errorSchema,
  503: errorSchema,
};

/** Source routes. */
export const sourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const located = wallOfSource(db, true);

  function connectorOf(network: string) {
    const connector = app.plugins.connector(network);
    if (!connector) throw httpError(404, messages.notFound);
    return connector;
  }

  /** A source as its owner sees it, saying whether its sign-in details are stored. */
  async function ownerView(row: SourceRow) {
    return sourceView(app.plugins, row, await credentialsSaved(app, row));
  }

  /** The source of the path, on the wall the access layer granted. */
  async function sourceOf(request: { params: { network: string; id: number } }, wallId: number) {
    connectorOf(request.params.network);
    const row = await findSourceById(db, request.params.id);
    if (!row || row.wall_id !== wallId) throw httpError(404, messages.notFound);
    return row;
  }

  app.post(
    '/api/:network',
    {
      // The wall is named in the body, which the access layer does not read: checked below.
      config: { access: { action: 'signedIn' } },
      schema: {
        tags: ['sources'],
        summary: "Connect a source: a feed type of the network, with that feed type's options",
        params: networkParams,
        body: newSourceSchema,
        response: { 201: sourceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = userOf(request);
      const connector = connectorOf(request.params.network);
      const { body } = request;
      const wall = await findWallByUserName(db, body.wall);
      if (!wall) throw httpError(404, messages.notFound);
      const decision = decide(principal, 'wall.modify', await wallContextFor(db, principal, wall));
      if (decision === 'notFound') throw httpError(404, messages.notFound);
      if (decision !== 'allow') throw httpError(403, messages.notAllowed);

      const feedType = feedTypeOf(connector, body.feed_type);
      if (!feedType) {
        const message = messages.requestWrong;
        return reply.code(400).send({ error: message, issues: [{ path: 'feed_type', message }] });
      }
      const checked = await checkSourceOptions(app.sourceAddressCheck, feedType, body.options);
      if (!checked.ok) {
        return reply
          .code(400)
          .send({ error: checked.issues[0]?.message ?? messages.requestWrong, ...checked });
      }
      const credentials = checkCredentials(feedType, body.credentials);
      if (!credentials.ok) {
        return reply
          .code(400)
          .send({ error: credentials.issues[0]?.message ?? messages.requestWrong, ...credentials });
      }
      const withCredentials = feedType.credentials !== undefined;
      if (withCredentials && !(await canSealCredentials(app))) {
        throw httpError(503, noSealingKeyMessage);
      }
      if (body.privacy === 1) request.requireFeature('moderation');
      const row = await createSource(db, {
        wallId: wall.id,
        network: connector.id,
        feedType: body.feed_type,
        options: checked.options,
        label: checked.label,
        privacy: body.privacy,
      });
      if (withCredentials) await saveSourceCredentials(app, row, credentials.payload);
      // The wall's collection bar lists its sources: its kept public pages are out of date.
      invalidateWall(app, wall.id);
      // Import the new source's posts now rather than at the scheduler's next turn.
      await app.crawls.request(row.id);
      return reply.code(201).send(sourceView(app.plugins, row, withCredentials ? true : undefined));
    },
  );

  app.get(
    '/api/:network/:id',
    {
      config: { access: { action: 'wall.read', wall: located } },
      schema: {
        tags: ['sources'],
        summary: 'One source with its settings and health',
        params: sourceParams,
        response: { 200: sourceSchema, 404: errorSchema },
      },
    },
    async (request) => ownerView(await sourceOf(request, wallOf(request).id)),
  );

  app.put(
    '/api/:network/:id',
    {
      config: { access: { action: 'wall.modify', wall: located } },
      schema: {
        tags: ['sources'],
        summary:
          "Change a source's moderation (privacy), status, options or sign-in details (never returned)",
        params: sourceParams,
        body: sourceChangesSchema,
        response: { 200: sourceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await sourceOf(request, wallOf(request).id);
      const { body } = request;
      const changes: SourceChanges = { privacy: body.privacy, status: body.status };
      if (body.privacy === 1 && row.privacy !== 1) request.requireFeature('moderation');
      if (body.options !== undefined) {
        const feedType = feedTypeOf(connectorOf(row.network), row.feed_type);
        if (!feedType) throw httpError(404, messages.notFound);
        const checked = await checkSourceOptions(app.sourceAddressCheck, feedType, body.options);
        if (!checked.ok) {
          return reply
            .code(400)
            .send({ error: checked.issues[0]?.message ?? messages.requestWrong, ...checked });
        }
        changes.options = checked.options;
        changes.label = checked.label;
      }
      const feedType = feedTypeOf(connectorOf(row.network), row.feed_type);
      if (body.credentials !== undefined && feedType?.credentials) {
        const credentials = checkCredentials(feedType, body.credentials);
        if (!credentials.ok) {
          return reply.code(400).send({
            error: credentials.issues[0]?.message ?? messages.requestWrong,
            ...credentials,
          });
        }
        if (!(await canSealCredentials(app))) throw httpError(503, noSealingKeyMessage);
        await saveSourceCredentials(app, row, credentials.payload);
        // New sign-in details are the cure of a source waiting for them.
        if (row.status === 'needs_reauth' && body.status === undefined) changes.status = 'active';
      }
      const saved = await updateSource(db, row.id, changes);
      if (!saved) throw httpError(404, messages.notFound);
      // Its label or status may show in the collection bar of the wall's kept pages.
      invalidateWall(app, row.wall_id);
      // Try them at once rather than at the scheduler's next turn.
      if (body.credentials !== undefined && feedType?.credentials && saved.status === 'active') {
        await app.crawls.request(saved.id);
      }
      return ownerView(saved);
    },
  );

  app.delete(
    '/api/:network/:id',
    {
      config: { access: { action: 'wall.modify', wall: located } },
      schema: {
        tags: ['sources'],
        summary: 'Disconnect a source; its posts go with it',
        params: sourceParams,
        response: { 200: z.object({ deleted: z.number().int() }), 404: errorSchema },
      },
    },
    async (request) => {
      const row = await sourceOf(request, wallOf(request).id);
      if (!(await deleteSource(db, row.id))) throw httpError(404, messages.notFound);
      // Its posts went with it (cascade): the wall's cached feed still shows them.
      invalidateWall(app, row.wall_id);
      return { deleted: row.id };
    },
  );

  app.post(
    '/api/:network/:id/moderation',
    {
      config: { access: { action: 'wall.moderate', wall: located } },
      schema: {
        tags: ['sources'],
        summary: "Toggle a source's moderation: privacy 0 (public) ↔ 1 (manual approval)",
        params: sourceParams,
        response: { 200: sourceSchema, 402: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const row = await sourceOf(request, wallOf(request).id);
      const privacy = togglePrivacy(row.privacy);
      if (privacy === 1) request.requireFeature('moderation');
      const saved = await updateSource(db, row.id, { privacy });
      if (!saved) throw httpError(404, messages.notFound);
      invalidateWall(app, row.wall_id);
      return ownerView(saved);
    },
  );

  app.post(
    '/api/:network/:id/refresh',
    {
      config: { access: { action: 'wall.modify', wall: located } },
      schema: {
        tags: ['sources'],
        summary: 'Crawl a source now (the spec locks the button for 5 s)',
        params: sourceParams,
        response: {
          200: z.object({ queued: z.boolean(), source: sourceSchema }),
          202: z.object({ queued: z.boolean(), source: sourceSchema }),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await sourceOf(request, wallOf(request).id);
      const job = await app.crawls.request(row.id);
      return reply
        .code(job === null ? 200 : 202)
        .send({ queued: job !== null, source: sourceView(app.plugins, row) });
    },
  );
};
