/**
 * The database layer of the server: opening PGlite or PostgreSQL, migrations, the typed
 * schema and the repositories. See docs/database.md.
 */
export {
  openDatabase,
  DEFAULT_DATA_DIR,
  type ChorusDatabase,
  type OpenDatabaseOptions,
} from './open.ts';
export { DataDirInUseError } from './data-dir-lock.ts';
export { migrateToLatest, migrateDownToEmpty } from './migrate.ts';
export { executeSql } from './execute-sql.ts';
export { jsonb } from './json.ts';
export type * from './schema.ts';
export type * from './json-shapes.ts';
export * from './repositories/users.ts';
export * from './repositories/sessions.ts';
export * from './repositories/walls.ts';
export * from './repositories/sources.ts';
export * from './repositories/posts.ts';
export * from './repositories/post-feed.ts';
export * from './repositories/post-moderation.ts';
export * from './repositories/tokens.ts';
