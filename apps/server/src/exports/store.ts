/**
 * The `csv_exports` rows of the CSV export job: one row per request, the newest of a wall
 * being its export. The spec's `csv_url` is read from it: PENDING, PROCESSING, or the file's
 * address; nothing (ready to request) when there is none, it failed, or its file expired.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { CsvExportsTable, Database } from '../db/schema.ts';
import type { Selectable } from 'kysely';

/** One export, as read. */
export type CsvExportRow = Selectable<CsvExportsTable>;

/** Records a request, pending. */
export async function insertExport(
  db: Kysely<Database>,
  values: { wallId: number; userId: number; token: string; url: string; total: number },
): Promise<CsvExportRow> {
  return db
    .insertInto('csv_exports')
    .values({
      wall_id: values.wallId,
      user_id: values.userId,
      state: 'pending',
      token: values.token,
      url: values.url,
      total: values.total,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The wall's newest export, whatever its state. */
export async function latestExport(
  db: Kysely<Database>,
  wallId: number,
): Promise<CsvExportRow | undefined> {
  return db
    .selectFrom('csv_exports')
    .selectAll()
    .where('wall_id', '=', wallId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findExport(
  db: Kysely<Database>,
  id: number,
): Promise<CsvExportRow | undefined> {
  return db.selectFrom('csv_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findExportByToken(
  db: Kysely<Database>,
  token: string,
): Promise<CsvExportRow | undefined> {
  return db.selectFrom('csv_exports').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Sets the state and progress; `updated_at` says the job is alive. */
export async function updateExport(
  db: Kysely<Database>,
  id: number,
  values: Partial<{
    state: CsvExportRow['state'];
    processed: number;
    total: number;
    progress: number;
    bytes: number;
    expires_at: Date;
  }>,
): Promise<void> {
  await db
    .updateTable('csv_exports')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Pending or processing exports not touched for `staleSeconds`: their job died. */
export async function staleExports(db: Kysely<Database>, staleSeconds: number): Promise<number[]> {
  const rows = await db
    .selectFrom('csv_exports')
    .select('id')
    .where('state', 'in', ['pending', 'processing'])
    .where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${staleSeconds})`)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Finished exports past their time whose file is still there (`url` set), as of `now`. */
export async function expiredExports(
  db: Kysely<Database>,
  now: Date,
): Promise<{ id: number; token: string | null }[]> {
  const rows = await db
    .selectFrom('csv_exports')
    .select(['id', 'token'])
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', now)
    .where('url', 'is not', null)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), token: row.token }));
}

/** Records that an expired export's file is gone. */
export async function markFileDeleted(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('csv_exports')
    .set({ url: null, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Forgets exports that expired before `before`; returns how many. */
export async function forgetExports(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('csv_exports')
    .where('expires_at', 'is not', null)
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
