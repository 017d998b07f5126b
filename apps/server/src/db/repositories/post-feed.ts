import { sql, type Kysely } from 'kysely';
import type { Database, PostRow, PostState } from '../schema.ts';
import { prepared } from '../prepared.ts';
import { withinSchedule } from './post-schedule.ts';
import { postColumns, type PostColumn } from './posts.ts';

/** The states a visitor sees on the wall. */
export const VISIBLE_POST_STATES: readonly PostState[] = Object.freeze([
  'approved',
  'approved-recurring',
]);

/** One page of a wall's feed. */
export interface WallPostsPage {
  /** How many posts (the spec's 20, or 60 for waterfall, slideshow, realtime and slider). */
  limit: number;
  /**
   * Keyset paging: only unpinned posts published strictly before this unix second. Pinned
   * posts all come on the first page, so later pages leave them out.
   */
  beforeCreatedAt?: number;
  /** Offset paging, counted in the same order as the feed. */
  offset?: number;
  /** Only posts of this network. */
  network?: string;
  /** Only posts of this source (the collection bar). */
  sourceId?: number;
  /** Only posts with at least one media item (photo themes, text updates off). */
  imageOnly?: boolean;
  /** The moment scheduled announcements are judged at (default: now). */
  now?: Date;
}

/** Moderation paging. */
export interface ModerationPage {
  /** How many posts (default 20, the spec's moderation page). */
  limit?: number;
  offset?: number;
}

/** Search options. */
export interface SearchOptions {
  /** How many posts (default 20). */
  limit?: number;
  /** Which states to search (default the visible ones; moderators may search pending). */
  states?: readonly PostState[];
}

/**
 * What the feed shows at `now`: an approved post within its schedule. The state is written as
 * a literal so the planner matches the partial index posts_wall_feed_idx.
 */
function shownOnFeed(now: Date) {
  return sql<boolean>`state in ('approved', 'approved-recurring') and ${withinSchedule(now)}`;
}

/**
 * The public feed of a wall: approved and approved-recurring posts, pinned first (most
 * recently pinned first), then newest first; with these columns (default all of
 * {@link postColumns}: the feed route reads only what it shows, not the network's raw payload).
 */
export function listWallPosts(
  db: Kysely<Database>,
  wallId: number,
  page: WallPostsPage,
): Promise<PostRow[]>;
export function listWallPosts<C extends PostColumn>(
  db: Kysely<Database>,
  wallId: number,
  page: WallPostsPage,
  columns: readonly C[],
): Promise<Pick<PostRow, C>[]>;
export async function listWallPosts(
  db: Kysely<Database>,
  wallId: number,
  page: WallPostsPage,
  columns: readonly PostColumn[] = postColumns,
): Promise<Partial<PostRow>[]> {
  return wallPostsQuery(db, wallId, page, columns).execute();
}

/** The query of {@link listWallPosts}, for its plan to be checked (post-feed-plan.test.ts). */
export function wallPostsQuery(
  db: Kysely<Database>,
  wallId: number,
  page: WallPostsPage,
  columns: readonly PostColumn[] = postColumns,
) {
  let query = db
    .selectFrom('posts')
    // The feed's read, every visitor's page: a named statement on PostgreSQL (prepared.ts).
    .modifyFront(prepared())
    .select(columns)
    .where('wall_id', '=', wallId)
    .where(shownOnFeed(page.now ?? new Date()));
  if (page.network !== undefined) query = query.where('network', '=', page.network);
  if (page.sourceId !== undefined) query = query.where('source_id', '=', page.sourceId);
  if (page.imageOnly) query = query.where(sql<boolean>`jsonb_array_length(media) > 0`);
  if (page.beforeCreatedAt !== undefined) {
    query = query.where('pinned_at', 'is', null).where('created_at', '<', page.beforeCreatedAt);
  }
  return query
    .orderBy('pinned_at', (order) => order.desc().nullsLast())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/**
 * These posts of a wall, by id, in no particular order, if the feed shows them now: a post of
 * another wall, gone, no longer approved or outside its schedule is left out. One statement
 * whatever the number of ids (an array parameter), so it is prepared.
 */
export function listWallPostsByIds<C extends PostColumn>(
  db: Kysely<Database>,
  wallId: number,
  ids: readonly number[],
  columns: readonly C[],
  now?: Date,
): Promise<Pick<PostRow, C>[]>;
export async function listWallPostsByIds(
  db: Kysely<Database>,
  wallId: number,
  ids: readonly number[],
  columns: readonly PostColumn[],
  now: Date = new Date(),
): Promise<Partial<PostRow>[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('posts')
    .modifyFront(prepared())
    .select(columns)
    .where('wall_id', '=', wallId)
    .where(sql<boolean>`id = any(${[...ids]}::bigint[])`)
    .where(shownOnFeed(now))
    .execute();
}

/** Posts waiting for a moderator on this wall, newest first. */
export async function listPendingPosts(
  db: Kysely<Database>,
  wallId: number,
  page: ModerationPage = {},
): Promise<PostRow[]> {
  return listPendingPostsQuery(db, wallId, page).execute();
}

/** The query of {@link listPendingPosts}, for its plan to be checked. */
export function listPendingPostsQuery(
  db: Kysely<Database>,
  wallId: number,
  page: ModerationPage = {},
) {
  return db
    .selectFrom('posts')
    .select(postColumns)
    .where('wall_id', '=', wallId)
    .where('state', '=', 'pending')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit ?? 20)
    .offset(page.offset ?? 0);
}

/**
 * Full-text search in a wall's posts (title, description and author name), with the
 * web-search syntax people type ("quoted phrases", -excluded, or). Uses the 'simple'
 * configuration: words are lower-cased but not stemmed, which suits a wall whose posts come
 * in every language. Best matches first, then newest. A blank query finds nothing.
 */
export async function searchWallPosts(
  db: Kysely<Database>,
  wallId: number,
  query: string,
  options: SearchOptions = {},
): Promise<PostRow[]> {
  const states = options.states ?? VISIBLE_POST_STATES;
  if (query.trim() === '' || states.length === 0) return [];
  const tsquery = sql`websearch_to_tsquery('simple', ${query})`;
  // Visitors find no announcement before or after its time; moderators (pending too) do.
  const visitorSearch = !states.includes('pending');
  return db
    .selectFrom('posts')
    .select(postColumns)
    .where('wall_id', '=', wallId)
    .where('state', 'in', states)
    .where(sql<boolean>`search @@ ${tsquery}`)
    .$if(visitorSearch, (q) => q.where(withinSchedule(new Date())))
    .orderBy(sql`ts_rank(search, ${tsquery})`, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 20)
    .execute();
}
