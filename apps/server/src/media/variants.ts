/**
 * A stored picture at one width in the format a browser prefers: rendered from the original
 * on first request, kept in the store, and served from there afterwards.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MediaWidth } from './hosted-media.ts';
import {
  formatFor,
  renderVariant,
  type ImageFacts,
  type ImageLimits,
  type VariantFormat,
} from './process.ts';
import { originalKey, variantKey, type MediaStore } from './store.ts';

/** A variant ready to send. */
export interface Variant {
  readonly bytes: Buffer;
  readonly format: VariantFormat;
}

/** Finds or renders variants of stored pictures. */
export interface VariantSource {
  /** The variant, or null when no picture of that hash is stored. */
  variant(hash: string, width: MediaWidth, accept: string | undefined): Promise<Variant | null>;
}

const factsCacheSize = 10_000;

/** Variants of the pictures in `store`, described by the `media_files` rows of `db`. */
export function variantSource(
  db: Kysely<Database>,
  store: MediaStore,
  limits?: ImageLimits,
): VariantSource {
  // A stored picture never changes, so what the database says about it can be kept.
  const facts = new Map<string, ImageFacts>();
  const rendering = new Map<string, Promise<Buffer>>();

  async function factsOf(hash: string): Promise<ImageFacts | null> {
    const known = facts.get(hash);
    if (known) return known;
    const row = await db
      .selectFrom('media_files')
      .select(['format', 'width', 'height', 'animated'])
      .where('hash', '=', hash)
      .executeTakeFirst();
    if (!row) return null;
    if (facts.size >= factsCacheSize) facts.clear();
    facts.set(hash, row);
    return row;
  }

  async function render(hash: string, picture: ImageFacts, width: number, format: VariantFormat) {
    const original = await store.get(originalKey(hash));
    if (original === null) throw new Error(`The original of ${hash} is missing from the store.`);
    const bytes = await renderVariant(original, picture, width, format, limits);
    await store.put(variantKey(hash, width, format), bytes);
    return bytes;
  }

  return {
    async variant(hash, width, accept) {
      const picture = await factsOf(hash);
      if (picture === null) return null;
      const format = formatFor(accept, picture.animated);
      const key = variantKey(hash, width, format);
      const stored = await store.get(key);
      if (stored !== null) return { bytes: stored, format };
      // Two requests for a variant not rendered yet share one rendering.
      let pending = rendering.get(key);
      if (!pending) {
        pending = render(hash, picture, width, format).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return { bytes: await pending, format };
    },
  };
}
