import { z } from 'zod';

/**
 * The screening rules of a wall or of one source: what the crawl does with a new post before a
 * moderator sees it. The moderate section draws its form from this schema; the server applies
 * it through the `screenPost` hook (docs/moderation.md).
 */

/** What a filtering rule does to a post it catches: hold it for review, or reject it. */
export const ruleActionSchema = /* @__PURE__ */ z
  .enum(['hold', 'reject'])
  .meta({ title: 'Then', description: 'Hold the post for review, or reject it to the trash.' });

/** What a filtering rule does to a post it catches. */
export type RuleAction = z.infer<typeof ruleActionSchema>;

/** The languages whose profanity lists are installed (the @2toad/profanity lists). */
export const profanityLanguages = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'hi',
  'it',
  'ja',
  'ko',
  'pt',
  'ru',
  'zh',
] as const;

const wordList = (title: string, description: string) =>
  z.array(z.string().trim().min(1).max(200)).max(500).default([]).meta({ title, description });

/** The rules, each off until the owner fills it in. */
export const screeningRulesSchema = /* @__PURE__ */ z
  .object({
    blockedWords: z
      .object({
        words: wordList(
          'Blocked words and phrases',
          'Whole words in any case, accents ignored; 5h1t-style spellings are caught too.',
        ),
        action: ruleActionSchema.default('reject'),
      })
      .default({ words: [], action: 'reject' })
      .meta({ title: 'Blocked words' }),
    profanity: z
      .object({
        enabled: z.boolean().default(false).meta({ title: 'Filter profanity' }),
        languages: z
          .array(z.enum(profanityLanguages))
          .default(['en'])
          .meta({ title: 'Languages', description: 'Whose profanity lists to use.' }),
        action: ruleActionSchema.default('hold'),
      })
      .default({ enabled: false, languages: ['en'], action: 'hold' })
      .meta({ title: 'Profanity' }),
    authors: z
      .object({
        blocked: wordList(
          'Blocked authors',
          'Separated by commas: a handle for every network, or network:handle (bluesky:@jane.example). Their posts are rejected.',
        ),
        allowed: wordList(
          'Allowed authors',
          'Same form. Their posts skip manual approval unless another rule holds them.',
        ),
      })
      .default({ blocked: [], allowed: [] })
      .meta({ title: 'Authors' }),
    hashtags: z
      .object({
        required: wordList(
          'Only posts carrying',
          'Hashtags (any case); a post carrying none of them is caught. Empty: off.',
        ),
        action: ruleActionSchema.default('hold'),
      })
      .default({ required: [], action: 'hold' })
      .meta({ title: 'Hashtag moderation' }),
    media: z
      .object({
        imageOnly: z.boolean().default(false).meta({ title: 'Only posts with a picture' }),
        noLinks: z.boolean().default(false).meta({ title: 'No links in the text' }),
        action: ruleActionSchema.default('hold'),
      })
      .default({ imageOnly: false, noLinks: false, action: 'hold' })
      .meta({ title: 'Media' }),
    minLength: z
      .object({
        characters: z
          .number()
          .int()
          .min(0)
          .max(1000)
          .default(0)
          .meta({ title: 'Minimum length', description: 'Characters of text; 0: off.' }),
        action: ruleActionSchema.default('hold'),
      })
      .default({ characters: 0, action: 'hold' })
      .meta({ title: 'Length' }),
    language: z
      .object({
        allowed: z
          .array(
            z
              .string()
              .trim()
              .regex(/^[a-z]{2}$/i, 'Use two-letter language codes (en, fr).'),
          )
          .max(60)
          .default([])
          .meta({
            title: 'Allowed languages',
            description:
              'Two-letter codes (en, fr, es). Empty: off. Text too short to tell passes.',
          }),
        action: ruleActionSchema.default('hold'),
      })
      .default({ allowed: [], action: 'hold' })
      .meta({ title: 'Language' }),
    duplicates: z
      .object({
        enabled: z.boolean().default(false).meta({
          title: 'Keep duplicates once',
          description: 'The same text or picture from another source, or as a repost.',
        }),
        action: ruleActionSchema.default('reject'),
      })
      .default({ enabled: false, action: 'reject' })
      .meta({ title: 'Duplicates' }),
  })
  .meta({ title: 'Screening rules' });

/** The screening rules of a wall or source, defaults filled in. */
export type ScreeningRules = z.infer<typeof screeningRulesSchema>;

/** The rules with everything off. */
export const defaultScreeningRules: ScreeningRules = /* @__PURE__ */ screeningRulesSchema.parse({});

/** Names of the rules, as stored on a post that one of them decided. */
export type ScreeningRuleName = keyof ScreeningRules | 'allowedAuthors' | 'blockedAuthors';
