/**
 * Archive sources: a network that closed (Google+, Vine) is read from the archive its person
 * downloaded, uploaded once by the owner, instead of crawled. A connector declares what it
 * accepts (size, content types) and a parser that yields its posts one at a time, so a large
 * archive is imported in bounded memory. The server stores the upload, opens it (a zip with
 * capped entries and inflated size, or one plain file) and runs the import as a job.
 */
import type { NormalizedPost, Source } from '../domain/index.ts';
import type { ConnectorPlugin } from './contracts.ts';

/** One file of an uploaded archive. */
export interface ArchiveEntryInfo {
  /** Its path inside the zip (`Takeout/Google+ Stream/Posts/x.json`), or the upload's name. */
  readonly name: string;
  /** Its size once inflated, in bytes. */
  readonly size: number;
}

/** An uploaded archive, opened by the server: read it only through this. */
export interface ArchiveReader {
  /** `zip` for a zip file, `file` for one plain file (its only entry is the upload). */
  readonly kind: 'zip' | 'file';
  /** Every file in it (directories left out). */
  readonly entries: readonly ArchiveEntryInfo[];
  /** One file's bytes; throws when it is absent or over the server's per-entry cap. */
  read(name: string): Promise<Uint8Array>;
}

/** What a parser yields for each post it finds: the wire item, or why it was skipped. */
export type ArchiveParsed<TItem> =
  | {
      readonly ok: true;
      readonly item: TItem;
      /** Archive entries this post shows (pictures in the zip), in order. */
      readonly files?: readonly string[];
    }
  | { readonly ok: false; readonly where: string; readonly reason: string };

/** A picture of the archive stored by the server, as `toPost` receives it. */
export interface ArchivePicture {
  /** The address the post names it by (the server serves its stored copy instead). */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** What a connector declares to be made from an uploaded archive. */
export interface ConnectorArchive<TItem = unknown> {
  /** Largest upload accepted, in bytes. */
  readonly maxBytes: number;
  /** Content types accepted (`application/zip`, `application/json`). */
  readonly contentTypes: readonly string[];
  /** File name endings accepted, for the file picker (`.zip`, `.json`). */
  readonly extensions: readonly string[];
  /** A line telling the owner what to upload, shown under the file field. */
  readonly hint: string;
  /**
   * How many posts the archive holds (the progress bar's total); may be an estimate counted
   * without parsing every post. Throw a `SourceError` for an archive that is not this kind.
   */
  count(reader: ArchiveReader, source: Source): Promise<number>;
  /** Yields the archive's posts one at a time; malformed ones as `ok: false`, never a throw. */
  parse(reader: ArchiveReader, source: Source): AsyncIterable<ArchiveParsed<TItem>>;
  /** Turns one item into a post; `pictures` are its stored `files`, in order, when any. */
  toPost(item: TItem, source: Source, pictures: readonly ArchivePicture[]): NormalizedPost;
}

/** A connector plugin that takes an uploaded archive. */
export type ArchiveConnector = ConnectorPlugin & { readonly archive: ConnectorArchive };

/** The archive a connector takes, or undefined for a crawled network. */
export function archiveOf(connector: ConnectorPlugin): ConnectorArchive | undefined {
  const archive = (connector as { archive?: ConnectorArchive }).archive;
  return archive && typeof archive.parse === 'function' ? archive : undefined;
}

/** What the connect dialog needs to draw the file field. */
export interface ArchiveDescription {
  readonly maxBytes: number;
  readonly contentTypes: string[];
  readonly extensions: string[];
  readonly hint: string;
}

/** The description of a connector's archive, for `GET /api/plugins`. */
export function describeArchive(archive: ConnectorArchive): ArchiveDescription {
  return {
    maxBytes: archive.maxBytes,
    contentTypes: [...archive.contentTypes],
    extensions: [...archive.extensions],
    hint: archive.hint,
  };
}
