/**
 * The CSV export jobs of one process, on pg-boss (queue `export-csv`, in the same `pgboss`
 * schema as the crawl and media queues). The queue starts on the first request, or when the
 * server starts with exports left unfinished, so a server that never exports runs no extra
 * worker. A job writes the file under a random name in `<dataDir>/exports`, recording the posts
 * written as it goes; a failed job marks its export failed (the owner may ask again). The sweep
 * deletes files past their time.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema.ts';
import { pgBossOverKysely } from '../ingest/boss-db.ts';
import { untilStopped } from '../ingest/boss-handler.ts';
import type { IngestLogger } from '../ingest/deps.ts';
import { writeWallCsv } from './csv-file.ts';
import {
  expiredExports,
  findExport,
  forgetExports,
  insertExport,
  latestExport,
  markFileDeleted,
  staleExports,
  updateExport,
  type CsvExportRow,
} from './store.ts';

/** The queue's name. */
export const csvQueueName = 'export-csv';

/** How long a finished file is kept: a day. */
export const csvKeepMs = 24 * 60 * 60 * 1000;

/** A pending or processing export untouched this long belongs to a job that died. */
const staleSeconds = 5 * 60;

/** Rows of exports expired this long ago are forgotten too (their files went at expiry). */
const forgetAfterMs = 7 * 24 * 60 * 60 * 1000;

/** The download address of an export's file. */
export function csvFileUrl(token: string): string {
  return `/api/post/csv/${token}.csv`;
}

/** A file's random name: 256 bits, base64url. */
export function newCsvToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the jobs need. */
export interface CsvExportDeps {
  readonly db: Kysely<Database>;
  /** Where the files are written. */
  readonly dir: string;
  readonly logger: IngestLogger;
  /** The clock of expiry and the sweep (tests move it). */
  readonly now?: () => Date;
  /**
   * No other process can be running exports (PGlite: one process holds the data directory),
   * so any export unfinished at start was cut short and is resumed at once.
   */
  readonly soleProcess?: boolean;
}

export class CsvExports {
  readonly #deps: CsvExportDeps;
  #boss: Promise<{ boss: PgBoss; workerId: string }> | undefined;
  #stopped = false;
  /** Milliseconds each page waits before the next (tests slow a job to watch its progress). */
  pageDelayMs = 0;
  /** Posts per page (tests make pages small). */
  pageSize: number | undefined;

  constructor(deps: CsvExportDeps) {
    this.#deps = deps;
  }

  #now(): Date {
    return this.#deps.now?.() ?? new Date();
  }

  /** The file of an export. */
  filePath(token: string): string {
    return path.join(this.#deps.dir, `${token}.csv`);
  }

  /**
   * Asks for an export of the wall: the running one when there is one, else a new pending one
   * whose job is queued.
   */
  async request(wallId: number, userId: number): Promise<CsvExportRow> {
    const { db } = this.#deps;
    const latest = await latestExport(db, wallId);
    if (latest && (latest.state === 'pending' || latest.state === 'processing')) return latest;
    const counted = await db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('wall_id', '=', wallId)
      .executeTakeFirstOrThrow();
    const token = newCsvToken();
    const row = await insertExport(db, {
      wallId,
      userId,
      token,
      url: csvFileUrl(token),
      total: Number(counted.count),
    });
    await this.#enqueue(Number(row.id));
    return row;
  }

  /** Starts the queue when exports were left unfinished by a stop (called once the app is ready). */
  async resume(): Promise<void> {
    const stale = await staleExports(this.#deps.db, this.#deps.soleProcess ? 0 : staleSeconds);
    for (const id of stale) await this.#enqueue(id);
  }

  async #enqueue(exportId: number): Promise<void> {
    const { boss, workerId } = await this.#started();
    await boss.send(csvQueueName, { exportId }, { singletonKey: String(exportId) });
    boss.notifyWorker(workerId);
  }

  #started(): Promise<{ boss: PgBoss; workerId: string }> {
    this.#boss ??= this.#start().catch((error: unknown) => {
      this.#boss = undefined;
      throw error;
    });
    return this.#boss;
  }

  async #start(): Promise<{ boss: PgBoss; workerId: string }> {
    const { db, logger } = this.#deps;
    // The crawl queue's instance supervises when it runs; this one only sends and works.
    const boss = new PgBoss({ db: pgBossOverKysely(db), schedule: false, supervise: false });
    boss.on('error', (error) => logger.error({ err: error }, 'csv export queue error'));
    await boss.start();
    const options = {
      name: csvQueueName,
      policy: 'stately' as const,
      retryLimit: 0,
      expireInSeconds: 60 * 60,
    };
    await boss.createQueue(csvQueueName, options);
    await boss.updateQueue(csvQueueName, options);
    const workerId = await boss.work<{ exportId: number }>(
      csvQueueName,
      { batchSize: 1, pollingIntervalSeconds: 2 },
      untilStopped(
        () => this.#stopped,
        async (jobs) => {
          for (const job of jobs) await this.run(job.data.exportId);
        },
      ),
    );
    return { boss, workerId };
  }

  /** Runs one export: writes its file, recording progress; marks it done or failed. */
  async run(exportId: number): Promise<void> {
    const { db, logger } = this.#deps;
    const row = await findExport(db, exportId);
    if (!row?.token || (row.state !== 'pending' && row.state !== 'processing')) return;
    const file = this.filePath(row.token);
    const total = Number(row.total);
    await updateExport(db, exportId, { state: 'processing', processed: 0 });
    try {
      await mkdir(this.#deps.dir, { recursive: true, mode: 0o700 });
      await rm(file, { force: true });
      let written = 0;
      await writeWallCsv(
        db,
        Number(row.wall_id),
        file,
        async (count) => {
          written = count;
          const seen = Math.max(total, count);
          await updateExport(db, exportId, {
            processed: count,
            total: seen,
            progress: Math.floor((count / Math.max(seen, 1)) * 100),
          });
          if (this.pageDelayMs > 0) await new Promise((done) => setTimeout(done, this.pageDelayMs));
        },
        this.pageSize,
      );
      const { size } = await stat(file);
      await updateExport(db, exportId, {
        state: 'done',
        processed: written,
        total: written,
        progress: 100,
        bytes: size,
        expires_at: new Date(this.#now().getTime() + csvKeepMs),
      });
      logger.info({ exportId, posts: written, bytes: size }, 'csv export written');
    } catch (error) {
      logger.error({ err: error, exportId }, 'csv export failed');
      await rm(file, { force: true }).catch(() => undefined);
      await updateExport(db, exportId, { state: 'failed' }).catch(() => undefined);
    }
  }

  /**
   * Deletes the files of exports past their time (their rows stay a week, so their address
   * answers "expired" rather than "not found"); returns how many files went.
   */
  async sweep(): Promise<number> {
    const { db } = this.#deps;
    const now = this.#now();
    const expired = await expiredExports(db, now);
    for (const { id, token } of expired) {
      if (token) await rm(this.filePath(token), { force: true });
      await markFileDeleted(db, id);
    }
    await forgetExports(db, new Date(now.getTime() - forgetAfterMs));
    return expired.length;
  }

  /** Stops the worker (a running export is left to expire and be resumed) and pg-boss. */
  async stop(): Promise<void> {
    const started = this.#boss;
    this.#boss = undefined;
    if (!started) return;
    const { boss } = await started.catch(() => ({ boss: undefined }));
    if (!boss) return;
    await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    this.#stopped = true;
  }
}
