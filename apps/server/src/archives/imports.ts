/**
 * The archive import job: reads an uploaded archive through its connector's parser one post
 * at a time, stores each post's pictures (from inside the archive) with the media storage,
 * runs the post through the same pipeline as a crawl (hooks, sanitizer, screening, upsert
 * keyed on the post's id in the archive, so importing twice adds nothing), and records the
 * progress (posts done of the total) as it goes. It runs beside the request that uploaded the
 * archive, never inside it; an import cut short by a restart starts over when the server
 * starts again. A broken post is skipped and named; an archive that cannot be read fails the
 * import with a message and changes no post.
 */
import { rm } from 'node:fs/promises';
import {
  archiveOf,
  isSourceError,
  type ArchivePicture,
  type ArchiveReader,
  type ConnectorArchive,
} from '@chorus/core';
import type { PluginHost } from '@chorus/core/host';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { findSourceById } from '../db/repositories/sources.ts';
import type { Database } from '../db/schema.ts';
import type { IngestLogger } from '../ingest/deps.ts';
import { storePost } from '../ingest/pipeline.ts';
import { toDomainSource } from '../ingest/source-model.ts';
import type { HostedImage } from '../media/hosted-media.ts';
import { MediaRejectedError, type ImageLimits } from '../media/process.ts';
import { storePicture } from '../media/rehost.ts';
import type { MediaStore } from '../media/store.ts';
import { ArchiveRefusedError, openZipArchive, plainFileArchive, type ZipLimits } from './open.ts';
import { findImport, updateImport, type ArchiveProblem } from './store.ts';

/** What the import job needs. */
export interface ArchiveImportDeps {
  readonly db: Kysely<Database>;
  readonly plugins: PluginHost;
  readonly store: MediaStore;
  readonly logger: IngestLogger;
  readonly zipLimits?: ZipLimits;
  readonly imageLimits?: ImageLimits;
}

/** Skipped posts named in the import's record, at most. */
const maxProblems = 20;
/** Progress is written after this many posts (and at the end). */
const progressEvery = 10;

/**
 * The address a post names a picture of its archive by: never fetched, since the post's
 * `hosted_media` maps it to the stored copy, which is what walls are given.
 */
export function archivePictureUrl(hash: string): string {
  return `https://archive.invalid/${hash}`;
}

/** Opens an upload as its connector reads it: a zip, or one plain file. */
export async function openUpload(
  path: string,
  kind: 'zip' | 'file',
  fileName: string,
  bytes: number,
  limits?: ZipLimits,
): Promise<ArchiveReader & { close?: () => void }> {
  return kind === 'zip' ? openZipArchive(path, limits) : plainFileArchive(path, fileName, bytes);
}

/** Runs imports beside the requests; one at a time per process, in upload order. */
export class ArchiveImports {
  readonly #deps: ArchiveImportDeps;
  #queue: Promise<void> = Promise.resolve();
  #stopping = false;
  readonly #pending = new Set<number>();

  constructor(deps: ArchiveImportDeps) {
    this.#deps = deps;
  }

  /** Queues an import; returns at once. */
  start(importId: number): void {
    if (this.#pending.has(importId) || this.#stopping) return;
    this.#pending.add(importId);
    this.#queue = this.#queue.then(async () => {
      try {
        if (!this.#stopping) await this.#run(importId);
      } catch (error) {
        this.#deps.logger.error({ err: error, importId }, 'archive import failed');
      } finally {
        this.#pending.delete(importId);
      }
    });
  }

  /** Resolves when every queued import has ended. */
  idle(): Promise<void> {
    return this.#queue;
  }

  /** Stops after the post in hand; unfinished imports resume at the next start. */
  async stop(): Promise<void> {
    this.#stopping = true;
    await this.#queue;
  }

