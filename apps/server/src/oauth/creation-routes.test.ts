/**
 * The spec's popup addresses that create a source (`instagram/profile/{user_id}/{handle}/{privacy}`,
 * `instagram/hashtag/...`, `linkedin/company/...`, `twitter/hashtag/...`): each creates the source
 * as the connect dialog does and goes on to the network's sign-in; a refused value ends the
 * popup with the spec's message and creates nothing.
 */
import { randomBytes } from 'node:crypto';
import { googleplusConnector } from '@chorus/connector-googleplus';
import { instagramConnector } from '@chorus/connector-instagram';
import { linkedinConnector } from '@chorus/connector-linkedin';
import { twitterConnector } from '@chorus/connector-twitter';
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import { createWall } from '../db/repositories/walls.ts';
import type { WallRow } from '../db/schema.ts';
import { testConfig } from '../testing/app.ts';
import { googlePlusClosedText } from './creation-routes.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';

describe("the spec's popup addresses that create a source", () => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let owner: Role;
  let basicOwner: Role;
  let otherOwner: Role;
  let wall: WallRow;
  let basicWall: WallRow;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    app = await buildApp({
      config: testConfig({
        CHORUS_SECRET_KEY: randomBytes(32).toString('base64'),
        CHORUS_OAUTH_INSTAGRAM_CLIENT_ID: 'ig-app',
        CHORUS_OAUTH_INSTAGRAM_CLIENT_SECRET: 'ig-secret',
        CHORUS_OAUTH_INSTAGRAM_AUTHORIZE_URL: 'http://127.0.0.1:9/v25.0/dialog/oauth',
        CHORUS_OAUTH_INSTAGRAM_LOGIN_CLIENT_ID: 'ig-login-app',
        CHORUS_OAUTH_INSTAGRAM_LOGIN_CLIENT_SECRET: 'ig-login-secret',
        CHORUS_OAUTH_INSTAGRAM_LOGIN_AUTHORIZE_URL: 'http://127.0.0.1:9/oauth/authorize',
        CHORUS_OAUTH_LINKEDIN_CLIENT_ID: 'li-app',
        CHORUS_OAUTH_LINKEDIN_CLIENT_SECRET: 'li-secret',
        CHORUS_OAUTH_TWITTER_CLIENT_ID: 'x-app',
      }),
      database,
      plugins: new PluginHost([
        ...toyPlugins,
        instagramConnector(),
        linkedinConnector(),
        twitterConnector(),
        googleplusConnector(),
      ]),
      logger: false,
    });
    const user = await createAccount(database.db, 'creator');
    owner = await sessionRole(database.db, 'owner', user);
    wall = await createWall(database.db, {
      userId: user.id,
      userName: `creator-${user.id}`,
      name: 'Create',
    });
    const basic = await createAccount(database.db, 'basic-creator', { plan: 'basic' });
    basicOwner = await sessionRole(database.db, 'basic', basic);
    basicWall = await createWall(database.db, {
      userId: basic.id,
      userName: `basic-${basic.id}`,
      name: 'Basic',
    });
    otherOwner = await sessionRole(
      database.db,
      'other',
      await createAccount(database.db, 'other-creator'),
    );
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Opens a spec address in the popup, as the owner's page on this site does. */
  const open = (url: string, who: Role = owner, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...who.headers, 'sec-fetch-site': 'same-origin', ...headers },
    });

  const sourcesOf = (wallId: number) =>
    database.db
      .selectFrom('sources')
      .select(['id', 'network', 'feed_type', 'options', 'label', 'privacy'])
      .where('wall_id', '=', wallId)
      .orderBy('id')
      .execute();

  /** The source the address created, and the sign-in it leads to. */
  async function created(url: string, who: Role = owner) {
    const before = await sourcesOf(wall.id);
    const answer = await open(url, who);
    expect(answer.statusCode).toBe(302);
    const after = await sourcesOf(wall.id);
    expect(after).toHaveLength(before.length + 1);
    const source = after.at(-1)!;
    expect(answer.headers.location).toBe(`/api/${source.network}/${source.id}/authorize`);
    return { source, location: String(answer.headers.location) };
  }

  it('instagram/profile/{user_id}/{handle}/{privacy} creates a profile source and starts its sign-in', async () => {
    const { source, location } = await created(`/instagram/profile/${wall.id}/%40chorus.wall/0`);
    expect(source).toMatchObject({
      network: 'instagram',
      feed_type: 'profile',
      options: { handle: 'chorus.wall' },
      label: '@chorus.wall',
      privacy: 0,
    });
    // The same sign-in as the connect dialog's: on to the consent screen of the profile's own
    // sign-in, Instagram Login, with its own app.
    const consent = await open(location);
    expect(consent.statusCode).toBe(302);
    const screen = new URL(String(consent.headers.location));
    expect(screen.origin + screen.pathname).toBe('http://127.0.0.1:9/oauth/authorize');
    expect(screen.searchParams.get('client_id')).toBe('ig-login-app');
    expect(screen.searchParams.get('redirect_uri')).toBe(
      'http://localhost/api/oauth/instagram/callback',
    );
  });

  it('instagram/hashtag/{user_id}/{tag}/{privacy} takes the wall by its user name, moderated', async () => {
    const { source, location } = await created(
      `/instagram/hashtag/${wall.user_name}/%23chorusfest/1`,
    );
    expect(source).toMatchObject({
      network: 'instagram',
      feed_type: 'hashtag',
      options: { hashtag: 'chorusfest', order: 'recent', account: '' },
      privacy: 1,
    });
    // Hashtags sign in with the connector's Facebook Login and its app.
    const screen = new URL(String((await open(location)).headers.location));
    expect(screen.origin + screen.pathname).toBe('http://127.0.0.1:9/v25.0/dialog/oauth');
    expect(screen.searchParams.get('client_id')).toBe('ig-app');
  });

  it('linkedin/company and twitter/hashtag create their feed types the same way', async () => {
    const company = await created(`/linkedin/company/${wall.id}/2414183/Chorus%20Labs/0`);
    expect(company.source).toMatchObject({
      network: 'linkedin',
      feed_type: 'company',
      options: { company_id: '2414183', company_name: 'Chorus Labs' },
    });
    const tag = await created(`/twitter/hashtag/chorus/${wall.id}/0`);
    expect(tag.source).toMatchObject({
      network: 'twitter',
      feed_type: 'hashtag',
      options: { hashtag: 'chorus' },
    });
  });

  it("refuses an empty value with the spec's message and creates nothing", async () => {
    const before = await sourcesOf(wall.id);
    const empty = await open(`/instagram/profile/${wall.id}/%20/0`);
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toContain('text/html');
    expect(empty.body).toContain('data-outcome="failed"');
    expect(empty.body).toContain('<p role="status">Please enter an instagram username.</p>');
    const noTag = await open(`/instagram/hashtag/${wall.id}/%23/0`);
    expect(noTag.body).toContain('<p role="status">Please enter a hashtag.</p>');
    const badCompany = await open(`/linkedin/company/${wall.id}/not-a-number/Chorus/0`);
    expect(badCompany.statusCode).toBe(400);
    expect(badCompany.body).toContain('<p role="status">Please specify a valid company_id.</p>');
    expect(await sourcesOf(wall.id)).toEqual(before);
  });

  it('refuses a feed type Instagram no longer offers with the reason and the nearest choice', async () => {
    const before = await sourcesOf(wall.id);
    const location = await open(`/instagram/location/${wall.id}/213385402/0/Paris`);
    expect(location.statusCode).toBe(400);
    expect(location.body).toContain(
      '<p role="status">Instagram no longer lets apps read a place&#39;s posts: its location search and location media endpoints were removed from the API. Add a hashtag feed for the place&#39;s or the event&#39;s hashtag instead.</p>',
    );
    const geo = await open(`/instagram/geo/${wall.id}/0/48.85/2.35/5`);
    expect(geo.statusCode).toBe(400);
    expect(geo.body).toContain(
      '<p role="status">Instagram no longer lets apps search posts near a point: its media search by latitude and longitude was removed from the API. Add a hashtag feed for the place&#39;s or the event&#39;s hashtag instead.</p>',
    );
    expect(await sourcesOf(wall.id)).toEqual(before);
  });

  it('refuses another site, a visitor, another owner, an odd privacy and moderation off the plan', async () => {
    const before = await sourcesOf(wall.id);
    const url = `/instagram/profile/${wall.id}/chorus.wall/0`;
    expect((await open(url, owner, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await open(url, owner, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const visitor = { name: 'visitor', user: null, headers: {} } as unknown as Role;
    expect((await open(url, visitor)).statusCode).toBe(401);
    expect((await open(url, otherOwner)).statusCode).toBe(404);
    const odd = await open(`/instagram/profile/${wall.id}/chorus.wall/7`);
    expect(odd.statusCode).toBe(400);
    expect(await sourcesOf(wall.id)).toEqual(before);
    // Moderation is a paid feature: the basic plan's owner is asked to upgrade.
    const moderated = await open(`/instagram/profile/${basicWall.id}/chorus.wall/1`, basicOwner);
    expect(moderated.statusCode).toBe(402);
    expect(await sourcesOf(basicWall.id)).toEqual([]);
  });

  it('googleplus/authenticate/{name}/{user_id}/{privacy}/{types} says Google+ closed and points to the archive upload', async () => {
    const before = await sourcesOf(wall.id);
    const answer = await open(`/googleplus/authenticate/Ada/${wall.id}/0/posts`);
    expect(answer.statusCode).toBe(410);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('data-outcome="failed"');
    expect(answer.body).toContain(
      googlePlusClosedText.replace(/'/g, '&#39;').replace(/"/g, '&#34;'),
    );
    expect(googlePlusClosedText).toContain('Takeout archive');
    expect(await sourcesOf(wall.id)).toEqual(before);
    // Only the wall's people reach it.
    expect(
      (await open(`/googleplus/authenticate/Ada/${wall.id}/0/posts`, otherOwner)).statusCode,
    ).toBe(404);
  });
});
