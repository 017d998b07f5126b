import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/**
 * Archive imports (Google+ and Vine): one row per uploaded archive of a source, with the
 * import job's state and progress (posts done of the total), shown to the owner as a progress
 * bar, and the first problems met.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('archive_imports')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('source_id', 'bigint', (c) =>
      c.notNull().references('sources.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('problems', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX archive_imports_source_idx ON archive_imports (source_id, id)`.execute(db);
}

/** Drops the archive imports. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('archive_imports').execute();
}
