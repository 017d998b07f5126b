import type { Author, Cta, Media, SourceHealth } from '@chorus/core';

/**
 * The shapes of the JSON columns. The database stores them as jsonb; these types say what the
 * application writes and expects to read back.
 */

/** Who wrote a post (core's `Author`). */
export type PostAuthor = Author;
/** One image or video of a post; width and height let the wall reserve its box (core's `Media`). */
export type PostMedia = Media;
/** A call-to-action button on a post (core's `Cta`). */
export type CallToAction = Cta;
/** How crawling a source is going, shown to the owner beside it (core's `SourceHealth`). */
export type { SourceHealth };

/** Any JSON value; used where the content belongs to a plugin or a network. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object whose keys belong to a plugin, a theme or a network. */
export type JsonObject = { [key: string]: JsonValue };
