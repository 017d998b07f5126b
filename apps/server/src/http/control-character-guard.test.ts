/**
 * A NUL (or another control character) in any owner input is a 400 naming the field, never a
 * 500 from the database: every write route of the authorization matrix is sent a NUL in each
 * text field of its request, and the fields the issue lists are sent one each.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testing.ts';
import { postMatrix } from '../routes/posts/matrix.ts';
import { suggestionMatrix } from '../routes/suggestions-matrix.ts';
import { wallMatrix } from '../routes/walls/matrix.ts';
import { proxyMatrix } from '../security/proxy-matrix.ts';
import { accountMatrix, type MatrixRow } from '../testing/access-matrix.ts';
import { useRoleApp } from '../testing/role-app.ts';
import { controlCharacterField } from './control-character-guard.ts';

const writeRows: readonly MatrixRow[] = [
  ...accountMatrix,
  ...postMatrix,
  ...wallMatrix,
  ...suggestionMatrix,
  ...proxyMatrix,
].filter((row) => row.method !== 'GET');

/** Every text leaf of a payload, as a dotted path. */
function textPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
}

/** A deep copy of a payload with a NUL inside the text at `path`. */
function withNul(payload: object, path: readonly string[]): object {
  const copy = structuredClone(payload) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1) ?? '';
  target[last] = `${String(target[last])}\u0000`;
  return copy;
}

describe('controlCharacterField', () => {
  it('names the path parameter, query parameter or body field that holds one', () => {
    expect(controlCharacterField({ params: { user_name: 'a\u0000' } })).toBe('user_name');
    expect(controlCharacterField({ query: { wall: '\u0000' }, body: { a: 'ok' } })).toBe('wall');
    expect(controlCharacterField({ body: { settings: { logo: 'x\u0007' } } })).toBe(
      'settings.logo',
    );
    expect(controlCharacterField({ body: 'raw\u0000' })).toBe('body');
    expect(controlCharacterField({ body: { name: 'fine\ttext\n' }, query: {} })).toBeNull();
  });
});

describe.each(testDatabases())('a NUL in owner input on $name', ({ open }) => {
  const t = useRoleApp(open);

  /** Sends one request as the first role the row allows. */
  async function send(row: MatrixRow, build: (url: string, payload?: object) => object) {
    const role = row.allow(t.roles)[0];
    if (!role) throw new Error(`${row.method} ${row.path} allows nobody`);
    const request = await row.request({ roles: t.roles, db: t.database.db, role });
    return t.app.inject({
      method: row.method,
      headers: request.headers ?? role.headers,
      ...build(request.url, request.payload),
    });
  }

  it('every write route answers 400 naming each text field of its body or query', async () => {
    const wrong: string[] = [];
    const withoutText: string[] = [];
    for (const row of writeRows) {
      const probe = await row.request({
        roles: t.roles,
        db: t.database.db,
        role: row.allow(t.roles)[0] ?? t.roles.ownerA,
      });
      const bodyPaths = textPaths(probe.payload ?? {});
      const queryNames = [...new URL(probe.url, 'http://x').searchParams.keys()];
      if (bodyPaths.length === 0 && queryNames.length === 0) {
        withoutText.push(`${row.method} ${row.path}`);
        continue;
      }
      for (const path of bodyPaths) {
        const response = await send(row, (url, payload) => ({
          url,
          payload: withNul(payload ?? {}, path),
        }));
        const field = path.join('.');
        const body = response.json<{ error: string; issues?: { path: string }[] }>();
        if (response.statusCode !== 400 || body.issues?.[0]?.path !== field) {
          wrong.push(
            `${row.method} ${row.path} ${field} → ${response.statusCode} ${response.body}`,
          );
        }
      }
      for (const name of queryNames) {
        const response = await send(row, (url, payload) => {
          const target = new URL(url, 'http://x');
          target.searchParams.set(name, `${target.searchParams.get(name) ?? ''}\u0000`);
          return { url: `${target.pathname}${target.search}`, ...(payload ? { payload } : {}) };
        });
        if (response.statusCode !== 400 || !response.body.includes(`"path":"${name}"`)) {
          wrong.push(`${row.method} ${row.path} ?${name} → ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Routes whose requests carry no text: actions on a post, a source or a token by id.
    expect(withoutText.length).toBeLessThan(writeRows.length);
  });

  it.each([
    ['PUT', 'profile', 'name', { name: 'Wall\u0000' }],
    ['PUT', 'profile', 'custom_css', { custom_css: 'body{}\u0000' }],
    ['PUT', 'profile', 'embed_display_profile', { embed_display_profile: '{"a":"\u0000"}' }],
    ['PUT', 'profile', 'settings.banner_url', { settings: { banner_url: 'https://a/\u0000' } }],
    ['POST', 'new wall', 'name', { name: 'New\u0000', user_name: 'nul-wall' }],
    ['POST', 'custom post', 'text', { title: 'T', text: 'Hello\u0000' }],
    ['POST', 'source', 'options.board', { feed_type: 'board', options: { board: 'b\u0000' } }],
  ] as const)('%s %s: %s answers 400 naming the field', async (method, target, field, payload) => {
    const wall = t.roles.wallA.user_name;
    const url = {
      profile: `/api/profile/${wall}`,
      'new wall': '/api/profile',
      'custom post': `/api/post?wall=${wall}`,
      source: '/api/toy',
    }[target];
    const body = target === 'source' ? { ...payload, wall } : payload;
    const response = await t.app.inject({
      method,
      url,
      headers: t.roles.ownerA.headers,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `${field} must not contain control characters such as NUL.`,
      issues: [
        { path: field, message: `${field} must not contain control characters such as NUL.` },
      ],
    });
  });

  it('a NUL in a path parameter is a 400 too, not a database error', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/wall%00name',
      headers: t.roles.ownerA.headers,
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('user_name');
  });
});
