/**
 * PGlite's initialised template: a new in-memory database starts from it and is a working,
 * empty cluster; a damaged template is thrown away and the database still opens.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from './migrate.ts';

describe('the PGlite template', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chorus-template-test-'));
    vi.stubEnv('CHORUS_PGLITE_TEMPLATE_PATH', join(dir, 'template.tar'));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it('is written once and gives each new database an empty cluster of its own', async () => {
    vi.resetModules();
    const { openDatabase } = await import('./open.ts');
    const first = await openDatabase({ memory: true });
    await migrateToLatest(first.db);
    await first.db
      .insertInto('users')
      .values({ username: 'ada', email: 'ada@example.com', password_hash: 'x' })
      .execute();
    await first.close();
    expect(existsSync(join(dir, 'template.tar'))).toBe(true);

    const second = await openDatabase({ memory: true });
    await migrateToLatest(second.db);
    const users = await second.db.selectFrom('users').select('username').execute();
    expect(users).toEqual([]);
    await second.close();
  });

  it('is thrown away when it cannot be loaded, and the database still opens', async () => {
    await writeFile(join(dir, 'template.tar'), 'not a tarball');
    vi.resetModules();
    const { openDatabase } = await import('./open.ts');
    const database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
    await database.close();
    // Thrown away: the next database builds a new one.
    expect(existsSync(join(dir, 'template.tar'))).toBe(false);
  });
});
