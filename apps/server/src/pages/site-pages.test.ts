/**
 * The site's own pages: `/about`, `/clients`, `/blog` and `/pricing` redirect to the addresses
 * the administrator sets (validated as http or https addresses) or answer the not-found page
 * (pricing: its built-in page); `/pages/*` draws the operator's Markdown files, sanitized, and
 * refuses every way out of the pages folder; `/templates/{id}` answers a public wall's
 * template texts, the very ones the publish section shows.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embedTemplates, formatMessage } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import { createWall } from '../db/repositories/walls.ts';
import type { WallRow } from '../db/schema.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { pagesDirOf } from './pages-config.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('site pages', () => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let admin: Role;
  let owner: Role;
  let wall: WallRow;
  let hiddenWall: WallRow;
  let root: string;
  let pagesDir: string;

  const saveSettings = (payload: Record<string, unknown>, role: Role = admin) =>
    app.inject({ method: 'PUT', url: '/api/admin/settings', headers: role.headers, payload });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'chorus-pages-'));
    pagesDir = path.join(root, 'pages');
    mkdirSync(path.join(pagesDir, 'tmp'), { recursive: true });
    mkdirSync(path.join(pagesDir, 'guide'));
    writeFileSync(
      path.join(pagesDir, 'team.md'),
      [
        '# Our *team* & friends',
        '',
        'We run [this wall](https://example.org/about) and [the plans](/pricing).',
        '',
        '<script>alert("owned")</script>',
        '<p onclick="alert(1)" style="color: red">Styled</p>',
        '<iframe src="https://evil.example"></iframe>',
        '<a href="javascript:alert(1)">click</a>',
        '',
        '| Name | Role |',
        '| --- | --- |',
        '| Ada | Host |',
      ].join('\n'),
    );
    writeFileSync(path.join(pagesDir, 'tmp', 'draft.md'), '## Draft\n\nNot final yet.');
    writeFileSync(path.join(pagesDir, 'guide', 'start.md'), 'No heading here.');
    writeFileSync(path.join(root, 'secret.md'), '# Secret\n\nOutside the folder.');
    symlinkSync(path.join(root, 'secret.md'), path.join(pagesDir, 'linked.md'));
    symlinkSync(root, path.join(pagesDir, 'outside'));

    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    app = await buildTestApp(
      database,
      testConfig({ CHORUS_PAGES_DIR: pagesDir, CHORUS_PUBLIC_URL: 'https://walls.example.org' }),
    );
    const adminUser = await createAccount(database.db, 'pages-admin');
    await database.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', adminUser.id)
      .execute();
    admin = await sessionRole(database.db, 'admin', { ...adminUser, is_admin: true });
    const ownerUser = await createAccount(database.db, 'pages-owner');
    owner = await sessionRole(database.db, 'owner', ownerUser);
    wall = await createWall(database.db, {
      userId: ownerUser.id,
      userName: uniqueName('tmpl'),
      name: 'Templates',
    });
    hiddenWall = await createWall(database.db, {
      userId: ownerUser.id,
      userName: uniqueName('hidden'),
      name: 'Hidden',
      status: 2,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  describe('redirects', () => {
    it('answers the not-found page while no address is set, and the built-in plans page', async () => {
      for (const url of ['/about', '/clients', '/blog', '/blog/2026/launch']) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('<h1>Page not found</h1>');
        expect(directives(response.headers['content-security-policy']).get('script-src')).toEqual([
          "'self'",
        ]);
      }
      const pricing = await app.inject('/pricing');
      expect(pricing.statusCode).toBe(200);
      expect(pricing.body).toContain('<h1>Plans</h1>');
    });

    it('redirects to the addresses the administrator set, keeping the path below and the query', async () => {
      const saved = await saveSettings({
        about_url: 'https://about.example.org/us',
        clients_url: ' http://clients.example.org ',
        blog_url: 'https://blog.example.org/news/',
        pricing_url: 'https://shop.example.org/plans?ref=chorus',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        about_url: 'https://about.example.org/us',
        clients_url: 'http://clients.example.org',
        blog_url: 'https://blog.example.org/news/',
        pricing_url: 'https://shop.example.org/plans?ref=chorus',
      });
      const expected: [string, string][] = [
        ['/about', 'https://about.example.org/us'],
        ['/about/team', 'https://about.example.org/us/team'],
        ['/clients', 'http://clients.example.org/'],
        ['/blog', 'https://blog.example.org/news/'],
        ['/blog/2026/launch?x=1', 'https://blog.example.org/news/2026/launch?x=1'],
        ['/blog/%2F%2Fevil.example', 'https://blog.example.org/news/%2F%2Fevil.example'],
        ['/pricing?plan=pro', 'https://shop.example.org/plans?ref=chorus&plan=pro'],
      ];
      for (const [url, location] of expected) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(302);
        expect(response.headers.location, url).toBe(location);
      }
    });

    it('goes back to the not-found page and the plans page once the addresses are emptied', async () => {
      const saved = await saveSettings({ about_url: '', pricing_url: '' });
      expect(saved.json()).toMatchObject({ about_url: null, pricing_url: null });
      expect((await app.inject('/about')).statusCode).toBe(404);
      expect((await app.inject('/pricing')).statusCode).toBe(200);
      // The others are kept.
      expect((await app.inject('/clients')).headers.location).toBe('http://clients.example.org/');
    });

    it('refuses an address that is not http or https with the spec-style message, saving nothing', async () => {
      for (const [field, value, label] of [
        ['about_url', 'javascript:alert(1)', 'About page address'],
        ['clients_url', 'ftp://files.example.org', 'Clients page address'],
        ['blog_url', 'not an address', 'Blog address'],
        ['pricing_url', 'https://user:pass@shop.example.org', 'Pricing page address'],
      ] as const) {
        const response = await saveSettings({ [field]: value });
        expect(response.statusCode, field).toBe(400);
        expect(JSON.stringify(response.json())).toContain(
          formatMessage('fieldUrlScheme', { field: label }),
        );
      }
      const settings = await app.inject({ url: '/api/admin/settings', headers: admin.headers });
      expect(settings.json()).toMatchObject({
        about_url: null,
        clients_url: 'http://clients.example.org',
        blog_url: 'https://blog.example.org/news/',
      });
    });

    it('lets only the administrator set them', async () => {
      const response = await saveSettings({ about_url: 'https://owner.example.org' }, owner);
      expect(response.statusCode).toBe(403);
      expect((await app.inject('/about')).statusCode).toBe(404);
    });
  });

  describe('Markdown pages', () => {
    it('draws a page from the folder, titled by its first heading, in the page shell', async () => {
      const response = await app.inject('/pages/team');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = response.body;
      expect(html).toContain('<title>Our team &amp; friends · Chorus</title>');
      expect(html).toContain('<main><h1>Our <em>team</em> &amp; friends</h1>');
      expect(html).toContain('<a href="https://example.org/about">this wall</a>');
      expect(html).toContain('<a href="/pricing">the plans</a>');
      expect(html).toContain('<th>Role</th>');
      expect(html).toContain('<td>Ada</td>');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    });

    it('drops scripts, handlers, styles, frames and javascript: links from the file', async () => {
      const html = (await app.inject('/pages/team')).body;
      expect(html).not.toMatch(/<script|alert|onclick|style=|<iframe|javascript:/i);
      expect(html).toContain('<p>Styled</p>');
      expect(html).toContain('<a>click</a>');
    });

    it('serves pages/tmp/* from the tmp folder, and names a page without a heading by its file', async () => {
      const draft = await app.inject('/pages/tmp/draft');
      expect(draft.statusCode).toBe(200);
      expect(draft.body).toContain('<title>Draft · Chorus</title>');
      expect(draft.body).toContain('<p>Not final yet.</p>');
      const start = await app.inject('/pages/guide/start');
      expect(start.body).toContain('<title>start · Chorus</title>');
      expect(start.body).toContain('<h1>start</h1><p>No heading here.</p>');
    });

    it.each([
      '/pages/missing',
      '/pages/%2E%2E%2Fsecret',
      '/pages/tmp%2F..%2F..%2Fsecret',
      '/pages/..%5Csecret',
      '/pages/.hidden',
      '/pages/team.md',
      '/pages/linked',
      '/pages/outside/secret',
    ])('refuses %s with the not-found page', async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<h1>Page not found</h1>');
      expect(response.body).not.toContain('Outside the folder');
    });

    it.each(['/pages/../secret', '/pages/tmp/../../secret', '/pages/%2e%2e/secret'])(
      'never serves a file outside the folder for %s (the address resolves before routing)',
      async (url) => {
        const response = await app.inject(url);
        expect(response.body).not.toContain('Outside the folder');
        expect(response.body).not.toContain('<h1>Secret</h1>');
      },
    );

    it.each(['/pages/%00team', '/pages/%E0%A4%A'])(
      'refuses the malformed address %s before it reaches a file',
      async (url) => {
        const response = await app.inject(url);
        expect(response.statusCode).toBe(400);
      },
    );

    it('keeps its folder beside the data folder unless CHORUS_PAGES_DIR says otherwise', () => {
      expect(pagesDirOf({}, '/srv/chorus')).toBe(path.resolve('/srv/chorus/pages'));
      expect(pagesDirOf({ CHORUS_PAGES_DIR: '/var/www/pages' }, '/srv/chorus')).toBe(
        '/var/www/pages',
      );
    });
  });

  describe('template texts', () => {
    it('answers a wall’s templates, the ones the publish section makes, framable like the wall', async () => {
      const response = await app.inject(
        `/templates/${wall.user_name}?height=500&network=all&query=launch`,
      );
      expect(response.statusCode).toBe(200);
      const expected = embedTemplates({
        origin: 'https://walls.example.org',
        userName: wall.user_name,
        height: '500',
        width: '100%',
        network: 'all',
        query: 'launch',
      });
      expect(expected.ok).toBe(true);
      expect(response.json()).toEqual({
        user_name: wall.user_name,
        templates: expected.ok ? expected.templates : null,
      });
      const { templates } = response.json() as { templates: Record<string, string> };
      expect(templates['script']).toContain(`data-chorus-wall="${wall.user_name}"`);
      expect(templates['script']).toContain('data-query="launch"');
      expect(templates['script']).toContain('src="https://walls.example.org/embed.js"');
      expect(templates['iframe']).toContain(
        `src="https://walls.example.org/${wall.user_name}/search?headingLevel=2&amp;query=launch"`,
      );
      expect(templates['fullscreen']).toBe(
        `https://walls.example.org/${wall.user_name}?fullscreen=true`,
      );
      const csp = directives(response.headers['content-security-policy']);
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(csp.get('frame-ancestors')).toEqual(['*']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
    });

    it('answers the spec’s messages for a missing height or width', async () => {
      const response = await app.inject(`/templates/${wall.user_name}?height=&width=%20`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        `${formatMessage('embedHeightRequired')} ${formatMessage('embedWidthRequired')}`,
      );
    });

    it('answers 404 for a wall that does not exist or is not public', async () => {
      expect((await app.inject('/templates/17')).statusCode).toBe(404);
      expect((await app.inject(`/templates/${hiddenWall.user_name}`)).statusCode).toBe(404);
    });
  });
});
