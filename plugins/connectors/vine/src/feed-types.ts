/**
 * What the owner types to make a Vine source; the archive itself is uploaded with it. The spec
 * keeps one field, `vine_user_name`, with a `#` in front for a hashtag: here a user source
 * imports every post of the archive, a hashtag source only the posts whose text has the tag.
 */
import { defineFeedType } from '@chorus/connector-kit';
import { z } from 'zod';
import { vineMessages } from './messages.ts';

/** The Vine user whose archive is uploaded. */
export const userOptionsSchema = z.object({
  username: z
    .string(vineMessages.invalidUsername)
    .trim()
    .transform((value) => value.replace(/^@/, ''))
    .pipe(z.string().min(1, vineMessages.invalidUsername).max(100, vineMessages.invalidUsername))
    .meta({
      title: 'Vine username',
      description:
        'The person whose Vine archive you upload; names from uploaded archives are suggested.',
    }),
});

/** A hashtag: only the archive's posts with it are imported. */
export const hashtagOptionsSchema = z.object({
  hashtag: z
    .string(vineMessages.invalidHashtag)
    .trim()
    .transform((value) => value.replace(/^#/, ''))
    .pipe(z.string().regex(/^[\p{L}\p{N}_]{1,100}$/u, vineMessages.invalidHashtag))
    .meta({ title: 'Vine hashtag', description: 'With or without the #, e.g. #magic.' }),
});

/** The feed types of Vine, keyed by id. */
export const vineFeedTypes = {
  user: defineFeedType({
    title: 'Vine archive',
    description: "A person's posts from a Vine archive (Vine closed in 2017).",
    schema: userOptionsSchema,
    label: (options) => `@${options.username}`,
    suggestions: { username: { minChars: 2, maxItems: 6 } },
  }),
  hashtag: defineFeedType({
    title: 'Vine hashtag',
    description: 'The posts of a Vine archive with a hashtag.',
    schema: hashtagOptionsSchema,
    label: (options) => `#${options.hashtag}`,
  }),
};
