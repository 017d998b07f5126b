/**
 * Text as the screening rules compare it: tags stripped, accents folded, any case, and
 * leetspeak read back into letters, so "Ćafé", "CAFE" and "c4f3" all match "cafe".
 */
import { wordBreakingElements } from '@chorus/connector-kit';

const leet: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** The tags of elements whose edges separate words (the connector kit's list). */
const wordBreakingTag = new RegExp(`<\\/?(?:${wordBreakingElements.join('|')})\\b[^>]*>`, 'gi');

/**
 * Plain text of sanitized HTML: tags dropped, common entities decoded, spaces collapsed. A
 * block element's tags (a paragraph, a list item, a heading) separate words, so
 * `<li>spoiler</li><li>alert</li>` reads "spoiler alert"; inline tags do not, so a word split
 * by them (`spo<b>il</b>er`) still reads as one word.
 */
export function plainText(html: string): string {
  return html
    .replace(wordBreakingTag, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case with accents and compatibility forms folded ("Ｃafé" → "cafe"). */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('und');
}

/** Words of folded text: runs of letters and digits (any script). */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Words read as leetspeak: runs of letters, digits and leet symbols, with each symbol read as
 * its letter ("5h!t" → "shit"). Pure numbers stay numbers ("2026" is not a word to block).
 */
export function leetWords(text: string): string[] {
  const runs = fold(text).match(/[\p{L}\p{N}@$!|]+/gu) ?? [];
  return runs
    .map((run) => run.replace(/[!|]+$/, ''))
    .filter((run) => /\p{L}/u.test(run))
    .map((run) => [...run].map((char) => leet[char] ?? char).join(''))
    .map((run) => run.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((run) => run.length > 0);
}

/** Whether `phrase` (one or more words) occurs as whole words in the word list. */
export function containsPhrase(haystack: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= haystack.length; start++) {
    if (phrase.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

/** Hashtags of a text, folded and without `#` ("#Café2026" → "cafe2026"). */
export function hashtagsOf(text: string): Set<string> {
  const tags = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  return new Set(tags.map((tag) => fold(tag.slice(1))));
}