  async #run(importId: number): Promise<void> {
    const { db } = this.#deps;
    const row = await findImport(db, importId);
    if (!row || row.state === 'done' || row.state === 'failed') return;
    const sourceRow = await findSourceById(db, Number(row.source_id));
    const connector = sourceRow ? this.#deps.plugins.connector(sourceRow.network) : undefined;
    const archive = connector ? archiveOf(connector) : undefined;
    if (!sourceRow || !archive) {
      await this.#finish(importId, row.file_path, 'failed', 'The source is gone.');
      return;
    }
    await updateImport(db, importId, { state: 'running', done: 0 });
    let reader: (ArchiveReader & { close?: () => void }) | undefined;
    try {
      reader = await openUpload(
        row.file_path,
        /\.zip$/i.test(row.file_path) ? 'zip' : 'file',
        row.file_name,
        Number(row.bytes),
        this.#deps.zipLimits,
      );
      const source = toDomainSource(sourceRow);
      const total = await archive.count(reader, source);
      await updateImport(db, importId, { total });
      const outcome = await this.#importAll(importId, archive, reader, sourceRow, total);
      if (outcome === 'stopped') return;
      await this.#finish(importId, row.file_path, 'done', null);
    } catch (error) {
      const message =
        error instanceof ArchiveRefusedError || isSourceError(error)
          ? error.message
          : 'The archive could not be imported.';
      if (!(error instanceof ArchiveRefusedError) && !isSourceError(error)) {
        this.#deps.logger.error({ err: error, importId }, 'archive import stopped');
      }
      await this.#finish(importId, row.file_path, 'failed', message);
    } finally {
      reader?.close?.();
    }
  }

  async #importAll(
    importId: number,
    archive: ConnectorArchive,
    reader: ArchiveReader,
    sourceRow: NonNullable<Awaited<ReturnType<typeof findSourceById>>>,
    total: number,
  ): Promise<'done' | 'stopped'> {
    const { db } = this.#deps;
    const source = toDomainSource(sourceRow);
    const counts = { done: 0, imported: 0, unchanged: 0, skipped: 0 };
    const problems: ArchiveProblem[] = [];
    const skip = (where: string, reason: string) => {
      counts.skipped += 1;
      if (problems.length < maxProblems) problems.push({ where, reason });
    };
    // Posts only arrive through the import: nothing for the re-hosting job to fetch.
    const pipeline = {
      db,
      plugins: this.#deps.plugins,
      logger: this.#deps.logger,
      media: { enqueue: () => Promise.resolve() },
    };
    for await (const parsed of archive.parse(reader, source)) {
      if (this.#stopping) return 'stopped';
      counts.done += 1;
      if (!parsed.ok) {
        skip(parsed.where, parsed.reason);
      } else {
        const pictures: { url: string; image: HostedImage }[] = [];
        for (const file of parsed.files ?? []) {
          try {
            const image = await storePicture(
              {
                db,
                store: this.#deps.store,
                ...(this.#deps.imageLimits && { limits: this.#deps.imageLimits }),
              },
              await reader.read(file),
            );
            pictures.push({ url: archivePictureUrl(image.hash), image });
          } catch (error) {
            if (!(error instanceof MediaRejectedError)) throw error;
            skip(file, `picture refused: ${error.message}`);
          }
        }
        const shown: ArchivePicture[] = pictures.map(({ url, image }) => ({
          url,
          width: image.width,
          height: image.height,
        }));
        let post;
        try {
          post = archive.toPost(parsed.item, source, shown);
        } catch (error) {
          skip(`post ${counts.done}`, error instanceof Error ? error.message : String(error));
          continue;
        }
        const stored = await storePost(pipeline, sourceRow, source, post);
        if (stored.change === 'dropped') {
          if (stored.invalid) skip(post.externalId, stored.reason);
        } else {
          if (stored.change === 'unchanged') counts.unchanged += 1;
          else counts.imported += 1;
          if (pictures.length > 0) {
            await setHostedPictures(db, stored.postId, pictures);
            if (stored.change !== 'unchanged') {
              await this.#deps.plugins.hooks.postChanged.promise({
                wallId: String(sourceRow.wall_id),
                postId: String(stored.postId),
                change: 'updated',
              });
            }
          }
        }
      }
      if (counts.done % progressEvery === 0) {
        await updateImport(db, importId, { ...counts, problems });
      }
    }
    await updateImport(db, importId, { ...counts, total: Math.max(total, counts.done), problems });
    return 'done';
  }

  async #finish(
    importId: number,
    path: string,
    state: 'done' | 'failed',
    message: string | null,
  ): Promise<void> {
    await updateImport(this.#deps.db, importId, { state, message, finished_at: new Date() });
    // The posts and pictures are stored: the upload is not kept.
    await rm(path, { force: true });
  }
}

/** Points a post's archive pictures at their stored copies. */
async function setHostedPictures(
  db: Kysely<Database>,
  postId: number,
  pictures: readonly { url: string; image: HostedImage }[],
): Promise<void> {
  const hosted = Object.fromEntries(pictures.map(({ url, image }) => [url, image]));
  await db
    .updateTable('posts')
    .set({
      hosted_media: sql`coalesce(hosted_media, '{}'::jsonb) || cast(${JSON.stringify(hosted)} as jsonb)`,
    } as never)
    .where('id', '=', postId)
    .execute();
}
