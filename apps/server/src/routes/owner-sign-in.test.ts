import { randomBytes } from 'node:crypto';
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { createSource } from '../db/repositories/sources.ts';
import { testDatabases } from '../db/testing.ts';
import { testConfig } from '../testing/app.ts';
import { createRoles, type Roles } from '../testing/roles.ts';
import { ownerSignInOf } from './owner-sign-in.ts';
import { saveSourceCredentials } from './walls/source-credentials.ts';

describe.each(testDatabases())('ownerSignInOf on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let roles: Roles;

  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database.db);
    const config = testConfig({ CHORUS_SECRET_KEY: randomBytes(32).toString('base64') });
    app = await buildApp({ config, database, plugins: new PluginHost(toyPlugins), logger: false });
    roles = await createRoles(database.db);
    const signedIn = async (
      wallId: number,
      network: string,
      token: string,
      feedType = 'company',
    ) => {
      const row = await createSource(database.db, { wallId, network, feedType, label: token });
      await saveSourceCredentials(app, row, { accessToken: token });
    };
    await signedIn(roles.wallA.id, 'linkedin', 'older');
    await signedIn(roles.wallA.id, 'linkedin', 'newest');
    await signedIn(roles.wallA.id, 'twitter', 'another network');
    // Newer still, but a feed type that signs in another way (another app of the network).
    await signedIn(roles.wallA.id, 'linkedin', 'other sign-in', 'member');
    // A source of this network without a sign-in is passed over.
    await createSource(database.db, {
      wallId: roles.wallA.id,
      network: 'linkedin',
      feedType: 'company',
      label: 'not signed in',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers the newest sign-in of the network among the owner's sources", async () => {
    expect(await ownerSignInOf(app, roles.ownerA.user!.id, 'linkedin', ['company'])).toEqual({
      accessToken: 'newest',
    });
    expect(await ownerSignInOf(app, roles.ownerA.user!.id, 'twitter', ['company'])).toEqual({
      accessToken: 'another network',
    });
  });

  it('answers only a sign-in of the feed types that sign in the same way', async () => {
    const owner = roles.ownerA.user!.id;
    expect(await ownerSignInOf(app, owner, 'linkedin', ['member'])).toEqual({
      accessToken: 'other sign-in',
    });
    expect(await ownerSignInOf(app, owner, 'linkedin', ['company', 'member'])).toEqual({
      accessToken: 'other sign-in',
    });
    expect(await ownerSignInOf(app, owner, 'linkedin', ['page'])).toBeNull();
    expect(await ownerSignInOf(app, owner, 'linkedin', [])).toBeNull();
  });

  it('answers null for an owner without one, or a network never signed in to', async () => {
    expect(await ownerSignInOf(app, roles.ownerB.user!.id, 'linkedin', ['company'])).toBeNull();
    expect(await ownerSignInOf(app, roles.ownerA.user!.id, 'tiktok', ['company'])).toBeNull();
  });
});
