import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { coveredElsewhere, type MatrixRow } from '../testing/access-matrix.ts';
import { archivePlugins, buildTestApp, testConfig } from '../testing/app.ts';
import { everyMatrixRow } from '../testing/every-matrix-row.ts';
import { useRoleApp } from '../testing/role-app.ts';

/** Every row of every route family (testing/every-matrix-row.ts). */
const matrix: readonly MatrixRow[] = everyMatrixRow;

const denied = new Set([401, 403, 404]);

/**
 * The test app, ready: every route declared. The matrix sends well over a thousand requests a
 * minute from one address, so the per-address rate limit (tested on its own) is raised here:
 * a 429 would hide the answer the access layer gives.
 */
async function buildReadyApp(database: ChorusDatabase): Promise<FastifyInstance> {
  const app = await buildTestApp(
    database,
    // Mail set up (to a closed port), so the mail routes answer as they would in production.
    testConfig({
      RATE_LIMIT_MAX: '100000',
      CHORUS_SMTP_URL: 'smtp://127.0.0.1:9',
      CHORUS_PUBLIC_URL: 'http://localhost',
    }),
    archivePlugins,
  );
  await app.ready();
  return app;
}

describe.each(testDatabases())('authorization matrix on $name', ({ open }) => {
  const t = useRoleApp(open, buildReadyApp);

  beforeAll(async () => {
    await t.database.db.updateTable('users').set({ licenses: 1000 }).execute();
  });

  it('has a row for every /api route the access layer registered', () => {
    const registered = t.app.declaredRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered).toEqual(
      expect.arrayContaining(['POST /api/signup', 'DELETE /api/access/{tint_id}/{id}']),
    );
    const rows = new Set([
      ...matrix.map((row) => `${row.method} ${row.path}`),
      ...coveredElsewhere,
    ]);
    expect(registered.filter((route) => !rows.has(route))).toEqual([]);
  });

  it.each(matrix.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s: allowed roles pass, every other role is refused',
    async (_name, row) => {
      const allowed = new Set(row.allow(t.roles));
      const wrong: string[] = [];
      for (const role of t.roles.all) {
        const request = await row.request({ roles: t.roles, db: t.database.db, role });
        const response = await t.app.inject({
          method: row.method,
          url: request.url,
          headers: request.headers ?? role.headers,
          ...(request.payload ? { payload: request.payload } : {}),
        });
        const ok = allowed.has(role)
          ? !denied.has(response.statusCode) && response.statusCode < 500
          : denied.has(response.statusCode);
        if (!ok) wrong.push(`${role.name} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
