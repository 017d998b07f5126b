/**
 * Draws a precompiled catalogue message (the token form `compile.ts` writes with Lingui's
 * compiler) with its values: plain text, `[name]`, and `[name, 'plural' | 'selectordinal' |
 * 'select', options]`, `#` in a plural branch being the formatted count.
 *
 * Why not `@lingui/core`'s `I18n` here: the wall's first download has a fixed budget
 * (docs/performance.md), and Lingui's runtime class (events, locale switching, the message
 * compiler hook, date and time formats) was 1.7 kB of it, while the wall needs only this. The
 * owner app keeps Lingui (it compiles its texts at run time). `render-compiled.test.ts` draws
 * every key of every catalogue with both and requires the same text, and refuses a format this
 * does not know, so a catalogue that needs more has to come back to Lingui first.
 */

/** One token of a compiled message. */
export type CompiledToken = string | readonly [name: string, format?: string, options?: unknown];

/** A compiled message: its tokens, or a plain text. */
export type CompiledMessage = string | readonly CompiledToken[];

/** The formats a compiled message may use (the check in the test keeps catalogues to these). */
export const renderedFormats = ['plural', 'selectordinal', 'select'] as const;

const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat>();

function memo<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

function branch(
  options: Readonly<Record<string, unknown>>,
  key: string | number,
): readonly CompiledToken[] | string {
  return (options[key] ?? options['other'] ?? '') as readonly CompiledToken[] | string;
}

/**
 * The text of `message` in `locale` with `values` filled in. `count` is the formatted number a
 * `#` stands for (inside a plural branch only).
 */
export function renderCompiled(
  message: CompiledMessage,
  locale: string,
  values: Readonly<Record<string, unknown>>,
  count?: string,
): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, format, given] = token;
    const options = (given ?? {}) as Readonly<Record<string, unknown>>;
    const value = values[name];
    if (format === 'plural' || format === 'selectordinal') {
      const { offset = 0, ...cases } = options as { offset?: number };
      const number = Number(value);
      const rules = memo(
        `${format}:${locale}`,
        () =>
          new Intl.PluralRules(locale, {
            type: format === 'plural' ? 'cardinal' : 'ordinal',
          }),
      );
      const exact = (cases as Record<string, unknown>)[number];
      const chosen = (exact ?? branch(cases, rules.select(number - offset))) as CompiledMessage;
      const shown = memo(`number:${locale}`, () => new Intl.NumberFormat(locale));
      text += renderCompiled(chosen, locale, values, shown.format(number - offset));
    } else if (format === 'select') {
      text += renderCompiled(branch(options, String(value)) as CompiledMessage, locale, values);
    } else if (value !== null && value !== undefined) {
      text += String(value);
    }
  }
  return text;
}
