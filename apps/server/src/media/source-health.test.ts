/**
 * A post's picture whose host keeps answering 500 shows in its source's health (`media`),
 * beside the crawl's state and never changing it; a later crawl keeps the line, the owner's
 * source view shows it, and it goes once the pictures are no longer failing.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Media } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonb } from '../db/json.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { upsertPost } from '../db/repositories/posts.ts';
import { updateSourceHealth } from '../db/repositories/sources.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import { buildWallTestApp } from '../routes/walls/testing.ts';
import { testConfig } from '../testing/app.ts';
import { sessionRole } from '../testing/roles.ts';
import { mediaStoreFor } from './index.ts';
import { MediaRetryError, rehostPost, type RehostDeps } from './rehost.ts';

const image = (url: string): Media => ({
  kind: 'image',
  url,
  width: null,
  height: null,
  alt: '',
  originalUrl: null,
  embedUrl: null,
});

describe.each(testDatabases())('media failures in the source health on $name', (target) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let imageServer: Server;
  let baseUrl: string;
  let deps: RehostDeps;

  beforeAll(async () => {
    database = await openMigrated(target);
    imageServer = createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('broken');
    });
    await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
    const config = testConfig({
      CHORUS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chorus-media-health-')),
    });
    app = await buildWallTestApp(database);
    deps = {
      db: database.db,
      store: mediaStoreFor(config),
      http: (input, init) => fetch(input, init),
      announce: async () => {},
    };
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => imageServer?.close(resolve));
    await database?.close();
  });

  it('counts the pictures that could not be stored, with the latest reason', async () => {
    const { user, wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    const ids: number[] = [];
    for (const name of ['one', 'two']) {
      const { post } = await upsertPost(database.db, {
        wallId: wall.id,
        sourceId: source.id,
        network: 'twitter',
        externalId: name,
        description: `Text of ${name}`,
        media: [image(`${baseUrl}/img/${name}`)],
        createdAt: 1_763_000_000,
        initialState: 'approved',
        rehostMedia: true,
      });
      ids.push(post.id);
    }
    for (const id of ids) await expect(rehostPost(deps, id)).rejects.toThrow(MediaRetryError);

    const row = await database.db
      .selectFrom('sources')
      .select('health')
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    expect(row.health.state).toBe('ok');
    expect(row.health.media).toMatchObject({
      failing: 2,
      lastError: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/img\/(one|two) answered 500\.$/,
      ),
    });

    // A crawl records its own health and keeps the media line.
    await updateSourceHealth(database.db, source.id, {
      state: 'failing',
      lastError: 'The feed answered 503.',
      lastErrorAt: 1_763_000_100,
      retryAt: 1_763_000_400,
    });
    const owner = await sessionRole(database.db, 'owner', user);
    const view = await app.inject({ url: `/api/twitter/${source.id}`, headers: owner.headers });
    expect(view.statusCode).toBe(200);
    expect(view.json().health).toMatchObject({
      state: 'failing',
      last_error: 'The feed answered 503.',
      media: { failing: 2, last_error: expect.stringContaining('answered 500.') },
    });

    // Pictures no longer failing (here: the post's failure forgotten) remove the line.
    for (const id of ids) {
      await database.db
        .updateTable('posts')
        .set({ hosted_media: jsonb({}), media: jsonb([]) })
        .where('id', '=', id)
        .execute();
    }
    await database.db
      .updateTable('posts')
      .set({ hosted_media: jsonb({ [`${baseUrl}/img/one`]: { error: 'x', retryable: true } }) })
      .where('id', '=', ids[0]!)
      .execute();
    await rehostPost(deps, ids[0]!);
    const after = await database.db
      .selectFrom('sources')
      .select('health')
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    expect(after.health.media).toBeUndefined();
    expect(after.health.state).toBe('failing');
  });
});
