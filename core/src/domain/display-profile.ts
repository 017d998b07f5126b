import { z } from 'zod';
import { defaultMinColumnWidthPx, defaultTransitionDelayMs } from '../rules/constants.ts';
import { defaultLanguage, languageNames, shippedLanguages } from '../i18n/languages.ts';

// A bad value in stored settings drops that one setting instead of the whole profile.
function optionalSetting<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

const pixels = z.coerce.number().int().nonnegative();

/** A banner shown above the wall. */
export const bannerSchema = z
  .object({
    url: z
      .string()
      .meta({ title: 'Banner image', description: 'Address of the banner image.', format: 'uri' }),
    width: optionalSetting(pixels).meta({ title: 'Width', description: 'In px.' }),
    height: optionalSetting(pixels).meta({ title: 'Height', description: 'In px.' }),
  })
  .meta({ title: 'Banner', description: 'An image shown above the wall.' });

/** A banner shown above the wall. */
export type Banner = z.infer<typeof bannerSchema>;

/** The wall-wide call-to-action button, inherited by posts of the listed sources. */
export const wallCtaSchema = z
  .object({
    url: z.string().meta({ title: 'Link', description: 'Where the button leads.', format: 'uri' }),
    text: z.string().default('').meta({ title: 'Button text' }),
    color: z.string().optional().meta({ title: 'Button colour', format: 'color' }),
    icon: z.string().optional().meta({ title: 'Icon' }),
    text_color: z.string().optional().meta({ title: 'Text colour', format: 'color' }),
    feeds: z
      .array(z.coerce.string())
      .default([])
      .meta({ title: 'Sources', description: 'Ids of the sources whose posts show the button.' }),
  })
  .meta({ title: 'Call to action', description: 'A button shown on posts of chosen sources.' });

/** The wall-wide call-to-action button. */
export type WallCta = z.infer<typeof wallCtaSchema>;

/**
 * The language a wall's visitors read it in: its messages, buttons, labels and dates
 * (docs/i18n.md). English unless the owner picks another; `?lang=` overrides it per page.
 */
export const wallLanguageSchema = z
  .union(
    shippedLanguages.map((language) =>
      z.literal(language).meta({ title: languageNames[language] }),
    ),
  )
  .default(defaultLanguage)
  .meta({
    title: 'Language',
    description: 'What visitors read the wall in: messages, buttons, dates. English by default.',
  });

/**
 * Display settings of a wall (the spec's `embed_display_profile`). Keys keep the spec's names
 * because they are stored as JSON and sent to embeds as-is; unknown keys (slider, dropdown and
 * checkbox options keyed by name, and the options a theme declares for itself, read with
 * `readDisplayOptions`) are kept.
 */
export const displayProfileSchema = z
  .looseObject({
    postwidth: optionalSetting(pixels).meta({ title: 'Post width', description: 'In px.' }),
    postpadding: optionalSetting(pixels).meta({ title: 'Post padding', description: 'In px.' }),
    sliderwidth: optionalSetting(pixels).meta({ title: 'Slider post width' }),
    sliderpadding: optionalSetting(pixels).meta({ title: 'Slider post padding' }),
    slidertextconfig: optionalSetting(z.union([z.string(), z.number()])).meta({
      title: 'Slider text layout',
    }),
    banner: optionalSetting(bannerSchema),
    cta: optionalSetting(wallCtaSchema),
    transitionDelay: pixels.catch(defaultTransitionDelayMs).meta({
      title: 'Transition delay',
      description: 'Milliseconds each slide stays on screen.',
    }),
    animationIndex: optionalSetting(z.coerce.number().int().min(0).max(8)).meta({
      title: 'Animation',
      description: 'Index into the slideshow animations.',
    }),
    fontcolor_post: optionalSetting(z.string()).meta({
      title: 'Post text colour',
      format: 'color',
    }),
    autoscroll: optionalSetting(z.union([z.boolean(), z.coerce.number()])).meta({
      title: 'Autoscroll',
    }),
    language: optionalSetting(wallLanguageSchema),
    mincolumnwidth: pixels.catch(defaultMinColumnWidthPx).meta({ title: 'Minimum column width' }),
    ignoreReducedMotion: optionalSetting(z.boolean()).meta({
      title: 'Ignore reduced motion',
      description:
        'For an event screen: slideshows and moving themes keep moving even where the viewer ' +
        'asked for reduced motion.',
    }),
  })
  .meta({ title: 'Display settings', description: 'How a wall is drawn.' });

/** Display settings of a wall, with defaults filled in. */
export type DisplayProfile = z.infer<typeof displayProfileSchema>;
