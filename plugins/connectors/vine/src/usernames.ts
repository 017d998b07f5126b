/**
 * The Vine typeahead (the spec: at least 2 characters, 6 names). Vine's user search is gone
 * with Vine, so the names suggested are those found in Vine archives this server process has
 * read: the usernames of their posts, at most 1,000, most recent first. After a restart the
 * list fills again as archives are uploaded; an owner can always type a name.
 */
const known: string[] = [];
const maxNames = 1000;

/** Notes a username seen in an archive. */
export function rememberUsername(username: string): void {
  const name = username.trim();
  if (!name) return;
  const at = known.findIndex((entry) => entry.toLowerCase() === name.toLowerCase());
  if (at >= 0) known.splice(at, 1);
  known.unshift(name);
  if (known.length > maxNames) known.length = maxNames;
}

/** The known usernames that start with (then contain) `query`, at most `limit`. */
export function suggestUsernames(query: string, limit: number): string[] {
  const wanted = query.trim().replace(/^@/, '').toLowerCase();
  if (!wanted) return [];
  const starts = known.filter((name) => name.toLowerCase().startsWith(wanted));
  const contains = known.filter(
    (name) => !name.toLowerCase().startsWith(wanted) && name.toLowerCase().includes(wanted),
  );
  return [...starts, ...contains].slice(0, limit);
}
