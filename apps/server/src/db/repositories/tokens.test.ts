import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../open.ts';
import { testDatabases } from '../testing.ts';
import { openMigrated, seedWall } from '../testing-fixtures.ts';
import {
  createToken,
  findToken,
  hashToken,
  listWallTokens,
  revokeToken,
  useToken,
} from './tokens.ts';

describe.each(testDatabases())('tokens repository on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  it('returns the plain token once and stores only its SHA-256', async () => {
    const { wall } = await seedWall(database.db);
    const { token, record } = await createToken(database.db, 'api', {
      wallId: wall.id,
      label: 'Kiosk',
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(record).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      wall_id: wall.id,
      user_id: null,
      label: 'Kiosk',
      last_used_at: null,
      revoked_at: null,
    });
    expect(hashToken(token)).toBe(record.token_hash);
    const stored = await database.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', record.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('finds a token by its plain value, and only in its own kind', async () => {
    const { wall } = await seedWall(database.db);
    const { token, record } = await createToken(database.db, 'wl', { wallId: wall.id });
    expect(await findToken(database.db, 'wl', token)).toEqual(record);
    expect(await findToken(database.db, 'api', token)).toBeUndefined();
    expect(await findToken(database.db, 'wl', `${token}x`)).toBeUndefined();
  });

  it('notes when a token is used', async () => {
    const { user } = await seedWall(database.db);
    const { token } = await createToken(database.db, 'api', { userId: user.id });
    const used = await useToken(database.db, 'api', token);
    expect(used?.user_id).toBe(user.id);
    expect(used?.last_used_at).toBeInstanceOf(Date);
  });

  it("lists a wall's live tokens and forgets a revoked one for good", async () => {
    const { wall } = await seedWall(database.db);
    const kept = await createToken(database.db, 'wl', { wallId: wall.id, label: 'kept' });
    const revoked = await createToken(database.db, 'wl', { wallId: wall.id, label: 'revoked' });
    expect((await listWallTokens(database.db, 'wl', wall.id)).map((t) => t.label)).toEqual([
      'kept',
      'revoked',
    ]);

    expect(await revokeToken(database.db, 'wl', revoked.record.id)).toBe(true);
    expect(await revokeToken(database.db, 'wl', revoked.record.id)).toBe(false);
    expect(await findToken(database.db, 'wl', revoked.token)).toBeUndefined();
    expect(await useToken(database.db, 'wl', revoked.token)).toBeUndefined();
    expect(await findToken(database.db, 'wl', kept.token)).toEqual(kept.record);
    expect((await listWallTokens(database.db, 'wl', wall.id)).map((t) => t.label)).toEqual([
      'kept',
    ]);
  });

  it('refuses a token scoped to nothing', async () => {
    await expect(createToken(database.db, 'api', {})).rejects.toThrow(/api_tokens_scope_check/);
  });
});
