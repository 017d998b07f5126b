/** The slideshow's options: the shared slide settings (time per post, animation). */
import { slideshowOptionsShape } from '@chorus/theme-kit';
import { z } from 'zod';

/** The slideshow's options schema; `parse({})` gives 15000 ms and fadeInUp. */
export const slideshowOptionsSchema = z
  .object(slideshowOptionsShape())
  .meta({ title: 'Slideshow options' });

/** The slideshow's options, every default filled in. */
export type SlideshowOptions = z.output<typeof slideshowOptionsSchema>;
