/**
 * A NUL (or another control character) in any owner input is a 400 naming the field, never a
 * 500 from the database. Derived from the route table, so a new route cannot be missed: every
 * write route the app declares must have a row in the authorization matrix (every family:
 * accounts, admin, posts, batches, walls, suggestions, map, proxy, media, slow wall, archives),
 * and each row is sent a NUL in each text field of its body and query (the map search's query
 * too); every declared write route is also sent one in each path parameter and in the query.
 * The fields the issue lists are sent one each.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import type { MatrixRow } from '../testing/access-matrix.ts';
import { archivePlugins, buildTestApp, testConfig } from '../testing/app.ts';
import { everyMatrixRow } from '../testing/every-matrix-row.ts';
import { useRoleApp } from '../testing/role-app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { controlCharacterField } from './control-character-guard.ts';

/** Every row of every route family (testing/every-matrix-row.ts). */
const matrix: readonly MatrixRow[] = everyMatrixRow;

const writeMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The rows whose input an owner writes: every write route, and GET routes with a query. */
const inputRows = matrix.filter(
  (row) => writeMethods.has(row.method) || row.path === '/api/map/search',
);

/** `POST /api/profile/{user_name}` and the like, from the route table's `:name` URLs. */
const routeKey = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

/** Every route, declared, with a rate limit no sweep of a thousand requests can reach. */
async function buildReadyApp(database: ChorusDatabase): Promise<FastifyInstance> {
  const app = await buildTestApp(
    database,
    testConfig({ RATE_LIMIT_MAX: '100000' }),
    archivePlugins,
  );
  await app.ready();
  return app;
}

/** Whether a payload is a JSON object (not a multipart body's bytes). */
function isPlainObject(value: unknown): value is object {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

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
  target[last] = `${String(target[last] ?? '')}\u0000`;
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
  const t = useRoleApp(open, buildReadyApp);

  let admin: Role;

  beforeAll(async () => {
    // Enterprise rows create sub-accounts: room for all of them.
    await t.database.db.updateTable('users').set({ licenses: 1000 }).execute();
    const user = await createAccount(t.database.db, 'nul-admin');
    await t.database.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', user.id)
      .execute();
    admin = await sessionRole(t.database.db, 'admin', { ...user, is_admin: true });
  });

  /** Every write route the app declared, as `METHOD /path/{param}` with its `:param` URL. */
  const declaredWrites = () =>
    t.app.declaredRoutes
      .filter((route) => writeMethods.has(route.method))
      .map((route) => ({ key: routeKey(route.method, route.url), route }));

  it('has a matrix row, so a NUL sweep, for every write route the app declares', () => {
    const rows = new Set(matrix.map((row) => `${row.method} ${row.path}`));
    const writes = declaredWrites();
    expect(writes.map((write) => write.key)).toEqual(
      expect.arrayContaining(['POST /api/admin/invites', 'PUT /api/post-shuffle/{user_name}']),
    );
    expect(writes.filter((write) => !rows.has(write.key)).map((write) => write.key)).toEqual([]);
  });

  it('every declared write route answers 400 naming a path parameter or query field with a NUL', async () => {
    const wrong: string[] = [];
    for (const { key, route } of declaredWrites()) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const filled = (nul: string | null) =>
        route.url.replace(/:(\w+)/g, (_all, name: string) =>
          name === nul ? 'x%00' : name === 'network' ? 'toy' : '1',
        );
      const probes = [
        ...names.map((name) => ({ field: name, url: filled(name) })),
        { field: 'note', url: `${filled(null)}?note=x%00` },
      ];
      for (const probe of probes) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: probe.url,
          headers: t.roles.ownerA.headers,
          payload: {},
        });
        const issue = response.json<{ issues?: { path: string }[] }>().issues?.[0]?.path;
        if (response.statusCode !== 400 || issue !== probe.field) {
          wrong.push(`${key} ${probe.field} → ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  /**
   * The first role the row allows; the administrator's routes allow none of the standard roles,
   * so the instance's administrator sends those.
   */
  function senderOf(row: MatrixRow): Role {
    const role = row.allow(t.roles)[0] ?? (row.path.startsWith('/api/admin/') ? admin : undefined);
    if (!role) throw new Error(`${row.method} ${row.path} allows nobody`);
    return role;
  }

  /** Sends one request as the row's sender. */
  async function send(row: MatrixRow, build: (url: string, payload?: object) => object) {
    const role = senderOf(row);
    const request = await row.request({ roles: t.roles, db: t.database.db, role });
    return t.app.inject({
      method: row.method,
      headers: request.headers ?? role.headers,
      ...build(request.url, request.payload),
    });
  }

  it('every write route answers 400 naming each text field of its body or query', async () => {
    const wrong: string[] = [];
    const unprobed: string[] = [];
    for (const row of inputRows) {
      const probe = await row.request({ roles: t.roles, db: t.database.db, role: senderOf(row) });
      const jsonBody =
        writeMethods.has(row.method) &&
        (probe.payload === undefined || isPlainObject(probe.payload));
      // A JSON body also gets a text field the route does not read: a NUL there is refused too,
      // so routes whose own request carries no text (actions by id, switches) are swept as well.
      const bodyPaths = jsonBody ? [...textPaths(probe.payload ?? {}), ['note']] : [];
      const queryNames = [...new URL(probe.url, 'http://x').searchParams.keys()];
      if (bodyPaths.length === 0 && queryNames.length === 0)
        unprobed.push(`${row.method} ${row.path}`);
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
    // Every row was sent at least one NUL (a multipart upload's in its query).
    expect(unprobed).toEqual([]);
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
