/** The fixture export as the archive the server would open, for this package's tests. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { memoryArchive } from '@chorus/connector-kit';
import type { ArchiveReader } from '@chorus/core';

/** The directory holding the fixture export (`Takeout/Google+ Stream/Posts/...`). */
export const takeoutFixture = join(import.meta.dirname, '__fixtures__', 'takeout');

/** Every file under `root`, by its path relative to it (`/`-separated), with its bytes. */
export function filesUnder(root: string, prefix = ''): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(join(root, prefix))) {
    const relative = prefix ? `${prefix}/${name}` : name;
    if (statSync(join(root, relative)).isDirectory())
      Object.assign(files, filesUnder(root, relative));
    else files[relative] = readFileSync(join(root, relative));
  }
  return files;
}

/**
 * A post file cut short (a broken download), added to the fixture export by the tests: a file
 * of invalid JSON cannot sit in the repository, whose formatter reads every `.json`.
 */
export const brokenPost = {
  name: 'Takeout/Google+ Stream/Posts/20181107 - Broken.json',
  text: '{ "url": "https://plus.google.com/112233445566778899000/posts/Broken", "content": "no',
} as const;

/** The fixture export's files, with the broken post. */
export function takeoutFiles(): Record<string, Uint8Array> {
  return {
    ...filesUnder(takeoutFixture),
    [brokenPost.name]: new TextEncoder().encode(brokenPost.text),
  };
}

/** The fixture export as an opened zip. */
export function takeoutArchive(): ArchiveReader {
  return memoryArchive(takeoutFiles());
}
