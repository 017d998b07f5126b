/** Which Mastodon server a source reads, and signs in to. */

/** The origin-like base of a server address: no trailing slash. */
function trimmed(address: string): string {
  return address.replace(/\/+$/, '');
}

/**
 * The server a source reads: its own `instance` field, the account's domain for an account
 * source, else the plugin option `defaultInstance`.
 */
export function instanceOfOptions(
  feedType: string,
  options: Readonly<Record<string, unknown>>,
  defaultInstance: string,
): string {
  const named = options['instance'];
  if (typeof named === 'string' && named !== '') return trimmed(named);
  const account = options['account'];
  if (feedType === 'account' && typeof account === 'string') {
    const domain = account.replace(/^@/, '').split('@')[1];
    if (domain) return `https://${domain}`;
  }
  return trimmed(defaultInstance);
}
