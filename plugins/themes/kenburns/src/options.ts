/** Ken Burns options: the shared slide settings, and whether posts without an image show. */
import { slideshowOptionsShape } from '@chorus/theme-kit';
import { z } from 'zod';

/** The Ken Burns options schema; `parse({})` gives 15000 ms, fadeInUp and every post. */
export const kenburnsOptionsSchema = z
  .object({
    ...slideshowOptionsShape(),
    imagesOnly: z.boolean().catch(false).meta({
      title: 'Only posts with an image',
      description:
        'Skips posts without an image. Off, they show as text slides; a wall without any image always shows its text posts.',
    }),
  })
  .meta({ title: 'Zoom and pan slideshow options' });

/** The Ken Burns options, every default filled in. */
export type KenburnsOptions = z.output<typeof kenburnsOptionsSchema>;
