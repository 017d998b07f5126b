import type { z } from 'zod';
import { SourceError, type Source } from '@chorus/core';

/** Any zod schema: the options schema of one feed type. */
type Schema = z.ZodType;

/** A source's feed type with its options parsed by that feed type's schema. */
export type StoredFeed<TSchemas extends Readonly<Record<string, Schema>>> = {
  [Type in keyof TSchemas & string]: {
    readonly type: Type;
    readonly options: z.output<TSchemas[Type]>;
  };
}[keyof TSchemas & string];

/**
 * Reads a source's feed type and options with the feed type's own schema, at crawl time: what
 * the owner typed is checked again, since stored options may predate a schema change. An unknown
 * feed type, or options that no longer fit, is an `invalid_source` with the schema's message
 * (the spec's), so the owner reads what to fix.
 *
 * ```ts
 * const feed = readStoredFeed(context.source, { hashtag: hashtagSchema, account: accountSchema }, 'Mastodon');
 * if (feed.type === 'hashtag') feed.options.hashtag; // typed
 * ```
 */
export function readStoredFeed<TSchemas extends Readonly<Record<string, Schema>>>(
  source: Pick<Source, 'feedType' | 'options'>,
  schemas: TSchemas,
  network: string,
): StoredFeed<TSchemas> {
  const type = source.feedType;
  const schema = Object.hasOwn(schemas, type) ? schemas[type] : undefined;
  if (!schema) throw new SourceError('invalid_source', `${network} has no feed type “${type}”.`);
  const parsed = schema.safeParse(source.options);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid options.';
    throw new SourceError('invalid_source', message);
  }
  return { type, options: parsed.data } as StoredFeed<TSchemas>;
}

/** The schema of each feed type of a connector's `feedTypes`, for {@link readStoredFeed}. */
export function feedTypeSchemas<T extends Readonly<Record<string, { readonly schema: Schema }>>>(
  feedTypes: T,
): { readonly [Type in keyof T]: T[Type]['schema'] } {
  return Object.fromEntries(
    Object.entries(feedTypes).map(([type, definition]) => [type, definition.schema]),
  ) as { readonly [Type in keyof T]: T[Type]['schema'] };
}

/**
 * A stable text naming what a source reads (`hashtag:{"hashtag":"a"}`): the key a cursor is
 * stored with, so an edit of the source (hashtag #a to #b) starts afresh.
 */
export function feedKey(feed: { readonly type: string; readonly options: unknown }): string {
  return `${feed.type}:${JSON.stringify(feed.options)}`;
}
