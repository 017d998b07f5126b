import type { FetchContext, FetchResult } from '@chorus/connector-kit';
import { z } from 'zod';
import type { PigeonOptions } from './options.ts';

const noteSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  sender: z.string(),
  /** Unix seconds; absent when the pigeon forgot. */
  sentAt: z.number().int().optional(),
});

const pageSchema = z.object({ notes: z.array(noteSchema), next: z.string().nullable() });

/** One note as the loft's API sends it, with what the crawl adds. */
export type PigeonNote = z.infer<typeof noteSchema> & {
  /** Who signs it: the connector's `keeper` option. */
  readonly keeper: string;
  /** When the crawl read it, for a note without `sentAt` (unix seconds). */
  readonly readAt: number;
};

/** Reads up to `maxPages` pages of a loft's notes after the cursor. */
export async function fetchLoft(
  context: FetchContext<string, PigeonOptions>,
): Promise<FetchResult<PigeonNote, string>> {
  const { source, http, baseUrls, signal, options, logger, clock } = context;
  const loft = String(source.options['loft'] ?? '');
  const readAt = Math.floor(clock.now().getTime() / 1000);
  const items: PigeonNote[] = [];
  let cursor = context.cursor;
  for (let page = 0; page < options.maxPages; page += 1) {
    const url = new URL(`/lofts/${encodeURIComponent(loft)}/notes`, baseUrls['api']);
    if (cursor) url.searchParams.set('after', cursor);
    const response = await http(url, { signal });
    if (!response.ok) throw new Error(`The loft answered ${response.status}.`);
    const body = pageSchema.parse(await response.json());
    items.push(...body.notes.map((note) => ({ ...note, keeper: options.keeper, readAt })));
    logger.info('read a page of notes', { loft, notes: body.notes.length });
    if (body.next === null) break;
    cursor = body.next;
  }
  return { items, cursor };
}
