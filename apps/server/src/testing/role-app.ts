/** The setup most route tests share: an app on a fresh test database, and the standard roles. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { buildTestApp } from './app.ts';
import { createRoles, type Roles } from './roles.ts';

/** What `useRoleApp` sets up; its fields are there from the first `beforeAll` on. */
export interface RoleApp {
  database: ChorusDatabase;
  app: FastifyInstance;
  roles: Roles;
}

/**
 * Registers, in the calling `describe`, a `beforeAll` that opens the database, builds the app
 * (with `buildTestApp` unless told otherwise) and creates the roles, and an `afterAll` that
 * closes both. A file's own `beforeAll` hooks run after it, so they can build on its fields.
 */
export function useRoleApp(
  open: () => Promise<ChorusDatabase>,
  build: (database: ChorusDatabase) => Promise<FastifyInstance> = buildTestApp,
): RoleApp {
  const context = {} as RoleApp;
  beforeAll(async () => {
    context.database = await open();
    context.app = await build(context.database);
    context.roles = await createRoles(context.database.db);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
