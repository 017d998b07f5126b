/**
 * The quota line of a source in the content section: the rate limit or daily budget its
 * network holds it to, as the last crawl saw it, in words ("80 of 100 requests left until
 * 14:05", "Daily quota: 3,200 of 10,000 units used.").
 */
import { english, type Translator } from '@chorus/core/i18n';

/** A source's quota as the sources API reports it (`health.quota`). */
export interface SourceQuotaView {
  readonly unit: 'requests' | 'units' | 'searches';
  readonly period: 'window' | 'day';
  readonly limit: number | null;
  readonly remaining: number | null;
  readonly used: number | null;
  /** Unix seconds; null when the network does not say. */
  readonly resets_at: number | null;
}

const dayMs = 24 * 60 * 60 * 1000;

/** A reset time in the reader's words: the clock time within a day, else date and time. */
export function resetTime(seconds: number, now: Date, locale?: string): string {
  const at = new Date(seconds * 1000);
  const locales = locale ? [locale] : [];
  return at.getTime() - now.getTime() < dayMs
    ? at.toLocaleTimeString(locales, { hour: '2-digit', minute: '2-digit' })
    : at.toLocaleString(locales, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The words for a quota, or null when there is nothing worth saying: a window that has reset
 * since (its figures are stale), or one the network gave no figures for.
 */
export function quotaText(
  quota: SourceQuotaView,
  now: Date = new Date(),
  translator?: Translator,
): string | null {
  // English and the machine's number format unless the owner's translator is given.
  const locale = translator?.locale;
  const shown = translator ?? english;
  const formatMessage: Translator['text'] = (key, params) => shown.text(key, params);
  const count = (value: number) => Math.round(value).toLocaleString(locale ? [locale] : []);
  const reset = quota.resets_at;
  const renewed = reset !== null && reset * 1000 <= now.getTime();
  if (quota.unit === 'units') {
    if (quota.limit === null) return null;
    // A new day starts the count at zero.
    const used = renewed ? 0 : (quota.used ?? quota.limit - (quota.remaining ?? quota.limit));
    return formatMessage('editSourceQuotaDaily', { used: count(used), limit: count(quota.limit) });
  }
  if (renewed || quota.remaining === null) return null;
  const time = reset === null ? null : resetTime(reset, now, locale);
  // Searches an account may make in a rolling window (Instagram's 30 hashtags a week).
  if (quota.unit === 'searches') {
    if (quota.limit === null) return null;
    const figures = { remaining: count(quota.remaining), limit: count(quota.limit) };
    return time === null
      ? formatMessage('editSourceQuotaSearchesLeftNoReset', figures)
      : formatMessage('editSourceQuotaSearchesLeft', { ...figures, time });
  }
  if (quota.remaining <= 0 && time !== null) return formatMessage('editSourceQuotaSpent', { time });
  const remaining = count(quota.remaining);
  if (quota.limit !== null) {
    const limit = count(quota.limit);
    return time === null
      ? formatMessage('editSourceQuotaLeftNoReset', { remaining, limit })
      : formatMessage('editSourceQuotaLeft', { remaining, limit, time });
  }
  return time === null ? null : formatMessage('editSourceQuotaRemaining', { remaining, time });
}

/** How much of the allowance is spent, 0 to 1, for the bar beside the words; null if unknown. */
export function quotaSpent(quota: SourceQuotaView): number | null {
  if (quota.limit === null || quota.limit <= 0 || quota.remaining === null) return null;
  return Math.min(1, Math.max(0, 1 - quota.remaining / quota.limit));
}
