import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { compiled as de } from './compiled/de.ts';
import { compiled as en } from './compiled/en.ts';
import { compiled as es } from './compiled/es.ts';
import { compiled as fr } from './compiled/fr.ts';
import { intlLocaleOf, rtlPseudoLocale } from './languages.ts';
import { renderCompiled, renderedFormats, type CompiledMessage } from './render-compiled.ts';

const catalogues = {
  en: { ...messages, ...en },
  de,
  fr,
  es,
  [rtlPseudoLocale]: { ...messages, ...en },
} as Record<string, Record<string, CompiledMessage>>;

/** Every placeholder name a message uses, with the format it is used in. */
function placeholders(message: unknown, found = new Map<string, string | undefined>()) {
  if (!Array.isArray(message)) return found;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, format, options] = token as [string, string | undefined, unknown];
    if (!found.has(name) || format) found.set(name, format);
    if (options && typeof options === 'object') {
      for (const branch of Object.values(options)) placeholders(branch, found);
    }
  }
  return found;
}

/** Values to draw a message with: counts that hit each plural form, texts otherwise. */
function sampleValues(message: unknown): Array<Record<string, unknown>> {
  const names = [...placeholders(message)];
  const counts = [0, 1, 2, 3, 5, 11, 21, 1000, 1.5];
  return counts.map((count, index) =>
    Object.fromEntries(
      names.map(([name, format]) => [
        name,
        format === 'plural' || format === 'selectordinal' ? count : `${name}-${index}`,
      ]),
    ),
  );
}

function formatsOf(message: unknown, found = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return found;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [, format, options] = token as [string, string | undefined, unknown];
    if (format) found.add(format);
    if (options && typeof options === 'object') {
      for (const branch of Object.values(options)) formatsOf(branch, found);
    }
  }
  return found;
}

describe('renderCompiled', () => {
  it('draws every key of every catalogue exactly as Lingui does, for counts of each plural form', () => {
    let drawn = 0;
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const locale = intlLocaleOf(language as Parameters<typeof intlLocaleOf>[0]);
      const tokens = Object.fromEntries(
        Object.entries(catalogue).map(([key, text]) => [
          key,
          typeof text === 'string' ? [text] : text,
        ]),
      );
      const lingui = setupI18n({ locale, messages: { [locale]: tokens as never } });
      for (const [key, message] of Object.entries(catalogue)) {
        for (const values of sampleValues(message)) {
          expect(renderCompiled(message, locale, values), `${language} ${key}`).toBe(
            lingui._(key, values),
          );
          drawn += 1;
        }
      }
    }
    // Four languages and the pseudo-locale, each with hundreds of keys.
    expect(drawn).toBeGreaterThan(5 * 300);
  });

  it('is only given the formats it draws (a catalogue needing another must change the renderer)', () => {
    const used = new Set<string>();
    for (const catalogue of Object.values(catalogues)) {
      for (const message of Object.values(catalogue)) formatsOf(message, used);
    }
    expect(
      [...used].filter((format) => !(renderedFormats as readonly string[]).includes(format)),
    ).toEqual([]);
    expect(used).toContain('plural');
  });

  it('draws select, ordinals, exact plural cases and an offset', () => {
    expect(
      renderCompiled(
        [
          ['who', 'select', { she: ['her'], other: ['their'] }],
          ' ',
          [
            'n',
            'selectordinal',
            { one: ['#', 'st'], two: ['#', 'nd'], few: ['#', 'rd'], other: ['#', 'th'] },
          ],
        ],
        'en',
        { who: 'she', n: 22 },
      ),
    ).toBe('her 22nd');
    expect(
      renderCompiled(
        [['n', 'plural', { 0: ['none'], offset: 1, one: ['#', ' more'], other: ['#', ' others'] }]],
        'en',
        {
          n: 0,
        },
      ),
    ).toBe('none');
    expect(
      renderCompiled(
        [['n', 'plural', { offset: 1, one: ['#', ' more'], other: ['#', ' others'] }]],
        'en',
        {
          n: 3,
        },
      ),
    ).toBe('2 others');
    expect(renderCompiled([['missing']], 'en', {})).toBe('');
  });
});
