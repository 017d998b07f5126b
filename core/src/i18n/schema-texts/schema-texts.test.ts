/**
 * The CI check of core's schema texts (issue 15): every title, description and option label of
 * core's owner-facing schemas has a translation in every shipped language, and no translation
 * is kept for a text that no longer exists. The planted cases prove the check fails.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bannerSchema,
  displayProfileSchema,
  wallCtaSchema,
  wallLanguageSchema,
} from '../../domain/display-profile.ts';
import { appearanceChoiceLabels, coreSchemaTexts } from './index.ts';
import {
  schemaTextProblems,
  schemaTextsOf,
  schemaTextTable,
  translateSchemaTexts,
  type SchemaTexts,
} from './translate.ts';

/** Core's schemas the owner app draws (the edit panel's display settings). */
const ownerSchemas = [bannerSchema, wallCtaSchema, wallLanguageSchema, displayProfileSchema];

const englishTexts = [
  ...new Set([
    ...ownerSchemas.flatMap((schema) => schemaTextsOf(z.toJSONSchema(schema, { io: 'input' }))),
    ...Object.values(appearanceChoiceLabels),
  ]),
];

describe("core's schema texts", () => {
  it('finds the texts owners read in the schemas', () => {
    expect(englishTexts).toEqual(
      expect.arrayContaining([
        'Banner',
        'Banner image',
        'Call to action',
        'Button text',
        'Language',
      ]),
    );
    expect(englishTexts.length).toBeGreaterThan(30);
  });

  it('translate every one of them into German, French and Spanish, and nothing else', () => {
    expect(schemaTextProblems(englishTexts, coreSchemaTexts)).toEqual([]);
  });

  it('fail the check on a missing, an empty or a stale translation (planted)', () => {
    const { 'Button text': _dropped, ...german } = coreSchemaTexts.de ?? {};
    const planted: SchemaTexts = {
      de: german,
      fr: { ...coreSchemaTexts.fr, Link: ' ' },
      es: { ...coreSchemaTexts.es, 'A text nobody shows': 'Un texto' },
    };
    expect(schemaTextProblems(englishTexts, planted)).toEqual([
      { language: 'de', kind: 'missing', text: 'Button text' },
      { language: 'fr', kind: 'empty', text: 'Link' },
      { language: 'es', kind: 'stale', text: 'A text nobody shows' },
    ]);
    expect(schemaTextProblems(englishTexts, undefined)).toHaveLength(englishTexts.length * 3);
  });
});

describe('translateSchemaTexts', () => {
  const french = schemaTextTable(coreSchemaTexts, 'fr');

  it('gives titles, descriptions and option labels in the table’s language', () => {
    const schema = translateSchemaTexts(z.toJSONSchema(wallCtaSchema, { io: 'input' }), french);
    expect(schema).toMatchObject({
      title: 'Appel à l’action',
      properties: {
        url: { title: 'Lien', description: 'Où mène le bouton.', format: 'uri' },
        text: { title: 'Texte du bouton', default: '' },
      },
    });
    const language = translateSchemaTexts(
      z.toJSONSchema(wallLanguageSchema, { io: 'input' }),
      french,
    ) as { title: string; default: string; anyOf: { const: string; title: string }[] };
    expect(language.title).toBe('Langue');
    // Each language keeps its own name, and the values stay ids.
    expect(language.anyOf.map((option) => [option.const, option.title])).toEqual([
      ['en', 'English'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
      ['es', 'Español'],
    ]);
    expect(language.default).toBe('en');
  });

  it('leaves data alone and texts it does not know in English', () => {
    const schema = {
      type: 'object',
      title: 'Banner',
      properties: {
        default: { type: 'string', title: 'Width' },
        title: { type: 'string', title: 'Something new', default: 'Banner' },
      },
      examples: [{ title: 'Banner' }],
    };
    expect(translateSchemaTexts(schema, schemaTextTable(coreSchemaTexts, 'de'))).toEqual({
      type: 'object',
      title: 'Banner',
      properties: {
        default: { type: 'string', title: 'Breite' },
        title: { type: 'string', title: 'Something new', default: 'Banner' },
      },
      examples: [{ title: 'Banner' }],
    });
  });

  it('has no table for English or a language left out, so the schema comes back as it is', () => {
    expect(schemaTextTable(coreSchemaTexts, 'en')).toBeUndefined();
    expect(schemaTextTable({ de: {} }, 'fr')).toBeUndefined();
    const schema = { title: 'Banner' };
    expect(translateSchemaTexts(schema, undefined)).toBe(schema);
  });
});
