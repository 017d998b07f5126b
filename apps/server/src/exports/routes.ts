/**
 * The CSV export routes (the spec's `POST /api/post/generate_csv` and `csv_url`):
 * `POST /api/post/generate_csv` asks for an export of a wall's posts, run as a job;
 * `GET /api/post/csv_status` answers its `csv_url` (PENDING, PROCESSING, the file's address, or
 * null: ready to request) with the posts written so far; `GET /api/post/csv/{file}` downloads
 * the file, under a random name, to accounts that may read the wall only, until it expires.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { messages } from '@chorus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf, wallByUserName, wallOf, type WallLocator } from '../auth/declaration.ts';
import { httpError } from '../auth/http-error.ts';
import { decide } from '../auth/permissions.ts';
import { wallContextFor } from '../auth/wall-context.ts';
import { findWallWithOwner } from '../db/repositories/wall-access.ts';
import type { WallRow } from '../db/schema.ts';
import { errorSchema } from '../routes/account/schemas.ts';
import { CsvExports, type CsvExportDeps } from './jobs.ts';
import { findExportByToken, latestExport, type CsvExportRow } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The CSV export jobs of this process (tests slow them, sweep, and wait). */
    readonly csvExports: CsvExports;
  }
}

/** Options of {@link registerCsvExports}. */
export interface CsvExportOptions {
  /** Where files are written; default `<dataDir>/exports`. */
  readonly dir?: string;
  /** The clock of expiry (tests move it). */
  readonly now?: CsvExportDeps['now'];
}

/** How often the sweep looks for expired files. */
const sweepEveryMs = 60 * 60 * 1000;

/** The message of an expired file's address. */
export const csvExpiredMessage =
  'This export has expired and its file was deleted: generate a new one.';

/** A wall's export as the dashboard's CSV dialog reads it. */
export const csvStateSchema = z
  .object({
    csv_url: z.string().nullable().meta({
      description:
        'PENDING or PROCESSING while the job runs, the file’s address when done; null: ready to request (none, failed or expired).',
    }),
    processed: z.number().int().meta({ description: 'Posts written so far.' }),
    total: z.number().int().meta({ description: 'Posts to write.' }),
    expires_at: z.string().nullable().meta({ description: 'When the file is deleted.' }),
    failed: z.boolean().meta({ description: 'The last export failed; a new one may be asked.' }),
  })
  .meta({ title: 'CSV export' });

type CsvState = z.infer<typeof csvStateSchema>;

/** The spec's `csv_url` and the progress of the wall's newest export. */
export function csvStateOf(row: CsvExportRow | undefined, now: Date): CsvState {
  const none = { csv_url: null, processed: 0, total: 0, expires_at: null, failed: false };
  if (!row) return none;
  const counts = { processed: Number(row.processed), total: Number(row.total) };
  if (row.state === 'pending') return { ...none, ...counts, csv_url: 'PENDING' };
  if (row.state === 'processing') return { ...none, ...counts, csv_url: 'PROCESSING' };
  if (row.state === 'failed') return { ...none, failed: true };
  const expires = row.expires_at ? new Date(row.expires_at) : null;
  if (!row.url || !expires || expires <= now) return none;
  return { ...counts, csv_url: row.url, expires_at: expires.toISOString(), failed: false };
}

const fileParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.csv$/)
    .meta({ description: 'The random name the export’s `csv_url` gives.' }),
});

const tokenOf = (file: string) => file.slice(0, -'.csv'.length);

/** Sets up CSV exports on the app: the jobs (resumed when ready, stopped on close), the routes. */
export async function registerCsvExports(
  app: FastifyInstance,
  options: CsvExportOptions = {},
): Promise<void> {
  const jobs = new CsvExports({
    db: app.database.db,
    dir: options.dir ?? path.join(app.config.dataDir, 'exports'),
    logger: app.log,
    soleProcess: app.database.kind === 'pglite',
    ...(options.now && { now: options.now }),
  });
  app.decorate('csvExports', jobs);
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    await jobs.resume();
    await jobs.sweep();
    timer = setInterval(() => {
      jobs.sweep().catch((error: unknown) => app.log.error({ err: error }, 'csv sweep failed'));
    }, sweepEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await jobs.stop();
  });
  await app.register(csvExportRoutes, { ...options, jobs });
}

