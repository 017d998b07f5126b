/**
 * Finds which catalogue message an English text is, so a text made in English (a server's
 * error, say) can be given in another language: `translateEnglishText('Wrong password', fr)`.
 * Plain texts are found by equality; texts with `{name}` parameters by a pattern made from the
 * English template (plurals and selects are not matched: such a text stays as it is).
 */
import { messages, type MessageKey } from '../messages/catalogue.ts';
import type { Translator } from './translator.ts';

interface TemplateMatcher {
  readonly key: MessageKey;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

let index: { plain: Map<string, MessageKey>; templates: TemplateMatcher[] } | undefined;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Built on first use, so a bundle that imports core's i18n without this pays nothing.
function catalogueIndex() {
  if (index) return index;
  const plain = new Map<string, MessageKey>();
  const templates: TemplateMatcher[] = [];
  for (const [key, text] of Object.entries(messages) as Array<[MessageKey, string]>) {
    // In ICU an apostrophe quotes only before a brace or another apostrophe.
    if (!/[{}]/.test(text) && !/'['{}]/.test(text)) {
      if (!plain.has(text)) plain.set(text, key);
      continue;
    }
    // Only simple `{name}` parameters: a plural's or select's branches are not matched.
    if (/\{\s*\w+\s*,/.test(text) || /'['{}]/.test(text)) continue;
    const names: string[] = [];
    const source = text
      .split(/(\{\s*\w+\s*\})/)
      .map((part) => {
        const name = /^\{\s*(\w+)\s*\}$/.exec(part)?.[1];
        if (name === undefined) return escape(part);
        names.push(name);
        return '([\\s\\S]+?)';
      })
      .join('');
    templates.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  index = { plain, templates };
  return index;
}

/** The catalogue key and parameters of an English text, or null for a text not in it. */
export function catalogueMessageOf(
  text: string,
): { key: MessageKey; params: Record<string, string> } | null {
  const { plain, templates } = catalogueIndex();
  const key = plain.get(text);
  if (key !== undefined) return { key, params: {} };
  for (const template of templates) {
    const found = template.pattern.exec(text);
    if (!found) continue;
    const params: Record<string, string> = {};
    template.names.forEach((name, index) => {
      params[name] = found[index + 1] as string;
    });
    return { key: template.key, params };
  }
  return null;
}

/** The English catalogue text `text` in the translator's language; other texts as they are. */
export function translateEnglishText(text: string, translator: Translator): string {
  if (translator.locale === 'en') return text;
  const found = catalogueMessageOf(text);
  return found === null ? text : translator.text(found.key, found.params);
}
