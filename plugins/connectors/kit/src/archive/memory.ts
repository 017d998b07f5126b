/**
 * An archive held in memory, for connector tests: the same `ArchiveReader` the server hands a
 * parser after opening an upload, made from a record of file names and contents.
 */
import type { ArchiveReader } from '@chorus/core';

/** A zip's files (name → bytes or text), or one plain file with `kind: 'file'`. */
export function memoryArchive(
  files: Readonly<Record<string, Uint8Array | string>>,
  kind: 'zip' | 'file' = 'zip',
): ArchiveReader {
  const encoder = new TextEncoder();
  const bytes = new Map(
    Object.entries(files).map(([name, content]) => [
      name,
      typeof content === 'string' ? encoder.encode(content) : content,
    ]),
  );
  return {
    kind,
    entries: [...bytes].map(([name, content]) => ({ name, size: content.byteLength })),
    read(name) {
      const content = bytes.get(name);
      return content
        ? Promise.resolve(content)
        : Promise.reject(new Error(`${name} is not in the archive.`));
    },
  };
}
