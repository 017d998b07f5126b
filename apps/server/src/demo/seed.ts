/**
 * Seeds a demo wall into an empty database, so a newcomer who runs `npm start` has something to
 * look at on http://localhost:3000/demo. It never touches a database that already has a wall.
 */
import type { Kysely } from 'kysely';
import { pinPost, setHighlight } from '../db/repositories/post-moderation.ts';
import { upsertPost } from '../db/repositories/posts.ts';
import { createSource } from '../db/repositories/sources.ts';
import { createUser } from '../db/repositories/users.ts';
import { createWall } from '../db/repositories/walls.ts';
import type { Database } from '../db/schema.ts';
import { demoPosts } from './posts.ts';

/** The demo wall's address: /demo. */
export const demoWallUserName = 'demo';

/** A password hash no password matches: the demo owner cannot sign in until one is set. */
const unusablePasswordHash = '!demo-owner-without-password';

/** Creates the demo owner, wall, source and posts when no wall exists; returns whether it did. */
export async function seedDemoWall(
  db: Kysely<Database>,
  now: number = Math.floor(Date.now() / 1000),
): Promise<boolean> {
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
    const source = await createSource(trx, {
      wallId: wall.id,
      network: 'custom',
      feedType: 'posts',
      label: 'Demo posts',
      options: {},
    });
    for (const [index, post] of demoPosts.entries()) {
      const createdAt = now - post.minutesAgo * 60;
      const { post: row } = await upsertPost(trx, {
        wallId: wall.id,
        sourceId: source.id,
        network: 'custom',
        externalId: `demo-${index + 1}`,
        author: { name: post.author, username: post.username },
        title: post.title,
        description: post.text,
        createdAt,
        initialState: 'approved',
      });
      if (post.pinned) await pinPost(trx, wall.id, row.id, new Date(now * 1000));
      if (post.highlight) await setHighlight(trx, wall.id, row.id, true);
    }
    return true;
  });
}
