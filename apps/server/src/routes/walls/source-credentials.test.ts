/**
 * Sign-in details entered with a source (a Bluesky search's handle and app password): checked
 * by the feed type's schema, sealed in the credentials store, never sent back; and the quota
 * a crawl stored shown with the source's health.
 */
import { randomBytes } from 'node:crypto';
import { PluginHost } from '@chorus/core/host';
import { toyConnector, toyTheme } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createKeyring } from '../../credentials/keyring.ts';
import { loadCredentials } from '../../credentials/store.ts';
import type { ChorusDatabase } from '../../db/open.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { findCredentialRow } from '../../db/repositories/credentials.ts';
import { updateSourceHealth } from '../../db/repositories/sources.ts';
import { testDatabases } from '../../db/testing.ts';
import { installedPlugins } from '../../plugins.ts';
import { testConfig } from '../../testing/app.ts';
import { createRoles, type Roles } from '../../testing/roles.ts';

const secretKey = randomBytes(32).toString('base64');
const appPassword = 'abcd-efgh-ijkl-mnop';

describe.each(testDatabases())('source sign-in details and quota on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let roles: Roles;
  const crawls: number[] = [];

  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database.db);
    app = await buildApp({
      config: testConfig({ CHORUS_SECRET_KEY: secretKey }),
      database,
      plugins: new PluginHost([...installedPlugins, toyConnector, toyTheme]),
      logger: false,
    });
    app.crawls.attach({
      requestCrawl: async (id: number) => {
        crawls.push(id);
        return `job-${id}`;
      },
    });
    roles = await createRoles(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const connectSearch = (credentials?: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/bluesky',
      headers: roles.ownerA.headers,
      payload: {
        wall: roles.wallA.user_name,
        feed_type: 'search',
        options: { query: '#chorus' },
        ...(credentials ? { credentials } : {}),
      },
    });

  it('describes the sign-in fields of a Bluesky search, the app password write-only', async () => {
    const response = await app.inject({ url: '/api/plugins' });
    const bluesky = response
      .json()
      .connectors.find((connector: { id: string }) => connector.id === 'bluesky');
    const types = bluesky.feedTypes as { id: string; credentials?: Record<string, unknown> }[];
    expect(types.find((type) => type.id === 'search')?.credentials).toMatchObject({
      properties: {
        identifier: { title: 'Handle or email' },
        appPassword: { title: 'App password', writeOnly: true },
      },
      required: ['identifier', 'appPassword'],
    });
    expect(types.find((type) => type.id === 'account')?.credentials).toBeUndefined();
  });

  it("refuses missing sign-in details with the connector's message under their field", async () => {
    const response = await connectSearch({ identifier: 'owner.bsky.social' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Please enter an app password of that account.',
      issues: [
        {
          path: 'credentials.appPassword',
          message: 'Please enter an app password of that account.',
        },
      ],
    });
  });

  it('seals the details as the source credentials and never sends them back', async () => {
    const response = await connectSearch({ identifier: 'owner.bsky.social', appPassword });
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain(appPassword);
    const source = response.json() as { id: number; credentials_saved?: boolean };
    expect(source.credentials_saved).toBe(true);

    const row = await findCredentialRow(database.db, { sourceId: source.id }, 'bluesky');
    expect(Buffer.from(row?.ciphertext ?? []).toString('utf8')).not.toContain(appPassword);
    const keyring = createKeyring([Buffer.from(secretKey, 'base64')]);
    const stored = await loadCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'bluesky',
    });
    expect(stored?.payload).toEqual({ identifier: 'owner.bsky.social', appPassword });

    const read = await app.inject({
      url: `/api/bluesky/${source.id}`,
      headers: roles.ownerA.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(appPassword);
    expect(read.json()).toMatchObject({ credentials_saved: true, options: { query: '#chorus' } });

    // New details replace the old ones; the answer still only says they are saved.
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/bluesky/${source.id}`,
      headers: roles.ownerA.headers,
      // Only the sign-in details: the options stay as they are.
      payload: { credentials: { identifier: 'owner.bsky.social', appPassword: 'wxyz-0000' } },
    });
    expect(changed.json()).toMatchObject({ credentials_saved: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toContain('wxyz-0000');
    const renewed = await loadCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'bluesky',
    });
    expect(renewed?.payload['appPassword']).toBe('wxyz-0000');
    // Connecting and new details each ask for a crawl at once.
    expect(crawls.filter((id) => id === source.id)).toHaveLength(2);
    expect(changed.json()).toMatchObject({ options: { query: '#chorus' }, label: '#chorus' });
  });

  it('shows the quota the last crawl stored beside the health', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/bluesky',
      headers: roles.ownerA.headers,
      payload: {
        wall: roles.wallA.user_name,
        feed_type: 'account',
        options: { actor: 'a.bsky.social' },
      },
    });
    expect(created.statusCode).toBe(201);
    const source = created.json() as { id: number; credentials_saved?: boolean };
    expect(source.credentials_saved).toBeUndefined();
    await updateSourceHealth(database.db, source.id, {
      state: 'ok',
      lastError: null,
      lastErrorAt: null,
      retryAt: null,
      quota: {
        unit: 'requests',
        period: 'window',
        limit: 100,
        remaining: 80,
        resetsAt: 1_795_000_000,
      },
    });
    const read = await app.inject({
      url: `/api/bluesky/${source.id}`,
      headers: roles.ownerA.headers,
    });
    expect(read.json().health.quota).toEqual({
      unit: 'requests',
      period: 'window',
      limit: 100,
      remaining: 80,
      used: 20,
      resets_at: 1_795_000_000,
    });
  });
});
