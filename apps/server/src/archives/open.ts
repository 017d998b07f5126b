/**
 * Opens an uploaded archive for a connector's parser (core's `ArchiveReader`): a zip through
 * yauzl, reading its central directory only, or one plain file. Zip bombs are refused before
 * anything is inflated: too many entries, a declared inflated total over the cap, one entry
 * over the per-entry cap or inflating more than `maxRatio` times its compressed size. yauzl
 * checks while reading that an entry inflates to exactly the size its directory declared, so
 * a zip that lies about its sizes fails on that entry instead of filling the memory.
 */
import { open as openFile, readFile } from 'node:fs/promises';
import type { ArchiveEntryInfo, ArchiveReader } from '@chorus/core';
import yauzl from 'yauzl';

/** The caps of an opened zip. */
export interface ZipLimits {
  /** Files in the zip at most. */
  readonly maxEntries: number;
  /** Their declared inflated sizes added up, at most (bytes). */
  readonly maxInflatedBytes: number;
  /** One file's inflated size at most (bytes): a parser reads one file whole. */
  readonly maxEntryBytes: number;
  /** How many times its compressed size one file may inflate to (above 1 MB). */
  readonly maxRatio: number;
}

/** The defaults: 100,000 files, 4 GB inflated, 256 MB a file, a ratio of 200. */
export const defaultZipLimits: ZipLimits = {
  maxEntries: 100_000,
  maxInflatedBytes: 4 * 1024 * 1024 * 1024,
  maxEntryBytes: 256 * 1024 * 1024,
  maxRatio: 200,
};

/** An archive the server refuses to open; its message is for the owner. */
export class ArchiveRefusedError extends Error {
  override readonly name = 'ArchiveRefusedError';
}

/** Whether a file starts like a zip (a local file header, or the end record of an empty one). */
export async function looksLikeZip(path: string): Promise<boolean> {
  const handle = await openFile(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    if (bytesRead < 4) return false;
    return head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
  } finally {
    await handle.close();
  }
}

/** One plain file (a Vine archive's JSON) as an archive of one entry. */
export function plainFileArchive(path: string, name: string, size: number): ArchiveReader {
  return {
    kind: 'file',
    entries: [{ name, size }],
    async read(wanted) {
      if (wanted !== name) throw new Error(`${wanted} is not in the archive.`);
      return new Uint8Array(await readFile(path));
    },
  };
}

const openZip = (path: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    );
  });

/** An opened zip: read its files, then `close` it. */
export interface OpenedZip extends ArchiveReader {
  close(): void;
}

/** Opens a zip and lists its files, refusing a zip bomb; throws ArchiveRefusedError. */
export async function openZipArchive(
  path: string,
  limits: ZipLimits = defaultZipLimits,
): Promise<OpenedZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch (error) {
    throw new ArchiveRefusedError(
      `The zip cannot be read (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ArchiveRefusedError(
      `The zip holds ${zip.entryCount} files; at most ${limits.maxEntries} are accepted.`,
    );
  }
  const byName = new Map<string, yauzl.Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      let inflated = 0;
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        inflated += entry.uncompressedSize;
        const big = entry.uncompressedSize > 1024 * 1024;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (entry.uncompressedSize > limits.maxEntryBytes || (big && ratio > limits.maxRatio)) {
          return reject(
            new ArchiveRefusedError(
              `${entry.fileName} inflates to ${entry.uncompressedSize} bytes: refused as a zip bomb.`,
            ),
          );
        }
        if (inflated > limits.maxInflatedBytes) {
          return reject(
            new ArchiveRefusedError(
              `The zip inflates to more than ${limits.maxInflatedBytes} bytes: refused as a zip bomb.`,
            ),
          );
        }
        byName.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    if (error instanceof ArchiveRefusedError) throw error;
    throw new ArchiveRefusedError(
      `The zip cannot be read (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const entries: ArchiveEntryInfo[] = [...byName.values()].map((entry) => ({
    name: entry.fileName,
    size: entry.uncompressedSize,
  }));
  return {
    kind: 'zip',
    entries,
    read(name) {
      const entry = byName.get(name);
      if (!entry) return Promise.reject(new Error(`${name} is not in the archive.`));
      return new Promise<Uint8Array>((resolve, reject) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.byteLength;
            if (size > limits.maxEntryBytes) {
              stream.destroy(new ArchiveRefusedError(`${name} inflates past its cap.`));
              return;
            }
            chunks.push(chunk);
          });
          stream.on('error', reject);
          stream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
        });
      });
    },
    close: () => zip.close(),
  };
}
