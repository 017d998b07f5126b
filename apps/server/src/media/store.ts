/**
 * Where re-hosted pictures live. A store holds opaque objects by key: `<hash>/original` (the
 * bytes as fetched) and `<hash>/<width>.<format>` (variants, rendered on first request). Local
 * disk under the data directory is the default; an object store implements the same contract.
 */
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A place to keep media objects. Keys are `<64 hex>/<name>`, nothing else. */
export interface MediaStore {
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Whether the object exists. */
  has(key: string): Promise<boolean>;
  /** Writes an object (replacing one of the same key, which holds the same bytes). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes every object of a picture (its original and variants). */
  removePicture(hash: string): Promise<void>;
}

const keyPattern = /^[0-9a-f]{64}\/[a-z0-9.]+$/;

/** The key of a picture's original bytes. */
export function originalKey(hash: string): string {
  return `${hash}/original`;
}

/** The key of one rendered variant. */
export function variantKey(hash: string, width: number, format: string): string {
  return `${hash}/${width}.${format}`;
}

/** A store in a folder: `<root>/<first two hex>/<hash>/<name>`. */
export function localMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Not a media key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async removePicture(hash) {
      if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`Not a media hash: ${hash}`);
      await rm(path.join(root, hash.slice(0, 2), hash), { recursive: true, force: true });
    },
  };
}
