import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed against today's schema */

/** The site's own pages (issue 23, part 7): where `/about`, `/clients`, `/blog` and `/pricing` go. */
const columns = ['about_url', 'clients_url', 'blog_url', 'pricing_url'] as const;

/** Adds the operator-set addresses of the about, clients, blog and pricing pages (null: none). */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of columns) {
    await db.schema.alterTable('instance_settings').addColumn(column, 'text').execute();
  }
}

/** Drops them. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of columns) {
    await db.schema.alterTable('instance_settings').dropColumn(column).execute();
  }
}
