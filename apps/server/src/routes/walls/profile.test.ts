import { describe, expect, it } from 'vitest';
import { createSource } from '../../db/repositories/sources.ts';
import { createWall, findWallById } from '../../db/repositories/walls.ts';
import { testDatabases } from '../../db/testing.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { createAccount, sessionRole, type Role } from '../../testing/roles.ts';
import { buildWallTestApp } from './testing.ts';
import { useRoleApp } from '../../testing/role-app.ts';

describe.each(testDatabases())('wall profile routes on $name', ({ open }) => {
  const t = useRoleApp(open, buildWallTestApp);

  const freshWallOfA = (status: 0 | 2 = 0) =>
    createWall(t.database.db, {
      userId: t.roles.wallA.user_id,
      userName: uniqueName('w'),
      name: 'Fresh',
      status,
    });
  const get = (role: Role, userName: string) =>
    t.app.inject({ url: `/api/profile/${userName}`, headers: role.headers });
  const put = (role: Role, userName: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/profile/${userName}`,
      headers: role.headers,
      payload,
    });
  const issuesOf = (body: { issues?: { message: string }[] }) =>
    (body.issues ?? []).map((issue) => issue.message);

  describe('GET /api/profile/{user_name}', () => {
    it('shows an active wall to a visitor, with an accounts list per installed network', async () => {
      await createSource(t.database.db, {
        wallId: t.roles.wallA.id,
        network: 'twitter',
        feedType: 'handle',
        options: { handle: 'chorus' },
        label: '@averyveryverylonghandle',
      });
      const response = await get(t.roles.visitor, t.roles.wallA.user_name);
      expect(response.statusCode).toBe(200);
      const profile = response.json();
      expect(profile).toMatchObject({
        user_name: t.roles.wallA.user_name,
        name: 'A',
        theme: 'standard',
        status: '0',
        enable_realtime: 0,
        textupdates: 1,
        sharebuttons: 1,
        show_author: 1,
        custom_css: 'body {}',
        plan: 'premium',
        realtime: true,
        feed_count: 1,
        rss_accounts: [],
        custom_accounts: [],
        toy_accounts: [],
      });
      expect(profile.twitter_accounts).toEqual([
        expect.objectContaining({ network: 'twitter', label: 'averyveryverylon', last_crawled: 0 }),
      ]);
      expect(profile.twitter_accounts[0].health).toBeUndefined();
      expect(profile.toggable).toBeUndefined();
      expect(JSON.parse(profile.embed_display_profile)).toMatchObject({ transitionDelay: 15000 });
    });

    it('adds source health and the toggable flag for the owner', async () => {
      const profile = (await get(t.roles.ownerA, t.roles.wallA.user_name)).json();
      expect(profile.toggable).toBe(true);
      expect(profile.twitter_accounts[0].health).toMatchObject({ state: 'ok', message: null });
    });

    it('hides an inactive wall from visitors and other owners, not from its owner', async () => {
      const wall = await freshWallOfA(2);
      expect((await get(t.roles.visitor, wall.user_name)).statusCode).toBe(404);
      expect((await get(t.roles.ownerB, wall.user_name)).statusCode).toBe(404);
      const own = await get(t.roles.ownerA, wall.user_name);
      expect(own.statusCode).toBe(200);
      expect(own.json().status).toBe('2');
    });

    it('answers 404 for a wall that does not exist', async () => {
      const response = await get(t.roles.ownerA, 'no-such-wall');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'This page could not be found.' });
    });
  });

  describe('PUT and POST /api/profile/{user_name}', () => {
    it('saves the payload fields and answers with the saved profile', async () => {
      const wall = await freshWallOfA();
      const response = await put(t.roles.ownerA, wall.user_name, {
        name: 'Renamed wall',
        theme: 'hypeTemplate_toy',
        textupdates: '0',
        sharebuttons: false,
        enable_realtime: 1,
        custom_css: '.post { color: red }',
        embed_display_profile: JSON.stringify({
          postwidth: 300,
          transitionDelay: 9000,
          extra: 'x',
        }),
        settings: { font_secondary: 'Lato' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Renamed wall',
        theme: 'toy-list',
        textupdates: 0,
        sharebuttons: 0,
        show_author: 1,
        enable_realtime: 1,
        custom_css: '.post { color: red }',
        settings: { font_secondary: 'Lato' },
        display_profile: { postwidth: 300, transitionDelay: 9000, extra: 'x' },
      });
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/profile/${wall.user_name}`,
        headers: t.roles.ownerA.headers,
        payload: { show_author: 0 },
      });
      expect(post.json()).toMatchObject({ show_author: 0, textupdates: 0, name: 'Renamed wall' });
    });

    it("refuses a blank name with the spec's message", async () => {
      const wall = await freshWallOfA();
      const response = await put(t.roles.ownerA, wall.user_name, { name: '   ' });
      expect(response.statusCode).toBe(400);
      expect(issuesOf(response.json())).toEqual(['Name must not be blank.']);
    });

    it('cleans the wall call-to-action it will serve on posts, and refuses one with no web link', async () => {
      const wall = await freshWallOfA();
      const saved = await put(t.roles.ownerA, wall.user_name, {
        embed_display_profile: JSON.stringify({
          cta: {
            url: 'example.com/buy',
            text: '<b>Buy</b><script>alert(1)</script>',
            color: 'expression(alert(1))',
            text_color: '#fff',
            feeds: [7],
          },
        }),
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().display_profile.cta).toEqual({
        url: 'http://example.com/buy',
        text: 'Buy',
        text_color: '#fff',
        feeds: ['7'],
      });
      const hostile = await put(t.roles.ownerA, wall.user_name, {
        embed_display_profile: JSON.stringify({ cta: { url: 'javascript:alert(1)', feeds: [] } }),
      });
      // Refused at save, naming the field (wall-urls.test.ts walks every scheme and field).
      expect(hostile.statusCode).toBe(400);
      expect(hostile.json().issues).toEqual([
        {
          path: 'embed_display_profile.cta.url',
          message: 'embed_display_profile.cta.url must be an http:// or https:// address.',
        },
      ]);
    });

    it("checks display settings against the selected theme's options schema", async () => {
      const wall = await freshWallOfA();
      const tooWide = await put(t.roles.ownerA, wall.user_name, {
        theme: 'toy-list',
        embed_display_profile: '{"postwidth": 5000}',
      });
      expect(tooWide.statusCode).toBe(400);
      expect(tooWide.json().issues[0].path).toBe('embed_display_profile.postwidth');
      const notJson = await put(t.roles.ownerA, wall.user_name, { embed_display_profile: '{oops' });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().error).toBe('Please specify a valid embed_display_profile.');
    });

    it('refuses a theme that is not installed, naming it, and keeps the stored theme', async () => {
      const wall = await freshWallOfA();
      const missing = await put(t.roles.ownerA, wall.user_name, {
        theme: 'hypeTemplate_gone',
        embed_display_profile: '{"postwidth": 300}',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().issues).toEqual([
        {
          path: 'theme',
          message:
            'The theme "hypeTemplate_gone" is not installed on this server: choose an installed theme.',
        },
      ]);
      expect((await findWallById(t.database.db, wall.id))?.theme).toBe(wall.theme);
      // A legacy name of an installed theme is stored as the package's id.
      const legacy = await put(t.roles.ownerA, wall.user_name, {
        theme: 'hypeTemplate_waterfall',
      });
      expect(legacy.statusCode).toBe(200);
      expect(legacy.json().theme).toBe('waterfall');
    });

    it('refuses a malformed theme name, and gates themes and custom CSS by plan', async () => {
      const wall = await freshWallOfA();
      expect((await put(t.roles.ownerA, wall.user_name, { theme: 'No theme!' })).statusCode).toBe(
        400,
      );
      const basic = await createAccount(t.database.db, 'basic', { plan: 'basic' });
      const basicWall = await createWall(t.database.db, {
        userId: basic.id,
        userName: uniqueName('bw'),
        name: 'Basic',
      });
      const owner = await sessionRole(t.database.db, 'basic owner', basic);
      const theme = await put(owner, basicWall.user_name, { theme: 'photo' });
      expect(theme.statusCode).toBe(402);
      expect(theme.json().error).toBe(
        'This feature is not included in your plan. Upgrade to use it.',
      );
      expect((await put(owner, basicWall.user_name, { custom_css: 'a{}' })).statusCode).toBe(402);
      expect((await put(owner, basicWall.user_name, { theme: 'hypeTemplate' })).statusCode).toBe(
        200,
      );
    });

    it('renames a wall, refusing a taken (any case) or reserved user name', async () => {
      const wall = await freshWallOfA();
      const taken = await put(t.roles.ownerA, wall.user_name, {
        user_name: t.roles.wallB.user_name.toUpperCase(),
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('Username already exists. Please try a different username.');
      const reserved = await put(t.roles.ownerA, wall.user_name, { user_name: 'Admin' });
      expect(reserved.statusCode).toBe(400);
      expect(issuesOf(reserved.json())).toEqual(['Please specify a valid wall address.']);
      const slash = await put(t.roles.ownerA, wall.user_name, { user_name: 'a/b' });
      expect(slash.statusCode).toBe(400);
      const newName = uniqueName('renamed');
      const renamed = await put(t.roles.ownerA, wall.user_name, { user_name: newName });
      expect(renamed.json().user_name).toBe(newName);
      expect((await get(t.roles.visitor, newName)).statusCode).toBe(200);
      expect((await get(t.roles.visitor, wall.user_name)).statusCode).toBe(404);
    });

    it('flips the status between 0 and 2 when the feed allowance allows', async () => {
      const wall = await freshWallOfA();
      const off = await put(t.roles.ownerA, wall.user_name, { status: '2' });
      expect(off.json().status).toBe('2');
      expect((await get(t.roles.visitor, wall.user_name)).statusCode).toBe(404);
      const on = await put(t.roles.ownerA, wall.user_name, { status: 0 });
      expect(on.json().status).toBe('0');
    });

    it('refuses the switch when it is not toggable (no room in the allowance)', async () => {
      const basic = await createAccount(t.database.db, 'basic', { plan: 'basic' });
      const make = (status: 0 | 2) =>
        createWall(t.database.db, {
          userId: basic.id,
          userName: uniqueName('t'),
          name: 'T',
          status,
        });
      const active = await make(0);
      const inactive = await make(2);
      const owner = await sessionRole(t.database.db, 'basic owner', basic);
      expect((await get(owner, active.user_name)).json().toggable).toBe(false);
      for (const [wall, status] of [
        [inactive, '0'],
        [active, '2'],
      ] as const) {
        const response = await put(owner, wall.user_name, { status });
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toBe('Something was wrong with your request.');
      }
      expect((await findWallById(t.database.db, inactive.id))?.status).toBe(2);
    });

    it('refuses callers without modify_tint or without access', async () => {
      const wall = t.roles.wallA.user_name;
      expect((await put(t.roles.visitor, wall, { name: 'x' })).statusCode).toBe(401);
      expect((await put(t.roles.ownerB, wall, { name: 'x' })).statusCode).toBe(404);
      expect(
        (await put(t.roles.withoutPermission.modify_tint, wall, { name: 'x' })).statusCode,
      ).toBe(403);
      expect((await put(t.roles.whiteLabelA, wall, { name: 'x' })).statusCode).toBe(403);
      expect((await put(t.roles.withPermission.modify_tint, wall, { name: 'A' })).statusCode).toBe(
        200,
      );
    });
  });
});
