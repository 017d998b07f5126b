/**
 * Writes a wall's posts as CSV: one row per post, read in keyset pages by id (a page at a
 * time in memory, never the wall) and streamed through csv-stringify into the file, so a wall
 * of any size is written in bounded memory. Cells a spreadsheet would run as a formula are
 * made text (see {@link defuseFormula}).
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import type { Database, PostsTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';
import { plainText } from '../screening/text.ts';

/** The header row, in column order. */
export const csvColumns = [
  'id',
  'network',
  'author_name',
  'author_handle',
  'author_link',
  'title',
  'text',
  'link',
  'media_urls',
  'posted_at',
  'state',
  'pinned',
  'highlighted',
  'likes',
  'comments',
  'content_warning',
] as const;

/** Posts read per page. */
export const csvPageSize = 500;

/**
 * Spreadsheets run a cell starting with = + - @, a tab or a carriage return as a formula
 * (CSV injection, OWASP): such a text gets a leading apostrophe, so it shows as written.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

type PostForCsv = Pick<
  Selectable<PostsTable>,
  | 'id'
  | 'network'
  | 'author'
  | 'title'
  | 'description'
  | 'url'
  | 'media'
  | 'created_at'
  | 'state'
  | 'trashed_at'
  | 'pinned_at'
  | 'highlight'
  | 'likes'
  | 'comments'
  | 'content_warning'
>;

/** The post's state in words: approved, recurring, pending, rejected, or trashed. */
export function csvState(post: Pick<PostForCsv, 'state' | 'trashed_at'>): string {
  if (post.trashed_at !== null) return 'trashed';
  if (post.state === 'removed') return 'rejected';
  if (post.state === 'approved-recurring') return 'recurring';
  return post.state;
}

/** One post as a CSV row, in {@link csvColumns} order. */
export function csvRow(post: PostForCsv): (string | number)[] {
  const text = (value: string | null | undefined) => defuseFormula(value ?? '');
  const author = post.author;
  return [
    post.id,
    text(post.network),
    text(author.name ?? author.fullname ?? ''),
    text(author.username ?? ''),
    text(author.link ?? ''),
    text(plainText(post.title)),
    text(plainText(post.description)),
    text(post.url),
    text(post.media.map((item) => item.url).join(' ')),
    new Date(post.created_at * 1000).toISOString(),
    csvState(post),
    post.pinned_at !== null ? 'true' : 'false',
    post.highlight ? 'true' : 'false',
    post.likes,
    post.comments,
    text(post.content_warning),
  ];
}

/** The wall's posts, page by page, as CSV rows (the header first). */
async function* csvRows(
  db: Kysely<Database>,
  wallId: number,
  onPage: (written: number) => Promise<void>,
  pageSize: number,
): AsyncGenerator<(string | number)[]> {
  yield [...csvColumns];
  let after = 0;
  let written = 0;
  for (;;) {
    const page = await db
      .selectFrom('posts')
      .select([
        'id',
        'network',
        'author',
        'title',
        'description',
        'url',
        'media',
        'created_at',
        'state',
        'trashed_at',
        'pinned_at',
        'highlight',
        'likes',
        'comments',
        'content_warning',
      ])
      .where('wall_id', '=', wallId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const post of page) yield csvRow(post);
    if (page.length === 0) break;
    after = Number(page[page.length - 1]!.id);
    written += page.length;
    await onPage(written);
    if (page.length < pageSize) break;
  }
}

/** Writes the wall's posts to `file`; `onPage` hears the posts written so far. */
export async function writeWallCsv(
  db: Kysely<Database>,
  wallId: number,
  file: string,
  onPage: (written: number) => Promise<void> = async () => undefined,
  pageSize = csvPageSize,
): Promise<void> {
  await pipeline(
    Readable.from(csvRows(db, wallId, onPage, pageSize)),
    // A byte-order mark, so spreadsheets read the UTF-8 (accents, emoji) as UTF-8.
    stringify({ bom: true, record_delimiter: 'windows' }),
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
}
