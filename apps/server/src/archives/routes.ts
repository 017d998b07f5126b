/**
 * Archive uploads: `POST /api/{network}/{id}/archive` takes one multipart file for a source of
 * an archive connector (Google+, Vine), streams it to `<dataDir>/archives` within the
 * connector's size cap, checks that it is the kind the connector reads (a zip or one plain
 * file, from its bytes as well as its name and declared type) and that the connector finds
 * posts in it, then queues its import and answers 202 at once. `GET` of the same address
 * answers the latest import's progress, which the owner's progress bar polls.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { archiveOf, isSourceError, messages, type ConnectorArchive } from '@chorus/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wallOf } from '../auth/declaration.ts';
import { httpError } from '../auth/http-error.ts';
import { findSourceById } from '../db/repositories/sources.ts';
import { toDomainSource } from '../ingest/source-model.ts';
import type { MediaStore } from '../media/store.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { wallOfSource } from '../routes/walls/source-locator.ts';
import { ArchiveImports, openUpload } from './imports.ts';
import { ArchiveRefusedError, looksLikeZip, type ZipLimits } from './open.ts';
import { insertImport, latestImport, unfinishedImports, type ArchiveImportRow } from './store.ts';

/** Options of {@link archiveRoutes}. */
export interface ArchiveRouteOptions {
  readonly store: MediaStore;
  /** Where uploads wait for their import; default `<dataDir>/archives`. */
  readonly dir?: string;
  /** Zip caps (tests lower them). */
  readonly zipLimits?: ZipLimits;
  /** A cap below the connector's, in bytes (tests). */
  readonly maxBytes?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The archive import jobs of this process (tests wait for them). */
    readonly archiveImports: ArchiveImports;
  }
}

const params = z.object({
  network: z.string().min(1).max(40),
  id: z.coerce.number().int().positive(),
});

const problemSchema = z.object({ where: z.string(), reason: z.string() });
/** An import as the owner sees it. */
export const importSchema = z
  .object({
    id: z.string(),
    state: z.enum(['queued', 'running', 'done', 'failed']),
    fileName: z.string(),
    bytes: z.number().int(),
    total: z.number().int().meta({ description: 'Posts in the archive.' }),
    done: z.number().int().meta({ description: 'Posts read so far: the progress bar.' }),
    imported: z.number().int(),
    unchanged: z.number().int().meta({ description: 'Already there from an earlier import.' }),
    skipped: z.number().int(),
    problems: z.array(problemSchema),
    message: z.string().nullable().meta({ description: 'Why a failed import stopped.' }),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ title: 'Archive import' });

