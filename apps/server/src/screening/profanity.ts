/**
 * Profanity lists from @2toad/profanity (12 languages, whole-word matching), one filter per
 * set of languages, built on first use.
 */
import { Profanity } from '@2toad/profanity';

const filters = new Map<string, Profanity>();

/** Whether any of these words, read in these languages, is profane. */
export function isProfane(texts: readonly string[], languages: readonly string[]): boolean {
  const key = [...languages].sort().join(',');
  let filter = filters.get(key);
  if (!filter) {
    filter = new Profanity({ languages: [...languages], wholeWord: true });
    filters.set(key, filter);
  }
  const checker = filter;
  return texts.some((text) => checker.exists(text));
}
