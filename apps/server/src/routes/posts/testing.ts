/** Test helpers of the post routes: posts on a wall, in a state, with a source when needed. */
import type { Kysely } from 'kysely';
import { jsonb } from '../../db/json.ts';
import type { JsonObject, PostMedia } from '../../db/json-shapes.ts';
import { pinPost } from '../../db/repositories/post-moderation.ts';
import { upsertPost } from '../../db/repositories/posts.ts';
import type { Database, PostRow, PostState } from '../../db/schema.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';

/** An image 640x480. */
export const photo: PostMedia = {
  kind: 'image',
  url: 'https://cdn.example.org/photo.jpg',
  width: 640,
  height: 480,
  alt: 'a photo',
  originalUrl: null,
  embedUrl: null,
};

/** What a test post may set. */
export interface TestPost {
  readonly sourceId: number;
  readonly title?: string;
  readonly description?: string;
  readonly createdAt?: number;
  readonly state?: PostState;
  readonly media?: PostMedia[];
  readonly network?: string;
  readonly pinned?: boolean;
  readonly highlight?: boolean;
}

/** Stores a post of a source on a wall, as a crawl would, then pins or highlights it. */
export async function addTestPost(
  db: Kysely<Database>,
  wallId: number,
  post: TestPost,
): Promise<PostRow> {
  const { post: row } = await upsertPost(db, {
    wallId,
    sourceId: post.sourceId,
    network: post.network ?? 'twitter',
    externalId: uniqueName('ext'),
    author: { name: 'Ada' },
    title: post.title ?? 'A post',
    description: post.description ?? '<p>Hello</p>',
    media: post.media ?? [],
    createdAt: post.createdAt ?? 1_700_000_000,
    initialState: post.state ?? 'approved',
  });
  if (post.highlight) {
    await db.updateTable('posts').set({ highlight: true }).where('id', '=', row.id).execute();
  }
  if (post.pinned) await pinPost(db, wallId, row.id);
  return { ...row, highlight: post.highlight ?? false };
}

/** Sets a wall's theme and display profile. */
export async function setWallDisplay(
  db: Kysely<Database>,
  wallId: number,
  theme: string,
  displayProfile: JsonObject,
): Promise<void> {
  await db
    .updateTable('walls')
    .set({ theme, display_profile: jsonb(displayProfile) })
    .where('id', '=', wallId)
    .execute();
}

/** Sets an account's plan. */
export async function setPlan(db: Kysely<Database>, userId: number, plan: string): Promise<void> {
  await db.updateTable('users').set({ plan }).where('id', '=', userId).execute();
}
