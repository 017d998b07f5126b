import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonb } from '../db/json.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { upsertPost } from '../db/repositories/posts.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import type { HostedMedia } from './hosted-media.ts';
import { mediaFailuresOfWall, mediaUsageOfWall, sweepOrphanMedia } from './housekeeping.ts';
import { storePicture } from './rehost.ts';
import { localMediaStore } from './store.ts';
import { photoWithGps } from './test-images.ts';

describe.each(testDatabases())('media housekeeping on $name', (target) => {
  let database: ChorusDatabase;
  const root = mkdtempSync(path.join(tmpdir(), 'chorus-media-sweep-'));
  const store = localMediaStore(root);

  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  async function postShowing(wallId: number, sourceId: number, id: string, hosted: HostedMedia) {
    const { post } = await upsertPost(database.db, {
      wallId,
      sourceId,
      network: 'rss',
      externalId: id,
      createdAt: 1_763_000_000,
      initialState: 'approved',
      rehostMedia: true,
    });
    await database.db
      .updateTable('posts')
      .set({ hosted_media: jsonb(hosted) })
      .where('id', '=', post.id)
      .execute();
    return post.id;
  }

  it("counts a wall's pictures once each, and sweeps the ones no post shows", async () => {
    const deps = { db: database.db, store };
    const kept = await storePicture(deps, await photoWithGps(400, 300, '#112233'));
    const dropped = await storePicture(deps, await photoWithGps(200, 100, '#445566'));
    const { wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    // The same picture in two posts counts once.
    await postShowing(wall.id, source.id, 'a', { 'https://x.example/1.jpg': kept });
    await postShowing(wall.id, source.id, 'b', { 'https://x.example/1b.jpg': kept });
    const doomed = await postShowing(wall.id, source.id, 'c', {
      'https://x.example/2.jpg': dropped,
      'https://x.example/3.jpg': { error: 'answered 404', retryable: false },
    });

    const bytesOf = async (hash: string) =>
      Number(
        (
          await database.db
            .selectFrom('media_files')
            .select('bytes')
            .where('hash', '=', hash)
            .executeTakeFirstOrThrow()
        ).bytes,
      );
    expect(await mediaUsageOfWall(database.db, wall.id)).toEqual({
      pictures: 2,
      bytes: (await bytesOf(kept.hash)) + (await bytesOf(dropped.hash)),
    });

    expect(await mediaFailuresOfWall(database.db, wall.id)).toEqual([
      { postId: doomed, sourceId: source.id, error: 'answered 404', retrying: false },
    ]);

    await database.db.deleteFrom('posts').where('id', '=', doomed).execute();
    const now = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    // Within the grace period nothing goes; after it, the orphan does.
    expect(await sweepOrphanMedia(database.db, store, new Date())).toEqual([]);
    expect(await sweepOrphanMedia(database.db, store, now)).toEqual([dropped.hash]);
    expect(await store.has(`${dropped.hash}/original`)).toBe(false);
    expect(await store.has(`${kept.hash}/original`)).toBe(true);
    expect(readdirSync(path.join(root, kept.hash.slice(0, 2)))).toEqual([kept.hash]);
    expect(await mediaUsageOfWall(database.db, wall.id)).toEqual({
      pictures: 1,
      bytes: await bytesOf(kept.hash),
    });
  });
});
