import { z } from 'zod';

/** The pigeon connector's plugin options, as written in `chorus.config.ts`. */
export const pigeonOptionsSchema = z.object({
  /** Signed under every note. */
  keeper: z.string().trim().min(1).default('the keeper').meta({ title: 'Loft keeper' }),
  /** Pages of notes read per crawl. */
  maxPages: z.number().int().min(1).max(5).default(1).meta({ title: 'Pages per crawl' }),
});

/** The validated options. */
export type PigeonOptions = z.output<typeof pigeonOptionsSchema>;
