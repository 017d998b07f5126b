/**
 * Reads a Vine archive's JSON. The file is at most the upload cap (64 MB) and is parsed once;
 * its posts are then checked and yielded one at a time, a malformed one reported and skipped
 * while the rest go on.
 */
import { readArchiveJson } from '@chorus/connector-kit';
import { SourceError, type ArchiveParsed, type ArchiveReader, type Source } from '@chorus/core';
import { vineMessages } from './messages.ts';
import { rememberUsername } from './usernames.ts';
import { vineRecordSchema, type VineItem } from './wire.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The records of an archive's JSON, whatever the accepted wrapper; null when none fits. */
export function recordsOf(json: unknown): unknown[] | null {
  if (Array.isArray(json)) return json;
  if (!isObject(json)) return null;
  if (Array.isArray(json['records'])) return json['records'];
  if (Array.isArray(json['posts'])) return json['posts'];
  const data = json['data'];
  if (isObject(data) && Array.isArray(data['records'])) return data['records'];
  if (typeof json['created'] === 'string') return [json];
  return null;
}

const read = new WeakMap<ArchiveReader, Promise<unknown[]>>();

/** The records of the uploaded file, read and parsed once per opened archive. */
function recordsIn(reader: ArchiveReader): Promise<unknown[]> {
  let records = read.get(reader);
  if (!records) {
    records = (async () => {
      const json = reader.entries.filter(
        (entry) => /\.json$/i.test(entry.name) || reader.kind === 'file',
      );
      const first = json[0];
      if (!first || json.length !== 1)
        throw new SourceError('invalid_source', vineMessages.notArchive);
      let parsed: unknown;
      try {
        parsed = await readArchiveJson(reader, first.name);
      } catch {
        throw new SourceError('invalid_source', vineMessages.notJson);
      }
      const found = recordsOf(parsed);
      if (!found || found.length === 0)
        throw new SourceError('invalid_source', vineMessages.notArchive);
      return found;
    })();
    read.set(reader, records);
  }
  return records;
}

/** The number of posts in the archive; refuses a file that is not one. */
export async function countVine(reader: ArchiveReader): Promise<number> {
  return (await recordsIn(reader)).length;
}

/** Unix seconds of Vine's `created` (`2013-01-02T16:12:23.000000`, UTC), or null. */
export function vineSeconds(created: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
    created.trim(),
  );
  if (!match) return null;
  const zone = match[3] ? match[3].replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2') : 'Z';
  const ms = Date.parse(`${match[1]}T${match[2]}${zone}`);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/** The hashtags of a post's text, lower-cased, without the `#`. */
export function hashtagsOf(text: string): string[] {
  return [...text.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((match) => (match[1] ?? '').toLowerCase());
}

/** Yields the archive's posts in file order; a hashtag source keeps only those with its tag. */
export async function* parseVine(
  reader: ArchiveReader,
  source: Source,
): AsyncGenerator<ArchiveParsed<VineItem>> {
  const records = await recordsIn(reader);
  const tag =
    source.feedType === 'hashtag'
      ? String(source.options['hashtag'] ?? '')
          .replace(/^#/, '')
          .toLowerCase()
      : null;
  for (const [index, raw] of records.entries()) {
    const where = `post ${index + 1}`;
    const parsed = vineRecordSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      yield {
        ok: false,
        where,
        reason: issue ? `${issue.path.join('.') || 'post'}: ${issue.message}` : 'not a post',
      };
      continue;
    }
    const record = parsed.data;
    if (vineSeconds(record.created) === null) {
      yield { ok: false, where, reason: `created: not a time (${record.created})` };
      continue;
    }
    if (!record.postIdStr && !record.postId && !record.permalinkUrl) {
      yield { ok: false, where, reason: 'no postId or permalinkUrl' };
      continue;
    }
    if (record.username) rememberUsername(record.username);
    if (tag !== null && !hashtagsOf(record.description ?? '').includes(tag)) {
      yield { ok: false, where, reason: `not tagged #${tag}` };
      continue;
    }
    yield { ok: true, item: { index, record } };
  }
}
