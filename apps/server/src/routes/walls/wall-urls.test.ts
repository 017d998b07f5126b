/**
 * A wall's address settings (background image, logo, page background, site address, banner,
 * call to action) refuse every scheme but http(s) at save, naming the field, and the public
 * profile never serves one stored before.
 */
import { describe, expect, it } from 'vitest';
import { createWall, findWallById, updateWall } from '../../db/repositories/walls.ts';
import { testDatabases } from '../../db/testing.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { buildWallTestApp } from './testing.ts';

const hostile = [
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'gopher://127.0.0.1:70/_x',
  'JaVa\tScRiPt://%0aalert(1)',
];

describe.each(testDatabases())('wall address settings on $name', ({ open }) => {
  const t = useRoleApp(open, buildWallTestApp);

  const freshWall = () =>
    createWall(t.database.db, {
      userId: t.roles.wallA.user_id,
      userName: uniqueName('urls'),
      name: 'Addresses',
    });
  const put = (userName: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/profile/${userName}`,
      headers: t.roles.ownerA.headers,
      payload,
    });

  const fields: [string, (url: string) => object][] = [
    ['settings.bg_image', (url) => ({ settings: { bg_image: url } })],
    ['settings.image_logo', (url) => ({ settings: { image_logo: url } })],
    ['settings.bg_page_image', (url) => ({ settings: { bg_page_image: url } })],
    ['settings.embed_url', (url) => ({ settings: { embed_url: url } })],
    ['embed_display_profile.banner.url', (url) => ({ embed_display_profile: { banner: { url } } })],
    [
      'embed_display_profile.cta.url',
      (url) => ({ embed_display_profile: { cta: { url, text: 'Go' } } }),
    ],
  ];

  it.each(fields)('%s refuses every non-http(s) scheme, naming the field', async (field, body) => {
    const wall = await freshWall();
    for (const url of hostile) {
      const response = await put(wall.user_name, body(url));
      expect(response.statusCode, url).toBe(400);
      const message = `${field} must be an http:// or https:// address.`;
      expect(response.json()).toEqual({ error: message, issues: [{ path: field, message }] });
    }
    const stored = await findWallById(t.database.db, wall.id);
    expect(JSON.stringify([stored?.settings, stored?.display_profile])).not.toMatch(
      /javascript|data:|vbscript|file:|gopher/i,
    );
  });

  it.each(fields)('%s keeps an https address', async (field, body) => {
    const wall = await freshWall();
    const response = await put(wall.user_name, body('https://cdn.example.org/a.png'));
    expect(response.statusCode, field).toBe(200);
    expect(response.body).toContain('https://cdn.example.org/a.png');
  });

  it('keeps a colour as the page background', async () => {
    const wall = await freshWall();
    const response = await put(wall.user_name, { settings: { bg_page_image: '#ffeedd' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ settings: object }>().settings).toMatchObject({
      bg_page_image: '#ffeedd',
    });
  });

  it('GET /api/profile/{wall} never serves an unsafe address stored before the check', async () => {
    const wall = await freshWall();
    await updateWall(t.database.db, wall.id, {
      settings: {
        bg_image: 'javascript:alert(1)',
        image_logo: 'data:image/svg+xml,<svg onload=alert(1)>',
        embed_url: 'https://site.example.org',
        font_secondary: 'Oswald',
      },
      displayProfile: {
        banner: { url: 'vbscript:msgbox(1)' },
        cta: { url: 'file:///etc/passwd', text: 'Go' },
      },
    });
    const response = await t.app.inject({
      url: `/api/profile/${wall.user_name}`,
      headers: t.roles.visitor.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/javascript|data:|vbscript|file:/i);
    const profile = response.json<{ settings: object; display_profile: object }>();
    expect(profile.settings).toMatchObject({
      embed_url: 'https://site.example.org',
      font_secondary: 'Oswald',
    });
    expect(profile.display_profile).not.toHaveProperty('banner');
    expect(profile.display_profile).not.toHaveProperty('cta');
  });
});
