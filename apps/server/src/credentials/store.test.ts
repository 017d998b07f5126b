import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated, seedSource, seedWall } from '../db/testing-fixtures.ts';
import {
  createKeyring,
  CredentialsDecryptError,
  KeyringError,
  loadCredentials,
  loadKeyring,
  saveCredentials,
  secretKeyFileName,
} from './index.ts';

const newKey = () => randomBytes(32);
const payload = { access_token: 'tok-SECRET-4f9a', refresh_token: 'ref-SECRET-77b1' };

describe.each(testDatabases())('credentials store on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  async function newSource() {
    const { user, wall } = await seedWall(database.db);
    const source = await seedSource(database.db, wall.id);
    return { user, source };
  }

  it('round-trips a source payload and its expiry, replacing the previous one', async () => {
    const keyring = createKeyring([newKey()]);
    const { source } = await newSource();
    const expiresAt = new Date('2027-01-01T00:00:00Z');
    await saveCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'twitter',
      payload: { access_token: 'old' },
    });
    await saveCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'twitter',
      payload,
      expiresAt,
    });
    const loaded = await loadCredentials(database.db, keyring, {
      sourceId: source.id,
      provider: 'twitter',
    });
    expect(loaded).toEqual({
      provider: 'twitter',
      payload,
      expiresAt,
      keyId: keyring.currentKeyId,
    });
    const rows = await database.db
      .selectFrom('credentials')
      .select('id')
      .where('source_id', '=', source.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps user credentials apart and answers null when there are none', async () => {
    const keyring = createKeyring([newKey()]);
    const { user, source } = await newSource();
    await saveCredentials(database.db, keyring, { userId: user.id, provider: 'twitter', payload });
    expect(
      await loadCredentials(database.db, keyring, { userId: user.id, provider: 'twitter' }),
    ).toMatchObject({ payload });
    expect(
      await loadCredentials(database.db, keyring, { sourceId: source.id, provider: 'twitter' }),
    ).toBeNull();
    expect(
      await loadCredentials(database.db, keyring, { userId: user.id, provider: 'facebook' }),
    ).toBeNull();
  });

  it('stores nothing in plain text', async () => {
    const keyring = createKeyring([newKey()]);
    const { source } = await newSource();
    await saveCredentials(database.db, keyring, { sourceId: source.id, provider: 'x', payload });
    const row = await database.db
      .selectFrom('credentials')
      .selectAll()
      .where('source_id', '=', source.id)
      .executeTakeFirstOrThrow();
    const stored = Buffer.concat([Buffer.from(row.ciphertext), Buffer.from(row.nonce)]);
    for (const secret of ['SECRET', 'tok-', 'access_token']) {
      expect(stored.includes(Buffer.from(secret))).toBe(false);
    }
    expect(JSON.stringify(row)).not.toContain('SECRET');
  });

  it('refuses a tampered row, a row moved to another source, and a wrong key', async () => {
    const keyring = createKeyring([newKey()]);
    const { source } = await newSource();
    const { source: other } = await newSource();
    await saveCredentials(database.db, keyring, { sourceId: source.id, provider: 'x', payload });
    const load = (sourceId: number, ring = keyring) =>
      loadCredentials(database.db, ring, { sourceId, provider: 'x' });

    const row = await database.db
      .selectFrom('credentials')
      .selectAll()
      .where('source_id', '=', source.id)
      .executeTakeFirstOrThrow();
    const flipped = Buffer.from(row.ciphertext);
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    await database.db
      .updateTable('credentials')
      .set({ ciphertext: flipped })
      .where('id', '=', row.id)
      .execute();
    await expect(load(source.id)).rejects.toThrow(CredentialsDecryptError);

    await database.db
      .updateTable('credentials')
      .set({ ciphertext: row.ciphertext, source_id: other.id })
      .where('id', '=', row.id)
      .execute();
    await expect(load(other.id)).rejects.toThrow(CredentialsDecryptError);

    await database.db
      .updateTable('credentials')
      .set({ source_id: source.id })
      .where('id', '=', row.id)
      .execute();
    expect(await load(source.id)).toMatchObject({ payload });
    await expect(load(source.id, createKeyring([newKey()]))).rejects.toThrow(/not configured/);
    const sameIdWrongKey = { currentKeyId: row.key_id, key: () => newKey() };
    await expect(load(source.id, sameIdWrongKey)).rejects.toThrow(CredentialsDecryptError);
  });

  it('opens rows sealed with a previous key after a rotation, and seals with the new one', async () => {
    const oldKey = newKey();
    const { source } = await newSource();
    await saveCredentials(database.db, createKeyring([oldKey]), {
      sourceId: source.id,
      provider: 'x',
      payload,
    });
    const rotated = createKeyring([newKey(), oldKey]);
    const loaded = await loadCredentials(database.db, rotated, {
      sourceId: source.id,
      provider: 'x',
    });
    expect(loaded?.payload).toEqual(payload);
    expect(loaded?.keyId).not.toBe(rotated.currentKeyId);
  });

  it('refuses to store without a key', async () => {
    const { source } = await newSource();
    await expect(
      saveCredentials(database.db, createKeyring([]), {
        sourceId: source.id,
        provider: 'x',
        payload,
      }),
    ).rejects.toThrow(KeyringError);
  });
});

describe('loadKeyring', () => {
  it('generates one key into the data directory, mode 0600, and reads it back', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-keys-'));
    const first = await loadKeyring({ dataDir });
    const second = await loadKeyring({ dataDir });
    expect(first.currentKeyId).not.toBeNull();
    expect(second.currentKeyId).toBe(first.currentKeyId);
    const file = path.join(dataDir, secretKeyFileName);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
  });

  it('prefers CHORUS_SECRET_KEY and rejects a key of the wrong size', async () => {
    const key = newKey();
    const ring = await loadKeyring({ secretKey: key.toString('base64'), previousKeys: [] });
    expect(ring.key(ring.currentKeyId ?? '')).toEqual(key);
    await expect(loadKeyring({ secretKey: randomBytes(16).toString('base64') })).rejects.toThrow(
      /CHORUS_SECRET_KEY must be 32 random bytes/,
    );
    expect((await loadKeyring({})).currentKeyId).toBeNull();
  });
});
