/**
 * A post as the moderation routes show it: the public shape plus what screened it (the rule
 * that decided its first state, and why). Only moderators see these; the public feed never
 * carries them.
 */
import type { PostRow, WallRow } from '../../db/schema.ts';
import { z } from 'zod';
import {
  publicPostSchema,
  shapeFor,
  toPublicPost,
  type ConnectorRegistry,
} from '../../posts/public-post.ts';

/** What the deciding rule did, whatever a moderator did since; null: unknown. */
export const screenedVerdictSchema = z.enum(['approve', 'hold', 'reject']).nullable().meta({
  description:
    'What the screening rule did: approve, hold or reject, kept when a moderator moves the post since; null: no rule decided, or the post was screened before verdicts were stored.',
});

/** The screening facts of a post. */
export const screeningFactsSchema = z.object({
  screened_rule: z.string().nullable().meta({
    description:
      'The screening rule that decided the post (blockedWords, hashtags, duplicates, allowedAuthors, plugin...); null: none did.',
  }),
  screened_verdict: screenedVerdictSchema,
  screened_reason: z
    .string()
    .nullable()
    .meta({ description: "Why the rule decided so, in the moderator's words; null: no rule." }),
});

/** A post with its screening facts. */
export const moderationPostSchema = publicPostSchema
  .extend(screeningFactsSchema.shape)
  .meta({ title: 'Moderation post' });

/** A list of posts with their screening facts. */
export const moderationPostListSchema = z.object({ posts: z.array(moderationPostSchema) });

/** A post with its screening facts. */
export type ModerationPost = z.infer<typeof moderationPostSchema>;

/** A row as the moderation routes show it on its wall. */
export function presentForModeration(
  row: PostRow,
  wall: WallRow,
  connectors?: ConnectorRegistry,
): ModerationPost {
  return {
    ...toPublicPost(row, shapeFor(wall, connectors)),
    screened_rule: row.screened_rule,
    screened_verdict: row.screened_verdict,
    screened_reason: row.screened_reason,
  };
}
