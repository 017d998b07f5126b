/**
 * What an owner sends to connect or change a source: the feed type and its options, validated
 * by that feed type's own zod schema so the connector's messages reach the owner.
 */
import { formatMessage, messages, urlScheme } from '@chorus/core';
import type { ConnectorPlugin, FeedTypeDefinition } from '@chorus/core/host';
import { z } from 'zod';
import type { JsonObject } from '../../db/json-shapes.ts';
import type { SourceAddressCheck } from './source-address.ts';
import { credentialsInputSchema } from './source-credentials.ts';
import type { Issue } from './wall-input.ts';

const privacySchema = z.union([z.literal(0), z.literal(1)], {
  error: formatMessage('fieldInvalid', { field: 'privacy' }),
});

const optionsSchema = z
  .record(z.string().max(64), z.unknown())
  .default({})
  .meta({ description: "What the owner typed, checked by the feed type's schema." });

/** Connecting a source: which wall, which feed type, what was typed, moderated or not. */
export const newSourceSchema = z.object({
  wall: z
    .string({ error: messages.userIdMissing })
    .trim()
    .min(1, messages.userIdMissing)
    .max(200)
    .meta({ description: 'The user name of the wall the source feeds.' }),
  feed_type: z.string().min(1).max(64).meta({ description: "One of the connector's feed types." }),
  options: optionsSchema,
  privacy: privacySchema.default(0).meta({ description: '0 public, 1 manual approval.' }),
  credentials: credentialsInputSchema,
});

/** Changing a source: moderation, pausing, or what was typed. */
export const sourceChangesSchema = z.object({
  privacy: privacySchema.optional(),
  status: z
    .enum(['active', 'paused'], { error: formatMessage('fieldInvalid', { field: 'status' }) })
    .optional(),
  // No default here: a change that leaves the options out keeps them (a default `{}` would
  // check an empty form against the feed type and refuse the change).
  options: z
    .record(z.string().max(64), z.unknown())
    .optional()
    .meta({ description: "What the owner typed, checked by the feed type's schema." }),
  credentials: credentialsInputSchema,
});

/** Options checked by a feed type: the stored (parsed) options and the label, or the issues. */
export type CheckedOptions =
  | { readonly ok: true; readonly options: JsonObject; readonly label: string }
  | { readonly ok: false; readonly issues: Issue[] };

/** The feed type of a connector, if it has one by that id. */
export function feedTypeOf(
  connector: ConnectorPlugin,
  feedType: string,
): FeedTypeDefinition | undefined {
  return Object.hasOwn(connector.feedTypes, feedType) ? connector.feedTypes[feedType] : undefined;
}

/**
 * The message for a refused option: a feed address with another scheme than http(s) (`file:`,
 * `gopher:`) is told so, not "are you forgetting the 'http://'?", which fits a bare host only.
 */
function optionMessage(message: string, value: unknown): string {
  const scheme = typeof value === 'string' ? urlScheme(value) : null;
  if (message !== messages.rssUrlInvalid || scheme === null) return message;
  return formatMessage('feedAddressScheme', { scheme: `${scheme}:` });
}

/** Checks options with the feed type's schema; the label comes from the feed type. */
export function checkOptions(feedType: FeedTypeDefinition, options: unknown): CheckedOptions {
  const parsed = feedType.schema.safeParse(options);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: ['options', ...issue.path.map(String)].join('.'),
        message: optionMessage(
          issue.message,
          issue.path.length === 1 && typeof options === 'object' && options !== null
            ? (options as Record<string, unknown>)[String(issue.path[0])]
            : undefined,
        ),
      })),
    };
  }
  return {
    ok: true,
    options: parsed.data as JsonObject,
    label: feedType.label(parsed.data),
  };
}

/** {@link checkOptions}, then the feed addresses among the options (none private or local). */
export async function checkSourceOptions(
  check: SourceAddressCheck,
  feedType: FeedTypeDefinition,
  options: unknown,
): Promise<CheckedOptions> {
  const checked = checkOptions(feedType, options);
  if (!checked.ok) return checked;
  const refused = await check(checked.options);
  return refused ? { ok: false, issues: [refused] } : checked;
}
