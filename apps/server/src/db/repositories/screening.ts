/** Screening rules per wall and source, and what screened each post (screening/). */
import { screeningRulesSchema, type ScreeningRules } from '@chorus/core';
import { sql, type Kysely } from 'kysely';
import { jsonb } from '../json.ts';
import type { Database, PostRow } from '../schema.ts';
import { postColumns, type PostScreening } from './posts.ts';

/** The rules saved for a wall (source null) or for one source; undefined when none. */
export async function findScreeningRules(
  db: Kysely<Database>,
  wallId: number,
  sourceId: number | null,
): Promise<ScreeningRules | undefined> {
  const row = await db
    .selectFrom('screening_rules')
    .select('rules')
    .where('wall_id', '=', wallId)
    .where(sql<number>`coalesce(source_id, 0)`, '=', sourceId ?? 0)
    .executeTakeFirst();
  if (!row) return undefined;
  const parsed = screeningRulesSchema.safeParse(row.rules);
  return parsed.success ? parsed.data : undefined;
}

/** The rules that screen a source's posts: its own set when it has one, else the wall's. */
export async function rulesForSource(
  db: Kysely<Database>,
  wallId: number,
  sourceId: number | null,
): Promise<ScreeningRules | undefined> {
  const own = sourceId === null ? undefined : await findScreeningRules(db, wallId, sourceId);
  return own ?? (await findScreeningRules(db, wallId, null));
}

/** Saves the rules of a wall or source, replacing the previous set. */
export async function saveScreeningRules(
  db: Kysely<Database>,
  wallId: number,
  sourceId: number | null,
  rules: ScreeningRules,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('screening_rules')
      .where('wall_id', '=', wallId)
      .where(sql<number>`coalesce(source_id, 0)`, '=', sourceId ?? 0)
      .execute();
    await trx
      .insertInto('screening_rules')
      .values({ wall_id: wallId, source_id: sourceId, rules: jsonb(rules) })
      .execute();
  });
}

/** An earlier post of the wall with the same text or picture, from another post than this one. */
export async function findDuplicatePost(
  db: Kysely<Database>,
  wallId: number,
  fingerprints: { text: string | null; media: string | null },
  self: { sourceId: number | null; externalId: string },
): Promise<number | undefined> {
  if (!fingerprints.text && !fingerprints.media) return undefined;
  const row = await db
    .selectFrom('posts')
    .select('id')
    .where('wall_id', '=', wallId)
    .where((eb) =>
      eb.or([
        ...(fingerprints.text ? [eb('text_fingerprint', '=', fingerprints.text)] : []),
        ...(fingerprints.media ? [eb('media_fingerprint', '=', fingerprints.media)] : []),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.and([
          eb('source_id', self.sourceId === null ? 'is' : '=', self.sourceId),
          eb('external_id', '=', self.externalId),
        ]),
      ),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * What screened a post: the deciding rule and why, and its fingerprints. The pipeline hands it
 * to upsertPost, which writes it with the post in one insert (a rejected post is in the trash
 * from its first moment).
 */
export type ScreeningRecord = PostScreening;

/** The pending posts of a wall, or of one of its sources, for screening again. */
export async function pendingPostsOf(
  db: Kysely<Database>,
  wallId: number,
  sourceId: number | null,
): Promise<PostRow[]> {
  let query = db
    .selectFrom('posts')
    .select(postColumns)
    .where('wall_id', '=', wallId)
    .where('state', '=', 'pending');
  if (sourceId !== null) query = query.where('source_id', '=', sourceId);
  return query.orderBy('id').execute();
}
