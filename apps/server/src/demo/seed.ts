/**
 * Seeds a demo wall into an empty database, so a newcomer who runs `npm start` has something to
 * look at on http://localhost:3000/demo. It never touches a database that already has a wall.
 *
 * The wall has one source per installed connector, each with at least one post, so its
 * collection bar shows every network's icon; its pictures are the sample files shipped in
 * `apps/server/assets/demo/`, stored in the media store like re-hosted pictures, so the wall
 * requests nothing from any other host.
 */
import { readFile } from 'node:fs/promises';
import type { InstalledConnector } from '@chorus/core/host';
import type { Kysely } from 'kysely';
import { jsonb } from '../db/json.ts';
import { pinPost, setHighlight } from '../db/repositories/post-moderation.ts';
import { upsertPost } from '../db/repositories/posts.ts';
import { createUser } from '../db/repositories/users.ts';
import { createWall } from '../db/repositories/walls.ts';
import type { Database, SourceRow } from '../db/schema.ts';
import type { HostedMedia } from '../media/hosted-media.ts';
import { storePicture } from '../media/rehost.ts';
import type { MediaStore } from '../media/store.ts';
import { demoPosts, type DemoPicture, type DemoPost } from './posts.ts';

/** The demo wall's address: /demo. */
export const demoWallUserName = 'demo';

/** A password hash no password matches: the demo owner cannot sign in until one is set. */
const unusablePasswordHash = '!demo-owner-without-password';

/** Where the sample pictures are. */
const assetsFolder = new URL('../../assets/demo/', import.meta.url);

/** The address a sample picture is known by in `posts.media` (never fetched: it is stored). */
export function demoPictureUrl(file: string): string {
  return `https://demo.chorus.invalid/${file}`;
}

/** What the demo seed takes. */
export interface DemoSeedOptions {
  /** The installed connectors: one source each (none: a single source of demo posts). */
  readonly connectors?: readonly InstalledConnector[];
  /** Where the sample pictures go; without one, the posts have no pictures. */
  readonly store?: MediaStore;
  /** Unix seconds the posts' ages count from. */
  readonly now?: number;
}

/** The network each post goes to: the welcome post and the rest to the home network. */
export function demoPostNetworks(
  posts: readonly DemoPost[],
  connectors: readonly Pick<InstalledConnector, 'id' | 'compose'>[],
): string[] {
  const home = (connectors.find((connector) => connector.compose) ?? connectors[0])?.id ?? 'custom';
  const others = connectors.map((connector) => connector.id).filter((id) => id !== home);
  // Post 0 is the pinned welcome; then one post for each other network, in install order.
  return posts.map((_, index) => (index === 0 ? home : (others[index - 1] ?? home)));
}

/** A post for each network the dozen demo posts do not reach (a long plugin list). */
function extraPosts(connectors: readonly InstalledConnector[]): DemoPost[] {
  return connectors.slice(demoPosts.length).map((connector, index) => ({
    author: 'Chorus',
    username: 'chorus',
    title: `${connector.displayName} on the wall`,
    text: `Posts from ${connector.displayName} show here with their network's icon.`,
    minutesAgo: 200 + index,
  }));
}

/** Stores a sample picture and returns the post's media and hosted map entry. */
async function storedPicture(
  db: Kysely<Database>,
  store: MediaStore,
  picture: DemoPicture,
): Promise<{ url: string; width: number; height: number; hosted: HostedMedia[string] }> {
  const bytes = new Uint8Array(await readFile(new URL(picture.file, assetsFolder)));
  const hosted = await storePicture({ db, store }, bytes);
  return { url: demoPictureUrl(picture.file), width: hosted.width, height: hosted.height, hosted };
}

/** Creates the demo owner, wall, sources and posts when no wall exists; returns whether it did. */
export async function seedDemoWall(
  db: Kysely<Database>,
  options: DemoSeedOptions = {},
): Promise<boolean> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const connectors = options.connectors ?? [];
  const posts = [...demoPosts, ...extraPosts(connectors)];
  const networks = demoPostNetworks(posts, connectors);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('walls').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const owner = await createUser(trx, {
      username: 'demo-owner',
      email: 'demo@chorus.invalid',
      passwordHash: unusablePasswordHash,
      plan: 'premium',
    });
    const wall = await createWall(trx, {
      userId: owner.id,
      userName: demoWallUserName,
      name: 'Chorus demo wall',
      theme: 'standard',
    });
    const sources = new Map<string, SourceRow>();
    for (const network of new Set(networks)) {
      const connector = connectors.find((candidate) => candidate.id === network);
      const feedType = connector ? Object.keys(connector.feedTypes)[0] : undefined;
      // One statement per source (startup time counts): its posts are here already, so it
      // counts as imported; a network source of the demo is a picture of one, not a feed, so
      // it is paused and never crawled.
      const source = await trx
        .insertInto('sources')
        .values({
          wall_id: wall.id,
          network,
          feed_type: feedType ?? 'posts',
          label: connector?.compose || !connector ? 'Demo posts' : 'OpenWall2026',
          options: jsonb({}),
          last_crawled_at: new Date(now * 1000),
          status: connector !== undefined && connector.compose === undefined ? 'paused' : 'active',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      sources.set(network, source);
    }
    for (const [index, post] of posts.entries()) {
      const network = networks[index] ?? 'custom';
      const source = sources.get(network);
      if (!source) continue;
      const picture =
        post.picture && options.store
          ? await storedPicture(trx, options.store, post.picture)
          : undefined;
      const { post: row } = await upsertPost(trx, {
        wallId: wall.id,
        sourceId: source.id,
        network,
        externalId: `demo-${index + 1}`,
        author: { name: post.author, username: post.username },
        title: post.title,
        description: post.text,
        createdAt: now - post.minutesAgo * 60,
        initialState: 'approved',
        ...(picture && post.picture
          ? {
              media: [
                {
                  kind: 'image' as const,
                  url: picture.url,
                  width: picture.width,
                  height: picture.height,
                  alt: post.picture.alt,
                  originalUrl: null,
                  embedUrl: null,
                },
              ],
              rehostMedia: true,
            }
          : {}),
      });
      if (picture) {
        await trx
          .updateTable('posts')
          .set({ hosted_media: jsonb<HostedMedia>({ [picture.url]: picture.hosted }) })
          .where('id', '=', row.id)
          .execute();
      }
      if (post.pinned) await pinPost(trx, wall.id, row.id, new Date(now * 1000));
      if (post.highlight) await setHighlight(trx, wall.id, row.id, true);
    }
    return true;
  });
}
