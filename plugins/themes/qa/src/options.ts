/** The Q&A's options: the shared slide settings, and how many questions wait in view. */
import { slideshowOptionsShape } from '@chorus/theme-kit';
import { z } from 'zod';

/** The Q&A's options schema; `parse({})` gives 15000 ms, fadeInUp and three questions up next. */
export const qaOptionsSchema = z
  .object({
    ...slideshowOptionsShape(),
    upNextCount: z.coerce.number().int().min(0).max(6).catch(3).meta({
      title: 'Questions up next',
      description:
        'How many of the next questions are listed beside the one shown (0 hides the list).',
    }),
  })
  .meta({ title: 'Question and answer options' });

/** The Q&A's options, every default filled in. */
export type QaOptions = z.output<typeof qaOptionsSchema>;
