/**
 * The options schema of a masonry variant: the display settings the spec gives these themes,
 * with this variant's defaults (post sizes from variant-facts.ts). A bad stored value falls
 * back to its default instead of failing the wall. The editor draws its controls from it.
 */
import { z } from 'zod';
import { colourPattern, masonryOptionDefaults, maxOptionPixels } from './option-values.ts';
import { variantFacts } from './variant-facts.ts';
import type { MasonryVariant } from './variants.ts';

const pixels = (fallback: number) =>
  z.coerce.number().int().nonnegative().max(maxOptionPixels).default(fallback).catch(fallback);

const colour = (fallback: string) =>
  z.string().trim().regex(colourPattern).default(fallback).catch(fallback);

/** The options schema of one variant; `parse({})` gives every default. */
export function masonryOptionsSchema(variant: MasonryVariant) {
  const defaults = masonryOptionDefaults(variant);
  return z
    .object({
      postwidth: pixels(defaults.postwidth).meta({
        title: 'Post width',
        description: 'The width a column aims for, in px.',
      }),
      postpadding: pixels(defaults.postpadding).meta({
        title: 'Post padding',
        description: 'Space between posts, in px.',
      }),
      mincolumnwidth: pixels(defaults.mincolumnwidth).meta({
        title: 'Minimum column width',
        description: 'Columns never get narrower than this, in px (the address may override it).',
      }),
      fontcolor_post: colour(defaults.fontcolor_post).meta({
        title: 'Post text colour',
        description: 'A CSS colour, e.g. #1c1e21.',
      }),
      postbackground: colour(defaults.postbackground).meta({
        title: 'Post background colour',
        description: 'A CSS colour, e.g. #ffffff.',
      }),
    })
    .meta({ title: `${variantFacts[variant].displayName} options` });
}

/** The options of a masonry variant, every default filled in. */
export type MasonryOptions = z.output<ReturnType<typeof masonryOptionsSchema>>;
