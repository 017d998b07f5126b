/** The `archive_imports` table: uploaded archives and their import progress. */
import type { Kysely } from 'kysely';
import { jsonb } from '../db/json.ts';
import type { Database } from '../db/schema.ts';

/** One skipped post: where in the archive, and why. */
export interface ArchiveProblem {
  readonly where: string;
  readonly reason: string;
}

/** The table's row type. */
export interface ArchiveImportsTable {
  id: string | number;
  source_id: string | number;
  state: 'queued' | 'running' | 'done' | 'failed';
  file_name: string;
  file_path: string;
  bytes: string | number;
  sha256: string;
  total: number;
  done: number;
  imported: number;
  unchanged: number;
  skipped: number;
  problems: ArchiveProblem[];
  message: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

/** One import, as read. */
export type ArchiveImportRow = ArchiveImportsTable;

/** The database with this table (the shared `Database` type does not list it). */
export type WithArchiveImports = Database & { archive_imports: ArchiveImportsTable };

/** The database typed with the archive imports table. */
export function archiveDb(db: Kysely<Database>): Kysely<WithArchiveImports> {
  return db.withTables<{ archive_imports: ArchiveImportsTable }>();
}

/** Records a new upload, queued. */
export async function insertImport(
  db: Kysely<Database>,
  values: {
    sourceId: number;
    fileName: string;
    filePath: string;
    bytes: number;
    sha256: string;
    total: number;
  },
): Promise<ArchiveImportRow> {
  return archiveDb(db)
    .insertInto('archive_imports')
    .values({
      source_id: values.sourceId,
      state: 'queued',
      file_name: values.fileName,
      file_path: values.filePath,
      bytes: values.bytes,
      sha256: values.sha256,
      total: values.total,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One import by id. */
export function findImport(
  db: Kysely<Database>,
  id: number,
): Promise<ArchiveImportRow | undefined> {
  return archiveDb(db)
    .selectFrom('archive_imports')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A source's latest import. */
export function latestImport(
  db: Kysely<Database>,
  sourceId: number,
): Promise<ArchiveImportRow | undefined> {
  return archiveDb(db)
    .selectFrom('archive_imports')
    .selectAll()
    .where('source_id', '=', sourceId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Imports left unfinished (a restart): resumed from the start, which adds nothing twice. */
export async function unfinishedImports(db: Kysely<Database>): Promise<number[]> {
  const rows = await archiveDb(db)
    .selectFrom('archive_imports')
    .select('id')
    .where('state', 'in', ['queued', 'running'])
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Progress and state changes of one import. */
export async function updateImport(
  db: Kysely<Database>,
  id: number,
  changes: Partial<
    Pick<
      ArchiveImportsTable,
      'state' | 'total' | 'done' | 'imported' | 'unchanged' | 'skipped' | 'message' | 'finished_at'
    >
  > & { problems?: ArchiveProblem[] },
): Promise<void> {
  const { problems, ...rest } = changes;
  await archiveDb(db)
    .updateTable('archive_imports')
    .set({
      ...rest,
      ...(problems ? { problems: jsonb(problems) } : {}),
      updated_at: new Date(),
    } as never)
    .where('id', '=', id)
    .execute();
}
