/**
 * The token of a mailed link. Mails put it in the fragment (`#token=`), which the browser never
 * sends to a server, so it stays out of access logs and Referer headers; `?token=` is read too.
 */
import { useLocation } from 'react-router-dom';

/** The token in a fragment or a query string, or null. */
export function linkTokenOf(search: string, hash: string): string | null {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return fromHash || new URLSearchParams(search).get('token') || null;
}

/** The current address's link token. */
export function useLinkToken(): string | null {
  const { search, hash } = useLocation();
  return linkTokenOf(search, hash);
}
