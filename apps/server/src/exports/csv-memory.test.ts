/**
 * The CSV export in bounded memory: the file is written page by page, so the JavaScript heap
 * stays about the same whatever the wall's size. Prints the peak heap growth beside the file's
 * size; asserts the growth stays under a fixed bound (never a time). `npm test` writes 10,000
 * posts (about 10 s); the 100,000-post figure (about 2 minutes on two cores, most of it
 * filling PGlite):
 *
 *     CHORUS_CSV_POSTS=100000 npx vitest run apps/server/src/exports/csv-memory.test.ts
 */
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import { createWall } from '../db/repositories/walls.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { createAccount } from '../testing/roles.ts';
import { writeWallCsv } from './csv-file.ts';

const postCount = Number(process.env.CHORUS_CSV_POSTS ?? 10_000);
/** The heap may grow this much above where it started while the file is written. */
const heapBoundBytes = 64 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

describe('CSV export memory', () => {
  let database: ChorusDatabase;
  let wallId: number;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    const user = await createAccount(database.db, 'mem');
    const wall = await createWall(database.db, {
      userId: user.id,
      userName: uniqueName('mem'),
      name: 'Memory',
    });
    wallId = wall.id;
    // Posts of about 300 bytes of text each, with an author and two pictures.
    await sql`
      insert into posts (wall_id, network, external_id, author, description, url, media, created_at, likes)
      select ${wallId}, 'custom', 'mem-' || n,
        jsonb_build_object('name', 'Author ' || n, 'username', 'author' || n),
        '<p>' || repeat('Words of post ' || n || ', ', 15) || '</p>',
        'https://example.test/posts/' || n,
        jsonb_build_array(
          jsonb_build_object('type', 'image', 'url', 'https://example.test/' || n || '/a.jpg'),
          jsonb_build_object('type', 'image', 'url', 'https://example.test/' || n || '/b.jpg')),
        1700000000 + n, n % 100
      from generate_series(1, ${postCount}) as n
    `.execute(database.db);
  }, 300_000);

  afterAll(async () => {
    await database?.close();
  });

  it(`writes ${postCount.toLocaleString('en')} posts with the heap bounded`, async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'chorus-csvmem-')), 'wall.csv');
    global.gc?.();
    const start = process.memoryUsage();
    let peakHeap = start.heapUsed;
    let peakRss = start.rss;
    const sample = () => {
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    };
    const sampler = setInterval(sample, 20);
    let written = 0;
    try {
      await writeWallCsv(database.db, wallId, file, async (count) => {
        written = count;
        sample();
      });
    } finally {
      clearInterval(sampler);
    }
    const bytes = statSync(file).size;
    const growth = peakHeap - start.heapUsed;
    console.log(
      `csv export: ${written} posts, file ${megabytes(bytes)}, peak heap growth ` +
        `${megabytes(growth)} (bound ${megabytes(heapBoundBytes)}), peak rss ${megabytes(peakRss)}`,
    );
    expect(written).toBe(postCount);
    expect(bytes).toBeGreaterThan(postCount * 300);
    expect(growth).toBeLessThan(heapBoundBytes);
  }, 600_000);
});
