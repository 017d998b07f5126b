/**
 * The schemas the personalize section draws besides the theme's own options: the wall's
 * switches and custom CSS, its appearance settings (the spec's fonts, colours, positions and
 * backgrounds), and the display settings that every theme shares (banner, call to action),
 * taken from core's schemas. Data for the one form renderer, never hand-drawn forms.
 */
import { bannerSchema, wallCtaSchema, wallLanguageSchema, type FeatureFlag } from '@chorus/core';
import {
  appearanceChoiceLabels,
  coreSchemaTexts,
  schemaTextTable,
  translateSchemaText,
  translateSchemaTexts,
  type ShippedLanguage,
} from '@chorus/core/i18n';
import type { FieldSpec, SchemaNode } from '../../forms/schema-fields.ts';
import type { TextFormatter } from '../../i18n/texts.ts';
import type { ProfileAccount } from '../editor-data.ts';
import type { EditTextKey } from '../texts.ts';

/** The wall's 0/1 switches and custom CSS (top-level profile fields). */
export const wallFieldsSchema: SchemaNode = {
  type: 'object',
  properties: {
    textupdates: { type: 'boolean', title: 'Show text-only posts' },
    sharebuttons: { type: 'boolean', title: 'Share buttons' },
    show_author: { type: 'boolean', title: 'Show the author' },
    enable_realtime: {
      type: 'boolean',
      title: 'Live updates',
      description: 'New posts appear on open walls without a reload.',
    },
    custom_css: {
      type: 'string',
      format: 'css',
      title: 'Custom CSS',
      description: 'Rules added to the wall page after the theme’s own.',
    },
  },
};

/** Options of an appearance choice: the stored value, labelled with core's words. */
function choices(...values: (keyof typeof appearanceChoiceLabels)[]): SchemaNode[] {
  return values.map((value) => ({ const: value, title: appearanceChoiceLabels[value] }));
}

/** The spec's appearance settings of a wall (stored in its `settings`). */
export const appearanceSchema: SchemaNode = {
  type: 'object',
  properties: {
    font_secondary: { type: 'string', format: 'font', title: 'Heading font', default: 'Oswald' },
    fontsize_secondary: { type: 'integer', minimum: 8, maximum: 72, title: 'Heading size (px)' },
    font_tertiary: { type: 'string', format: 'font', title: 'Text font' },
    fontsize_tertiary: { type: 'integer', minimum: 8, maximum: 48, title: 'Text size (px)' },
    color_name: { type: 'string', format: 'color', title: 'Name colour' },
    color_namebar: { type: 'string', format: 'color', title: 'Name bar colour' },
    color_namebar_buttons: { type: 'string', format: 'color', title: 'Name bar button colour' },
    color_hype: { type: 'string', format: 'color', title: 'Post colour' },
    position_name: {
      type: 'string',
      oneOf: choices('left', 'center', 'right'),
      title: 'Name position',
    },
    position_namebar: {
      type: 'string',
      oneOf: choices('top', 'bottom'),
      title: 'Name bar position',
    },
    bg_page_image: {
      type: 'string',
      format: 'color',
      title: 'Page background',
      description: 'A colour, transparent, or an image address.',
    },
    bg_image: { type: 'string', format: 'uri', title: 'Background image' },
    image_logo: { type: 'string', format: 'uri', title: 'Logo' },
  },
};

/** The plan feature each gated field needs (the spec's premium-only features). */
export const gatedFields: Readonly<Record<string, FeatureFlag>> = {
  custom_css: 'customCSS',
  enable_realtime: 'events',
  bg_image: 'noLogo',
  banner: 'noLogo',
  cta: 'cta',
};

/** The feature a field needs, if any. */
export function featureOfField(field: Pick<FieldSpec, 'path'>): FeatureFlag | undefined {
  return gatedFields[field.path];
}

function withoutDialect(schema: unknown): SchemaNode {
  const { $schema: _dialect, ...rest } = schema as SchemaNode & { $schema?: string };
  return rest;
}

/** A schema of core's in `language`: its titles, descriptions and labels from core's table. */
function coreSchemaIn(
  schema: { toJSONSchema(params: { io: 'input' }): unknown },
  language: ShippedLanguage,
): SchemaNode {
  return translateSchemaTexts(
    withoutDialect(schema.toJSONSchema({ io: 'input' })),
    schemaTextTable(coreSchemaTexts, language),
  );
}

