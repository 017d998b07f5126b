/**
 * Language detection by eld (Efficient Language Detector, 60 languages, ISO 639-1 codes), its
 * small database: enough for a social post, and loaded once.
 */
import { eld } from 'eld/small';

/** The language of a text as a two-letter code, or undefined when it cannot be told reliably. */
export function detectLanguage(text: string): string | undefined {
  const result = eld.detect(text);
  return result.language && result.isReliable() ? result.language : undefined;
}
