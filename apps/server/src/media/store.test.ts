/** The store contract, on local disk and on a real S3-compatible server (s3rver). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3MediaStore } from './s3-store.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';
import { localMediaStore, originalKey, variantKey, type MediaStore } from './store.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

const stores: [string, () => MediaStore][] = [
  ['local disk', () => localMediaStore(mkdtempSync(path.join(tmpdir(), 'chorus-store-')))],
  ['S3 (s3rver)', () => s3MediaStore(s3.config)],
];

describe.each(stores)('the media store on %s', (_name, open) => {
  const hash = 'e'.repeat(64);
  const other = 'f'.repeat(64);

  it('writes, reads and removes a picture with its variants, and nothing else', async () => {
    const store = open();
    expect(await store.get(originalKey(hash))).toBeNull();
    expect(await store.has(originalKey(hash))).toBe(false);
    await store.put(originalKey(hash), Buffer.from('original bytes'));
    await store.put(variantKey(hash, 300, 'webp'), Buffer.from('small'));
    await store.put(originalKey(other), Buffer.from('another'));
    expect((await store.get(originalKey(hash)))?.toString()).toBe('original bytes');
    expect(await store.has(variantKey(hash, 300, 'webp'))).toBe(true);

    await store.removePicture(hash);
    expect(await store.has(originalKey(hash))).toBe(false);
    expect(await store.has(variantKey(hash, 300, 'webp'))).toBe(false);
    expect((await store.get(originalKey(other)))?.toString()).toBe('another');
  });

  it('refuses keys that are not media keys', async () => {
    const store = open();
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Not a media key');
    await expect(store.removePicture('..')).rejects.toThrow('Not a media hash');
  });
});

describe('the S3 store', () => {
  it('says what the server answered when it refuses', async () => {
    const store = s3MediaStore({ ...s3.config, accessKeyId: 'SOMEONE-ELSE' });
    await expect(store.put(originalKey('a'.repeat(64)), Buffer.from('x'))).rejects.toThrow(
      /The media store answered 403 to writing a{64}\/original/,
    );
  });
});
