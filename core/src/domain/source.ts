import { z } from 'zod';
import { networkIdSchema } from './plugin-id.ts';

/** Whether a source's posts need approval: 0 public (shown at once), 1 manual approval. */
export const sourcePrivacySchema = z
  .union([z.literal(0), z.literal(1)])
  .default(0)
  .meta({
    title: 'Moderation',
    description: '0: posts appear at once; 1: posts wait for approval.',
  });

/** 0 public, 1 manual approval. */
export type SourcePrivacy = z.infer<typeof sourcePrivacySchema>;

/**
 * Lifecycle of a source: `needs_reauth` is spec status -2, `token_expired` spec -1 (LinkedIn),
 * `paused` is a Chorus addition for sources an owner stops without deleting.
 */
export const sourceStatusSchema = z
  .enum(['active', 'needs_reauth', 'token_expired', 'paused'])
  .meta({ title: 'Status' });

/** Lifecycle of a source. */
export type SourceStatus = z.infer<typeof sourceStatusSchema>;

/** The quota or rate limit a source's network holds it to, as its last crawl saw it. */
export const sourceQuotaSchema = z
  .object({
    unit: z.enum(['requests', 'units', 'searches']),
    period: z.enum(['window', 'day']),
    limit: z.number().min(0).nullable(),
    remaining: z.number().min(0).nullable(),
    resetsAt: z.number().int().nullable().meta({ description: 'Unix seconds.' }),
  })
  .meta({ title: 'Quota', description: 'Requests of a rate-limit window or units of a budget.' });

/** The quota or rate limit a source's network holds it to, as stored with its health. */
export type StoredSourceQuota = z.infer<typeof sourceQuotaSchema>;

/**
 * Pictures of the source's posts the media job could not store (given up or still retrying);
 * kept beside the crawl's health and never changing its state.
 */
export const sourceMediaHealthSchema = z
  .object({
    failing: z.number().int().min(1),
    lastError: z.string(),
    at: z.number().int().meta({ description: 'Unix seconds.' }),
  })
  .meta({ title: 'Media health', description: 'Pictures that could not be stored.' });

/** Pictures of a source's posts that could not be stored. */
export type SourceMediaHealth = z.infer<typeof sourceMediaHealthSchema>;

/** How the last crawls of a source went. */
export const sourceHealthSchema = z
  .object({
    state: z.enum(['ok', 'needs_reauth', 'rate_limited', 'failing']).default('ok'),
    lastError: z.string().nullable().default(null),
    lastErrorAt: z.number().int().nullable().default(null).meta({ description: 'Unix seconds.' }),
    retryAt: z.number().int().nullable().default(null).meta({ description: 'Unix seconds.' }),
    quota: sourceQuotaSchema.optional(),
    media: sourceMediaHealthSchema.optional(),
  })
  .meta({ title: 'Health', description: 'How the last crawls of this source went.' });

/** How the last crawls of a source went. */
export type SourceHealth = z.infer<typeof sourceHealthSchema>;

/** A source (the spec's connected account): one feed of one network feeding one wall. */
export const sourceSchema = z
  .object({
    id: z.string().min(1),
    wallId: z.string().min(1),
    network: networkIdSchema,
    feedType: z
      .string()
      .min(1)
      .meta({ description: 'Connector feed type, e.g. a handle, a hashtag or a list.' }),
    options: z
      .record(z.string(), z.unknown())
      .default({})
      .meta({ description: 'What the owner typed, validated by the connector feed type schema.' }),
    label: z.string().default('').meta({ description: 'Name shown in the collection bar.' }),
    privacy: sourcePrivacySchema,
    status: sourceStatusSchema.default('active'),
    lastCrawledAt: z
      .number()
      .int()
      .nullable()
      .default(null)
      .meta({ description: 'Unix seconds; null until the first import finished.' }),
    cursor: z.string().nullable().default(null),
    health: sourceHealthSchema.default({
      state: 'ok',
      lastError: null,
      lastErrorAt: null,
      retryAt: null,
    }),
  })
  .meta({ title: 'Source', description: 'A connected account, hashtag or feed.' });

/** A source with every default filled in. */
export type Source = z.infer<typeof sourceSchema>;
