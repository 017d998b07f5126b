import { accountLabelMaxLength } from './constants.ts';

/** A leading @ or # is stripped from handles and hashtags (and surrounding spaces trimmed). */
export function stripHandlePrefix(value: string): string {
  return value
    .trim()
    .replace(/^[@#]+/, '')
    .trim();
}

/** Shortens a label to at most 16 characters (counted by code point). */
export function shortenLabel(label: string): string {
  const characters = Array.from(label);
  return characters.length <= accountLabelMaxLength
    ? label
    : characters.slice(0, accountLabelMaxLength).join('');
}

/**
 * The label of a source in the collection bar: without its handle prefix, shortened to 16
 * characters, after the prefix its feed type declares (`labelPrefix`, e.g. `#` for a tag).
 */
export function accountLabel(label: string, labelPrefix = ''): string {
  return labelPrefix + shortenLabel(stripHandlePrefix(label));
}