function importView(row: ArchiveImportRow): z.infer<typeof importSchema> {
  return {
    id: String(row.id),
    state: row.state,
    fileName: row.file_name,
    bytes: Number(row.bytes),
    total: row.total,
    done: row.done,
    imported: row.imported,
    unchanged: row.unchanged,
    skipped: row.skipped,
    problems: row.problems,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

/** The answer to a refused upload: why, also under `file` (the dialog shows it there). */
function refuse(reply: FastifyReply, status: number, reason: string) {
  return reply.code(status).send({ error: reason, issues: [{ path: 'file', message: reason }] });
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Whether the upload is a kind the connector reads: by its bytes, name and declared type. */
function kindFor(
  archive: ConnectorArchive,
  isZip: boolean,
  fileName: string,
  mimetype: string,
): 'zip' | 'file' | null {
  const zipAccepted = archive.contentTypes.some((type) => /zip/.test(type));
  if (isZip) return zipAccepted ? 'zip' : null;
  const lowerName = fileName.toLowerCase();
  const named = archive.extensions.some((ext) => ext !== '.zip' && lowerName.endsWith(ext));
  const typed = archive.contentTypes.some((type) => !/zip/.test(type) && type === mimetype);
  return named || typed ? 'file' : null;
}

/**
 * Sets up archive imports on the app (the root, so tests and shutdown reach the jobs): the
 * import jobs, resumed when the app is ready and stopped when it closes, and the routes.
 */
export async function registerArchives(
  app: FastifyInstance,
  options: ArchiveRouteOptions,
): Promise<void> {
  const jobs = new ArchiveImports({
    db: app.database.db,
    plugins: app.plugins,
    store: options.store,
    logger: app.log,
    ...(options.zipLimits && { zipLimits: options.zipLimits }),
  });
  app.decorate('archiveImports', jobs);
  app.addHook('onReady', async () => {
    for (const id of await unfinishedImports(app.database.db)) jobs.start(id);
  });
  app.addHook('onClose', () => jobs.stop());
  await app.register(archiveRoutes, { ...options, jobs });
}

/** The archive upload and progress routes (multipart parsing in their scope only). */
const archiveRoutes: FastifyPluginAsyncZod<ArchiveRouteOptions & { jobs: ArchiveImports }> = async (
  app,
  options,
) => {
  const db = app.database.db;
  const dir = options.dir ?? path.join(app.config.dataDir, 'archives');
  const { jobs } = options;
  const largest = Math.max(
    1,
    ...app.plugins.connectors.flatMap((connector) => archiveOf(connector)?.maxBytes ?? []),
  );
  await app.register(multipart, {
    limits: { fileSize: largest, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  const located = wallOfSource(db, true);

  async function archiveSource(network: string, id: number, wallId: number) {
    const connector = app.plugins.connector(network);
    const archive = connector ? archiveOf(connector) : undefined;
    const row = await findSourceById(db, id);
    if (!connector || !archive || !row || row.wall_id !== wallId || row.network !== network) {
      throw httpError(404, messages.notFound);
    }
    return { archive, row };
  }

  app.get(
    '/api/:network/:id/archive',
    {
      config: { access: { action: 'wall.read', wall: located } },
      schema: {
        tags: ['sources'],
        summary: 'The latest archive import of a Google+ or Vine source: its progress',
        params,
        response: { 200: z.object({ import: importSchema.nullable() }), 404: errorSchema },
      },
    },
    async (request) => {
      const { row } = await archiveSource(
        request.params.network,
        request.params.id,
        wallOf(request).id,
      );
      const latest = await latestImport(db, row.id);
      return { import: latest ? importView(latest) : null };
    },
  );

  app.post(
    '/api/:network/:id/archive',
    {
      // A large archive over a slow connection takes minutes: bounded by the upload timeout.
      config: { access: { action: 'wall.modify', wall: located }, longUpload: true },
      schema: {
        tags: ['sources'],
        summary: 'Upload the archive a Google+ or Vine source is made from; imported as a job',
        description:
          'A multipart/form-data body with one file part: the Google Takeout zip of Google+ ' +
          "Stream, or the JSON of a Vine archive, within the connector's size cap. Answers 202 " +
          'with the queued import; its progress is read with GET. Importing the same archive ' +
          'again adds nothing.',
        consumes: ['multipart/form-data'],
        params,
        response: {
          202: z.object({ import: importSchema }),
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { archive, row } = await archiveSource(
        request.params.network,
        request.params.id,
        wallOf(request).id,
      );
      const running = await latestImport(db, row.id);
      if (running && (running.state === 'queued' || running.state === 'running')) {
        return refuse(reply, 409, 'An import of this source is under way: wait for it to end.');
      }
      if (!request.isMultipart()) return refuse(reply, 400, 'The body is not a multipart upload.');
      const maxBytes = Math.min(archive.maxBytes, options.maxBytes ?? archive.maxBytes);
      await mkdir(dir, { recursive: true });
      const base = path.join(dir, randomUUID());
      const partial = `${base}.upload`;
      const received = { fileName: 'archive', mimetype: '' };
      let bytes = 0;
      const hash = createHash('sha256');
      try {
        const file = await request.file({ limits: { fileSize: maxBytes } });
        if (!file) return refuse(reply, 400, 'No file was sent.');
        received.fileName = path.basename(file.filename || 'archive');
        received.mimetype = file.mimetype;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            bytes += chunk.byteLength;
            hash.update(chunk);
            done(null, chunk);
          },
        });
        await pipeline(file.file, counter, createWriteStream(partial));
        if (file.file.truncated) {
          await rm(partial, { force: true });
          return refuse(reply, 413, `The file is larger than ${megabytes(maxBytes)}.`);
        }
      } catch (error) {
        await rm(partial, { force: true });
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          return refuse(reply, 413, `The file is larger than ${megabytes(maxBytes)}.`);
        }
        if (
          error instanceof app.multipartErrors.FilesLimitError ||
          error instanceof app.multipartErrors.PartsLimitError ||
          error instanceof app.multipartErrors.FieldsLimitError
        ) {
          return refuse(reply, 400, 'Send one file, and nothing else.');
        }
        const status = (error as { statusCode?: unknown }).statusCode;
        if (error instanceof Error && typeof status === 'number' && status < 500) {
          return refuse(reply, 400, error.message);
        }
        throw error;
      }
      if (bytes === 0) {
        await rm(partial, { force: true });
        return refuse(reply, 400, 'The file is empty.');
      }
      const { fileName, mimetype } = received;
      const kind = kindFor(archive, await looksLikeZip(partial), fileName, mimetype);
      if (!kind) {
        await rm(partial, { force: true });
        return refuse(
          reply,
          415,
          `This file is not one this source reads: upload ${archive.extensions.join(' or ')} (${archive.hint})`,
        );
      }
      const stored = `${base}.${kind === 'zip' ? 'zip' : 'file'}`;
      await rename(partial, stored);
      // Refused now, with the reason, rather than as a failed job: nothing is changed.
      let total: number;
      let reader;
      try {
        reader = await openUpload(stored, kind, fileName, bytes, options.zipLimits);
        total = await archive.count(reader, toDomainSource(row));
      } catch (error) {
        await rm(stored, { force: true });
        if (error instanceof ArchiveRefusedError || isSourceError(error)) {
          return refuse(reply, 400, error.message);
        }
        throw error;
      } finally {
        reader?.close?.();
      }
      const queued = await insertImport(db, {
        sourceId: row.id,
        fileName,
        filePath: stored,
        bytes,
        sha256: hash.digest('hex'),
        total,
      });
      jobs.start(Number(queued.id));
      request.log.info({ sourceId: row.id, bytes, total }, 'archive upload queued');
      return reply.code(202).send({ import: importView(queued) });
    },
  );
};
