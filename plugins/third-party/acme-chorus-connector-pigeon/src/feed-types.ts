import { defineFeedType } from '@chorus/connector-kit';
import { z } from 'zod';

/** The one feed type: every note pinned in one loft. */
export const pigeonFeedTypes = {
  loft: defineFeedType({
    title: 'Loft',
    description: 'Every note pinned in one pigeon loft.',
    schema: z.object({
      loft: z
        .string()
        .trim()
        .min(1, 'Please enter a loft.')
        .meta({ title: 'Loft name', description: 'As painted above the loft door.' }),
    }),
    label: (options) => options.loft,
  }),
};