/**
 * The display form: the theme's options (from `GET /api/plugins`, already in the owner's
 * language), then the wall's language, the banner and the call to action, whose `feeds` become
 * a choice among the wall's sources; core's three in `language` (English by default).
 */
export function displaySchema(
  themeOptions: SchemaNode | undefined,
  sources: readonly ProfileAccount[],
  language: ShippedLanguage = 'en',
): SchemaNode {
  const cta = coreSchemaIn(wallCtaSchema, language);
  const ctaFeeds: SchemaNode = {
    ...cta.properties?.['feeds'],
    items: {
      oneOf: sources.map((source) => ({ const: String(source.id), title: source.label })),
    },
  };
  return {
    type: 'object',
    properties: {
      ...themeOptions?.properties,
      language: coreSchemaIn(wallLanguageSchema, language),
      banner: coreSchemaIn(bannerSchema, language),
      cta: {
        ...cta,
        properties: {
          ...cta.properties,
          ...(sources.length > 0 ? { feeds: ctaFeeds } : {}),
        },
      },
    },
    ...(themeOptions?.required ? { required: themeOptions.required } : {}),
  };
}

/** The keys (texts.ts) of the personalize fields' titles and descriptions, by field name. */
export const fieldTextKeys: Readonly<
  Record<string, { readonly title: EditTextKey; readonly description?: EditTextKey }>
> = {
  textupdates: { title: 'fieldTextupdates' },
  sharebuttons: { title: 'fieldSharebuttons' },
  show_author: { title: 'fieldShowAuthor' },
  enable_realtime: { title: 'fieldEnableRealtime', description: 'fieldEnableRealtimeHint' },
  custom_css: { title: 'fieldCustomCss', description: 'fieldCustomCssHint' },
  font_secondary: { title: 'fieldFontSecondary' },
  fontsize_secondary: { title: 'fieldFontsizeSecondary' },
  font_tertiary: { title: 'fieldFontTertiary' },
  fontsize_tertiary: { title: 'fieldFontsizeTertiary' },
  color_name: { title: 'fieldColorName' },
  color_namebar: { title: 'fieldColorNamebar' },
  color_namebar_buttons: { title: 'fieldColorNamebarButtons' },
  color_hype: { title: 'fieldColorHype' },
  position_name: { title: 'fieldPositionName' },
  position_namebar: { title: 'fieldPositionNamebar' },
  bg_page_image: { title: 'fieldBgPageImage', description: 'fieldBgPageImageHint' },
  bg_image: { title: 'fieldBgImage' },
  image_logo: { title: 'fieldImageLogo' },
};

/**
 * `schema` with the titles and descriptions of its known fields in the owner's language (from
 * texts.ts), and its choices' labels in `language` (from core's table).
 */
export function localizedSchema(
  schema: SchemaNode,
  t: TextFormatter<EditTextKey>,
  language: ShippedLanguage = 'en',
): SchemaNode {
  const table = schemaTextTable(coreSchemaTexts, language);
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, raw]) => {
      const node: SchemaNode = raw.oneOf
        ? {
            ...raw,
            oneOf: raw.oneOf.map((option) =>
              option.title === undefined
                ? option
                : { ...option, title: translateSchemaText(option.title, table) },
            ),
          }
        : raw;
      const keys = fieldTextKeys[name];
      if (!keys) return [name, node];
      return [
        name,
        {
          ...node,
          title: t(keys.title),
          ...(keys.description ? { description: t(keys.description) } : {}),
        },
      ];
    }),
  );
  return { ...schema, properties };
}

/** The fields of `schema` named in `names`, in that order. */
export function pickFields(schema: SchemaNode, names: readonly string[]): SchemaNode {
  const properties = schema.properties ?? {};
  return {
    type: 'object',
    properties: Object.fromEntries(
      names.flatMap((name) => (properties[name] ? [[name, properties[name]]] : [])),
    ),
  };
}

/** The appearance settings by the group of the personalize section that shows them. */
export const appearanceGroups = {
  colours: ['color_name', 'color_namebar', 'color_namebar_buttons', 'color_hype', 'bg_page_image'],
  fonts: ['fontsize_secondary', 'fontsize_tertiary'],
  fontFaces: ['font_secondary', 'font_tertiary'],
  layout: ['position_name', 'position_namebar'],
  images: ['bg_image', 'image_logo'],
} as const satisfies Readonly<Record<string, readonly string[]>>;
