import type { MessageRef } from '../messages/index.ts';

/** A post or button URL that does not start with `http` gets `http://` in front; empty → null. */
export function withHttpScheme(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim();
  if (trimmed === '') return null;
  return /^http/i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** The publish panel's site URL gets `http://` in front when it has no `://`. */
export function siteUrlWithScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.includes('://')) return trimmed;
  return `http://${trimmed}`;
}

/** An RSS URL must be given and start with http:// or https://. */
export function validateRssUrl(url: string | null | undefined): MessageRef | null {
  const trimmed = (url ?? '').trim();
  if (trimmed === '') return { key: 'rssUrlRequired' };
  return /^https?:\/\//i.test(trimmed) ? null : { key: 'rssUrlInvalid' };
}

/** A facebook page name must be given and contain neither `http://` nor a slash. */
export function validateFacebookPageName(name: string | null | undefined): MessageRef | null {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return { key: 'facebookPageRequired' };
  return /https?:\/\/|\//i.test(trimmed) ? { key: 'facebookPageInvalid' } : null;
}
