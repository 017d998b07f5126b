/**
 * Reads a Google Takeout zip of Google+ Stream one post file at a time: the post files are
 * found from the zip's directory (no file is read to count them), each is read, checked and
 * yielded on its own, and a broken one is reported and skipped while the rest go on.
 */
import { baseName, folderOf, readArchiveJson } from '@chorus/connector-kit';
import { SourceError, type ArchiveParsed, type ArchiveReader } from '@chorus/core';
import { googleplusMessages } from './messages.ts';
import { takeoutSeconds } from './time.ts';
import {
  takeoutMediaSchema,
  takeoutPostSchema,
  type GoogleplusItem,
  type TakeoutMedia,
  type TakeoutPost,
} from './wire.ts';
import { htmlPost } from './html-post.ts';

/** A post file: `…/Posts/<name>.json` (or `.html`, older exports), any language's folders. */
const postFile = /(^|\/)Posts\/[^/]+\.(json|html?)$/i;
/** The pictures a wall can show. */
const pictureFile = /\.(jpe?g|png|gif|webp|avif|heic|heif|tiff?)$/i;

/** The export's post files, in name order (the names start with the post's date). */
export function postEntries(reader: ArchiveReader): string[] {
  return reader.entries
    .map((entry) => entry.name)
    .filter((name) => postFile.test(name))
    .sort();
}

/** The number of posts in the export; refuses what is not a Google+ Takeout zip. */
export function countGoogleplus(reader: ArchiveReader): Promise<number> {
  const count = reader.kind === 'zip' ? postEntries(reader).length : 0;
  if (count === 0) {
    return Promise.reject(new SourceError('invalid_source', googleplusMessages.notTakeout));
  }
  return Promise.resolve(count);
}

/** The exported file of one media of a post in `folder`, when the export holds it. */
function fileOf(media: TakeoutMedia, folder: string, names: ReadonlySet<string>): string | null {
  const candidates: string[] = [];
  if (media.localFilePath) candidates.push(media.localFilePath);
  if (media.url) {
    try {
      candidates.push(decodeURIComponent(baseName(new URL(media.url).pathname)));
    } catch {
      // Not an address: only the local name can find it.
    }
  }
  for (const candidate of candidates) {
    const name = candidate.includes('/') ? candidate : `${folder}${candidate}`;
    if (names.has(name) && pictureFile.test(name)) return name;
  }
  return null;
}

/** The media a post names, single or in an album, each read on its own. */
function mediaOf(post: TakeoutPost): TakeoutMedia[] {
  const listed = [post.media, ...(post.album?.media ?? [])];
  const media: TakeoutMedia[] = [];
  for (const entry of listed) {
    if (entry === undefined || entry === null) continue;
    const parsed = takeoutMediaSchema.safeParse(entry);
    if (parsed.success && (parsed.data.url || parsed.data.localFilePath)) media.push(parsed.data);
  }
  return media;
}

/** Reads one post file into an item, or why it cannot be one. */
async function readPost(
  reader: ArchiveReader,
  entry: string,
  names: ReadonlySet<string>,
): Promise<ArchiveParsed<GoogleplusItem>> {
  const where = baseName(entry);
  let post: TakeoutPost;
  if (/\.html?$/i.test(entry)) {
    const html = new TextDecoder().decode(await reader.read(entry));
    const read = htmlPost(html, where);
    if (!read) return { ok: false, where, reason: 'no post in this page' };
    post = read;
  } else {
    let json: unknown;
    try {
      json = await readArchiveJson(reader, entry);
    } catch (error) {
      return { ok: false, where, reason: error instanceof Error ? error.message : String(error) };
    }
    const parsed = takeoutPostSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        ok: false,
        where,
        reason: issue ? `${issue.path.join('.') || 'post'}: ${issue.message}` : 'not a post',
      };
    }
    post = parsed.data;
  }
  if (takeoutSeconds(post.creationTime) === null) {
    return { ok: false, where, reason: `creationTime: not a time (${post.creationTime})` };
  }
  const folder = folderOf(entry);
  const media = mediaOf(post).map((item) => ({ media: item, file: fileOf(item, folder, names) }));
  return { ok: true, item: { entry, post, media }, files: media.flatMap((m) => m.file ?? []) };
}

/** Yields the export's posts in name order, one file read at a time. */
export async function* parseGoogleplus(
  reader: ArchiveReader,
): AsyncGenerator<ArchiveParsed<GoogleplusItem>> {
  const names = new Set(reader.entries.map((entry) => entry.name));
  for (const entry of postEntries(reader)) {
    try {
      yield await readPost(reader, entry, names);
    } catch (error) {
      yield {
        ok: false,
        where: baseName(entry),
        reason: error instanceof Error ? error.message : String(error),
      };
    }
  }
}