const csvExportRoutes: FastifyPluginAsyncZod<CsvExportOptions & { jobs: CsvExports }> = async (
  app,
  { jobs, now = () => new Date() },
) => {
  const db = app.database.db;

  /** The wall a body names, if the caller may read it (refused as the access layer would). */
  async function readableWall(request: FastifyRequest, userId: string | number): Promise<WallRow> {
    const key = typeof userId === 'number' ? { id: userId } : { userName: userId };
    const found = await findWallWithOwner(db, key);
    if (!found) throw httpError(404, messages.notFound);
    const { principal } = request;
    const decision = decide(
      principal,
      'wall.read',
      await wallContextFor(db, principal, found.wall),
    );
    if (decision === 'allow') return found.wall;
    if (decision === 'signIn') throw httpError(401, messages.signInRequired);
    if (decision === 'notFound') throw httpError(404, messages.notFound);
    throw httpError(403, messages.notAllowed);
  }

  /** The wall of the export a download names; none for an unknown name. */
  const wallOfFile: WallLocator = async (request) => {
    const parsed = fileParams.safeParse(request.params);
    if (!parsed.success) return undefined;
    const row = await findExportByToken(db, tokenOf(parsed.data.file));
    return row ? { id: Number(row.wall_id) } : undefined;
  };

  app.post(
    '/api/post/generate_csv',
    {
      config: { access: { action: 'signedIn' } },
      schema: {
        tags: ['posts'],
        summary: 'Export a wall’s posts to CSV, as a job',
        description:
          'Starts a job writing every post of the wall (network, author, text, link, media, ' +
          'time, state, likes...) to a CSV file, and answers its state: PENDING at first. ' +
          'While one runs, asking again answers that one. Accounts that may read the wall only.',
        body: z.object({
          user_id: z
            .union([z.string().min(1).max(80), z.number().int().positive()])
            .meta({ description: 'The wall: its address (user name) or its id.' }),
        }),
        response: { 200: csvStateSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const wall = await readableWall(request, request.body.user_id);
      const row = await jobs.request(wall.id, userOf(request).user.id);
      request.log.info({ wallId: wall.id, exportId: row.id }, 'csv export asked');
      return csvStateOf(row, now());
    },
  );

  app.get(
    '/api/post/csv_status',
    {
      config: { access: { action: 'wall.read', wall: wallByUserName('user_id', 'query') } },
      schema: {
        tags: ['posts'],
        summary: 'The CSV export of a wall: csv_url and progress',
        querystring: z.object({
          user_id: z.string().min(1).max(80).meta({ description: 'The wall’s address.' }),
        }),
        response: { 200: csvStateSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => csvStateOf(await latestExport(db, wallOf(request).id), now()),
  );

  app.get(
    '/api/post/csv/:file',
    {
      config: { access: { action: 'wall.read', wall: wallOfFile } },
      schema: {
        tags: ['posts'],
        summary: 'Download a CSV export (an attachment), until it expires',
        params: fileParams,
        produces: ['text/csv'],
        response: {
          200: z.any().meta({ description: 'The CSV file (UTF-8 with a byte-order mark).' }),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          410: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const wall = wallOf(request);
      const row = await findExportByToken(db, tokenOf(request.params.file));
      if (!row || Number(row.wall_id) !== wall.id || row.state !== 'done') {
        throw httpError(404, messages.notFound);
      }
      if (!row.url || !row.expires_at || new Date(row.expires_at) <= now()) {
        throw httpError(410, csvExpiredMessage);
      }
      const day = new Date(row.created_at).toISOString().slice(0, 10);
      const name = `${wall.user_name}-posts-${day}.csv`.replace(/[^A-Za-z0-9_.-]/g, '_');
      const stream = createReadStream(jobs.filePath(row.token!));
      // A file deleted between the check and the read answers like an expired one.
      const opened = await new Promise<boolean>((resolve) => {
        stream.once('open', () => resolve(true));
        stream.once('error', () => resolve(false));
      });
      if (!opened) throw httpError(410, csvExpiredMessage);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
