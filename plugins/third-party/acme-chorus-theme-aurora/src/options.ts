/**
 * The display options of a wall in this theme (its edit panel draws them from this schema). A
 * bad stored value falls back to its default instead of failing the wall.
 */
import { z } from 'zod';

const pixels = (fallback: number) =>
  z.coerce.number().int().min(0).max(4000).default(fallback).catch(fallback);

/** The schema, with the installer's tagline as the default. */
export function auroraOptionsSchema(plugin: { readonly tagline: string }) {
  return z.object({
    tagline: z
      .string()
      .trim()
      .max(120)
      .default(plugin.tagline)
      .catch(plugin.tagline)
      .meta({ title: 'Tagline', description: 'Shown above the posts.' }),
    postwidth: pixels(280).meta({ title: 'Post width', description: 'Column width, in px.' }),
    postpadding: pixels(20).meta({
      title: 'Post padding',
      description: 'Space between posts, in px.',
    }),
  });
}
